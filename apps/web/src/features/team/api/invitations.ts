import { useQuery } from '@tanstack/react-query';
import type { CallAnswer, teamCalls } from '@vrportal/contract';
import { teamQueries } from './keys';

export type InvitationsAnswer = CallAnswer<typeof teamCalls.invitations>;

export function useInvitations() {
  return useQuery(teamQueries.invitations());
}
