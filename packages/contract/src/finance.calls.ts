import { developer, superAccount } from './access.js';
import { call, confirmed } from './call.js';
import * as finance from './finance.js';
import { financePaths, financeReviewPaths } from './finance-paths.js';
import { auditReportAnswer } from './notifications.js';
import { emptyBody } from './apps.js';

export const financeCalls = {
  getFinanceInfo: call(
    financePaths.getFinanceInfo,
    developer('payment:read'),
    emptyBody,
    finance.getFinanceInfoAnswer,
  ),
  commitFinanceInfo: confirmed(
    call(
      financePaths.commitFinanceInfo,
      developer('payment:write'),
      finance.commitFinanceInfoRequest,
      finance.commitFinanceInfoAnswer,
    ),
  ),
  getDvAuditFinanceReport: call(
    financePaths.getDvAuditFinanceReport,
    developer('payment:read'),
    finance.getDvAuditFinanceReportRequest,
    auditReportAnswer,
  ),
} as const;

export const financeReviewCalls = {
  getFinanceQueue: call(
    financeReviewPaths.getFinanceQueue,
    superAccount('review:payment'),
    finance.getFinanceQueueRequest,
    finance.getFinanceQueueAnswer,
  ),
  getFinanceProfile: call(
    financeReviewPaths.getFinanceProfile,
    superAccount('review:payment'),
    finance.getFinanceProfileRequest,
    finance.getFinanceProfileAnswer,
  ),
  reviewFinance: call(
    financeReviewPaths.reviewFinance,
    superAccount('review:payment'),
    finance.reviewFinanceRequest,
    finance.reviewFinanceAnswer,
  ),
  revealFinance: call(
    financeReviewPaths.revealFinance,
    superAccount('review:payment'),
    finance.revealFinanceRequest,
    finance.revealFinanceAnswer,
  ),
} as const;
