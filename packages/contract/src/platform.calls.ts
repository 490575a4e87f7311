import { anyone, developer, gameServer, superAccount } from './access.js';
import { call, fileCall, formCall, nothing } from './call.js';
import { urlAnswer as assetUrlAnswer } from './assets.js';
import * as p from './platform.js';
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
  submit: call(paths.submit, developer('platform:write'), p.submitRequest, p.submitAnswer),
  audits: call(paths.audits, developer('platform:read'), p.auditsRequest, p.auditsAnswer),
  getDvAuditAchReport: call(
    paths.getDvAuditAchReport,
    developer('platform:read'),
    p.reportByAuditRequest,
    p.platformReportAnswer,
  ),
  getDvAuditDestReport: call(
    paths.getDvAuditDestReport,
    developer('platform:read'),
    p.reportByAuditRequest,
    p.platformReportAnswer,
  ),
  leaderboardAuditItems: call(
    paths.leaderboardAuditItems,
    developer('platform:read'),
    p.reportByAppAuditRequest,
    p.platformReportAnswer,
  ),
  getAddOnAuditReport: call(
    paths.getAddOnAuditReport,
    developer('platform:read'),
    p.reportByAppAuditRequest,
    p.addonReportAnswer,
  ),
  leaderboardEntries: call(
    paths.leaderboardEntries,
    developer('platform:read'),
    p.moderationEntriesRequest,
    p.entriesAnswer,
  ),
  leaderboardRemoveEntry: call(
    paths.leaderboardRemoveEntry,
    developer('platform:write'),
    p.removeEntryRequest,
    p.removeEntryAnswer,
  ),
  leaderboardModeration: call(
    paths.leaderboardModeration,
    developer('platform:read'),
    p.moderationHistoryRequest,
    p.moderationHistoryAnswer,
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
    p.platformQueueRequest,
    p.platformQueueAnswer,
  ),
  getSubmission: call(
    platformReviewPaths.getSubmission,
    superAccount('review:platform'),
    p.platformSubmissionRequest,
    p.platformSubmissionAnswer,
  ),
  decide: call(
    platformReviewPaths.decide,
    superAccount('review:platform'),
    p.platformDecideRequest,
    p.platformDecideAnswer,
  ),
} as const;

/** The runtime API a game's server calls with its App ID and App Secret headers. */
export const runtimeCalls = {
  achievementsUnlock: call(
    runtimePaths.achievementsUnlock,
    gameServer('runtime:platform'),
    p.unlockRequest,
    p.achievementProgressSchema,
  ),
  achievementsAdd: call(
    runtimePaths.achievementsAdd,
    gameServer('runtime:platform'),
    p.addCountRequest,
    p.achievementProgressSchema,
  ),
  achievementsBits: call(
    runtimePaths.achievementsBits,
    gameServer('runtime:platform'),
    p.setBitsRequest,
    p.achievementProgressSchema,
  ),
  achievementsUser: call(
    runtimePaths.achievementsUser,
    gameServer('runtime:platform'),
    p.userAchievementsRequest,
    p.userAchievementsAnswer,
  ),
  leaderboardsWrite: call(
    runtimePaths.leaderboardsWrite,
    gameServer('runtime:platform'),
    p.writeScoreRequest,
    p.writeScoreAnswer,
  ),
  leaderboardsEntries: call(
    runtimePaths.leaderboardsEntries,
    gameServer('runtime:platform'),
    p.runtimeEntriesRequest,
    p.entriesAnswer,
  ),
} as const;
