import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import type {
  PasskeyAssertionBody,
  PasskeyCreationOptions,
  PasskeyRegistrationBody,
  PasskeyRequestOptions,
} from './passkey-types';

/**
 * The browser's side of a passkey: navigator.credentials through @simplewebauthn/browser. Only
 * code that loads on demand imports it (the second step, the two-step window, the passkey
 * sign-in after its button is pressed), never a screen's first load. Shared by the sign-in
 * screen and the shell, which are different features.
 */

/** Why the browser gave no passkey answer. */
export type PasskeyProblem =
  /** the user closed the browser's window, or it timed out */
  | 'cancelled'
  /** the passkey (or the device) is one the account has already */
  | 'known'
  /** the browser cannot make or use passkeys here */
  | 'unsupported'
  /** anything else the browser reported */
  | 'failed';

export class PasskeyError extends Error {
  constructor(readonly problem: PasskeyProblem) {
    super(problem);
  }
}

/** Whether this browser offers WebAuthn at all (a page over plain HTTP other than localhost does not). */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

function problemOf(error: unknown): PasskeyProblem {
  const name = error instanceof Error ? error.name : '';
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') {
    return 'known';
  }
  if (name === 'NotAllowedError' || name === 'AbortError') return 'cancelled';
  if (name === 'NotSupportedError' || name === 'SecurityError') return 'unsupported';
  return 'failed';
}

function requireSupport() {
  if (!passkeysSupported()) throw new PasskeyError('unsupported');
}

/** Makes a new passkey from the server's registration options. */
export async function createPasskey(
  options: PasskeyCreationOptions,
): Promise<PasskeyRegistrationBody> {
  requireSupport();
  try {
    return (await startRegistration({
      optionsJSON: options as Parameters<typeof startRegistration>[0]['optionsJSON'],
    })) as unknown as PasskeyRegistrationBody;
  } catch (error) {
    throw new PasskeyError(problemOf(error));
  }
}

/** Signs the server's challenge with a passkey the options allow (any, when they name none). */
export async function signWithPasskey(
  options: PasskeyRequestOptions,
): Promise<PasskeyAssertionBody> {
  requireSupport();
  try {
    return (await startAuthentication({
      optionsJSON: options as Parameters<typeof startAuthentication>[0]['optionsJSON'],
    })) as unknown as PasskeyAssertionBody;
  } catch (error) {
    throw new PasskeyError(problemOf(error));
  }
}

const problemKeys = {
  cancelled: 'passkey.cancelled',
  known: 'passkey.known',
  unsupported: 'passkey.unsupported',
  failed: 'passkey.failed',
} as const;

/** The security namespace's words for why the browser gave no answer, or null for another error. */
export function passkeyProblemText(
  error: unknown,
  text: (key: (typeof problemKeys)[PasskeyProblem]) => string,
): string | null {
  return error instanceof PasskeyError ? text(problemKeys[error.problem]) : null;
}
