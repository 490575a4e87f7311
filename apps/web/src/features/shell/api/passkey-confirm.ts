import { useMutation } from '@tanstack/react-query';
import { accountApi } from '@/lib/api-calls';
import { callApi } from '@/lib/api-client';
import { signWithPasskey } from '@/lib/passkey';

/**
 * The second step again by a passkey, for the challenge of a sensitive change that answered
 * 10070: POST /vrmcsys/account/twoStep/passkeyOptions {challenge} (the options for the account's
 * passkeys), the browser signs, then POST /vrmcsys/account/twoStep/passkeyConfirm
 * {challenge, response}. The window shows the errors itself.
 */
export function usePasskeyConfirm() {
  return useMutation({
    mutationFn: async (challenge: string) => {
      const options = await callApi(accountApi.passkeyOptions, { challenge });
      const response = await signWithPasskey(options);
      return callApi(accountApi.passkeyConfirm, { challenge, response });
    },
    meta: { quiet: true },
  });
}
