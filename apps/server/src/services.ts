// The portal's services, wired to their stores and transports area by area (see wiring/).
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import type { BlobStore } from './lib/blob-store.js';
import type { Clock } from './lib/time.js';
import type { MailTransport } from './messaging/mail.js';
import type { SmsTransport } from './messaging/sms.js';
import type { AccountService } from './modules/account/account.service.js';
import type { ApiKeysService } from './modules/api-keys/index.js';
import type { AppsService } from './modules/apps/apps.service.js';
import type { AssetsService } from './modules/assets/assets.service.js';
import type { AuditLogService } from './modules/audit-log/index.js';
import type { BillsService } from './modules/bills/bills.service.js';
import type { BuildsService } from './modules/builds/builds.service.js';
import type { DatacenterService } from './modules/datacenter/datacenter.service.js';
import type { ExportSheets } from './modules/datacenter/export-sheets.js';
import type { IntakeService } from './modules/datacenter/intake.service.js';
import type { DeliveryService } from './modules/delivery/index.js';
import type { FinanceService } from './modules/finance/finance.service.js';
import type { LimitsService } from './modules/limits/limits.service.js';
import type { NotificationService } from './modules/notifications/notifications.service.js';
import type { PlatformService } from './modules/platform/platform.service.js';
import type { PlatformRuntimeService } from './modules/platform-runtime/platform-runtime.service.js';
import type { PlayerReviewsService } from './modules/player-reviews/index.js';
import type { PortalService } from './modules/portal/index.js';
import type { PublishingService } from './modules/publishing/index.js';
import type { ReleasesService } from './modules/releases/releases.service.js';
import type { ReleaseDateJob } from './modules/review/release-dates.js';
import type { ReviewService } from './modules/review/review.service.js';
import type { AutoHalt, RolloutsService } from './modules/rollouts/index.js';
import type { TeamsService } from './modules/teams/index.js';
import type { TracksService } from './modules/tracks/index.js';
import type { UploadsService } from './modules/uploads/uploads.service.js';
import type { CrashIntake, CrashRollups, VitalsService } from './modules/vitals/index.js';
import type { WebhooksService } from './modules/webhooks/index.js';
import { wireCatalog } from './wiring/catalog.js';
import { wireDistribution } from './wiring/distribution.js';
import { wireMembers } from './wiring/members.js';
import { wireMoney } from './wiring/money.js';
import { wirePlatform } from './wiring/platform.js';
import { wireStudioTools } from './wiring/studio-tools.js';
import { wiringContext } from './wiring/wiring-context.js';

export interface AppParts {
  config: Config;
  db: Db;
  clock?: Clock;
  mail?: MailTransport;
  sms?: SmsTransport;
  blobs?: BlobStore;
  /** how background work (the automatic check) is run; tests collect it to run it themselves */
  defer?: (work: () => Promise<void>) => void;
  /** false for silence; a stream to capture the structured log (tests) */
  logger?: false | { stream: NodeJS.WritableStream };
}

export interface Services {
  accounts: AccountService;
  blobs: BlobStore;
  notifications: NotificationService;
  apps: AppsService;
  builds: BuildsService;
  review: ReviewService;
  /** puts apps online when their release date comes (`run(now)`) */
  releaseDates: ReleaseDateJob;
  finance: FinanceService;
  assets: AssetsService;
  uploads: UploadsService;
  releases: ReleasesService;
  limits: LimitsService;
  figures: DatacenterService;
  intake: IntakeService;
  exportSheets: ExportSheets;
  bills: BillsService;
  platform: PlatformService;
  platformRuntime: PlatformRuntimeService;
  teams: TeamsService;
  auditLog: AuditLogService;
  tracks: TracksService;
  rollouts: RolloutsService;
  playerReviews: PlayerReviewsService;
  /** halts running rollouts whose staged build crashes too often (`run(now)`) */
  autoHalt: AutoHalt;
  vitals: VitalsService;
  crashIntake: CrashIntake;
  /** counts the crash reports stored since its last run into the vitals rollups (`run()`) */
  crashRollups: CrashRollups;
  delivery: DeliveryService;
  /** the portal's time zone and the server's clock, for the web's day ranges */
  portal: PortalService;
  apiKeys: ApiKeysService;
  publishing: PublishingService;
  /** the organisations' signed webhooks; `runs.run(now)` sends what is due */
  webhooks: WebhooksService;
}

/** The services of the portal, wired to their stores and transports. */
export function buildServices(
  parts: AppParts,
  onDeliveryError?: (error: unknown) => void,
): Services {
  // filled once every service is made, for the calls of one area into an area made after it
  const late = {} as Services;
  const w = wiringContext(parts, late, onDeliveryError);
  const members = wireMembers(w);
  const catalog = wireCatalog(w, members);
  const { calendar, ...money } = wireMoney(w, { ...members, ...catalog });
  const platform = wirePlatform(w, { ...members, ...catalog });
  const distribution = wireDistribution(w, { ...members, ...catalog, ...money }, calendar);
  const studioTools = wireStudioTools(w, { ...members, ...catalog, ...distribution });
  const services: Services = {
    ...members,
    ...catalog,
    ...money,
    ...platform,
    ...distribution,
    ...studioTools,
    blobs: w.blobs,
    limits: w.limits,
  };
  Object.assign(late, services);
  return services;
}
