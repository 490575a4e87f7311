// Table types: Platform services: achievements, leaderboards, destinations, add-ons and their review.
import type { Generated } from 'kysely';

interface PlatformItemColumns {
  id: string;
  app_id: string;
  state: Generated<number>;
  /** 1 once a review passed the item: its next submission is an edit review */
  ever_passed: Generated<number>;
  audit_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface AchievementsTable extends PlatformItemColumns {
  api_name: string;
  title_zh: string;
  title_en: string;
  desc_zh: string;
  desc_en: string;
  unlocked_zh: Generated<string>;
  unlocked_en: Generated<string>;
  type: number;
  target: number | string;
  bit_size: Generated<number>;
  locked_icon: Generated<string>;
  unlocked_icon: Generated<string>;
}

export interface LeaderboardsTable extends PlatformItemColumns {
  api_name: string;
  title_zh: string;
  title_en: string;
  sort_order: number;
  score_type: number;
  system_board: Generated<number>;
  notify: Generated<number>;
  destination_id: string | null;
  image: Generated<string>;
  reset: Generated<number>;
}

export interface DestinationsTable extends PlatformItemColumns {
  api_name: string;
  deeplink_message: string;
  deeplink_type: number;
  min_group: number;
  max_group: number | null;
  name_zh: string;
  name_en: string;
  desc_zh: string;
  desc_en: string;
  image: Generated<string>;
}

export interface AddonsTable extends PlatformItemColumns {
  name_zh: string;
  name_en: string;
  sku: string;
  item_type: number;
  price_mode: number;
  /** CNY cents */
  price_cents: number | string;
  show_in_store: Generated<number>;
  intro_zh: string;
  intro_en: string;
  desc_zh: string;
  desc_en: string;
  cover: Generated<string>;
  /** JSON array of urls */
  screenshots: Generated<string>;
  trailer: Generated<string>;
  validity_value: Generated<number>;
  validity_unit: Generated<number>;
  validity_start: Generated<number>;
  publish_state: Generated<number>;
}

export interface PlatformReviewsTable {
  id: string;
  app_id: string;
  org_id: string;
  kind: string;
  /** 0 pending, 1 failed, 2 passed */
  status: Generated<number>;
  item_count: number;
  /** JSON: the submitted items as they were */
  items: string;
  /** JSON: the decision on each item */
  decisions: Generated<string>;
  note: Generated<string>;
  reviewer_id: string | null;
  submitted_at: string;
  decided_at: string | null;
}

export interface PlatformImagesTable {
  name: string;
  app_id: string;
  use: number;
  blob_key: string;
  format: string;
  size: number | string;
  created_at: string;
}

export interface AchievementProgressTable {
  achievement_id: string;
  user_id: string;
  app_id: string;
  count: Generated<number | string>;
  bits: Generated<string>;
  unlocked: Generated<number>;
  unlock_time: string | null;
  updated_at: string;
}

export interface LeaderboardEntriesTable {
  board_id: string;
  /** '' for a board that never resets, else the schedule's letter and the period's first day: 'd:2026-11-26' */
  period: string;
  user_id: string;
  score: number | string;
  /** the score as ranked, smaller first: -score when higher is better */
  rank_key: number | string;
  extra: Generated<string>;
  written_at: string;
}

/**
 * The rank index: entries per bucket of rank_key, level l holding floor(rank_key / 256^l); kept
 * by triggers on leaderboard_entries.
 */
export interface LeaderboardBucketsTable {
  board_id: string;
  period: string;
  level: number;
  bucket: number | string;
  n: number | string;
}

export interface LeaderboardModerationTable {
  id: string;
  board_id: string;
  period: string;
  user_id: string;
  score: number | string;
  reason: string;
  actor_id: string;
  created_at: string;
}

/**
 * A timed job's schedule and claim (jobs/runner.ts): a runner takes the row's lease to run the job
 * once per due time however many instances serve.
 */
