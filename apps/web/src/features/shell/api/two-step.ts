import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallRequest, accountCalls } from '@vrportal/contract';
import { accountApi } from '@/lib/api-calls';
import { callApi } from '@/lib/api-client';
import { shellQueries } from './keys';

type CodeBody = CallRequest<typeof accountCalls.totpConfirm>;

/** Whether an authenticator app is on, recovery codes left. */
export function useTwoStepStatus(enabled: boolean) {
  return useQuery({ ...shellQueries.twoStep(), enabled });
}

/** POST /vrmcsys/account/twoStep/totpBegin: a new secret (QR code and key) waiting for a code. */
export function useTotpBegin() {
  return useMutation({
    mutationFn: () => callApi(accountApi.totpBegin, {}),
    meta: { quiet: true },
  });
}

/** POST /vrmcsys/account/twoStep/totpConfirm {code}: turns it on, answers ten recovery codes. */
export function useTotpConfirm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CodeBody) => callApi(accountApi.totpConfirm, body),
    meta: { quiet: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shellQueries.twoStep().queryKey }),
  });
}

/** POST /vrmcsys/account/twoStep/totpDisable {code}: a code of the app or a recovery code. */
export function useTotpDisable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest<typeof accountCalls.totpDisable>) =>
      callApi(accountApi.totpDisable, body),
    meta: { quiet: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shellQueries.twoStep().queryKey }),
  });
}
