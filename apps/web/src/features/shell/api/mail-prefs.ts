import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallRequest, accountCalls } from '@vrportal/contract';
import { accountApi } from '@/lib/api-calls';
import { callApi } from '@/lib/api-client';
import { shellQueries } from './keys';

/** Which kinds of mail the account gets. */
export function useMailPrefs(enabled: boolean) {
  return useQuery({ ...shellQueries.mailPrefs(), enabled });
}

/** POST /vrmcsys/account/mailPrefs/set {kind, on}: answers the preferences as they now are. */
export function useSetMailPref() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest<typeof accountCalls.setMailPref>) =>
      callApi(accountApi.setMailPref, body),
    onSuccess: (answer) => queryClient.setQueryData(shellQueries.mailPrefs().queryKey, answer),
  });
}
