import type { trackCalls } from '@vrportal/contract';
import { trackPaths } from '@vrportal/contract';
import { callRefs } from '@/lib/api-calls';

/**
 * The tracks and rollout calls of the portal (trackCalls); the store's own calls of the table
 * (joinTrack, updateCheck, downloadBuild) are not the portal's.
 */
export const trackApi = callRefs<typeof trackCalls>({
  trackList: trackPaths.list,
  trackNotes: trackPaths.notes,
  trackPromote: trackPaths.promote,
  trackTesters: trackPaths.testers,
  trackAddTesters: trackPaths.addTesters,
  trackRemoveTesters: trackPaths.removeTesters,
  trackInviteLink: trackPaths.inviteLink,
  rolloutGet: trackPaths.rolloutGet,
  rolloutSet: trackPaths.rolloutSet,
  rolloutHalt: trackPaths.rolloutHalt,
  rolloutResume: trackPaths.rolloutResume,
  rolloutComplete: trackPaths.rolloutComplete,
  rolloutHaltRule: trackPaths.rolloutHaltRule,
});
