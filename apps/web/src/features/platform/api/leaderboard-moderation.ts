import { useQuery } from '@tanstack/react-query';
import type { CallAnswer, platformCalls } from '@vrportal/contract';
import { platformQueries } from './keys';

export type ModerationRecord = CallAnswer<
  typeof platformCalls.leaderboardModeration
>['items'][number];

export function useModerationHistory(appId: string, id: string, page: number) {
  return useQuery(platformQueries.moderation(appId, id, page));
}
