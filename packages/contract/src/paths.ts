/**
 * The path of every JSON call, with no schema attached, so the browser can name calls without
 * shipping zod; calls.ts pairs each path with its request and answer schemas.
 */
export const accountPaths = {
  loginDvlper: '/vrmcsys/account/loginDvlper',
  loginDvlperByMail: '/vrmcsys/account/loginDvlperByMail',
  validateSmscode: '/vrmcsys/account/validateSmscode',
  reqSmscode: '/vrmcsys/account/reqSmscode',
  registerSd: '/vrmcsys/account/registerSd',
  registerMail: '/vrmcsys/account/registerMail',
  registerVerifyByMail: '/vrmcsys/account/registerVerifyByMail',
  pwdResetByMail: '/vrmcsys/account/pwdResetByMail',
  pwdResetVerifyByMail: '/vrmcsys/account/pwdResetVerifyByMail',
  validateUser: '/vrmcsys/account/validateUser',
  modifyPwd: '/vrmcsys/account/modifyPwd',
  reqDvlperCheck: '/vrmcsys/account/reqDvlperCheck',
  applyDvlper: '/vrmcsys/account/applyDvlper',
  getAccountInfo: '/vrmcsys/account/getAccountInfo',
  logout: '/vrmcsys/account/logout',
  listSessions: '/vrmcsys/account/sessions/list',
  revokeSessions: '/vrmcsys/account/sessions/revoke',
  mailPrefs: '/vrmcsys/account/mailPrefs/get',
  setMailPref: '/vrmcsys/account/mailPrefs/set',
  twoStepStatus: '/vrmcsys/account/twoStep/status',
  totpBegin: '/vrmcsys/account/twoStep/totpBegin',
  totpConfirm: '/vrmcsys/account/twoStep/totpConfirm',
  totpDisable: '/vrmcsys/account/twoStep/totpDisable',
  twoStepVerify: '/vrmcsys/account/twoStep/verify',
  twoStepConfirm: '/vrmcsys/account/twoStep/confirm',
  passkeyBegin: '/vrmcsys/account/twoStep/passkeyBegin',
  passkeyFinish: '/vrmcsys/account/twoStep/passkeyFinish',
  passkeys: '/vrmcsys/account/twoStep/passkeys',
  passkeyRemove: '/vrmcsys/account/twoStep/passkeyRemove',
  passkeyOptions: '/vrmcsys/account/twoStep/passkeyOptions',
  passkeyVerify: '/vrmcsys/account/twoStep/passkeyVerify',
  passkeyConfirm: '/vrmcsys/account/twoStep/passkeyConfirm',
  passkeyLoginBegin: '/vrmcsys/account/passkeyLoginBegin',
  passkeyLogin: '/vrmcsys/account/passkeyLogin',
  getDvlperApplications: '/vrmcsys/admin/getDvlperApplications',
  reviewDvlper: '/vrmcsys/admin/reviewDvlper',
} as const;

export const appPaths = {
  getOwnedApps: '/vrmcsys/dvlper/getOwnedApps',
  searchOwnedApps: '/vrmcsys/dvlper/searchOwnedApps',
  createApp: '/vrmcsys/dvlper/createApp',
  deleteOwnedApp: '/vrmcsys/dvlper/deleteOwnedApp',
  resetAppSecret: '/vrmcsys/dvlper/resetAppSecret',
  getAppDetailInfo: '/vrmcsys/dvlper/getAppDetailInfo',
  getAppHistorys: '/vrmcsys/dvlper/getAppHistorys',
  getAppCfgInfo: '/vrmcsys/appstore/getAppCfgInfo',
  commitAppInfo: '/vrmcsys/dvlper/commitAppInfo',
  /** GET, headers fname and ver */
  downloadApp: '/vrmcsys/fileserver/downloadApp',
} as const;

export const notificationPaths = {
  getDvNtyList: '/vrmcsys/dvlper/getDvNtyList',
  disposeNotify: '/vrmcsys/ntyserver/disposeNotify',
  getAuditStandard: '/vrmcsys/dvlper/getAuditStandard',
  getDvAuditReport: '/vrmcsys/dvlper/getDvAuditReport',
  /** GET, headers fname and ver */
  downloadSysLog: '/vrmcsys/dvlper/downloadSysLog',
} as const;

/** The review console of super accounts (beyond the spec; see docs/api/apps.md). */
export const reviewPaths = {
  getReviewQueue: '/vrmcsys/admin/review/getQueue',
  getReviewSubmission: '/vrmcsys/admin/review/getSubmission',
  startReview: '/vrmcsys/admin/review/start',
  decideReview: '/vrmcsys/admin/review/decide',
  /** multipart: logFile; answers the stored log's name for decideReview */
  uploadReviewLog: '/vrmcsys/admin/review/uploadLog',
  changeAppState: '/vrmcsys/admin/review/changeAppState',
  /** GET, headers appId, cId (optional) and fname: a file of the build under review */
  downloadReviewBuild: '/vrmcsys/admin/review/downloadBuild',
} as const;

