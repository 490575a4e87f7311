import { useMutation } from '@tanstack/react-query';
import { accountApi } from '@/lib/api-calls';
import { callApi } from '@/lib/api-client';
import { signWithPasskey } from '@/lib/passkey';

/**
 * The second step of a sign-in by a passkey: POST /vrmcsys/account/twoStep/passkeyOptions
 * {challenge} (the options for the account's passkeys), the browser signs, then POST
 * /vrmcsys/account/twoStep/passkeyVerify {challenge, response}, which answers what the sign-in
 * call would have answered. The screen shows the errors itself.
 */
export function usePasskeyVerify() {
  return useMutation({
    mutationFn: async (challenge: string) => {
      const options = await callApi(accountApi.passkeyOptions, { challenge });
      const response = await signWithPasskey(options);
      return callApi(accountApi.passkeyVerify, { challenge, response });
    },
    meta: { quiet: true },
  });
}
