import { call, nothing } from './call.js';
import * as p from './platform.js';
import { platformPaths as paths, platformReviewPaths, runtimePaths } from './platform-rules.js';

/**
 * Platform services: the developer's management calls, the four audit reports and leaderboard
 * moderation. uploadImage is multipart and registered by hand with PlatformImageUse.
 */
export const platformCalls = {
  achievementList: call(paths.achievementList, 'developer', p.appRequest, p.achievementListAnswer),
  achievementSave: call(
    paths.achievementSave,
    'developer',
    p.achievementSaveRequest,
    p.saveItemAnswer,
  ),
  achievementDelete: call(paths.achievementDelete, 'developer', p.deleteItemRequest, nothing),
  leaderboardList: call(paths.leaderboardList, 'developer', p.appRequest, p.leaderboardListAnswer),
  leaderboardSave: call(
    paths.leaderboardSave,
    'developer',
    p.leaderboardSaveRequest,
    p.saveItemAnswer,
  ),
  leaderboardDelete: call(paths.leaderboardDelete, 'developer', p.deleteItemRequest, nothing),
  destinationList: call(paths.destinationList, 'developer', p.appRequest, p.destinationListAnswer),
  destinationSave: call(
    paths.destinationSave,
    'developer',
    p.destinationSaveRequest,
    p.saveItemAnswer,
  ),
  destinationDelete: call(paths.destinationDelete, 'developer', p.deleteItemRequest, nothing),
  addonList: call(paths.addonList, 'developer', p.appRequest, p.addonListAnswer),
  addonSave: call(paths.addonSave, 'developer', p.addonSaveRequest, p.saveItemAnswer),
  addonDelete: call(paths.addonDelete, 'developer', p.deleteItemRequest, nothing),
  submit: call(paths.submit, 'developer', p.submitRequest, p.submitAnswer),
  audits: call(paths.audits, 'developer', p.auditsRequest, p.auditsAnswer),
  getDvAuditAchReport: call(
    paths.getDvAuditAchReport,
    'developer',
    p.reportByAuditRequest,
    p.platformReportAnswer,
  ),
  getDvAuditDestReport: call(
    paths.getDvAuditDestReport,
    'developer',
    p.reportByAuditRequest,
    p.platformReportAnswer,
  ),
  leaderboardAuditItems: call(
    paths.leaderboardAuditItems,
    'developer',
    p.reportByAppAuditRequest,
    p.platformReportAnswer,
  ),
  getAddOnAuditReport: call(
    paths.getAddOnAuditReport,
    'developer',
    p.reportByAppAuditRequest,
    p.addonReportAnswer,
  ),
  leaderboardEntries: call(
    paths.leaderboardEntries,
    'developer',
    p.moderationEntriesRequest,
    p.entriesAnswer,
  ),
  leaderboardRemoveEntry: call(
    paths.leaderboardRemoveEntry,
    'developer',
    p.removeEntryRequest,
    p.removeEntryAnswer,
  ),
  leaderboardModeration: call(
    paths.leaderboardModeration,
    'developer',
    p.moderationHistoryRequest,
    p.moderationHistoryAnswer,
  ),
} as const;

/** The review console's calls on submitted platform items. */
export const platformReviewCalls = {
  getQueue: call(
    platformReviewPaths.getQueue,
    'super',
    p.platformQueueRequest,
    p.platformQueueAnswer,
  ),
  getSubmission: call(
    platformReviewPaths.getSubmission,
    'super',
    p.platformSubmissionRequest,
    p.platformSubmissionAnswer,
  ),
  decide: call(
    platformReviewPaths.decide,
    'super',
    p.platformDecideRequest,
    p.platformDecideAnswer,
  ),
} as const;

/** The runtime API a game's server calls with its App ID and App Secret headers. */
export const runtimeCalls = {
  achievementsUnlock: call(
    runtimePaths.achievementsUnlock,
    'app',
    p.unlockRequest,
    p.achievementProgressSchema,
  ),
  achievementsAdd: call(
    runtimePaths.achievementsAdd,
    'app',
    p.addCountRequest,
    p.achievementProgressSchema,
  ),
  achievementsBits: call(
    runtimePaths.achievementsBits,
    'app',
    p.setBitsRequest,
    p.achievementProgressSchema,
  ),
  achievementsUser: call(
    runtimePaths.achievementsUser,
    'app',
    p.userAchievementsRequest,
    p.userAchievementsAnswer,
  ),
  leaderboardsWrite: call(
    runtimePaths.leaderboardsWrite,
    'app',
    p.writeScoreRequest,
    p.writeScoreAnswer,
  ),
  leaderboardsEntries: call(
    runtimePaths.leaderboardsEntries,
    'app',
    p.runtimeEntriesRequest,
    p.entriesAnswer,
  ),
} as const;
