import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, type CallOptions } from '@/lib/api-client';
import type { DayRange } from '../lib/range';
import { overviewApi, toldOnce } from './calls';
import { overviewKeys } from './keys';

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

/** The totals of a range; a new range keeps the last totals on screen until it loads. */
export function useFinanceOverview(range: DayRange) {
  return useQuery({
    queryKey: overviewKeys.overview(range),
    queryFn: ({ signal }) => toldOnce(() => getFinanceOverview(range, { signal })),
    placeholderData: keepPreviousData,
    meta: { quiet: true },
    staleTime: 30_000,
  });
}
