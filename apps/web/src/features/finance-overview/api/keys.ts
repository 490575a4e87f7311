import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { OrderSettleStateValue } from '@vrportal/contract';
import { callApi, type CallOptions } from '@/lib/api-client';
import type { DayRange } from '../lib/range';
import { overviewApi, toldOnce } from './calls';

/**
 * POST /vrmcsys/dev_order/overview {startTime, endTime}: the range's income and the part of it
 * pending, frozen and settled, in US cents, with the number of orders.
 */
export function getFinanceOverview(range: DayRange, options?: CallOptions) {
  return callApi(
    overviewApi.financeOverview,
    { startTime: range.start, endTime: range.end },
    options,
  );
}

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

/**
 * The queries of the finance overview, their keys under 'finance-overview'; a refusal shows
 * where its figures would be.
 */
export const overviewQueries = {
  /** the totals of a range; a new range keeps the last totals on screen until it loads */
  overview: (range: DayRange) =>
    queryOptions({
      queryKey: ['finance-overview', 'overview', range.start, range.end] as const,
      queryFn: ({ signal }) => toldOnce(() => getFinanceOverview(range, { signal })),
      placeholderData: keepPreviousData,
      meta: { quiet: true },
      staleTime: 30_000,
    }),
  /** a page of the orders; the rows on screen stay while the next page loads */
  orders: (query: OrderPage) =>
    queryOptions({
      queryKey: [
        'finance-overview',
        'orders',
        query.range.start,
        query.range.end,
        query.state ?? 'all',
        query.page,
        query.pageSize,
      ] as const,
      queryFn: ({ signal }) => toldOnce(() => getFinanceOrders(query, { signal })),
      placeholderData: keepPreviousData,
      meta: { quiet: true },
      staleTime: 30_000,
    }),
  /** the order search: one order of the range by its id (`orderId` null: nothing asked yet) */
  lookup: (range: DayRange, orderId: string | null) =>
    queryOptions({
      queryKey: ['finance-overview', 'lookup', range.start, range.end, orderId] as const,
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
    }),
};
