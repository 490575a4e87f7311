import { useQuery } from '@tanstack/react-query';
import type { CallAnswer, teamCalls } from '@vrportal/contract';
import { teamQueries } from './keys';

export type MembersAnswer = CallAnswer<typeof teamCalls.members>;

/** The screen shows a failed load as its own state, not as a toast. */
export function useMembers() {
  return useQuery(teamQueries.members());
}
