import type { financeCalls, financeReviewCalls } from '@vrportal/contract';
import { financePaths, financeReviewPaths } from '@vrportal/contract';
import { callRefs } from '@/lib/api-calls';

/** The payment-information calls (financeCalls) and the finance review calls of super accounts. */
export const financeApi = callRefs<typeof financeCalls>(financePaths);
export const financeReviewApi = callRefs<typeof financeReviewCalls>(financeReviewPaths);
