import { useQuery } from '@tanstack/react-query';
import type { DayRange } from '../lib/range';
import { overviewQueries } from './keys';

/** The totals of a range; a new range keeps the last totals on screen until it loads. */
export function useFinanceOverview(range: DayRange) {
  return useQuery(overviewQueries.overview(range));
}
