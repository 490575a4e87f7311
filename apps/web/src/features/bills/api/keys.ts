import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { billPaths, type Bill, type devQueryAnswer } from '@vrportal/contract';
import type { z } from 'zod';
import { getJson } from '@/lib/api-client';

/** GET /vrmcsys/dev_order/settled_order/dev_query: the caller's bills, newest cycle first. */
export function devQuery(signal?: AbortSignal) {
  return getJson<z.infer<typeof devQueryAnswer>>(billPaths.devQuery, {}, { signal });
}

/** The query of the bills screen. */
export const billQueries = {
  /** the caller's bills, always asked again */
  list: () =>
    queryOptions({
      queryKey: ['bills', 'list'] as const,
      queryFn: ({ signal }) => devQuery(signal),
      staleTime: 0,
    }),
};

/** Puts a bill the server answered in place of its old copy in the loaded list. */
export function storeBill(client: QueryClient, bill: Bill): void {
  client.setQueryData(billQueries.list().queryKey, (list) =>
    list
      ? {
          ...list,
          orderSettleList: list.orderSettleList.map((old) => (old.id === bill.id ? bill : old)),
        }
      : list,
  );
}
