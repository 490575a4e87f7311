import { call } from './call.js';
import * as finance from './finance.js';
import { financePaths, financeReviewPaths } from './finance-paths.js';
import { auditReportAnswer } from './notifications.js';
import { emptyBody } from './apps.js';

export const financeCalls = {
  getFinanceInfo: call(
    financePaths.getFinanceInfo,
    'developer',
    emptyBody,
    finance.getFinanceInfoAnswer,
  ),
  commitFinanceInfo: call(
    financePaths.commitFinanceInfo,
    'developer',
    finance.commitFinanceInfoRequest,
    finance.commitFinanceInfoAnswer,
  ),
  getDvAuditFinanceReport: call(
    financePaths.getDvAuditFinanceReport,
    'developer',
    finance.getDvAuditFinanceReportRequest,
    auditReportAnswer,
  ),
} as const;

export const financeReviewCalls = {
  getFinanceQueue: call(
    financeReviewPaths.getFinanceQueue,
    'super',
    finance.getFinanceQueueRequest,
    finance.getFinanceQueueAnswer,
  ),
  getFinanceProfile: call(
    financeReviewPaths.getFinanceProfile,
    'super',
    finance.getFinanceProfileRequest,
    finance.getFinanceProfileAnswer,
  ),
  reviewFinance: call(
    financeReviewPaths.reviewFinance,
    'super',
    finance.reviewFinanceRequest,
    finance.reviewFinanceAnswer,
  ),
  revealFinance: call(
    financeReviewPaths.revealFinance,
    'super',
    finance.revealFinanceRequest,
    finance.revealFinanceAnswer,
  ),
} as const;
