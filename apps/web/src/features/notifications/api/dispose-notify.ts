import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { NotifyState } from '@vrportal/contract';
import type { CallRequest, notificationCalls } from '@vrportal/contract';
import { notificationApi } from '@/lib/api-calls';
import { callApi, type CallOptions } from '@/lib/api-client';
import { NOTIFICATION_LIST_KEY, type NotificationPage } from './get-dv-nty-list';

/** POST /vrmcsys/ntyserver/disposeNotify {ntyId, tag, mark: 1}: marks a notification read. */
export type DisposeNotifyBody = CallRequest<typeof notificationCalls.disposeNotify>;

export function disposeNotify(body: DisposeNotifyBody, options?: CallOptions) {
  return callApi(notificationApi.disposeNotify, body, options);
}

/** The list with one notification marked read. */
export function markReadIn(
  data: InfiniteData<NotificationPage> | undefined,
  ntyId: string,
): InfiniteData<NotificationPage> | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => {
      const hit = page.ntys.some((n) => n.id === ntyId && n.state !== NotifyState.read);
      return hit
        ? {
            ...page,
            unread: Math.max(0, page.unread - 1),
            ntys: page.ntys.map((n) => (n.id === ntyId ? { ...n, state: NotifyState.read } : n)),
          }
        : page;
    }),
  };
}

/**
 * Marks a notification read: the list shows it read at once and the shell's bell counter
 * (['notifications', 'unreadCount']) asks the server again. Failing quietly keeps it unread.
 */
export function useDisposeNotify() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { ntyId: string; tag: string }) => disposeNotify({ ...body, mark: 1 }),
    meta: { quiet: true },
    onSuccess: (_data, { ntyId }) => {
      queryClient.setQueryData<InfiniteData<NotificationPage>>(NOTIFICATION_LIST_KEY, (data) =>
        markReadIn(data, ntyId),
      );
      return queryClient.invalidateQueries({ queryKey: ['notifications', 'unreadCount'] });
    },
  });
}
