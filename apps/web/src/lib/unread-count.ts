import { queryOptions, useQuery } from '@tanstack/react-query';
import { limits } from '@vrportal/contract';
import type { CallAnswer, notificationCalls } from '@vrportal/contract';
import { notificationApi } from '@/lib/api-calls';
import { callApi, type CallOptions } from '@/lib/api-client';
import { sharedKeys } from './query-keys';

/** POST /vrmcsys/dvlper/getDvNtyList {page}: one page of the developer's notifications. */
export type GetDvNtyListAnswer = CallAnswer<typeof notificationCalls.getDvNtyList>;

export function getDvNtyList(body: { page: number }, options?: CallOptions) {
  return callApi(notificationApi.getDvNtyList, body, options);
}

/**
 * The bell's counter: the answer's `unread` (the server counts unread notifications leaving out
 * recvDvAuthAcquire), 0 when absent.
 */
export function unreadOf(answer: Partial<GetDvNtyListAnswer> | null | undefined): number {
  const unread = answer?.unread;
  return typeof unread === 'number' && unread > 0 ? unread : 0;
}

/**
 * The unread counter of the bell: page 1, polled every 5 minutes without any toast. Any failure
 * counts as 0. The notification centre sets it from each page 1 it loads and lowers it when it
 * marks one read, so the list and the bell always show the same count.
 */
export const unreadCountQuery = () =>
  queryOptions({
    queryKey: sharedKeys.unreadCount,
    queryFn: async ({ signal }) => {
      try {
        return unreadOf(await getDvNtyList({ page: 1 }, { silent: true, signal }));
      } catch {
        return 0;
      }
    },
    refetchInterval: limits.notificationPollMs,
    refetchIntervalInBackground: true,
    staleTime: limits.notificationPollMs,
    retry: false,
    meta: { quiet: true },
  });

export function useUnreadCount() {
  return useQuery(unreadCountQuery());
}
