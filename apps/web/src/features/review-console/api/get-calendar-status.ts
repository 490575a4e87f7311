import { useQuery } from '@tanstack/react-query';
import { reviewQueries } from './keys';

export function useCalendarStatus() {
  return useQuery(reviewQueries.calendarStatus());
}
