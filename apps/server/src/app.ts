import path from 'node:path';
import Fastify, { LogController } from 'fastify';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, serviceCalls } from '@vrportal/contract';
import type { DeveloperPermission, Lang, MailKind } from '@vrportal/contract';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import { AppError } from './lib/app-error.js';
import type { Clock } from './lib/time.js';
import { systemClock } from './lib/time.js';
import type { MailMessage, MailTransport } from './messaging/mail.js';
import { OutboxMailTransport, SmtpMailTransport } from './messaging/mail.js';
import type { SmsTransport } from './messaging/sms.js';
import { OutboxSmsTransport } from './messaging/sms.js';
import { AccountRepository } from './modules/account/account.repository.js';
import { TwoStepRepository } from './modules/account/two-step.repository.js';
import { PasskeysRepository } from './modules/account/passkeys.repository.js';
import { AccountService, type AccountNamesOf } from './modules/account/account.service.js';
import { DbCounterStore, RedisCounterStore } from './modules/limits/counter-store.js';
import { LimitsRepository } from './modules/limits/limits.repository.js';
import { LimitsService } from './modules/limits/limits.service.js';
import { BillsRepository } from './modules/bills/bills.repository.js';
import { billsRoutes } from './modules/bills/bills.routes.js';
import { BillsService } from './modules/bills/bills.service.js';
import { PlatformRepository } from './modules/platform/platform.repository.js';
import { platformRoutes } from './modules/platform/platform.routes.js';
import { PlatformService } from './modules/platform/platform.service.js';
import { Periods } from './modules/platform-runtime/periods.js';
import { PlatformRuntimeRepository } from './modules/platform-runtime/platform-runtime.repository.js';
import { platformRuntimeRoutes } from './modules/platform-runtime/platform-runtime.routes.js';
import { PlatformRuntimeService } from './modules/platform-runtime/platform-runtime.service.js';
import { WorkingDays } from './modules/bills/working-days.js';
import { CalendarDaysRepository } from './modules/bills/calendar-days.repository.js';
import { Calendar } from './modules/datacenter/calendar.js';
import { DatacenterRepository } from './modules/datacenter/datacenter.repository.js';
import { datacenterRoutes } from './modules/datacenter/datacenter.routes.js';
import { DatacenterService } from './modules/datacenter/datacenter.service.js';
import { ExportSheets } from './modules/datacenter/export-sheets.js';
import { IntakeService } from './modules/datacenter/intake.service.js';
import { TeamsRepository, TeamsService, teamsRoutes } from './modules/teams/index.js';
import { TracksRepository, TracksService, tracksRoutes } from './modules/tracks/index.js';
import {
  AutoHalt,
  RolloutsRepository,
  RolloutsService,
  rolloutsRoutes,
} from './modules/rollouts/index.js';
import {
  CrashIntake,
  VitalsRepository,
  VitalsService,
  vitalsRoutes,
} from './modules/vitals/index.js';
import {
  PlayerReviewsRepository,
  PlayerReviewsService,
  playerReviewsRoutes,
} from './modules/player-reviews/index.js';
import {
  DeliveryCache,
  DeliveryService,
  DownloadLinks,
  deliveryRoutes,
} from './modules/delivery/index.js';
import { noticeMail } from './messaging/templates.js';
import { AuditLogRepository, AuditLogService, auditLogRoutes } from './modules/audit-log/index.js';
import { PortalService, portalRoutes } from './modules/portal/index.js';
import { ApiKeysRepository, ApiKeysService, apiKeysRoutes } from './modules/api-keys/index.js';
import { PublishingService, publishingRoutes } from './modules/publishing/index.js';
import { WebhooksRepository, WebhooksService, webhooksRoutes } from './modules/webhooks/index.js';
import type { OrgEvents } from './lib/org-events.js';
import { readOrCreateSecret } from './lib/local-secret.js';
import { newToken } from './lib/crypto.js';
import { accountRoutes } from './modules/account/account.routes.js';
import multipart from '@fastify/multipart';
import { makeCallRegistrar, makeGuard } from './plugins/calls.js';
import type { BlobStore } from './lib/blob-store.js';
import { LocalBlobStore } from './lib/blob-store.js';
import { S3BlobStore } from './lib/s3-blob-store.js';
import { AppsRepository } from './modules/apps/apps.repository.js';
import { AssetsRepository } from './modules/assets/assets.repository.js';
import { assetsRoutes } from './modules/assets/assets.routes.js';
import { AssetsService } from './modules/assets/assets.service.js';
import { appsRoutes } from './modules/apps/apps.routes.js';
import { AppsService } from './modules/apps/apps.service.js';
import { BuildsService } from './modules/builds/builds.service.js';
import { NotificationRepository } from './modules/notifications/notifications.repository.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { NotificationService } from './modules/notifications/notifications.service.js';
import { defaultAutoChecks } from './modules/review/auto-check.js';
import { reviewRoutes } from './modules/review/review.routes.js';
import { ReleaseDateJob } from './modules/review/release-dates.js';
import { ReviewService } from './modules/review/review.service.js';
import { FieldCipher, loadFinanceKey } from './lib/field-cipher.js';
import { financeRoutes } from './modules/finance/finance.routes.js';
import { FinanceService } from './modules/finance/finance.service.js';
import { buildChecks } from './modules/uploads/build-checks.js';
import { Staging } from './modules/uploads/staging.js';
import { uploadsRoutes } from './modules/uploads/uploads.routes.js';
import { UploadsService } from './modules/uploads/uploads.service.js';
import { ReleasesRepository } from './modules/releases/releases.repository.js';
import { releasesRoutes } from './modules/releases/releases.routes.js';
import { ReleasesService } from './modules/releases/releases.service.js';
import { clientErrorHandler, fail, registerEnvelope } from './plugins/envelope.js';
import { registerSecurityHeaders } from './plugins/security.js';
import { loggerOptions, registerRequestLog, requestIdOf } from './plugins/request-log.js';
import { registerWeb } from './plugins/web.js';
import { trackRoutes } from './plugins/route-list.js';
import { paymentChangedMail } from './messaging/templates.js';

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
  const { config } = parts;
  const mail =
    parts.mail ??
    (config.smtpUrl
      ? new SmtpMailTransport(config.smtpUrl, config.mailFrom)
      : new OutboxMailTransport(path.join(config.dataDir, 'outbox', 'mail'), config.mailFrom));
  const sms = parts.sms ?? new OutboxSmsTransport(path.join(config.dataDir, 'outbox', 'sms.jsonl'));
  const limits = new LimitsService({
    store: config.redisUrl
      ? new RedisCounterStore(config.redisUrl)
      : new DbCounterStore(new LimitsRepository(parts.db)),
    clock: parts.clock ?? systemClock,
    limits: config.rateLimits,
  });
  // the payment profiles' and the authenticator apps' secrets are encrypted with one key
  const fieldCipher = new FieldCipher(loadFinanceKey(config.financeKey, config.dataDir));
  const accounts = new AccountService({
    accounts: new AccountRepository(parts.db),
    twoSteps: new TwoStepRepository(parts.db),
    passkeys: new PasskeysRepository(parts.db),
    webauthn: config.webauthn,
    // a member's passkey added or removed goes into its organisation's audit log (asked once
    // requests are served, when the audit log below exists)
    onSignInChange: (change) =>
      auditLog.record({
        orgId: change.orgId,
        accountId: change.accountId,
        action: change.action,
        appId: null,
        target: change.target,
        address: change.address,
        changes: [{ field: 'passkey', before: change.before, after: change.after }],
      }),
    cipher: fieldCipher,
    mail,
    sms,
    clock: parts.clock ?? systemClock,
    publicUrl: config.publicUrl,
    tokenTtlMs: config.tokenTtlMs,
    autoApproveDevelopers: config.autoApproveDevelopers,
    limits,
    ...(onDeliveryError ? { onDeliveryError } : {}),
  });
  const clock = parts.clock ?? systemClock;
  const blobs =
    parts.blobs ??
    (config.s3
      ? new S3BlobStore(config.s3)
      : new LocalBlobStore(path.join(config.dataDir, 'blobs')));
  const notifications = new NotificationService({
    repo: new NotificationRepository(parts.db),
    db: parts.db,
    notificationsChanged: (accountId, db) => accounts.notificationsChanged(accountId, db),
    // asked once requests are served, when the teams service below exists
    recipientsOf: (orgId, permission, appId, db) =>
      teams.recipientsOf(orgId, permission, appId, db),
    blobs,
    clock,
    // asked once requests are served, when the apps service below exists
    appNamesOf: (appIds: readonly string[]): Promise<Map<string, { zh: string; en: string }>> =>
      apps.displayNameTextsOf(appIds),
  });
  const builds = BuildsService.over(parts.db);
  const apps = new AppsService({
    repo: new AppsRepository(parts.db),
    audits: notifications,
    builds,
    blobs,
    clock,
    // asked when an app is deleted, once the assets service below exists
    assetKeys: (appId): Promise<string[]> => assets.fileKeysOf(appId),
    limits,
    timeZone: config.timeZone,
  });
  const assets = new AssetsService({
    repo: new AssetsRepository(parts.db),
    apps,
    blobs,
    clock,
    limits,
  });
  // logs and queues name who acted and who owns by the account's e-mail or mobile
  const accountNamesOf: AccountNamesOf = (ids) => accounts.namesOf(ids);
  // a notification's mail: to each member who hears of it and keeps that kind of mail on, in the
  // member's language (asked once requests are served, when the teams service below exists)
  const mailMembers = async (
    target: { orgId: string; permission: DeveloperPermission; appId: string | null },
    kind: MailKind,
    make: (lang: Lang, to: string) => MailMessage,
  ) => {
    const heard = await teams.recipientsOf(target.orgId, target.permission, target.appId, parts.db);
    for (const id of await accounts.mailable(heard, kind)) {
      const contact = await accounts.contactOf(id);
      if (contact?.email) await mail.send(make(contact.lang, contact.email));
    }
  };
  // what happens in an organisation reaches its webhooks (asked once requests are served, when
  // the webhooks service below exists)
  const events: OrgEvents = {
    publish: async (event, trx) => {
      if (trx) return webhooks.publish(event, trx);
      // the change is made: an event that could not be recorded is reported, not a failed call
      await webhooks.publish(event).catch((error: unknown) => onDeliveryError?.(error));
    },
  };
  const auditLog = new AuditLogService({
    repo: new AuditLogRepository(parts.db),
    clock,
    accountNamesOf,
    timeZone: config.timeZone,
  });
  const teams: TeamsService = new TeamsService({
    repo: new TeamsRepository(parts.db),
    clock,
    mail,
    publicUrl: config.publicUrl,
    accountNamesOf,
    accounts: {
      idOfEmail: (email) => accounts.findAccountId({ email }),
      emailOf: async (accountId) => (await accounts.contactOf(accountId))?.email || null,
      setSessionOrg: (tokenHash, orgId) => accounts.setSessionOrg(tokenHash, orgId),
      accessChanged: (accountId) => accounts.accessChanged(accountId),
    },
    appIdsOf: async (orgId): Promise<string[]> =>
      (await apps.ownedBy(orgId, 'en')).map((app) => app.id),
    onJoined: async ({ orgId, accountId, role, address }) => {
      await auditLog.record({
        orgId,
        accountId,
        action: 'acceptInvite',
        appId: null,
        target: null,
        address,
        changes: [{ field: 'role', before: null, after: role }],
      });
      const account = (await accountNamesOf([accountId])).get(accountId) ?? '';
      await events.publish({ type: 'member.joined', orgId, data: { accountId, account, role } });
    },
  });
  // an approved developer founds its organisation; a member enters as a developer
  accounts.useStudios({
    found: (accountId, name) => teams.found(accountId, name),
    isMember: (accountId) => teams.isMember(accountId),
  });
  const review = new ReviewService({
    db: parts.db,
    notifications,
    apps,
    builds,
    accountNamesOf,
    orgLabelsOf: (ids) => teams.labelsOf(ids),
    blobs,
    clock,
    autoChecks: [...defaultAutoChecks, ...buildChecks(builds)],
    events,
    timeZone: config.timeZone,
    ...(parts.defer ? { defer: parts.defer } : {}),
    ...(onDeliveryError ? { onError: onDeliveryError } : {}),
  });
  const finance: FinanceService = new FinanceService({
    db: parts.db,
    notifications,
    cipher: fieldCipher,
    clock,
    accountNamesOf,
    // the owner hears of every new payment profile, in its own language
    tellOwner: async (orgId, change) => {
      const contact = await accounts.contactOf((await teams.ownerOf(orgId)) ?? orgId);
      if (!contact?.email) return;
      const org = (await teams.orgName(orgId)) ?? '';
      await mail.send(
        paymentChangedMail(contact.lang, contact.email, {
          org,
          by: change.by,
          fields: change.fields(contact.lang),
        }),
      );
    },
  });
  const uploads = new UploadsService({
    db: parts.db,
    apps,
    builds,
    accountStanding: (accountId) => accounts.standing(accountId),
    blobs,
    clock,
    // partial uploads: chunks of each upload under DATA_DIR/uploads/<upload id>/
    staging: new Staging(path.join(config.dataDir, 'uploads')),
    limits,
    appBySecret: (appId, secret, address) => apps.appBySecret(appId, secret, address),
    ...(parts.defer ? { defer: parts.defer } : {}),
    ...(onDeliveryError ? { onError: onDeliveryError } : {}),
    // builds of a business channel name a channel of their app (asked once releases exists)
    channelExists: (appId, channelId): Promise<boolean> => releases.hasChannel(appId, channelId),
  });
  const releases = new ReleasesService({
    repo: new ReleasesRepository(parts.db),
    apps,
    uploads,
    assets,
    review,
    notifications,
    mail,
    clock,
    accountNamesOf,
    publicUrl: config.publicUrl,
    ...(parts.defer ? { defer: parts.defer } : {}),
    ...(onDeliveryError ? { onError: onDeliveryError } : {}),
  });
  const dcRepo = new DatacenterRepository(parts.db);
  const calendar = new Calendar(config.timeZone);
  const figures = new DatacenterService({
    repo: dcRepo,
    calendar,
    clock,
    findApp: (ref) => apps.byRef(ref),
    // platform services are made below; this is only called once a request comes
    addonNamesOf: (appId) => platform.addonNames(appId),
  });
  const intake = new IntakeService({
    repo: dcRepo,
    calendar,
    clock,
    appExists: async (appId) => (await apps.byId(appId)) !== undefined,
    usdPerCny: config.usdPerCny,
  });
  const calendarDays = new CalendarDaysRepository(parts.db);
  const bills = new BillsService({
    repo: new BillsRepository(parts.db),
    clock,
    workingDays: new WorkingDays(config.timeZone, calendarDays),
    calendarDays,
    blobs,
    mail,
    notifications,
    feePercent: config.settlementFeePercent,
    financeMail: config.financeMail,
    orders: figures,
    appById: (appId) => apps.byId(appId),
    appsOf: (ownerId, lang) => apps.ownedBy(ownerId, lang),
    appNamesOf: (appIds, lang) => apps.displayNamesOf(appIds, lang),
    settlementAccount: (accountId) => finance.settlementAccount(accountId),
    // a bill's files and disputes name its organisation's owner
    contactOf: async (orgId) => accounts.contactOf((await teams.ownerOf(orgId)) ?? orgId),
    // a bill's notices go to the members who read bills
    mailMembers: (orgId, make) =>
      mailMembers({ orgId, permission: 'bills:read', appId: null }, 'bills', make),
    events,
    ...(onDeliveryError ? { onError: onDeliveryError } : {}),
  });
  const platform = new PlatformService({
    repo: new PlatformRepository(parts.db),
    apps,
    notifications,
    blobs,
    clock,
    limits,
    accountNamesOf,
    orgLabelsOf: (ids) => teams.labelsOf(ids),
    ...(onDeliveryError ? { onError: onDeliveryError } : {}),
  });
  const platformRuntime = new PlatformRuntimeService({
    repo: new PlatformRuntimeRepository(parts.db),
    platform,
    clock,
    periods: new Periods(config.timeZone),
    accountNamesOf,
  });
  platform.useRuntime(platformRuntime);
  apps.alsoRemoveWithApp((appId) => platform.dropApp(appId));
  // channel releases reach the review console through releases, which owns their tables
  review.useChannels(releases.channelReviewPort());
  // each channel's release owns its assets; the assets service asks releases for its status
  assets.useChannels({
    statusOf: (appId, cId, trx) => releases.channelStatus(appId, cId, trx),
  });
  review.useReleases(releases.releaseViewPort());
  const tracks = new TracksService({
    repo: new TracksRepository(parts.db),
    apps,
    builds,
    checks: buildChecks(builds),
    isMerging: (appId) => uploads.isMerging(appId),
    notifications,
    events,
    clock,
    linkOf: (code) => config.trackLinkUrl.replace('{code}', encodeURIComponent(code)),
    ...(parts.defer ? { defer: parts.defer } : {}),
    ...(onDeliveryError ? { onError: onDeliveryError } : {}),
    changed: (appId) => delivery.forget(appId),
  });
  uploads.onTrackBuilt((appId, track, versionId) => tracks.built(appId, track, versionId));
  const vitalsRepo = new VitalsRepository(parts.db);
  const vitals = new VitalsService({
    repo: vitalsRepo,
    apps,
    builds,
    calendar,
    activity: {
      days: (appId, range) => figures.buildActivity(appId, range),
      between: (appId, code, from, to) => figures.buildActiveBetween(appId, code, from, to),
    },
  });
  const crashIntake = new CrashIntake({
    repo: vitalsRepo,
    calendar,
    appExists: async (appId) => (await apps.byId(appId)) !== undefined,
  });
  const rolloutsRepo = new RolloutsRepository(parts.db);
  const rollouts = new RolloutsService({
    repo: rolloutsRepo,
    apps,
    builds,
    notifications,
    events,
    clock,
    timeZone: config.timeZone,
    accountNamesOf,
    adoption: (appId, days) => figures.adoption(appId, days),
    // a halt is mailed to the members who hear of the app's rollouts
    mailMembers: (app, make) =>
      mailMembers(
        { orgId: app.org_id, permission: 'rollout:write', appId: app.id },
        'rollouts',
        (lang, to) => {
          const { subject, paragraphs } = make(lang);
          return noticeMail(to, subject, paragraphs);
        },
      ),
    pageOf: (appId) => `${config.publicUrl}/manage/tracks?appId=${appId}`,
    changed: (appId) => delivery.forget(appId),
  });
  review.useRollouts(rollouts);
  const autoHalt = new AutoHalt({
    repo: rolloutsRepo,
    rollouts,
    apps,
    builds,
    clock,
    window: (appId, code, from, to) => vitals.window(appId, code, from, to),
  });
  // the files of builds testers and a rollout's devices are still offered are kept
  uploads.keepAlso((appId) => tracks.servedVersions(appId));
  uploads.keepAlso((appId) => rollouts.servedVersions(appId));
  const delivery: DeliveryService = new DeliveryService({
    apps,
    builds,
    tracks,
    rollouts,
    forcedOf: (appIds) => releases.forcedOf(appIds),
    links: new DownloadLinks(
      config.downloadLinkKey ??
        readOrCreateSecret(config.dataDir, 'download-link.key', () => newToken()),
      config.publicUrl,
      blobs,
    ),
    clock,
    cache: new DeliveryCache(config.deliveryCacheMs),
  });
  apps.onStatusMoved((appId) => delivery.forget(appId));
  const playerReviews = new PlayerReviewsService({
    repo: new PlayerReviewsRepository(parts.db),
    apps,
    notifications,
    events,
    accountNamesOf,
    clock,
    timeZone: config.timeZone,
    aliasKey:
      config.playerAliasKey ??
      readOrCreateSecret(config.dataDir, 'player-alias.key', () => newToken()),
  });
  const apiKeys = new ApiKeysService({
    repo: new ApiKeysRepository(parts.db),
    clock,
    accountNamesOf,
    appIdsOf: async (orgId) => (await apps.ownedBy(orgId, 'en')).map((app) => app.id),
  });
  const publishing = new PublishingService({
    orgName: (orgId) => teams.orgName(orgId),
    appsOf: (orgId, lang) => apps.ownedBy(orgId, lang),
    appDetail: (caller, appId, lang) => releases.detail(caller, appId, lang),
    failureReport: async (caller, auditId, stage, lang) =>
      notifications.report(await notifications.ownedAudit(caller, auditId, [stage]), lang),
    rollout: (caller, appId) => rollouts.get(caller, appId),
    commitSaved: (caller, appId, fields) => releases.commit(caller, appId, null, fields),
  });
  const webhooks: WebhooksService = new WebhooksService({
    repo: new WebhooksRepository(parts.db),
    cipher: fieldCipher,
    clock,
    rules: { allowPrivate: config.webhooksAllowPrivate },
    notifications,
    // a webhook turned off is mailed to the owners and admins, whatever their mail settings
    mailManagers: async (orgId, make) => {
      const heard = await teams.recipientsOf(orgId, 'automation:manage', null, parts.db);
      for (const id of heard) {
        const contact = await accounts.contactOf(id);
        if (contact?.email) await mail.send(make(contact.lang, contact.email));
      }
    },
    publicUrl: config.publicUrl,
    ...(onDeliveryError ? { onError: onDeliveryError } : {}),
  });
  return {
    apiKeys,
    publishing,
    webhooks,
    tracks,
    rollouts,
    playerReviews,
    autoHalt,
    vitals,
    crashIntake,
    delivery,
    accounts,
    teams,
    auditLog,
    blobs,
    notifications,
    apps,
    builds,
    review,
    releaseDates: new ReleaseDateJob(review),
    finance,
    assets,
    uploads,
    releases,
    limits,
    figures,
    intake,
    exportSheets: new ExportSheets(figures),
    bills,
    platform,
    platformRuntime,
    portal: new PortalService({ clock, timeZone: config.timeZone }),
  };
}

