import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallRequest, accountCalls } from '@vrportal/contract';
import { accountApi } from '@/lib/api-calls';
import { callApi } from '@/lib/api-client';
import { shellQueries } from './keys';

/** The account's signed-in sessions, the newest first. */
export function useSessions(enabled: boolean) {
  return useQuery({ ...shellQueries.sessions(), enabled });
}

/** POST /vrmcsys/account/sessions/revoke {sessionId} or {all: true} (every one but this). */
export function useRevokeSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest<typeof accountCalls.revokeSessions>) =>
      callApi(accountApi.revokeSessions, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shellQueries.sessions().queryKey }),
  });
}
