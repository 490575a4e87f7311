import { InfiniteQueryObserver, QueryClient, type InfiniteData } from '@tanstack/react-query';
import { NotifyState, NotifyStatus, limits } from '@vrportal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { unreadCountQuery } from '@/lib/unread-count';
import { markReadIn, markReadInCaches } from './dispose-notify';
import type { Notification } from './get-dv-nty-list';
import { notificationQueries, type NotificationPage } from './keys';

const TOTAL = 65;

const nty = (n: number): Notification => ({
  id: `n${n}`,
  tag: 'app',
  state: NotifyState.unread,
  status: NotifyStatus.info,
  type: 0,
  title: `Notification ${n}`,
  content: '',
  time: '2026-01-01T00:00:00.000Z',
  appId: '',
  appName: '',
  allName: '',
  ver: '',
  auditId: '',
  link: '',
});

/** The server: 65 notifications, 30 a page; `unread` counts the account's unread ones. */
function fakeServer() {
  const all = Array.from({ length: TOTAL }, (_, i) => nty(i + 1));
  const calls: number[] = [];
  const fetchPage = (page: number): Promise<NotificationPage> => {
    calls.push(page);
    const size = limits.notificationPageSize;
    return Promise.resolve({
      ntys: all.slice((page - 1) * size, page * size).map((n) => ({ ...n })),
      total: all.length,
      unread: all.filter((n) => n.state === NotifyState.unread).length,
    });
  };
  const markRead = (id: string) => {
    const found = all.find((n) => n.id === id);
    if (found) found.state = NotifyState.read;
  };
  return { fetchPage, markRead, calls };
}

const listOf = (client: QueryClient) => client.getQueryData(notificationQueries.list().queryKey);
const unreadKey = unreadCountQuery().queryKey;

afterEach(() => {
  vi.useRealTimers();
});

describe('notification list', () => {
  it('marks a page-2 notification read on every page: the count the pages carry drops', () => {
    const data: InfiniteData<NotificationPage> = {
      pages: [
        { ntys: [nty(1)], total: 2, unread: 2 },
        { ntys: [nty(2)], total: 2, unread: 2 },
      ],
      pageParams: [1, 2],
    };
    const after = markReadIn(data, 'n2')!;
    expect(after.pages.map((page) => page.unread)).toEqual([1, 1]);
    expect(after.pages[1]!.ntys[0]!.state).toBe(NotifyState.read);
    expect(after.pages[0]!.ntys[0]!.state).toBe(NotifyState.unread);
    // read already: nothing changes
    expect(markReadIn(after, 'n2')).toBe(after);
  });

  it('shows the unread count of the bell: page 1 sets it, reading one lowers both at once', async () => {
    const server = fakeServer();
    const client = new QueryClient();
    const observer = new InfiniteQueryObserver(client, notificationQueries.list(server.fetchPage));
    const stop = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(listOf(client)?.pages).toHaveLength(1));
    expect(client.getQueryData(unreadKey)).toBe(TOTAL);
    await observer.fetchNextPage();
    expect(listOf(client)?.pages).toHaveLength(2);

    // a page-2 notification is opened and read; the bell asks the server again afterwards
    server.markRead('n41');
    client.setQueryDefaults(unreadKey, { queryFn: () => TOTAL - 1 });
    await markReadInCaches(client, 'n41');
    expect(client.getQueryData(unreadKey)).toBe(TOTAL - 1);
    expect(listOf(client)?.pages.map((page) => page.unread)).toEqual([TOTAL - 1, TOTAL - 1]);
    expect(listOf(client)?.pages).toHaveLength(2);
    stop();
  });

  it('keeps the loaded pages when coming back after a while elsewhere', async () => {
    vi.useFakeTimers();
    const server = fakeServer();
    const client = new QueryClient();
    const first = new InfiniteQueryObserver(client, notificationQueries.list(server.fetchPage));
    const leave = first.subscribe(() => undefined);
    await vi.waitFor(() => expect(listOf(client)?.pages).toHaveLength(1));
    await first.fetchNextPage();
    leave(); // a notification's link leads to the app center

    await vi.advanceTimersByTimeAsync(10 * 60_000);
    const back = new InfiniteQueryObserver(client, notificationQueries.list(server.fetchPage));
    expect(back.getCurrentResult().data?.pages).toHaveLength(2);
    const stop = back.subscribe(() => undefined);
    // stale by now: both pages are asked for again, none is dropped
    await vi.waitFor(() => expect(server.calls).toEqual([1, 2, 1, 2]));
    expect(listOf(client)?.pages).toHaveLength(2);
    stop();
    client.clear();
  });
});
