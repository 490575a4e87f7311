import { call } from './call.js';
import * as bills from './bills.js';
import { billPaths, billReviewPaths } from './bills-paths.js';

/**
 * The JSON calls of settlement bills. dev_query and dev_update are GET calls (queries
 * `devUpdateQuery`), batch_download answers a file, dev_send_mail is a multipart form and
 * bill/download answers the PDF: those are registered by hand with the schemas of bills.ts.
 */
export const billCalls = {
  financeOverview: call(
    billPaths.financeOverview,
    'developer',
    bills.financeOverviewRequest,
    bills.financeOverviewAnswer,
  ),
  financeOrders: call(
    billPaths.financeOrders,
    'developer',
    bills.financeOrdersRequest,
    bills.financeOrdersAnswer,
  ),
} as const;

export const billReviewCalls = {
  getDisputes: call(
    billReviewPaths.getDisputes,
    'super',
    bills.getDisputesRequest,
    bills.getDisputesAnswer,
  ),
  getCalendarStatus: call(
    billReviewPaths.getCalendarStatus,
    'super',
    bills.getCalendarStatusRequest,
    bills.getCalendarStatusAnswer,
  ),
  resolveDispute: call(
    billReviewPaths.resolveDispute,
    'super',
    bills.resolveDisputeRequest,
    bills.resolveDisputeAnswer,
  ),
} as const;
