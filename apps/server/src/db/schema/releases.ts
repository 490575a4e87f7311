// Table types: Release channels, drafts, live listings and businesses.
import type { Generated } from 'kysely';
import type { ReviewLogColumns } from './apps.js';

export interface ReleaseChannelsTable {
  id: string;
  app_id: string;
  name: string;
  descpt: Generated<string>;
  status: Generated<number>;
  /** the channel's build on the shelves, if any */
  live_version_id: string | null;
  submitted_at: string | null;
  /** when each review stage of the release passed (cleared by a submit) */
  tech_passed_at: string | null;
  content_passed_at: string | null;
  publish_passed_at: string | null;
  status_changed_at: string;
  created_at: string;
  updated_at: string;
}

/** The draft release form of the main store (channel_key '') or of a channel (its id). */
export interface ReleaseDraftsTable {
  app_id: string;
  channel_key: string;
  /** JSON of the texts, lists and choices (ReleaseDraftForm in modules/releases) */
  form: Generated<string>;
  price_mode: number | null;
  /** hundredths of the currency unit; null is free (bigint: strings from pg) */
  sprice: number | string | null;
  bprice: number | string | null;
  currency: Generated<number>;
  updated_at: string;
}

/** A release's listing as it went online (channel_key as release_drafts). */
export interface ReleaseLiveListingsTable {
  app_id: string;
  channel_key: string;
  form: Generated<string>;
  price_mode: number | null;
  sprice: number | string | null;
  bprice: number | string | null;
  currency: Generated<number>;
  /** JSON of the app's assets (AppAssets) when it went online */
  assets: Generated<string>;
  recorded_at: string;
}

/** A business the platform registered; developers link it to their channels. */
export interface BusinessesTable {
  id: string;
  name: string;
  email: string;
  created_at: string;
}

/** A business linked to a channel: status 0 waiting for its confirmation, 1 confirmed. */
export interface ChannelBusinessesTable {
  channel_id: string;
  business_id: string;
  status: Generated<number>;
  /** SHA-256 of the token in the mailed confirmation link */
  token_hash: string;
  sent_at: string;
  expires_at: string;
  confirmed_at: string | null;
}

export interface ChannelReviewLogTable extends ReviewLogColumns {
  channel_id: string;
}

/** The data centre: raw items the store reported, and the rollups the figures read. */
