import {
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { NotifyState } from '@vrportal/contract';
import type { CallRequest, notificationCalls } from '@vrportal/contract';
import { notificationApi } from '@/lib/api-calls';
import { callApi, type CallOptions } from '@/lib/api-client';
import { unreadCountQuery } from '@/lib/unread-count';
import { notificationQueries, type NotificationPage } from './keys';

/** POST /vrmcsys/ntyserver/disposeNotify {ntyId, tag, mark: 1}: marks a notification read. */
export type DisposeNotifyBody = CallRequest<typeof notificationCalls.disposeNotify>;

export function disposeNotify(body: DisposeNotifyBody, options?: CallOptions) {
  return callApi(notificationApi.disposeNotify, body, options);
}

/**
 * The list with one notification marked read, every page kept. Each page carries the account's
 * unread count, so it drops on every page, not only on the page holding the notification.
 */
export function markReadIn(
  data: InfiniteData<NotificationPage> | undefined,
  ntyId: string,
): InfiniteData<NotificationPage> | undefined {
  if (!data) return data;
  const hit = data.pages.some((page) =>
    page.ntys.some((n) => n.id === ntyId && n.state !== NotifyState.read),
  );
  if (!hit) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      unread: Math.max(0, page.unread - 1),
      ntys: page.ntys.map((n) => (n.id === ntyId ? { ...n, state: NotifyState.read } : n)),
    })),
  };
}

/**
 * After the server marked a notification read: the list shows it read and the bell's counter
 * (the list's count too) drops at once; the counter is then asked for again.
 */
export async function markReadInCaches(queryClient: QueryClient, ntyId: string): Promise<void> {
  const list = notificationQueries.list().queryKey;
  const unread = unreadCountQuery().queryKey;
  const before = queryClient.getQueryData(list);
  const after = markReadIn(before, ntyId);
  // unchanged: read already, or opened by its address without being in the loaded pages
  if (after !== before) {
    queryClient.setQueryData(list, after);
    queryClient.setQueryData(unread, (count) =>
      count === undefined ? count : Math.max(0, count - 1),
    );
  }
  await queryClient.invalidateQueries({ queryKey: unread });
}

/**
 * Marks a notification read: the list shows it read and the shell's bell counter (which the list
 * shows as well) drops at once, then asks the server again. Failing quietly keeps it unread.
 */
export function useDisposeNotify() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { ntyId: string; tag: string }) => disposeNotify({ ...body, mark: 1 }),
    meta: { quiet: true },
    onSuccess: (_data, { ntyId }) => markReadInCaches(queryClient, ntyId),
  });
}
