import { useQuery } from '@tanstack/react-query';
import type { CallAnswer, platformCalls } from '@vrportal/contract';
import { platformQueries, type EntriesRequest } from './keys';

export type EntriesAnswer = CallAnswer<typeof platformCalls.leaderboardEntries>;

export function useLeaderboardEntries(appId: string, id: string, request: EntriesRequest) {
  return useQuery(platformQueries.entries(appId, id, request));
}
