import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { limits } from '@vrportal/contract';
import type { CallAnswer, notificationCalls } from '@vrportal/contract';
import { notificationApi } from '@/lib/api-calls';
import { callApi, type CallOptions } from '@/lib/api-client';
import { unreadOf } from '@/lib/unread-count';
import { notificationKeys } from './keys';
import { sharedKeys } from '@/lib/query-keys';

/** POST /vrmcsys/dvlper/getDvNtyList {page}: 30 notifications a page, newest first. */
export type NotificationPage = CallAnswer<typeof notificationCalls.getDvNtyList>;
export type Notification = NotificationPage['ntys'][number];

export function getDvNtyList(page: number, options?: CallOptions) {
  return callApi(notificationApi.getDvNtyList, { page }, options);
}

/** Another page exists while pages come back full and fewer than `total` are loaded. */
export function nextNotificationPage(pages: readonly NotificationPage[]): number | undefined {
  const last = pages.at(-1);
  if (!last || last.ntys.length < limits.notificationPageSize) return undefined;
  const loaded = pages.reduce((sum, page) => sum + page.ntys.length, 0);
  return loaded < last.total ? pages.length + 1 : undefined;
}

/**
 * The loaded pages outlive a visit elsewhere (a notification's link, the app center) for this
 * long, so coming back shows them all again rather than page 1 alone.
 */
export const NOTIFICATION_LIST_KEEP_MS = 60 * 60_000;

/**
 * The list's query. Each page 1 it loads also sets the bell's counter: the list's unread count is
 * the bell's, read from one query (sharedKeys.unreadCount).
 */
export function notificationListOptions(fetchPage = getDvNtyList) {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list,
    queryFn: async ({ pageParam, signal, client }) => {
      const page = await fetchPage(pageParam, { signal });
      if (pageParam === 1) client.setQueryData(sharedKeys.unreadCount, unreadOf(page));
      return page;
    },
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextNotificationPage(pages),
    gcTime: NOTIFICATION_LIST_KEEP_MS,
  });
}

export function useNotificationList() {
  return useInfiniteQuery(notificationListOptions());
}
