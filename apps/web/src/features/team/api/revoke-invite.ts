import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamApi } from '@/lib/team-api';
import { callApi } from '@/lib/api-client';
import { teamQueries } from './keys';

/** POST /vrmcsys/org/revokeInvite {inviteId}: the link stops working. */
export function revokeInvite(inviteId: string) {
  return callApi(teamApi.revokeInvite, { inviteId });
}

export function useRevokeInvite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeInvite,
    meta: { quiet: true },
    onSettled: () => client.invalidateQueries({ queryKey: teamQueries.invitations().queryKey }),
  });
}
