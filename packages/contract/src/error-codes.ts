/**
 * The error codes the API answers (their texts in both languages are in errors.ts). Apart from
 * the texts so a page can name codes without loading every text.
 */
export const ErrorCode = {
  ok: 0,
  // account
  notRegistered: 10001,
  wrongPassword: 10002,
  passwordReuse: 10003,
  notDeveloper: 10011,
  emailTaken: 10012,
  mobileTaken: 10013,
  emailNotConfirmed: 10014,
  loginExpired: 10021,
  accountBlocked: 10027,
  developerUnderReview: 10028,
  wrongAppSecret: 10029,
  wrongCode: 10051,
  codeTooSoon: 10054,
  mailNotSent: 10055,
  smsNotSent: 10056,
  notSuper: 10061,
  storeKeyRefused: 10062,
  /** the caller's role in its studio does not hold the call's permission */
  roleRefused: 10063,
  /** the sign-in needs its second step: data {challenge, methods} */
  secondStepNeeded: 10064,
  /** too many wrong second-step codes: data {lockedSeconds} */
  secondStepLocked: 10065,
  /** a wrong second-step code: data {remainCount} */
  wrongSecondStep: 10066,
  /** the sign-in waiting for its second step is gone (used, expired): sign in again */
  secondStepExpired: 10067,
  /** two-step sign-in is already on, or not on, as the call needs the other */
  twoStepState: 10068,
  /** the organisation requires two-step sign-in, and the caller has not turned it on */
  twoStepRequired: 10069,
  /** a sensitive change asks for the second step again: data {challenge, methods} */
  confirmSecondStep: 10070,
  /** the passkey's answer did not verify (signature, origin, challenge or a malformed answer) */
  passkeyRefused: 10071,
  /** the passkey is not registered with the portal, or not with this account */
  passkeyUnknown: 10072,
  /** the passkey request timed out or was used: begin again */
  passkeyExpired: 10073,
  /** the account has no such passkey */
  passkeyNotFound: 10074,
  /** the passkey's signature counter went backwards: it may have been copied */
  passkeyCounter: 10075,
  /** this passkey is registered already */
  passkeyTaken: 10076,
  // teams
  orgNotFound: 10700,
  inviteNotFound: 10701,
  inviteForAnotherAddress: 10702,
  inviteExpired: 10703,
  alreadyMember: 10704,
  inviteSendLimit: 10705,
  ownerRoleFixed: 10706,
  memberNotFound: 10707,
  teamFull: 10708,
  invitePending: 10709,
  // tracks and rollouts
  trackEmpty: 10720,
  trackCheckNotPassed: 10721,
  testerLimit: 10722,
  trackLinkInvalid: 10723,
  rolloutNone: 10724,
  rolloutShareLower: 10725,
  rolloutState: 10726,
  rolloutBusy: 10727,
  trackAlreadyThere: 10728,
  downloadLinkInvalid: 10729,
  // vitals
  clusterNotFound: 10730,
  // players' reviews
  reviewNotFound: 10740,
  reviewNoReply: 10741,
  reviewAlreadyReported: 10742,
  reviewReportNotFound: 10743,
  reviewReportDecided: 10744,
  reviewOfAnotherApp: 10745,
  // API keys and the publishing API
  apiKeyRefused: 10750,
  apiScopeRefused: 10751,
  apiKeyNotFound: 10752,
  apiKeyLimit: 10753,
  apiKeyExpiry: 10754,
  apiKeyAppNotFound: 10755,
  // webhooks
  webhookNotFound: 10760,
  webhookDeliveryNotFound: 10761,
  webhookUrlInvalid: 10762,
  webhookAddressPrivate: 10763,
  webhookHostUnknown: 10764,
  webhookLimit: 10765,
  webhookOff: 10766,
  // apps and review
  invalidInformation: 10500,
  appNotFound: 10501,
  versionNotHigher: 10502,
  appStateRefused: 10503,
  releaseDatePast: 10505,
  releaseDateMissing: 10506,
  deleteObbFirst: 10509,
  releaseIncomplete: 10510,
  pkgTaken: 10512,
  notificationNotFound: 10521,
  auditNotFound: 10522,
  fileNotFound: 10523,
  // release channels and businesses
  channelNotFound: 10550,
  channelUnderReview: 10551,
  businessNotFound: 10552,
  businessAlreadyLinked: 10553,
  businessNotLinked: 10554,
  // data centre
  dateRangeInvalid: 10580,
  // settlement bills
  billNotFound: 10560,
  billCheckStatusRefused: 10561,
  billNotAwaiting: 10562,
  billHeld: 10563,
  billUploadClosed: 10564,
  billNotPdf: 10565,
  billPdfTooLarge: 10566,
  billMailFailed: 10567,
  billNotDisputed: 10568,
  billDisputeReasonMissing: 10569,
  // payment information
  financeUnderReview: 10540,
  financeNotFound: 10541,
  financeNotUnderReview: 10542,
  // uploads
  uploadServiceFault: 10605,
  mergeFailed: 10611,
  apkUnparseable: 10630,
  apkPkgDiffers: 10631,
  apkBaseError: 10632,
  md5Mismatch: 10901,
  stillMerging: 36111,
  // app assets
  fileFormatUnsupported: 10640,
  imageSizeWrong: 10641,
  fileTooLarge: 10642,
  assetCountExceeded: 10643,
  vedioNotFound: 10644,
  picsNotOfRelease: 10645,
  // platform services
  platformItemNotFound: 10650,
  apiNameTaken: 10651,
  platformItemInReview: 10652,
  achievementTargetInvalid: 10653,
  destinationGroupsInvalid: 10654,
  addonPriceInvalid: 10655,
  platformImageNotFound: 10656,
  runtimeApiNameUnknown: 10657,
  achievementTypeMismatch: 10658,
  leaderboardEntryNotFound: 10659,
  platformAuditNotPending: 10660,
  destinationLinkNotFound: 10661,
  platformDecisionIncomplete: 10662,
  skuTaken: 23000,
  /** destination calls answer the spec's codes 1-3 (section 8) */
  destinationAppMissing: 1,
  destinationAppNotOwned: 2,
  destinationApiNameTaken: 3,
  // general
  invalidRequest: 10400,
  unknownCall: 10404,
  bodyTooLarge: 10413,
  tooManyRequests: 10429,
  internal: 10999,
} as const;

export type ErrorCodeName = keyof typeof ErrorCode;
export type ErrorCodeValue = (typeof ErrorCode)[ErrorCodeName];

export type Lang = 'zh' | 'en';
