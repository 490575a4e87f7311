import type { DayRange } from '@/lib/day-range';

/** Query keys of the finance overview: every query of the screen starts with its root. */
export const overviewKeys = {
  all: ['finance-overview'] as const,
  overview: (range: DayRange) => ['finance-overview', 'overview', range.start, range.end] as const,
  orders: (range: DayRange, state: string, page: number, pageSize: number) =>
    ['finance-overview', 'orders', range.start, range.end, state, page, pageSize] as const,
  lookup: (range: DayRange, orderId: string | null) =>
    ['finance-overview', 'lookup', range.start, range.end, orderId] as const,
};
