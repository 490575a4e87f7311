import * as apps from './apps.js';
import { call, nothing } from './call.js';
import * as nty from './notifications.js';
import { appPaths, notificationPaths, reviewPaths } from './paths.js';
import * as release from './release.js';
import * as review from './review.js';

export const appCalls = {
  getOwnedApps: call(
    appPaths.getOwnedApps,
    'developer',
    apps.getOwnedAppsRequest,
    apps.appListAnswer,
  ),
  searchOwnedApps: call(
    appPaths.searchOwnedApps,
    'developer',
    apps.searchOwnedAppsRequest,
    apps.appListAnswer,
  ),
  createApp: call(appPaths.createApp, 'developer', apps.createAppRequest, apps.createAppAnswer),
  deleteOwnedApp: call(appPaths.deleteOwnedApp, 'developer', apps.appIdRequest, nothing),
  resetAppSecret: call(
    appPaths.resetAppSecret,
    'developer',
    apps.appIdRequest,
    apps.appSecretAnswer,
  ),
  getAppDetailInfo: call(
    appPaths.getAppDetailInfo,
    'developer',
    apps.appIdRequest,
    release.appReleaseDetailAnswer,
  ),
  getAppHistorys: call(
    appPaths.getAppHistorys,
    'developer',
    apps.appIdRequest,
    apps.appHistoryAnswer,
  ),
  getAppCfgInfo: call(appPaths.getAppCfgInfo, 'none', apps.emptyBody, apps.appCfgAnswer),
  commitAppInfo: call(
    appPaths.commitAppInfo,
    'developer',
    release.commitAppInfoRequest,
    apps.appStatusAnswer,
  ),
} as const;

export const notificationCalls = {
  getDvNtyList: call(
    notificationPaths.getDvNtyList,
    'developer',
    nty.getDvNtyListRequest,
    nty.getDvNtyListAnswer,
  ),
  disposeNotify: call(
    notificationPaths.disposeNotify,
    'developer',
    nty.disposeNotifyRequest,
    nothing,
  ),
  getAuditStandard: call(
    notificationPaths.getAuditStandard,
    'developer',
    nty.getAuditStandardRequest,
    nty.getAuditStandardAnswer,
  ),
  getDvAuditReport: call(
    notificationPaths.getDvAuditReport,
    'developer',
    nty.getDvAuditReportRequest,
    nty.auditReportAnswer,
  ),
} as const;

export const reviewCalls = {
  getReviewQueue: call(
    reviewPaths.getReviewQueue,
    'super',
    review.getReviewQueueRequest,
    review.getReviewQueueAnswer,
  ),
  getReviewSubmission: call(
    reviewPaths.getReviewSubmission,
    'super',
    review.getReviewSubmissionRequest,
    review.getReviewSubmissionAnswer,
  ),
  startReview: call(
    reviewPaths.startReview,
    'super',
    review.startReviewRequest,
    apps.appStatusAnswer,
  ),
  decideReview: call(
    reviewPaths.decideReview,
    'super',
    review.decideReviewRequest,
    review.decideReviewAnswer,
  ),
  changeAppState: call(
    reviewPaths.changeAppState,
    'super',
    review.changeAppStateRequest,
    apps.appStatusAnswer,
  ),
} as const;
