import type { Generated } from 'kysely';

/** Times are ISO-8601 UTC text; flags are 0/1 integers, the same on SQLite and PostgreSQL. */
export interface AccountsTable {
  id: string;
  mobile: string | null;
  email: string | null;
  pwd_hash: string;
  email_confirmed: number;
  admin: number;
  blocked: number;
  dev_status: number;
  dev_name: string | null;
  dev_contact: string | null;
  dev_intro: string | null;
  dev_applied_at: string | null;
  dev_reviewed_at: string | null;
  dev_reviewed_by: string | null;
  failed_logins: Generated<number>;
  locked_until: string | null;
  /** raised with every change to the account's notifications */
  nty_version: Generated<number>;
  /** counts changes of the account's memberships (the key of the membership cache) */
  access_version: Generated<number>;
  /** the authenticator app's secret, encrypted; the pending one until confirmed */
  totp_secret_enc: string | null;
  totp_pending_enc: string | null;
  totp_enabled_at: string | null;
  /** the last time step whose code was taken */
  totp_last_step: Generated<number | string>;
  two_step_locked_until: string | null;
  /** zh or en: the language of the last sign-in, for the mails the platform sends */
  lang: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  token_hash: string;
  account_id: string;
  created_at: string;
  expires_at: string;
  /** the organisation the session acts in; null: the account's first */
  org_id: string | null;
  user_agent: Generated<string>;
  address: Generated<string>;
  /** its last call, written at most every few minutes */
  last_seen_at: string | null;
  /** when it last passed a second step (its sign-in, or a confirmation); null: never */
  second_step_at: string | null;
}

/** A kind of mail an account turned off. */
export interface MailOptOutsTable {
  account_id: string;
  kind: string;
  created_at: string;
}

