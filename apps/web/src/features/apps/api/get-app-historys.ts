import { useQuery } from '@tanstack/react-query';
import type { appCalls, CallAnswer } from '@vrportal/contract';
import { appQueries } from './keys';

/** A version of the history getAppHistorys answers (data.apps). */
export type VersionItem = CallAnswer<typeof appCalls.getAppHistorys>['apps'][number];

export function useAppHistorys(appId: string | null) {
  return useQuery(appQueries.history(appId));
}
