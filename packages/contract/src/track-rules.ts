/**
 * Testing tracks and staged rollouts: the tracks, their order, limits and call paths. Zod-free,
 * so the browser reads them without the schemas.
 */

/** The testing tracks, the most advanced first: a tester of several gets the first with a build. */
export const testingTracks = ['alpha', 'beta', 'rc'] as const;
export type TestingTrack = (typeof testingTracks)[number];

/** Where a build may be promoted to: another testing track, or the store (a release submission). */
export const promoteTargets = [...testingTracks, 'store'] as const;
export type PromoteTarget = (typeof promoteTargets)[number];

export const trackLimits = {
  /** testers of one track */
  testersPerTrack: 2000,
  /** addresses in one add or remove call */
  emailsPerCall: 2000,
  /** release notes of a track, per language */
  notesMax: 500,
  /** apps in one update check */
  updateCheckApps: 200,
  /** a download address works this long after the update check gave it */
  downloadLinkSeconds: 3600,
  testerPageSize: 20,
} as const;

/**
 * A rollout's share of devices, in tenths of a percent: 1 is 0.1%, 1000 is 100%. Calls take
 * and answer the percentage (0.1 to 100, one decimal).
 */
export const rolloutShare = { min: 0.1, max: 100, step: 0.1 } as const;

/** Permille of a percentage share (5 -> 50, 0.1 -> 1). */
export const permilleOf = (percent: number) => Math.round(percent * 10);
/** The percentage of a permille share (50 -> 5). */
export const percentOf = (permille: number) => permille / 10;

/**
 * running: devices in the share are offered the update; halted: no new device is, those that
 * have it keep it; completed: every device is; replaced: a halted rollout whose place a newer
 * release took.
 */
export const rolloutStates = ['running', 'halted', 'completed', 'replaced'] as const;
export type RolloutState = (typeof rolloutStates)[number];

/** What a rollout's history records. */
export const rolloutActions = ['start', 'raise', 'halt', 'resume', 'complete', 'replace'] as const;

/**
 * When a running rollout halts by itself: the staged build's crash (or ANR) rate over the last
 * 24 hours reaches `factor` times the previous build's and at least `min` percent, once at least
 * `minDevices` devices were active on it. Rates in percent.
 */
export const defaultHaltRule = {
  crashFactor: 2,
  minCrashRate: 1.09,
  anrFactor: 2,
  minAnrRate: 0.47,
  minDevices: 200,
} as const;
/** How far back the automatic halt looks, and how often it looks. */
export const haltWindowHours = 24;
export const haltCheckMinutes = 5;
export type RolloutAction = (typeof rolloutActions)[number];

/** The automatic technical check of a track's build. */
export const trackCheckStates = ['pending', 'passed', 'failed'] as const;
export type TrackCheckState = (typeof trackCheckStates)[number];

export const trackPaths = {
  list: '/vrmcsys/dvlper/track/list',
  notes: '/vrmcsys/dvlper/track/notes',
  promote: '/vrmcsys/dvlper/track/promote',
  testers: '/vrmcsys/dvlper/track/testers',
  addTesters: '/vrmcsys/dvlper/track/addTesters',
  removeTesters: '/vrmcsys/dvlper/track/removeTesters',
  inviteLink: '/vrmcsys/dvlper/track/inviteLink',
  rolloutGet: '/vrmcsys/dvlper/rollout/get',
  rolloutSet: '/vrmcsys/dvlper/rollout/set',
  rolloutHalt: '/vrmcsys/dvlper/rollout/halt',
  rolloutResume: '/vrmcsys/dvlper/rollout/resume',
  rolloutComplete: '/vrmcsys/dvlper/rollout/complete',
  rolloutHaltRule: '/vrmcsys/dvlper/rollout/haltRule',
  joinTrack: '/vrmcsys/store/v1/joinTrack',
  updateCheck: '/vrmcsys/store/v1/updateCheck',
  /** a build's file, by the signed address the update check gave */
  download: '/vrmcsys/store/v1/download/:name',
} as const;
