import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { sharedKeys } from '@/lib/query-keys';
import { teamApi } from '@/lib/team-api';
import { teamQueries } from './keys';

/** Whether the reader itself signs in with a second step. */
export function useOwnTwoStep() {
  return useQuery(teamQueries.ownTwoStep());
}

/** POST /vrmcsys/org/requireTwoStep {on}: every member signs in with a second step, or not. */
export function useRequireTwoStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => callApi(teamApi.requireTwoStep, { on }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sharedKeys.orgs }),
  });
}
