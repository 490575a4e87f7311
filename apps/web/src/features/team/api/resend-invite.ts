import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamApi } from '@/lib/team-api';
import { callApi } from '@/lib/api-client';
import { teamQueries } from './keys';

/**
 * POST /vrmcsys/org/resendInvite {inviteId}: mails the link again, valid for another 7 days;
 * answers the invitation with its sends counted.
 */
export function resendInvite(inviteId: string) {
  return callApi(teamApi.resendInvite, { inviteId });
}

export function useResendInvite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resendInvite,
    meta: { quiet: true },
    onSuccess: (invitation) =>
      client.setQueryData(teamQueries.invitations().queryKey, (list) =>
        list
          ? {
              invitations: list.invitations.map((old) =>
                old.inviteId === invitation.inviteId ? invitation : old,
              ),
            }
          : list,
      ),
    onError: () => client.invalidateQueries({ queryKey: teamQueries.invitations().queryKey }),
  });
}
