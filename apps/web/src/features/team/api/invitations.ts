import { useQuery } from '@tanstack/react-query';
import type { CallAnswer, teamCalls } from '@vrportal/contract';
import { teamApi } from '@/lib/team-api';
import { callApi } from '@/lib/api-client';
import { teamKeys } from './keys';

export type InvitationsAnswer = CallAnswer<typeof teamCalls.invitations>;

/** POST /vrmcsys/org/invitations: the invitations of the organisation waiting for an answer. */
export function invitations(signal?: AbortSignal) {
  return callApi(teamApi.invitations, {}, { signal });
}

export function useInvitations() {
  return useQuery({
    queryKey: teamKeys.invitations,
    queryFn: ({ signal }) => invitations(signal),
    meta: { quiet: true },
    staleTime: 10_000,
  });
}
