import type { billReviewCalls } from '@vrportal/contract';
import { billReviewPaths } from '@vrportal/contract';
import { callRefs } from '@/lib/api-calls';

/**
 * The JSON calls of the bill disputes (billReviewCalls). downloadLines answers a file and goes
 * through download-lines.ts.
 */
export const billReviewApi = callRefs<typeof billReviewCalls>({
  getDisputes: billReviewPaths.getDisputes,
  getCalendarStatus: billReviewPaths.getCalendarStatus,
  resolveDispute: billReviewPaths.resolveDispute,
});

/** Every query of the disputes starts with this key; a decision refreshes them all. */
