import type { BuildRef, RolloutAnswer, TrackListAnswer } from '@vrportal/contract';

/** A build as the screen names it: "1.3.0 (194)", its version name and code. */
export const buildName = (build: Pick<BuildRef, 'ver' | 'vcode'>) =>
  `${build.ver} (${build.vcode})`;

/**
 * The highest version code among the builds the screen knows (the tracks', the live one, the
 * rollout's): an APK uploaded to a track must be higher. Null when none is known. The server
 * checks it against every build of the app in any case.
 */
export function highestVersionCode(
  tracks: TrackListAnswer | undefined,
  rollout: RolloutAnswer | undefined,
  extra: readonly number[] = [],
): number | null {
  const codes = [
    ...(tracks?.tracks.map((entry) => entry.build?.vcode ?? 0) ?? []),
    tracks?.live?.vcode ?? 0,
    rollout?.rollout?.build.vcode ?? 0,
    rollout?.rollout?.previous.vcode ?? 0,
    ...extra,
  ].filter((code) => code > 0);
  return codes.length > 0 ? Math.max(...codes) : null;
}