export const uploadPaths = {
  /** multipart: file, chunkNumber, chunkSize, currentChunkSize, totalSize, identifier, totalChunks, appId, fileType */
  uploadAppFile: '/vrmcsys/dvlper/uploadAppFile',
  checkUploadChunks: '/vrmcsys/dvlper/checkUploadChunks',
  mergeAppFile: '/vrmcsys/dvlper/mergeAppFile',
  mergeAppFileTob: '/vrmcsys/dvlper/mergeAppFileTob',
  checkMergeAppRet: '/vrmcsys/dvlper/checkMergeAppRet',
  checkMergeZipRet: '/vrmcsys/dvlper/checkMergeZipRet',
  cancelAppUpload: '/vrmcsys/dvlper/cancelAppUpload',
  /** App ID + App Secret for a short-lived upload token (command-line uploads; see docs/api/uploads.md) */
  getUploadToken: '/vrmcsys/dvlper/getUploadToken',
  deleteDraftResource: '/vrmcsys/dvlper/deleteDraftResource',
  deleteDraftTobResource: '/vrmcsys/dvlper/deleteDraftTobResource',
  deleteDraftOBBResource: '/vrmcsys/dvlper/deleteDraftOBBResource',
  deleteDraftPatchOBBResource: '/vrmcsys/dvlper/deleteDraftPatchOBBResource',
} as const;

/** The release wizard and release channels (release document, section 7.1). */
export const releasePaths = {
  /** header platForm; no token needed */
  getAppTagInfo: '/vrmcsys/appstore/getAppTagInfo',
  saveAppInfo: '/vrmcsys/dvlper/saveAppInfo',
  getAppInfoTob: '/vrmcsys/dvlper/getAppInfoTob',
  saveAppInfoTob: '/vrmcsys/dvlper/saveAppInfoTob',
  commitAppInfoTob: '/vrmcsys/dvlper/commitAppInfoTob',
  getReleaseDiff: '/vrmcsys/dvlper/getReleaseDiff',
  getAppChannelList: '/vrmcsys/dvlper/getAppChannelList',
  createAppChannel: '/vrmcsys/dvlper/createAppChannel',
  getAppChannelInfo: '/vrmcsys/dvlper/getAppChannelInfo',
  deleteAppChannel: '/vrmcsys/dvlper/deleteAppChannel',
  bindBusinessToChannel: '/vrmcsys/dvlper/bindBusinessToChannel',
  unbindBusinessFromChannel: '/vrmcsys/dvlper/unbindBusinessFromChannel',
  /** GET ?token=...&lang=zh|en: the link mailed to a business; answers a small HTML page */
  confirmChannel: '/vrmcsys/business/confirmChannel',
} as const;

/** The data centre (release document, sections 7.3 and 7.4) and the store's intake. */
export const datacenterPaths = {
  appMarketing: '/vrmcsys/datacenter/app_marketing',
  appInfoTendency: '/vrmcsys/datacenter/app_info_tendency',
  dayAppDevNum: '/vrmcsys/datacenter/day_app_devNum',
  /** GET ?appId[&startTime&endTime] */
  appUserGender: '/vrmcsys/datacenter/app_user_gender',
  /** GET ?appId[&startTime&endTime] */
  appUserAge: '/vrmcsys/datacenter/app_user_age',
  /** answers an .xlsx file */
  export: '/vrmcsys/datacenter/export',
  appActiveData: '/vrmcsys/datacenter/appActive_data/query',
  appActiveNumTendency: '/vrmcsys/datacenter/appActiveNum/tendency',
  appIncreaseNumTendency: '/vrmcsys/datacenter/appIncreaseNum/tendency',
  apUseTimeTendency: '/vrmcsys/datacenter/apUseTime/tendency',
  appStartTendency: '/vrmcsys/datacenter/appStart/tendency',
  addonDetailData: '/vrmcsys/datacenter/addon/queryAddonDetailData',
  addonSaleTendency: '/vrmcsys/datacenter/addon/queryAddonSaleTendency',
  addonAllIncome: '/vrmcsys/datacenter/addon/queryAddonAllIncome',
  addonSkuList: '/vrmcsys/datacenter/addon/getAddonSkuList',
  /** answers an .xlsx file */
  addonExportSaleTendency: '/vrmcsys/datacenter/addon/export/saleTendency',
  /** answers an .xlsx file */
  addonExportDetailData: '/vrmcsys/datacenter/addon/export/detailData',
  /** GET, headers appId and appSecret: a studio's own tools read the figures (JSON or CSV) */
  openStats: '/vrmcsys/open/stats',
  /** the store's backend, with header x-store-key */
  reportEvents: '/vrmcsys/store/reportEvents',
  reportOrders: '/vrmcsys/store/reportOrders',
  reportUsers: '/vrmcsys/store/reportUsers',
} as const;
