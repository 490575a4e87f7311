import { useQuery } from '@tanstack/react-query';
import type { DayRange } from '../lib/range';
import { overviewQueries, type OrderPage } from './keys';

/** A page of the orders; the rows on screen stay while the next page loads. */
export function useFinanceOrders(query: OrderPage) {
  return useQuery(overviewQueries.orders(query));
}

/** The order search: one order of the range by its id (`orderId` null: nothing asked yet). */
export function useOrderLookup(range: DayRange, orderId: string | null) {
  return useQuery(overviewQueries.lookup(range, orderId));
}
