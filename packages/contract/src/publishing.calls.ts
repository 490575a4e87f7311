import { anyApiKey, apiKey } from './access.js';
import { call, formCall, getCall, unaudited } from './call.js';
import { appRangeRequest, infoTendencyAnswer } from './datacenter.js';
import * as p from './publishing.js';
import {
  replyRequest,
  playerReview,
  reviewListAnswer,
  reviewListRequest,
} from './player-reviews.js';
import * as t from './tracks.js';
import { uploadLimits } from './upload-rules.js';
import * as up from './uploads.js';
import { vitalsOverviewAnswer, vitalsRangeRequest } from './vitals.js';
import { nothing } from './call.js';

/**
 * The publishing API (docs/api/publishing.md): the same requests and answers as the portal's
 * calls of the same work, with an API key instead of a session.
 */
export const publishingCalls = {
  whoami: getCall(
    p.publishingPaths.whoami,
    anyApiKey,
    p.noQuery,
    p.whoamiAnswer,
    "The key's organisation, scopes and apps",
  ),
  appStatus: getCall(
    p.publishingPaths.status,
    apiKey('status:read'),
    p.publishingStatusRequest,
    p.publishingStatusAnswer,
    "Where the app's store release stands: its review, the failed stage's report, the rollout",
  ),
  v1CheckChunks: unaudited(
    call(
      p.publishingPaths.checkChunks,
      apiKey('builds:upload'),
      up.checkUploadChunksRequest,
      up.checkUploadChunksAnswer,
    ),
  ),
  v1Chunk: unaudited(
    formCall(
      p.publishingPaths.chunk,
      apiKey('builds:upload'),
      {
        fields: up.uploadChunkFields,
        file: 'file',
        maxBytes: uploadLimits.chunkBytes * 2,
        stream: true,
      },
      up.uploadChunkAnswer,
      'One chunk of a build (10 MB), resumable: the fields of the portal upload',
    ),
  ),
  v1Merge: call(p.publishingPaths.merge, apiKey('builds:upload'), up.mergeAppFileRequest, nothing),
  v1MergeResult: unaudited(
    call(
      p.publishingPaths.mergeResult,
      apiKey('builds:upload'),
      up.checkMergeAppRetRequest,
      up.checkMergeAppRetAnswer,
    ),
  ),
  v1Tracks: unaudited(
    call(p.publishingPaths.tracks, apiKey('status:read'), t.trackListRequest, t.trackListAnswer),
  ),
  v1TrackNotes: call(
    p.publishingPaths.trackNotes,
    apiKey('tracks:write'),
    t.trackNotesRequest,
    t.trackEntry,
  ),
  v1Promote: call(
    p.publishingPaths.promote,
    apiKey('tracks:write'),
    t.promoteRequest,
    t.promoteAnswer,
  ),
  v1Submit: call(
    p.publishingPaths.submit,
    apiKey('releases:submit'),
    p.releaseSubmitRequest,
    p.releaseSubmitAnswer,
  ),
  v1Rollout: getCall(
    p.publishingPaths.rollout,
    apiKey('status:read'),
    t.rolloutRequest,
    t.rolloutAnswer,
    "The app's staged rollout",
  ),
  v1RolloutSet: call(
    p.publishingPaths.rolloutSet,
    apiKey('rollout:write'),
    t.rolloutSetRequest,
    t.rolloutAnswer,
  ),
  v1RolloutHalt: call(
    p.publishingPaths.rolloutHalt,
    apiKey('rollout:write'),
    t.rolloutRequest,
    t.rolloutAnswer,
  ),
  v1RolloutResume: call(
    p.publishingPaths.rolloutResume,
    apiKey('rollout:write'),
    t.rolloutRequest,
    t.rolloutAnswer,
  ),
  v1RolloutComplete: call(
    p.publishingPaths.rolloutComplete,
    apiKey('rollout:write'),
    t.rolloutRequest,
    t.rolloutAnswer,
  ),
  v1Vitals: unaudited(
    call(p.publishingPaths.vitals, apiKey('vitals:read'), vitalsRangeRequest, vitalsOverviewAnswer),
  ),
  v1Stats: unaudited(
    call(p.publishingPaths.stats, apiKey('stats:read'), appRangeRequest, infoTendencyAnswer),
  ),
  v1Reviews: unaudited(
    call(p.publishingPaths.reviews, apiKey('reviews:reply'), reviewListRequest, reviewListAnswer),
  ),
  v1ReviewReply: call(
    p.publishingPaths.reviewReply,
    apiKey('reviews:reply'),
    replyRequest,
    playerReview,
  ),
} as const;
