import { developer, superAccount } from './access.js';
import { XLSX_TYPE, call, fileCall, formCall, getCall, noInput } from './call.js';
import { billLimits } from './bill-rules.js';
import * as bills from './bills.js';
import { billPaths, billReviewPaths } from './bills-paths.js';

/**
 * The calls of settlement bills at the spec's paths: dev_query and dev_update are GET calls,
 * batch_download answers a file, dev_send_mail is a multipart form and bill/download answers the
 * PDF.
 */
export const billCalls = {
  financeOverview: call(
    billPaths.financeOverview,
    developer('finance:read'),
    bills.financeOverviewRequest,
    bills.financeOverviewAnswer,
  ),
  financeOrders: call(
    billPaths.financeOrders,
    developer('finance:read'),
    bills.financeOrdersRequest,
    bills.financeOrdersAnswer,
  ),
  devQuery: getCall(
    billPaths.devQuery,
    developer('bills:read'),
    noInput,
    bills.devQueryAnswer,
    "The caller's settlement bills",
  ),
  devUpdate: getCall(
    billPaths.devUpdate,
    developer('bills:write'),
    bills.devUpdateQuery,
    bills.devUpdateAnswer,
    'Confirm (2) or dispute (4) a bill',
  ),
  batchDownload: fileCall(
    'POST',
    billPaths.batchDownload,
    developer('bills:read'),
    { type: XLSX_TYPE, input: bills.batchDownloadRequest },
    "The bills' lines as .xlsx",
  ),
  devSendMail: formCall(
    billPaths.devSendMail,
    developer('bills:write'),
    // one byte past the limit, so a file of exactly 5 MB passes and a larger one is told apart
    { fields: bills.devSendMailFields, file: 'pdfFile', maxBytes: billLimits.pdfMaxBytes + 1 },
    bills.devSendMailAnswer,
    'The invoice or attachment (PDF, at most 5 MB), mailed to finance',
  ),
  billDownload: fileCall(
    'GET',
    billPaths.billDownload,
    developer('bills:read'),
    { type: 'application/pdf', input: bills.billDownloadQuery },
    'A sent invoice or attachment',
  ),
} as const;

export const billReviewCalls = {
  getDisputes: call(
    billReviewPaths.getDisputes,
    superAccount('review:bills'),
    bills.getDisputesRequest,
    bills.getDisputesAnswer,
  ),
  getCalendarStatus: call(
    billReviewPaths.getCalendarStatus,
    superAccount('review:bills'),
    bills.getCalendarStatusRequest,
    bills.getCalendarStatusAnswer,
  ),
  resolveDispute: call(
    billReviewPaths.resolveDispute,
    superAccount('review:bills'),
    bills.resolveDisputeRequest,
    bills.resolveDisputeAnswer,
  ),
  downloadLines: fileCall(
    'POST',
    billReviewPaths.downloadLines,
    superAccount('review:bills'),
    { type: XLSX_TYPE, input: bills.batchDownloadRequest },
    "Any developer's bill lines as .xlsx",
  ),
} as const;
