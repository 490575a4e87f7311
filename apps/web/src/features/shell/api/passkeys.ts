import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallRequest, accountCalls } from '@vrportal/contract';
import { accountApi } from '@/lib/api-calls';
import { callApi } from '@/lib/api-client';
import { shellQueries } from './keys';

/** POST /vrmcsys/account/twoStep/passkeyBegin: registration options for a new passkey. */
export function usePasskeyBegin() {
  return useMutation({
    mutationFn: () => callApi(accountApi.passkeyBegin, {}),
    meta: { quiet: true },
  });
}

/**
 * POST /vrmcsys/account/twoStep/passkeyFinish {response, name?}: keeps the browser's new passkey
 * (may ask for the second step again first); answers the passkeys.
 */
export function usePasskeyFinish() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest<typeof accountCalls.passkeyFinish>) =>
      callApi(accountApi.passkeyFinish, body),
    meta: { quiet: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shellQueries.twoStep().queryKey }),
  });
}

/** POST /vrmcsys/account/twoStep/passkeyRemove {id}: may ask for the second step again first. */
export function usePasskeyRemove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest<typeof accountCalls.passkeyRemove>) =>
      callApi(accountApi.passkeyRemove, body),
    meta: { quiet: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shellQueries.twoStep().queryKey }),
  });
}
