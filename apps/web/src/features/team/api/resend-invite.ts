import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamApi } from '@/lib/team-api';
import { callApi } from '@/lib/api-client';
import type { InvitationsAnswer } from './invitations';
import { teamKeys } from './keys';

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
      client.setQueryData<InvitationsAnswer>(teamKeys.invitations, (list) =>
        list
          ? {
              invitations: list.invitations.map((old) =>
                old.inviteId === invitation.inviteId ? invitation : old,
              ),
            }
          : list,
      ),
    onError: () => client.invalidateQueries({ queryKey: teamKeys.invitations }),
  });
}
