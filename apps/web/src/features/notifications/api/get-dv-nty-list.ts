import { useInfiniteQuery } from '@tanstack/react-query';
import { limits } from '@vrportal/contract';
import type { CallAnswer, notificationCalls } from '@vrportal/contract';
import { notificationApi } from '@/lib/api-calls';
import { callApi, type CallOptions } from '@/lib/api-client';

/** POST /vrmcsys/dvlper/getDvNtyList {page}: 30 notifications a page, newest first. */
export type NotificationPage = CallAnswer<typeof notificationCalls.getDvNtyList>;
export type Notification = NotificationPage['ntys'][number];

export const NOTIFICATION_LIST_KEY = ['notifications', 'list'] as const;

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

export function useNotificationList() {
  return useInfiniteQuery({
    queryKey: NOTIFICATION_LIST_KEY,
    queryFn: ({ pageParam, signal }) => getDvNtyList(pageParam, { signal }),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextNotificationPage(pages),
  });
}
