import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamApi } from '@/lib/team-api';
import { callApi } from '@/lib/api-client';
import { teamQueries } from './keys';

/** POST /vrmcsys/org/removeMember {accountId}: the member leaves the organisation. */
export function removeMember(accountId: string) {
  return callApi(teamApi.removeMember, { accountId });
}

export function useRemoveMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    meta: { quiet: true },
    onSettled: () => client.invalidateQueries({ queryKey: teamQueries.members().queryKey }),
  });
}
