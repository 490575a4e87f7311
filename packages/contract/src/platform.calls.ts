import { anyone, developer, gameServer, superAccount } from './access.js';
import { call, fileCall, formCall, nothing } from './call.js';
import { urlAnswer as assetUrlAnswer } from './assets.js';
import * as p from './platform.js';
import {
  submitRequest,
  submitAnswer,
  auditsRequest,
  auditsAnswer,
  platformReportAnswer,
  addonReportAnswer,
  reportByAuditRequest,
  reportByAppAuditRequest,
  platformQueueRequest,
  platformQueueAnswer,
  platformSubmissionRequest,
  platformSubmissionAnswer,
  platformDecideRequest,
  platformDecideAnswer,
} from './platform-review.js';
import {
  entriesAnswer,
  moderationEntriesRequest,
  removeEntryRequest,
  removeEntryAnswer,
  moderationHistoryRequest,
  moderationHistoryAnswer,
  achievementProgressSchema,
  unlockRequest,
  addCountRequest,
  setBitsRequest,
  userAchievementsRequest,
  userAchievementsAnswer,
  writeScoreRequest,
  writeScoreAnswer,
  runtimeEntriesRequest,
} from './platform-runtime.js';
import {
  platformLimits,
  platformPaths as paths,
  platformReviewPaths,
  runtimePaths,
} from './platform-rules.js';

/**
 * Platform services: the developer's management calls, the four audit reports and leaderboard
 * moderation. uploadImage is multipart, its use one of PlatformImageUse.
 */
export const platformCalls = {
  achievementList: call(
    paths.achievementList,
    developer('platform:read'),
    p.appRequest,
    p.achievementListAnswer,
  ),
  achievementSave: call(
    paths.achievementSave,
    developer('platform:write'),
    p.achievementSaveRequest,
    p.saveItemAnswer,
  ),
  achievementDelete: call(
    paths.achievementDelete,
    developer('platform:write'),
    p.deleteItemRequest,
    nothing,
  ),
  leaderboardList: call(
    paths.leaderboardList,
    developer('platform:read'),
    p.appRequest,
    p.leaderboardListAnswer,
  ),
  leaderboardSave: call(
    paths.leaderboardSave,
    developer('platform:write'),
    p.leaderboardSaveRequest,
    p.saveItemAnswer,
  ),
  leaderboardDelete: call(
    paths.leaderboardDelete,
    developer('platform:write'),
    p.deleteItemRequest,
    nothing,
  ),
  destinationList: call(
    paths.destinationList,
    developer('platform:read'),
    p.appRequest,
    p.destinationListAnswer,
  ),
  destinationSave: call(
    paths.destinationSave,
    developer('platform:write'),
    p.destinationSaveRequest,
    p.saveItemAnswer,
  ),
  destinationDelete: call(
    paths.destinationDelete,
    developer('platform:write'),
    p.deleteItemRequest,
    nothing,
  ),
  addonList: call(paths.addonList, developer('platform:read'), p.appRequest, p.addonListAnswer),
  addonSave: call(
    paths.addonSave,
    developer('platform:write'),
    p.addonSaveRequest,
    p.saveItemAnswer,
  ),
  addonDelete: call(paths.addonDelete, developer('platform:write'), p.deleteItemRequest, nothing),
  submit: call(paths.submit, developer('platform:write'), submitRequest, submitAnswer),
  audits: call(paths.audits, developer('platform:read'), auditsRequest, auditsAnswer),
  getDvAuditAchReport: call(
    paths.getDvAuditAchReport,
    developer('platform:read'),
    reportByAuditRequest,
    platformReportAnswer,
  ),
  getDvAuditDestReport: call(
    paths.getDvAuditDestReport,
    developer('platform:read'),
    reportByAuditRequest,
    platformReportAnswer,
  ),
  leaderboardAuditItems: call(
    paths.leaderboardAuditItems,
    developer('platform:read'),
    reportByAppAuditRequest,
    platformReportAnswer,
  ),
  getAddOnAuditReport: call(
    paths.getAddOnAuditReport,
    developer('platform:read'),
    reportByAppAuditRequest,
    addonReportAnswer,
  ),
  leaderboardEntries: call(
    paths.leaderboardEntries,
    developer('platform:read'),
    moderationEntriesRequest,
    entriesAnswer,
  ),
  leaderboardRemoveEntry: call(
    paths.leaderboardRemoveEntry,
    developer('platform:write'),
    removeEntryRequest,
    removeEntryAnswer,
  ),
  leaderboardModeration: call(
    paths.leaderboardModeration,
    developer('platform:read'),
    moderationHistoryRequest,
    moderationHistoryAnswer,
  ),
  uploadImage: formCall(
    paths.uploadImage,
    developer('platform:write'),
    // the largest use (a trailer); each use's own limit is checked while the file streams
    { fields: p.uploadImageFields, file: 'picFile', maxBytes: platformLimits.trailerBytes },
    assetUrlAnswer,
    'An image or trailer of a platform item (checked by content)',
  ),
  image: fileCall(
    'GET',
    `${paths.image}:name`,
    anyone,
    { type: 'image/*' },
    'A platform image or trailer (public, cached for good)',
  ),
} as const;

/** The review console's calls on submitted platform items. */
export const platformReviewCalls = {
  getQueue: call(
    platformReviewPaths.getQueue,
    superAccount('review:platform'),
    platformQueueRequest,
    platformQueueAnswer,
  ),
  getSubmission: call(
    platformReviewPaths.getSubmission,
    superAccount('review:platform'),
    platformSubmissionRequest,
    platformSubmissionAnswer,
  ),
  decide: call(
    platformReviewPaths.decide,
    superAccount('review:platform'),
    platformDecideRequest,
    platformDecideAnswer,
  ),
} as const;

/** The runtime API a game's server calls with its App ID and App Secret headers. */
export const runtimeCalls = {
  achievementsUnlock: call(
    runtimePaths.achievementsUnlock,
    gameServer('runtime:platform'),
    unlockRequest,
    achievementProgressSchema,
  ),
  achievementsAdd: call(
    runtimePaths.achievementsAdd,
    gameServer('runtime:platform'),
    addCountRequest,
    achievementProgressSchema,
  ),
  achievementsBits: call(
    runtimePaths.achievementsBits,
    gameServer('runtime:platform'),
    setBitsRequest,
    achievementProgressSchema,
  ),
  achievementsUser: call(
    runtimePaths.achievementsUser,
    gameServer('runtime:platform'),
    userAchievementsRequest,
    userAchievementsAnswer,
  ),
  leaderboardsWrite: call(
    runtimePaths.leaderboardsWrite,
    gameServer('runtime:platform'),
    writeScoreRequest,
    writeScoreAnswer,
  ),
  leaderboardsEntries: call(
    runtimePaths.leaderboardsEntries,
    gameServer('runtime:platform'),
    runtimeEntriesRequest,
    entriesAnswer,
  ),
} as const;
