import { anyone, developer, storeBackend } from './access.js';
import { call, fileCall, unaudited } from './call.js';
import { trackPaths } from './track-rules.js';
import * as t from './tracks.js';

/** Testing tracks, testers and staged rollouts (beyond the spec; see docs/api/tracks.md). */
export const trackCalls = {
  trackList: unaudited(
    call(trackPaths.list, developer('apps:read'), t.trackListRequest, t.trackListAnswer),
  ),
  trackNotes: call(trackPaths.notes, developer('tracks:write'), t.trackNotesRequest, t.trackEntry),
  trackPromote: call(
    trackPaths.promote,
    developer('tracks:write'),
    t.promoteRequest,
    t.promoteAnswer,
  ),
  trackTesters: unaudited(
    call(trackPaths.testers, developer('apps:read'), t.testersRequest, t.testersAnswer),
  ),
  trackAddTesters: call(
    trackPaths.addTesters,
    developer('tracks:write'),
    t.testerEmailsRequest,
    t.addTestersAnswer,
  ),
  trackRemoveTesters: call(
    trackPaths.removeTesters,
    developer('tracks:write'),
    t.testerEmailsRequest,
    t.removeTestersAnswer,
  ),
  trackInviteLink: call(
    trackPaths.inviteLink,
    developer('tracks:write'),
    t.inviteLinkRequest,
    t.inviteLinkAnswer,
  ),
  rolloutGet: unaudited(
    call(trackPaths.rolloutGet, developer('apps:read'), t.rolloutRequest, t.rolloutAnswer),
  ),
  rolloutSet: call(
    trackPaths.rolloutSet,
    developer('rollout:write'),
    t.rolloutSetRequest,
    t.rolloutAnswer,
  ),
  rolloutHalt: call(
    trackPaths.rolloutHalt,
    developer('rollout:write'),
    t.rolloutRequest,
    t.rolloutAnswer,
  ),
  rolloutResume: call(
    trackPaths.rolloutResume,
    developer('rollout:write'),
    t.rolloutRequest,
    t.rolloutAnswer,
  ),
  rolloutComplete: call(
    trackPaths.rolloutComplete,
    developer('rollout:write'),
    t.rolloutRequest,
    t.rolloutAnswer,
  ),
  rolloutHaltRule: call(
    trackPaths.rolloutHaltRule,
    developer('rollout:write'),
    t.haltRuleRequest,
    t.rolloutAnswer,
  ),
  joinTrack: call(trackPaths.joinTrack, storeBackend, t.joinTrackRequest, t.joinTrackAnswer),
  updateCheck: call(
    trackPaths.updateCheck,
    storeBackend,
    t.updateCheckRequest,
    t.updateCheckAnswer,
  ),
  downloadBuild: fileCall(
    'GET',
    trackPaths.download,
    anyone,
    { type: 'application/octet-stream', input: t.downloadQuery, headers: ['range'] },
    'A build file by the signed address an update check gave: works for an hour, byte ranges',
  ),
} as const;
