// Table types: Testing tracks and testers, players' reviews, rollouts and vitals.
import type { Generated } from 'kysely';

export interface AppTracksTable {
  app_id: string;
  track: string;
  version_id: string | null;
  /** pending, passed or failed; null before the first build */
  check_state: string | null;
  /** JSON of the check's steps (TrackFinding in modules/tracks) */
  findings: Generated<string>;
  notes_zh: Generated<string>;
  notes_en: Generated<string>;
  link_code: string | null;
  testers: Generated<number>;
  joined_by_link: Generated<number>;
  updated_at: string | null;
}

export interface TrackTestersTable {
  app_id: string;
  track: string;
  email: string;
  user_id: string | null;
  /** list or link */
  via: string;
  added_at: string;
}

/** A player's review of an app, as the store last reported it, with the studio's reply. */
export interface PlayerReviewsTable {
  id: string;
  app_id: string;
  user_id: string;
  rating: number;
  title: Generated<string>;
  body: string;
  /** title and text in lower case, for the search */
  search: string;
  language: string;
  version_code: number;
  device_model: string;
  written_at: string;
  /** the day of written_at in the portal's time zone */
  day: string;
  received_at: string;
  edited: Generated<number>;
  hidden: Generated<number>;
  reply_text: string | null;
  reply_by: string | null;
  reply_at: string | null;
  reply_changed_at: string | null;
}

/** What an edit of a review replaced. */
export interface PlayerReviewHistoryTable {
  id: string;
  review_id: string;
  rating: number;
  title: string;
  body: string;
  language: string;
  version_code: number;
  device_model: string;
  written_at: string;
  replaced_at: string;
}

/** A studio's report of a review to the review console: pending, kept or hidden. */
export interface PlayerReviewReportsTable {
  id: string;
  review_id: string;
  app_id: string;
  reason: string;
  reported_by: string;
  reported_at: string;
  state: string;
  decided_by: string | null;
  decided_at: string | null;
}

/** A staged rollout of a store update; share in permille (1 = 0.1%). */
export interface RolloutsTable {
  id: string;
  app_id: string;
  version_id: string;
  previous_version_id: string;
  share: number;
  /** running, halted, completed, replaced */
  state: string;
  started_at: string;
  updated_at: string;
}

export interface RolloutStepsTable {
  id: string;
  rollout_id: string;
  action: string;
  share: number;
  at: string;
  account_id: string | null;
  /** a halt the portal made by itself: its figures, as JSON */
  reason: string | null;
}

export interface RolloutHaltRulesTable {
  app_id: string;
  crash_factor: number;
  min_crash_rate: number;
  anr_factor: number;
  min_anr_rate: number;
  min_devices: number;
  updated_at: string;
}

/** Each crash report once per app, day and id, numbered in the order it arrived. */
export interface CrashLogTable {
  seq: Generated<number | string>;
  app_id: string;
  day: string;
  crash_id: string;
  at: string;
  version_code: number;
  type: string;
  device_id: string;
  device_model: string;
  cluster_id: string;
}

/** How far the rollups have counted crash_log (`crash_log`: its last seq counted). */
export interface CrashRollupMarksTable {
  name: string;
  last_seq: number | string;
}

export interface CrashClustersTable {
  cluster_id: string;
  app_id: string;
  type: string;
  signature: string;
  sample_stack: string;
  sample_os: string;
  first_seen: string;
  last_seen: string;
  crashes: number | string;
  devices: number;
}

export interface CrashClusterDevicesTable {
  cluster_id: string;
  device_id: string;
}

export interface CrashClusterDaysTable {
  app_id: string;
  day: string;
  cluster_id: string;
  version_code: number;
  type: string;
  crashes: number;
}

/** As crash_cluster_days, per week (`week`: its Monday). */
export interface CrashClusterWeeksTable {
  app_id: string;
  week: string;
  cluster_id: string;
  version_code: number;
  type: string;
  crashes: number;
}

export interface CrashClusterVersionsTable {
  cluster_id: string;
  version_code: number;
  crashes: number;
}

export interface CrashClusterModelsTable {
  cluster_id: string;
  device_model: string;
  crashes: number;
}

export interface CrashDayDevicesTable {
  app_id: string;
  day: string;
  version_code: number;
  type: string;
  device_id: string;
}

export interface CrashDaysTable {
  app_id: string;
  day: string;
  version_code: number;
  type: string;
  crashes: number;
  devices: number;
}

export interface DcVersionActiveDaysTable {
  app_id: string;
  day: string;
  version_code: number;
  devices: number;
  device_set: Uint8Array;
}

export interface RolloutPlansTable {
  app_id: string;
  share: number;
  updated_at: string;
}

/** A business channel of an app; status is its release's review status (the state machine's). */
