import { useQuery } from '@tanstack/react-query';
import type { appCalls, CallAnswer } from '@vrportal/contract';
import { appQueries } from './keys';

/** An app as getAppDetailInfo answers it: overview, App Secret, review steps. */
export type AppDetail = CallAnswer<typeof appCalls.getAppDetailInfo>;

/** The app center shows a missing or foreign app as its own state, not as a toast. */
export function useAppDetailInfo(appId: string | null) {
  return useQuery(appQueries.detail(appId));
}