/** A studio. Its id is its founder's account id (see the organisations migration). */
export interface OrganisationsTable {
  id: string;
  name: string;
  require_two_step: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface OrgMembersTable {
  org_id: string;
  account_id: string;
  /** a Role of the contract */
  role: string;
  /** JSON array of app ids a developer or analyst is limited to; null: every app */
  app_ids: string | null;
  created_at: string;
}

/** Append-only: triggers refuse UPDATE and DELETE. */
export interface ApiKeysTable {
  id: string;
  org_id: string;
  name: string;
  hint: string;
  key_hash: string;
  /** JSON array of scopes */
  scopes: string;
  /** JSON array of app ids; null: every app of the organisation */
  app_ids: string | null;
  expires_at: string | null;
  created_by: string;
  created_at: string;
  last_used_at: string | null;
  last_used_address: string | null;
  revoked_at: string | null;
}

export interface OrgAuditLogTable {
  id: string;
  org_id: string;
  account_id: string;
  action: string;
  app_id: string | null;
  target: string | null;
  address: Generated<string>;
  /** JSON array of {field, before, after} */
  changes: Generated<string>;
  created_at: string;
}

export interface OrgInvitationsTable {
  id: string;
  org_id: string;
  email: string;
  role: string;
  app_ids: string | null;
  code_hash: string;
  invited_by: string;
  sends: Generated<number>;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  accepted_by: string | null;
  revoked_at: string | null;
}

export interface AccountRecoveryCodesTable {
  account_id: string;
  code_hash: string;
  created_at: string;
  used_at: string | null;
}

export interface TwoStepChallengesTable {
  id_hash: string;
  account_id: string;
  account: string;
  lang: Generated<string>;
  address: Generated<string>;
  user_agent: Generated<string>;
  attempts: Generated<number>;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  /** the challenge a passkey signs for this second step; null until its options are asked */
  webauthn_challenge: string | null;
}

export interface AccountPasskeysTable {
  id: string;
  account_id: string;
  /** base64url, unique */
  credential_id: string;
  /** the COSE public key, base64url */
  public_key: string;
  counter: Generated<number | string>;
  /** comma list of transports */
  transports: Generated<string>;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

export interface WebauthnChallengesTable {
  id_hash: string;
  /** register or login */
  purpose: string;
  account_id: string | null;
  challenge: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface VerificationCodesTable {
  id: string;
  /** 'sms' codes serve sign-in, registration and reset; mail codes are 'confirm' or 'reset' */
  purpose: string;
  target: string;
  code_hash: string;
  attempts: Generated<number>;
  created_at: string;
  expires_at: string;
  used_at: string | null;
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
interface ReviewLogColumns {
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
export interface FinanceProfilesTable {
  org_id: string;
  status: number;
  /** the latest version's number */
  version: Generated<number>;
  /** the version approved last (in force while a newer one is reviewed) */
  approved_version: number | null;
  created_at: string;
  updated_at: string;
}

/** One submitted version of a payment profile; *_enc columns are AES-256-GCM ciphertexts. */
export interface FinanceVersionsTable {
  id: string;
  org_id: string;
  version: number;
  status: number;
  org_name: string;
  team: string;
  org_type: string;
  org_country: string;
  org_city: string;
  org_addr: string;
  mobile: string;
  fax: string;
  email: string;
  remittance: string;
  invoice: string;
  owner_name_pre: string;
  owner_name_suffix: string;
  owner_birth_enc: string;
  tax_id_enc: string;
  bfy_name: string;
  bank_name: string;
  bank_branch: string;
  bank_country: string;
  bank_city: string;
  bank_addr: string;
  bank_bic_enc: string;
  card_no_enc: string;
  submitted_at: string;
  reviewed_at: string | null;
  reviewer_id: string | null;
  audit_id: string | null;
  review_note: Generated<string>;
  /** JSON array of {field, note} */
  reasons: Generated<string>;
}

/** Append-only: each time a finance reviewer saw full sensitive values of a profile version. */
export interface FinanceRevealsTable {
  id: string;
  org_id: string;
  version: number;
  reviewer_id: string;
  /** comma-separated field names */
  fields: string;
  client_ip: string;
  revealed_at: string;
}

/**
 * A file of an app's release form. kind: icon, cover, screenshot, video, video_cover or doc;
 * a video_cover's parent_id is its video; doc_type tells documents apart. name is the stored file
 * name (random, unguessable) that urls carry.
 */
export interface AppAssetsTable {
  id: string;
  app_id: string;
  /** the release owning it: '' the main store, else the business channel's id */
  channel_key: Generated<string>;
  kind: AssetKind;
  doc_type: Generated<number>;
  parent_id: string | null;
  name: string;
  blob_key: string;
  orig_name: Generated<string>;
  /** png, jpg, mp4, pdf, doc or docx, told by the content */
  format: string;
  size: number | string;
  width: Generated<number>;
  height: Generated<number>;
  position: Generated<number>;
  created_at: string;
}
export type AssetKind = 'icon' | 'cover' | 'screenshot' | 'video' | 'video_cover' | 'doc';

/** A testing track of an app (alpha, beta, rc): the build its testers are offered. */
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

export interface CrashReportsTable {
  crash_id: string;
  app_id: string;
  version_code: number;
  device_id: string;
  type: string;
  at: string;
  day: string;
  cluster_id: string;
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
export interface DcEventsTable {
  event_id: string;
  app_id: string;
  type: string;
  device_id: string;
  user_id: string | null;
  at: string;
  day: string;
  duration: number;
  /** install and update events: the version the device now has */
  version_code?: number | null;
}
export interface DcOrdersTable {
  order_id: string;
  app_id: string;
  sku: string | null;
  user_id: string;
  device_id: string;
  type: string;
  refund_of: string | null;
  amount: number | string;
  currency: string;
  usd_rate: number;
  amount_fen: number | string;
  at: string;
  day: string;
}
export interface DcUsersTable {
  user_id: string;
  sex: number;
  birth_year: number;
  updated_at: string;
}
export interface DcAppDaysTable {
  app_id: string;
  day: string;
  visits: number;
  starts: number;
  usage_seconds: number | string;
  active_devices: number;
  new_devices: number;
  sales: number;
  sale_fen: number | string;
  refunds: number;
  refund_fen: number | string;
}
export interface DcAppHoursTable {
  app_id: string;
  day: string;
  hour: number;
  devices: number;
}
/** devices: a bitmap over the devices' sequence numbers (modules/datacenter/device-set.ts) */
export interface DcDayDeviceSetsTable {
  app_id: string;
  day: string;
  devices: Uint8Array;
}
export interface DcHourDeviceSetsTable {
  app_id: string;
  day: string;
  hour: number;
  devices: Uint8Array;
}
export interface DcDevicesTable {
  app_id: string;
  device_id: string;
  seq: number;
  first_day: string;
}
export interface DcBuyersTable {
  app_id: string;
  user_id: string;
  seq: number;
}
export interface DcDayBuyerSetsTable {
  app_id: string;
  day: string;
  buyers: Uint8Array;
}
/** field: 'sex' or 'birth_year'; buyers: a bitmap over the app's buyer numbers */
export interface DcBuyerGroupsTable {
  app_id: string;
  field: string;
  value: number;
  buyers: Uint8Array;
}
/** The version each device of an app last reported installing (install and update events). */
export interface DcVersionDevicesTable {
  app_id: string;
  device_id: string;
  version_code: number;
  at: string;
}
/** Devices that came to a version on a day, less those that left it. */
export interface DcVersionDaysTable {
  app_id: string;
  day: string;
  version_code: number;
  delta: number;
}
export interface DcAddonDaysTable {
  app_id: string;
  day: string;
  sku: string;
  sales: number;
  refunds: number;
  income_fen: number | string;
}
export interface DcAddonsTable {
  app_id: string;
  sku: string;
  name_zh: string;
  name_en: string;
}

/** A settlement bill (modules/bills); money in US cents (bigint: strings from pg). */
export interface BillsTable {
  id: string;
  org_id: string;
  month: string;
  /** 1 for the month's bill, 2... for the corrected bills that replace it */
  seq: number;
  start_day: string;
  end_day: string;
  dev_name: string;
  card_last4: Generated<string>;
  order_count: number;
  sales_cents: number | string;
  refund_cents: number | string;
  adjust_cents: Generated<number | string>;
  net_cents: number | string;
  fee_percent: string;
  fee_cents: number | string;
  settle_cents: number | string;
  check_status: Generated<number>;
  held: Generated<number>;
  /** 0 while its lines are being written */
  ready: Generated<number>;
  send_time: string | null;
  check_time: string | null;
  auto_check_time: string | null;
  auto_upload_time: string | null;
  file_store_name: string | null;
  file_pdf_name: string | null;
  file_blob_key: string | null;
  file_size: number | string | null;
  dispute_state: Generated<string>;
  dispute_time: string | null;
  dispute_note: Generated<string>;
  dispute_reason: Generated<string>;
  resolver_id: string | null;
  resolved_at: string | null;
  replaces_id: string | null;
  corrected_by_id: string | null;
  created_at: string;
  updated_at: string;
}
/** A day of a year whose working-day calendar an operator imported (holidays, worked weekends). */
export interface CalendarDaysTable {
  day: string;
  year: number;
  /** holiday or workday */
  kind: string;
  name: Generated<string>;
  imported_at: string;
}

export interface BillLinesTable {
  bill_id: string;
  line_no: number;
  kind: 'sale' | 'refund' | 'adjustment';
  order_id: Generated<string>;
  app_id: Generated<string>;
  app_name: Generated<string>;
  sku: Generated<string>;
  paid_at: Generated<string>;
  amount: Generated<number | string>;
  currency: Generated<string>;
  usd_rate: Generated<string>;
  usd_cents: number | string;
  note: Generated<string>;
}

/** Platform items (modules/platform): ItemState in `state`; texts per language. */
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
export interface JobRunsTable {
  /** the job's name, or name@staging-folder-id for work on one instance's staging folder */
  name: string;
  next_run_at: string;
  claimed_by: string | null;
  claimed_until: string | null;
  last_started_at: string | null;
  last_finished_at: string | null;
  last_outcome: 'ok' | 'failed' | null;
  last_error: string | null;
  /** failed runs in a row */
  attempts: Generated<number>;
}

/** An organisation's webhook endpoint (modules/webhooks). */
export interface WebhooksTable {
  id: string;
  org_id: string;
  url: string;
  /** JSON array of event types */
  events: string;
  enabled: number;
  /** the signing secret, encrypted with the field cipher */
  secret: string;
  created_by: string;
  created_at: string;
  updated_at: string;
  failing_since: string | null;
  disabled_reason: string | null;
  disabled_at: string | null;
}

/** An event recorded for at least one endpoint, with the body every delivery of it sends. */
export interface WebhookEventsTable {
  id: string;
  org_id: string;
  type: string;
  body: string;
  created_at: string;
}

/** One event to one endpoint. */
export interface WebhookDeliveriesTable {
  id: string;
  webhook_id: string;
  event_id: string;
  status: string;
  attempts: Generated<number>;
  next_attempt_at: string | null;
  deadline_at: string;
  lease_until: string | null;
  lease_owner: string | null;
  last_status: number | null;
  last_duration_ms: number | null;
  last_error: string | null;
  created_at: string;
  finished_at: string | null;
}

/** Each try of a delivery. */
export interface WebhookAttemptsTable {
  id: string;
  delivery_id: string;
  at: string;
  http_status: number | null;
  duration_ms: number;
  error: string | null;
}

export interface Database {
  achievements: AchievementsTable;
  leaderboards: LeaderboardsTable;
  destinations: DestinationsTable;
  addons: AddonsTable;
  platform_reviews: PlatformReviewsTable;
  platform_images: PlatformImagesTable;
  achievement_progress: AchievementProgressTable;
  leaderboard_entries: LeaderboardEntriesTable;
  leaderboard_moderation: LeaderboardModerationTable;
  leaderboard_buckets: LeaderboardBucketsTable;
  bills: BillsTable;
  bill_lines: BillLinesTable;
  calendar_days: CalendarDaysTable;
  accounts: AccountsTable;
  sessions: SessionsTable;
  account_recovery_codes: AccountRecoveryCodesTable;
  two_step_challenges: TwoStepChallengesTable;
  account_passkeys: AccountPasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
  organisations: OrganisationsTable;
  org_members: OrgMembersTable;
  org_invitations: OrgInvitationsTable;
  org_audit_log: OrgAuditLogTable;
  api_keys: ApiKeysTable;
  verification_codes: VerificationCodesTable;
  apps: AppsTable;
  app_versions: AppVersionsTable;
  audits: AuditsTable;
  notifications: NotificationsTable;
  review_log: ReviewLogTable;
  finance_profiles: FinanceProfilesTable;
  finance_versions: FinanceVersionsTable;
  finance_reveals: FinanceRevealsTable;
  app_assets: AppAssetsTable;
  app_version_obbs: AppVersionObbsTable;
  uploads: UploadsTable;
  upload_chunks: UploadChunksTable;
  upload_tokens: UploadTokensTable;
  rate_counters: RateCountersTable;
  dc_events: DcEventsTable;
  dc_orders: DcOrdersTable;
  dc_users: DcUsersTable;
  dc_app_days: DcAppDaysTable;
  dc_app_hours: DcAppHoursTable;
  dc_day_device_sets: DcDayDeviceSetsTable;
  dc_hour_device_sets: DcHourDeviceSetsTable;
  dc_devices: DcDevicesTable;
  dc_buyers: DcBuyersTable;
  dc_day_buyer_sets: DcDayBuyerSetsTable;
  dc_buyer_groups: DcBuyerGroupsTable;
  dc_addon_days: DcAddonDaysTable;
  dc_addons: DcAddonsTable;
  dc_version_devices: DcVersionDevicesTable;
  dc_version_days: DcVersionDaysTable;
  app_tracks: AppTracksTable;
  track_testers: TrackTestersTable;
  rollouts: RolloutsTable;
  rollout_steps: RolloutStepsTable;
  rollout_plans: RolloutPlansTable;
  player_reviews: PlayerReviewsTable;
  player_review_history: PlayerReviewHistoryTable;
  player_review_reports: PlayerReviewReportsTable;
  rollout_halt_rules: RolloutHaltRulesTable;
  crash_reports: CrashReportsTable;
  crash_clusters: CrashClustersTable;
  crash_cluster_devices: CrashClusterDevicesTable;
  crash_cluster_days: CrashClusterDaysTable;
  crash_cluster_models: CrashClusterModelsTable;
  crash_cluster_versions: CrashClusterVersionsTable;
  crash_day_devices: CrashDayDevicesTable;
  crash_days: CrashDaysTable;
  dc_version_active_days: DcVersionActiveDaysTable;
  mail_opt_outs: MailOptOutsTable;
  release_channels: ReleaseChannelsTable;
  release_drafts: ReleaseDraftsTable;
  release_live_listings: ReleaseLiveListingsTable;
  businesses: BusinessesTable;
  channel_businesses: ChannelBusinessesTable;
  channel_review_log: ChannelReviewLogTable;
  job_runs: JobRunsTable;
  webhooks: WebhooksTable;
  webhook_events: WebhookEventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
}
