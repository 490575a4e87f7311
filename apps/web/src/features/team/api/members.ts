import { useQuery } from '@tanstack/react-query';
import type { CallAnswer, teamCalls } from '@vrportal/contract';
import { teamApi } from '@/lib/team-api';
import { callApi } from '@/lib/api-client';
import { teamKeys } from './keys';

export type MembersAnswer = CallAnswer<typeof teamCalls.members>;

/** POST /vrmcsys/org/members: the members of the current organisation with their roles. */
export function members(signal?: AbortSignal) {
  return callApi(teamApi.members, {}, { signal });
}

/** The screen shows a failed load as its own state, not as a toast. */
export function useMembers() {
  return useQuery({
    queryKey: teamKeys.members,
    queryFn: ({ signal }) => members(signal),
    meta: { quiet: true },
    staleTime: 10_000,
  });
}
