import * as apps from './apps.js';
import { anyone, developer, superAccount } from './access.js';
import { call, confirmed, fileCall, formCall, noInput, nothing } from './call.js';
import * as nty from './notifications.js';
import { appPaths, notificationPaths, reviewPaths } from './paths.js';
import * as release from './release.js';
import * as review from './review.js';

export const appCalls = {
  getOwnedApps: call(
    appPaths.getOwnedApps,
    developer('apps:read'),
    apps.getOwnedAppsRequest,
    apps.appListAnswer,
  ),
  searchOwnedApps: call(
    appPaths.searchOwnedApps,
    developer('apps:read'),
    apps.searchOwnedAppsRequest,
    apps.appListAnswer,
  ),
  createApp: call(
    appPaths.createApp,
    developer('apps:write'),
    apps.createAppRequest,
    apps.createAppAnswer,
  ),
  deleteOwnedApp: call(
    appPaths.deleteOwnedApp,
    developer('apps:write'),
    apps.appIdRequest,
    nothing,
  ),
  resetAppSecret: confirmed(
    call(appPaths.resetAppSecret, developer('apps:write'), apps.appIdRequest, apps.appSecretAnswer),
  ),
  getAppDetailInfo: call(
    appPaths.getAppDetailInfo,
    developer('apps:read'),
    apps.appIdRequest,
    release.appReleaseDetailAnswer,
  ),
  getAppHistorys: call(
    appPaths.getAppHistorys,
    developer('apps:read'),
    apps.appIdRequest,
    apps.appHistoryAnswer,
  ),
  getAppCfgInfo: call(appPaths.getAppCfgInfo, anyone, apps.emptyBody, apps.appCfgAnswer),
  commitAppInfo: call(
    appPaths.commitAppInfo,
    developer('releases:write'),
    release.commitAppInfoRequest,
    apps.appStatusAnswer,
  ),
  downloadApp: fileCall(
    'GET',
    appPaths.downloadApp,
    developer('apps:read'),
    { type: 'application/vnd.android.package-archive', headers: ['fname', 'ver'] },
    'Download a build: headers fname and ver name it',
  ),
} as const;

export const notificationCalls = {
  getDvNtyList: call(
    notificationPaths.getDvNtyList,
    developer('notifications:read'),
    nty.getDvNtyListRequest,
    nty.getDvNtyListAnswer,
  ),
  disposeNotify: call(
    notificationPaths.disposeNotify,
    developer('notifications:read'),
    nty.disposeNotifyRequest,
    nothing,
  ),
  getAuditStandard: call(
    notificationPaths.getAuditStandard,
    developer('notifications:read'),
    nty.getAuditStandardRequest,
    nty.getAuditStandardAnswer,
  ),
  getDvAuditReport: call(
    notificationPaths.getDvAuditReport,
    developer('notifications:read'),
    nty.getDvAuditReportRequest,
    nty.auditReportAnswer,
  ),
  downloadSysLog: fileCall(
    'GET',
    notificationPaths.downloadSysLog,
    developer('notifications:read'),
    { type: 'text/plain', headers: ['fname', 'ver'] },
    "A technical report's log file: headers fname and ver name it",
  ),
} as const;

export const reviewCalls = {
  getReviewQueue: call(
    reviewPaths.getReviewQueue,
    superAccount('review:apps'),
    review.getReviewQueueRequest,
    review.getReviewQueueAnswer,
  ),
  getReviewSubmission: call(
    reviewPaths.getReviewSubmission,
    superAccount('review:apps'),
    review.getReviewSubmissionRequest,
    review.getReviewSubmissionAnswer,
  ),
  startReview: call(
    reviewPaths.startReview,
    superAccount('review:apps'),
    review.startReviewRequest,
    apps.appStatusAnswer,
  ),
  decideReview: call(
    reviewPaths.decideReview,
    superAccount('review:apps'),
    review.decideReviewRequest,
    review.decideReviewAnswer,
  ),
  changeAppState: call(
    reviewPaths.changeAppState,
    superAccount('review:apps'),
    review.changeAppStateRequest,
    apps.appStatusAnswer,
  ),
  uploadReviewLog: formCall(
    reviewPaths.uploadReviewLog,
    superAccount('review:apps'),
    { fields: noInput, file: 'logFile', maxBytes: review.REVIEW_LOG_MAX_BYTES },
    review.uploadReviewLogAnswer,
    'A log file for the manual technical stage',
  ),
  downloadReviewBuild: fileCall(
    'GET',
    reviewPaths.downloadReviewBuild,
    superAccount('review:apps'),
    { type: 'application/octet-stream', headers: ['appId', 'cId', 'fname'] },
    'A file (APK or OBB) of the build under review: headers appId, cId and fname',
  ),
} as const;
