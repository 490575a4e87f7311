import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallRequest, teamCalls } from '@vrportal/contract';
import { teamApi } from '@/lib/team-api';
import { callApi } from '@/lib/api-client';
import { teamQueries } from './keys';

export type InviteBody = CallRequest<typeof teamCalls.invite>;

/** POST /vrmcsys/org/invite {email, role, appIds}: mails the link and answers the invitation. */
export function invite(body: InviteBody) {
  return callApi(teamApi.invite, body);
}

/** The invite dialog's call; the dialog tells its errors. */
export function useInvite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: invite,
    meta: { quiet: true },
    onSuccess: () => client.invalidateQueries({ queryKey: teamQueries.invitations().queryKey }),
  });
}
