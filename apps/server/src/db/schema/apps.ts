// Table types: Apps, their builds and uploads, rate counters, review audits, notifications and the review log.
import type { Generated } from 'kysely';

/**
 * The review columns a status move writes, the same on an app and a channel release: the
 * review module makes them, the apps and releases modules store them.
 */
export interface ReviewColumns {
  /** the status moved to (AppStatus) */
  status: number;
  /** when it moved (ISO UTC) */
  status_changed_at: string;
  /** the app card shows the change from then */
  updated_at: string;
  /** submit: when the release was sent to review */
  submitted_at?: string;
  /** when each stage passed; a submit clears them all (null) */
  tech_passed_at?: string | null;
  content_passed_at?: string | null;
  publish_passed_at?: string | null;
}

export interface AppsTable {
  id: string;
  /** the organisation that holds the app */
  org_id: string;
  name: string;
  pkg: string;
  app_secret: string;
  /** when the owner last replaced the App Secret; null for the secret the app was made with */
  secret_changed_at: string | null;
  status: number;
  cgy: Generated<number>;
  has_shelves: Generated<number>;
  scover: Generated<string>;
  rcover: Generated<string>;
  published_version_id: string | null;
  /** 1 while the app is in the store, whatever the review status of its next release */
  live: Generated<number>;
  /** the build the last submit sent to review; published when the app goes online */
  review_version_id: string | null;
  /** status 14: when the app goes online by itself (ISO UTC); null in every other status */
  release_at: string | null;
  tech_passed_at: string | null;
  content_passed_at: string | null;
  publish_passed_at: string | null;
  submitted_at: string | null;
  status_changed_at: string;
  created_at: string;
  updated_at: string;
  /** the name in each language the release under review was submitted with ('' if none) */
  review_name_zh: Generated<string>;
  review_name_en: Generated<string>;
  /** the name in each language of the last approved release: what screens show once set */
  approved_name_zh: Generated<string>;
  approved_name_en: Generated<string>;
}

/** bigint columns come back from pg as strings: repositories turn them into numbers. */
export interface AppVersionsTable {
  id: string;
  app_id: string;
  ver: string;
  vcode: number | string;
  size: number | string;
  /** the name a download asks for; null once the file is no longer kept */
  fname: string | null;
  blob_key: string | null;
  md5: Generated<string>;
  sha256: Generated<string>;
  note_zh: Generated<string>;
  note_en: Generated<string>;
  /** JSON of what the APK says of itself (ApkInfo in modules/uploads/apk.ts) */
  manifest: Generated<string>;
  /** the business channel of a tob build; null for the main store */
  channel_id: string | null;
  /** the testing track the build was uploaded or promoted to; null: the store's (or a channel's) */
  track: string | null;
  created_at: string;
}

/** The main (type 2) and patch (type 3) OBB of a version. */
export interface AppVersionObbsTable {
  version_id: string;
  type: number;
  /** null once the file is no longer kept */
  fname: string | null;
  blob_key: string | null;
  size: number | string;
  md5: string;
  sha256: string;
  created_at: string;
}

/** A resumable upload; its chunks live in the staging folder named by `staging`. */
export interface UploadsTable {
  id: string;
  app_id: string;
  account_id: string;
  identifier: string;
  file_type: number;
  filename: string;
  total_size: number | string;
  chunk_size: number;
  total_chunks: number;
  /** uploading, merging, done or failed */
  state: string;
  staging: string;
  /** chunks 1..hashed_chunks are in the saved MD5 state (hash-wasm's save(), base64) */
  hashed_chunks: Generated<number>;
  md5_state: Generated<string>;
  md5sum: string | null;
  channel_id: string | null;
  /** the testing track a build goes to; null: the store's release */
  track: string | null;
  merge_token: string | null;
  merge_lease_until: string | null;
  ecode: Generated<number>;
  result_fname: string | null;
  version_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface UploadChunksTable {
  upload_id: string;
  chunk_number: number;
  size: number;
  created_at: string;
}

export interface UploadTokensTable {
  token_hash: string;
  app_id: string;
  account_id: string;
  created_at: string;
  expires_at: string;
}

/** Tries counted against a rate limit: one row per limit, subject and window. */
export interface RateCountersTable {
  key: string;
  count: number;
  expires_at: string;
}

/** A review decision with its report: kind auto/man/content/publish (apps) or another domain's. */
export interface AuditsTable {
  id: string;
  org_id: string;
  app_id: string | null;
  kind: string;
  type: number;
  status: number;
  ver: Generated<string>;
  /** JSON array of report items */
  items: string;
  note: Generated<string>;
  log_name: string | null;
  log_key: string | null;
  log_size: Generated<number | string>;
  reviewer_id: string | null;
  created_at: string;
}

export interface NotificationsTable {
  id: string;
  account_id: string;
  tag: string;
  state: Generated<number>;
  status: number;
  type: Generated<number>;
  title_zh: string;
  title_en: string;
  content_zh: string;
  content_en: string;
  app_id: string | null;
  app_name: Generated<string>;
  ver: Generated<string>;
  audit_id: string | null;
  link: Generated<string>;
  created_at: string;
  /** a notification gathering events of one kind: one per member and key */
  group_key: string | null;
  /** how many events it gathers; `{count}` in its texts reads it */
  group_count: Generated<number>;
}

/** Every status change of an app: who (actor, role), what (event), when. */
/** A move of a review log: who (actor and role) moved what from which status to which, and why. */
export interface ReviewLogColumns {
  id: string;
  actor_id: string | null;
  role: string;
  event: string;
  from_status: number;
  to_status: number;
  note: Generated<string>;
  audit_id: string | null;
  created_at: string;
}

export interface ReviewLogTable extends ReviewLogColumns {
  app_id: string;
}

/** Where a developer's payment profile stands: status 1 under review, 2 passed, 3 not passed. */
