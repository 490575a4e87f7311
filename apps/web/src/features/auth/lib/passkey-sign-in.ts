import type { i18n as I18n } from 'i18next';
import type { LoginAnswer } from '@vrportal/contract';
import type { ApiError } from '@/lib/api-client';
import { passkeyProblemText, signWithPasskey } from '@/lib/passkey';
import { SECURITY_NS } from '@/lib/security-ns';
import type { SecurityKey } from '@/lib/security-text';
import type { passkeyLogin, passkeyLoginBegin } from '../api/passkey-login';

export type PasskeySignIn =
  | { answer: LoginAnswer }
  /** nothing to sign in with; the words to show, or null when they were shown already */
  | { notice: string | null };

const isApiError = (error: unknown): error is ApiError =>
  error instanceof Error && 'errCode' in error;

/**
 * Signs in with a passkey alone, from the sign-in screen's button: loaded (with the browser's
 * WebAuthn library and the security texts) only once it is pressed. The screen hands over its
 * i18n instance and the two calls: this chunk imports nothing the first load has, so the first
 * load's chunks stay as they are.
 */
export async function signInWithPasskey(parts: {
  i18n: I18n;
  begin: typeof passkeyLoginBegin;
  finish: typeof passkeyLogin;
}): Promise<PasskeySignIn> {
  const { i18n } = parts;
  await i18n.loadNamespaces(SECURITY_NS);
  // the namespace is not in the app's resource types: SecurityKey checks its keys instead
  const translate = i18n.t as unknown as (key: string) => string;
  const text = (key: SecurityKey) => translate(`${SECURITY_NS}:${key}`);
  try {
    const { challengeId, options } = await parts.begin();
    const response = await signWithPasskey(options);
    return { answer: await parts.finish({ challengeId, response }) };
  } catch (error) {
    const problem = passkeyProblemText(error, text);
    if (problem) return { notice: problem };
    if (isApiError(error)) return { notice: error.handled ? null : error.message };
    return { notice: text('passkey.failed') };
  }
}
