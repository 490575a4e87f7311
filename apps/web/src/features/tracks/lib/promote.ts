import { testingTracks, type PromoteTarget, type TestingTrack } from '@vrportal/contract';

/**
 * Where a track's build may go: the tracks after it (ALPHA -> BETA -> RC), then the store. A
 * build goes forward; a track behind gets its own upload.
 */
export function promoteChoices(from: TestingTrack): PromoteTarget[] {
  return [...testingTracks.slice(testingTracks.indexOf(from) + 1), 'store'];
}

/** How a track is named to people: ALPHA, BETA, RC, as the store's testers know them. */
export const trackName = (track: TestingTrack) => track.toUpperCase();