/** True when any string in a parsed JSON body holds a NUL character. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, v]) => key.includes('\u0000') || holdsNul(v, depth + 1));
}

function badUrl(_error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  void reply.status(400).send(fail(request, new AppError(ErrorCode.invalidRequest)));
}

/** Builds the Fastify instance without listening, so tests can inject requests. */
export async function buildApp(
  parts: AppParts,
): Promise<{ app: FastifyInstance; services: Services }> {
  const app = Fastify({
    logger:
      parts.logger === false
        ? false
        : loggerOptions({
            level: parts.config.logLevel,
            format: parts.config.logFormat,
            stream: parts.logger?.stream,
          }),
    // one line per request, written when it is answered (plugins/request-log.ts)
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdOf,
    bodyLimit: 64 * 1024,
    // the client address is the socket's unless TRUST_PROXY names the proxies in front
    trustProxy: parts.config.trustProxy,
    // a path that is not a valid URL gets the envelope like any other bad request
    frameworkErrors: badUrl,
    clientErrorHandler,
  });
  // an empty body on a JSON call means an empty request, as the portal sends for "empty" calls
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body).trim();
    if (text === '') return done(null, {});
    try {
      const body: unknown = JSON.parse(text);
      // PostgreSQL cannot store a NUL character in text: refuse it here, the same on both databases.
      // JSON writes one only as the escape \u0000, so a body without it is not walked.
      if (/\\u0000/i.test(text) && holdsNul(body)) {
        done(Object.assign(new Error('NUL in a text'), { code: 'FST_ERR_CTP_INVALID_JSON_BODY' }));
        return;
      }
      done(null, body);
    } catch {
      done(
        Object.assign(new Error('invalid JSON'), {
          code: 'FST_ERR_CTP_INVALID_JSON_BODY',
          statusCode: 400,
        }),
      );
    }
  });
  trackRoutes(app);
  registerEnvelope(app);
  registerRequestLog(app);
  registerSecurityHeaders(app);
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(fail(request, new AppError(ErrorCode.unknownCall))),
  );

  const services = buildServices(parts, (err) => app.log.error({ err }, 'background work failed'));
  // a store made here is closed here; one handed in belongs to whoever made it
  if (!parts.blobs) app.addHook('onClose', async () => services.blobs.close?.());
  await app.register(multipart, { limits: { fieldSize: 64 * 1024, fields: 20, parts: 30 } });
  // the store's backend shows this key (STORE_API_KEY, else one made in the data folder)
  const storeKey =
    parts.config.storeApiKey ??
    readOrCreateSecret(parts.config.dataDir, 'store-api.key', () => newToken());
  const guard = makeGuard({
    // the session, with its organisation and role read afresh on every call
    authenticate: async (token) => {
      const stored = await services.accounts.authenticate(token);
      return stored ? services.teams.sessionOf(stored) : null;
    },
    // upload calls also take upload tokens (App ID + App Secret, for command-line uploads)
    authenticateUploadToken: (token) => services.uploads.authenticateToken(token ?? ''),
    storeKey,
    // a sensitive change asks a session with two-step sign-in for its second step again
    requireRecentSecondStep: (session) => services.accounts.requireRecentSecondStep(session),
    // a game's server shows its App ID and App Secret (the runtime API, the studio's figures)
    appBySecret: async (appId, secret, address) => {
      const target = await services.apps.appBySecret(appId, secret, address);
      return { id: target.id, orgId: target.org_id, pkg: target.pkg };
    },
    // a pipeline shows an API key of its organisation (the publishing API under /api/v1)
    authenticateKey: (key, address) => services.apiKeys.authenticate(key, address),
  });
  // every member's call that changes what its organisation holds leaves an audit entry
  const registerCall = makeCallRegistrar(app, guard, (record) => services.auditLog.record(record));
  accountRoutes(registerCall, services.accounts);
  teamsRoutes(registerCall, services.teams);
  auditLogRoutes(registerCall, services.auditLog);
  apiKeysRoutes(registerCall, services.apiKeys);
  appsRoutes(registerCall, services.apps, services.releases);
  releasesRoutes(registerCall, services.releases);
  notificationsRoutes(registerCall, services.notifications);
  reviewRoutes(registerCall, services.review);
  financeRoutes(registerCall, services.finance);
  datacenterRoutes(registerCall, {
    figures: services.figures,
    intake: services.intake,
    sheets: services.exportSheets,
  });
  assetsRoutes(registerCall, services.assets);
  billsRoutes(registerCall, services.bills, parts.config.timeZone);
  platformRoutes(registerCall, services.platform);
  platformRuntimeRoutes(registerCall, services.platformRuntime);
  uploadsRoutes(registerCall, services.uploads);
  tracksRoutes(registerCall, services.tracks);
  rolloutsRoutes(registerCall, services.rollouts);
  playerReviewsRoutes(registerCall, services.playerReviews);
  vitalsRoutes(registerCall, { vitals: services.vitals, intake: services.crashIntake });
  deliveryRoutes(registerCall, services.delivery, services.blobs);
  publishingRoutes(registerCall, {
    publishing: services.publishing,
    uploads: services.uploads,
    tracks: services.tracks,
    rollouts: services.rollouts,
    vitals: services.vitals,
    figures: services.figures,
    reviews: services.playerReviews,
  });
  webhooksRoutes(registerCall, services.webhooks);
  app.addHook('onClose', async () => services.uploads.close());
  app.addHook('onClose', async () => services.limits.close());
  registerCall(serviceCalls.healthz, async ({ reply }) => reply.send({ ok: true }));
  portalRoutes(registerCall, services.portal);
  await registerWeb(app, parts.config.webDist);
  return { app, services };
}
