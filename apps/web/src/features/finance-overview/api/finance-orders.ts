import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrderSettleStateValue } from '@vrportal/contract';
import { callApi, type CallOptions } from '@/lib/api-client';
import type { DayRange } from '../lib/range';
import { overviewApi, toldOnce } from './calls';
import { overviewKeys } from './keys';

export interface OrderPage {
  range: DayRange;
  /** null: every state */
  state: OrderSettleStateValue | null;
  page: number;
  pageSize: number;
}

/**
 * POST /vrmcsys/dev_order/orders {startTime, endTime, state?, orderId?, page, pageSize}: the
 * orders of the range, newest first, a page at a time, with their total.
 */
export function getFinanceOrders(query: OrderPage & { orderId?: string }, options?: CallOptions) {
  return callApi(
    overviewApi.financeOrders,
    {
      startTime: query.range.start,
      endTime: query.range.end,
      ...(query.state ? { state: query.state } : {}),
      ...(query.orderId ? { orderId: query.orderId } : {}),
      page: query.page,
      pageSize: query.pageSize,
    },
    options,
  );
}

/** A page of the orders; the rows on screen stay while the next page loads. */
export function useFinanceOrders(query: OrderPage) {
  const { range, state, page, pageSize } = query;
  return useQuery({
    queryKey: overviewKeys.orders(range, state ?? 'all', page, pageSize),
    queryFn: ({ signal }) => toldOnce(() => getFinanceOrders(query, { signal })),
    placeholderData: keepPreviousData,
    meta: { quiet: true },
    staleTime: 30_000,
  });
}

/** The order search: one order of the range by its id (`orderId` null: nothing asked yet). */
export function useOrderLookup(range: DayRange, orderId: string | null) {
  return useQuery({
    queryKey: overviewKeys.lookup(range, orderId),
    queryFn: ({ signal }) =>
      toldOnce(() =>
        getFinanceOrders(
          { range, state: null, orderId: orderId ?? '', page: 1, pageSize: 5 },
          { signal },
        ),
      ),
    enabled: Boolean(orderId),
    meta: { quiet: true },
    staleTime: 30_000,
  });
}
