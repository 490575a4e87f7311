// The database's tables. Times are ISO-8601 UTC text; flags are 0/1 integers, the same on SQLite
// and PostgreSQL. Each table's type lives in db/schema/, one file per area; the map of table names
// to types is here (Kysely's `Database`; the table-owners test reads its keys).
import type {
  AccountsTable,
  SessionsTable,
  MailOptOutsTable,
  OrganisationsTable,
  OrgMembersTable,
  ApiKeysTable,
  OrgAuditLogTable,
  OrgInvitationsTable,
  AccountRecoveryCodesTable,
  TwoStepChallengesTable,
  AccountPasskeysTable,
  WebauthnChallengesTable,
  VerificationCodesTable,
} from './schema/members.js';
import type {
  AppsTable,
  AppVersionsTable,
  AppVersionObbsTable,
  UploadsTable,
  UploadChunksTable,
  UploadTokensTable,
  RateCountersTable,
  AuditsTable,
  NotificationsTable,
  ReviewLogTable,
} from './schema/apps.js';
import type {
  FinanceProfilesTable,
  FinanceVersionsTable,
  FinanceRevealsTable,
  AppAssetsTable,
} from './schema/finance-assets.js';
import type {
  AppTracksTable,
  TrackTestersTable,
  PlayerReviewsTable,
  PlayerReviewHistoryTable,
  PlayerReviewReportsTable,
  RolloutsTable,
  RolloutStepsTable,
  RolloutHaltRulesTable,
  CrashLogTable,
  CrashRollupMarksTable,
  CrashClustersTable,
  CrashClusterDevicesTable,
  CrashClusterDaysTable,
  CrashClusterWeeksTable,
  CrashClusterVersionsTable,
  CrashClusterModelsTable,
  CrashDayDevicesTable,
  CrashDaysTable,
  DcVersionActiveDaysTable,
  RolloutPlansTable,
} from './schema/distribution.js';
import type {
  ReleaseChannelsTable,
  ReleaseDraftsTable,
  ReleaseLiveListingsTable,
  BusinessesTable,
  ChannelBusinessesTable,
  ChannelReviewLogTable,
} from './schema/releases.js';
import type {
  DcEventsTable,
  DcOrdersTable,
  DcUsersTable,
  DcAppDaysTable,
  DcAppHoursTable,
  DcDayDeviceSetsTable,
  DcHourDeviceSetsTable,
  DcDevicesTable,
  DcBuyersTable,
  DcDayBuyerSetsTable,
  DcBuyerGroupsTable,
  DcVersionDevicesTable,
  DcVersionDaysTable,
  DcAddonDaysTable,
  DcAddonsTable,
  BillsTable,
  CalendarDaysTable,
  BillLinesTable,
} from './schema/datacenter-bills.js';
import type {
  AchievementsTable,
  LeaderboardsTable,
  DestinationsTable,
  AddonsTable,
  PlatformReviewsTable,
  PlatformImagesTable,
  AchievementProgressTable,
  LeaderboardEntriesTable,
  LeaderboardBucketsTable,
  LeaderboardModerationTable,
} from './schema/platform.js';
import type {
  JobRunsTable,
  WebhooksTable,
  WebhookEventsTable,
  WebhookDeliveriesTable,
  WebhookAttemptsTable,
} from './schema/automation.js';

export type * from './schema/members.js';
export type * from './schema/apps.js';
export type * from './schema/finance-assets.js';
export type * from './schema/distribution.js';
export type * from './schema/releases.js';
export type * from './schema/datacenter-bills.js';
export type * from './schema/platform.js';
export type * from './schema/automation.js';

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
  crash_log: CrashLogTable;
  crash_rollup_marks: CrashRollupMarksTable;
  crash_clusters: CrashClustersTable;
  crash_cluster_devices: CrashClusterDevicesTable;
  crash_cluster_days: CrashClusterDaysTable;
  crash_cluster_weeks: CrashClusterWeeksTable;
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
