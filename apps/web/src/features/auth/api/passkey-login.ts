import type { accountCalls, CallRequest } from '@vrportal/contract';
import { accountApi } from '@/lib/api-calls';
import { callApi } from '@/lib/api-client';

/**
 * POST /vrmcsys/account/passkeyLoginBegin: options for any passkey of the portal, and the id of
 * their challenge, for a sign-in by a passkey alone.
 */
export function passkeyLoginBegin() {
  return callApi(accountApi.passkeyLoginBegin, {});
}

/**
 * POST /vrmcsys/account/passkeyLogin {challengeId, response}: answers what loginDvlperByMail
 * answers.
 */
export function passkeyLogin(body: CallRequest<typeof accountCalls.passkeyLogin>) {
  return callApi(accountApi.passkeyLogin, body);
}
