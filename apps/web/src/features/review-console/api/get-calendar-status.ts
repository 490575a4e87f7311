import { useQuery } from '@tanstack/react-query';
import { callApi, type CallOptions } from '@/lib/api-client';
import { billReviewApi } from './bill-review-calls';
import { reviewKeys } from './keys';

/** POST /vrmcsys/admin/bills/getCalendarStatus: the years the working-day calendar lacks. */
export function getCalendarStatus(options?: CallOptions) {
  return callApi(billReviewApi.getCalendarStatus, {}, options);
}

export function useCalendarStatus() {
  return useQuery({
    queryKey: reviewKeys.calendarStatus,
    queryFn: ({ signal }) => getCalendarStatus({ signal }),
    staleTime: 3_600_000,
    // a notice only: a failed load shows nothing
    meta: { quiet: true },
  });
}
