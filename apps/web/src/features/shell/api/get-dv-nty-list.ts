import { useQuery } from '@tanstack/react-query';
import { limits } from '@vrportal/contract';
import { postJson, type CallOptions } from '@/lib/api-client';

/**
 * POST /vrmcsys/dvlper/getDvNtyList {page}: one page of the developer's notifications. Only the
 * fields the shell needs are typed here; the notification centre types the rest.
 */
export const GET_DV_NTY_LIST_PATH = '/vrmcsys/dvlper/getDvNtyList';

export interface NotificationSummary {
  id?: string | number;
  /** 0 unread, 1 read */
  state: number;
  tag: string;
}

export interface GetDvNtyListAnswer {
  ntys: NotificationSummary[];
}

export function getDvNtyList(body: { page: number }, options?: CallOptions) {
  return postJson<GetDvNtyListAnswer>(GET_DV_NTY_LIST_PATH, body, options);
}

/** Tag of developer-authorisation requests, which the unread counter leaves out. */
const NOT_COUNTED_TAG = 'recvDvAuthAcquire';

export function countUnread(ntys: readonly NotificationSummary[] | undefined): number {
  return (ntys ?? []).filter((nty) => nty.state === 0 && nty.tag !== NOT_COUNTED_TAG).length;
}

/**
 * The unread counter of the bell: page 1, polled every 5 minutes without any toast. Any failure
 * counts as 0 (the notification calls may not be served yet).
 */
export function useUnreadCount() {
  return useQuery({
    queryKey: ['notifications', 'unreadCount'],
    queryFn: async ({ signal }) => {
      try {
        const answer = await getDvNtyList({ page: 1 }, { silent: true, signal });
        return countUnread(answer?.ntys);
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
}
