import { holdsApp, type Caller } from '../../plugins/caller.js';
import { randomBytes } from 'node:crypto';
import {
  AppStatus,
  ErrorCode,
  canDeleteApp,
  checkCode,
  failedType,
  reviewSteps,
  searchStatusSets,
  typeStage,
} from '@vrportal/contract';
import type { AppCard, AppDetail, Lang, VersionItem } from '@vrportal/contract';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { BlobStore } from '../../lib/blob-store.js';
import { newId } from '../../lib/crypto.js';
import type { Clock } from '../../lib/time.js';
import { iso } from '../../lib/time.js';
import type { LimitsService } from '../limits/index.js';
import type { Executor } from '../../db/executor.js';
import type { BuildsService } from '../builds/index.js';
import { outsideTracks } from '../builds/index.js';
import type { NotificationService } from '../notifications/index.js';
import { AppSecretCheck } from './app-secret-check.js';
import { displayName, toCard, toVersionItem } from './app-views.js';
import { APP_CATEGORIES, GAME_MODES } from './app-config.js';
import type { AppFacts, AppInStore, ReviewStateChange } from './app-facts.js';
import type { AppFilters, AppRow, AppsRepository } from './apps.repository.js';

export type { Caller } from '../../plugins/caller.js';

interface Deps {
  repo: AppsRepository;
  /** the notifications module: audit reports of an app */
  audits: Pick<NotificationService, 'auditsOfApp' | 'latestAudit'>;
  /** the builds module: versions and their files */
  builds: Pick<BuildsService, 'versions' | 'version' | 'fileNamed' | 'fileKeysOf'>;
  blobs: BlobStore;
  clock: Clock;
  /** the stored files of the app's release form (assets), removed with the app */
  assetKeys?: (appId: string) => Promise<string[]>;
  /** wrong App Secrets are counted against a rate limit */
  limits: LimitsService;
  /** the portal's TIME_ZONE, in which the app center shows a release date */
  timeZone: string;
}

export interface SearchFilters {
  name?: string | undefined;
  pkg?: string | undefined;
  appId?: string | undefined;
  cgy?: number | undefined;
  status?: number | undefined;
  showDoodle: 0 | 1;
}

/** App secrets: 192 random bits, shown only to the owner (and used by the CI upload). */
const newSecret = () => randomBytes(24).toString('base64url');

/** The apps a caller sees: a super account all; a member its organisation's, within its limit. */
function scopeOf(caller: Caller): AppFilters {
  if (caller.admin) return {};
  // no organisation: a filter that matches nothing
  return { orgId: caller.orgId ?? '', ...(caller.appIds ? { appIds: caller.appIds } : {}) };
}

/** The organisation a new app goes to: the caller's current one. */
function orgOf(caller: Caller): string {
  if (!caller.orgId) throw new AppError(ErrorCode.notDeveloper);
  return caller.orgId;
}

/** Apps: creating, listing, searching, deleting and reading them; ownership lives here. */
export class AppsService {
  private readonly secrets: AppSecretCheck;
  /** modules made after this one that keep rows of an app: each removes them, answering files */
  private readonly removers: ((appId: string) => Promise<string[]>)[] = [];

  constructor(private readonly deps: Deps) {
    this.secrets = new AppSecretCheck({
      findApp: (appId) => deps.repo.findById(appId),
      limits: deps.limits,
    });
  }

  private now() {
    return iso(this.deps.clock.now());
  }

  /** The app if the caller owns it (or is a super account and `superMayRead`), else 10501. */
  appFor(caller: Caller, appId: string, superMayRead = true): Promise<AppFacts> {
    return this.rowFor(caller, appId, superMayRead);
  }

  /** `appFor` with the whole row, for this module's own answers (detail, secret, delete). */
  private async rowFor(caller: Caller, appId: string, superMayRead = true): Promise<AppRow> {
    const app = await this.deps.repo.findById(appId);
    if (!app || (!holdsApp(caller, app) && !(superMayRead && caller.admin))) {
      throw new AppError(ErrorCode.appNotFound);
    }
    return app;
  }

  /** The app with this id or package name, whoever owns it; the caller checks the owner. */
  async byRef(ref: {
    appId?: string | undefined;
    pkg?: string | undefined;
  }): Promise<AppFacts | undefined> {
    if (ref.appId) return this.deps.repo.findById(ref.appId);
    return ref.pkg ? this.deps.repo.findByPkg(ref.pkg) : undefined;
  }

  /** The app whose App ID and App Secret a tool shows (CI uploads, the open statistics, games). */
  appBySecret(appId: string, appSecret: string, address: string): Promise<AppFacts> {
    return this.secrets.appBySecret(appId, appSecret, address);
  }

  /**
   * A new App Secret for the owner's app. The old one stops working at once, on every instance
   * (each use compares with the stored secret), and so do the upload tokens it gave.
   */
  async resetSecret(caller: Caller, appId: string): Promise<{ appSecret: string }> {
    await this.rowFor(caller, appId, false);
    const appSecret = newSecret();
    await this.deps.repo.update(appId, { app_secret: appSecret, secret_changed_at: this.now() });
    return { appSecret };
  }

  /** The app, whoever owns it (for background work such as a channel's automatic check). */
  byId(appId: string): Promise<AppFacts | undefined> {
    return this.deps.repo.findById(appId);
  }

  // ---- statuses: the review module, their only writer, moves them -------------------------

  /** The app as the caller's transaction sees it (read before a status move). */
  byIdWithin(appId: string, trx: Executor): Promise<AppFacts | undefined> {
    return this.deps.repo.with(trx).findById(appId);
  }

  /**
   * Moves the app's review state from status `from` by `change`, within the review's transaction;
   * false when it moved meanwhile. With `releaseDueBy`, only while its release date has come.
   */
  async moveReviewState(
    appId: string,
    from: number,
    change: ReviewStateChange,
    trx: Executor,
    releaseDueBy?: string,
  ): Promise<boolean> {
    const moved = await this.deps.repo.with(trx).moveStatus(appId, from, change, releaseDueBy);
    if (moved) for (const listener of this.moveListeners) listener(appId);
    return moved;
  }

  private readonly moveListeners: ((appId: string) => void)[] = [];

  /** Hears of every status move of an app (what the store serves of it may have changed). */
  onStatusMoved(listener: (appId: string) => void) {
    this.moveListeners.push(listener);
  }

  /** Apps with a release date (status 14) that has come by `now`: the release-date job's. */
  releaseDue(now: string, limit: number): Promise<string[]> {
    return this.deps.repo.releaseDue(AppStatus.releaseScheduled, now, limit);
  }

  /** Takes over a check left running by a stopped instance; false when another one did. */
  claimStale(appId: string, status: number, changedAt: string, now: string) {
    return this.deps.repo.claimStale(appId, status, changedAt, now);
  }

  /** Apps in these statuses, newest change first (the review queues and the check sweep). */
  inStatuses(statuses: readonly number[], limit: number): Promise<AppFacts[]> {
    return this.deps.repo.list({ statuses }, limit, 0);
  }

  /** How many apps are in each status. */
  countByStatus(): Promise<Map<number, number>> {
    return this.deps.repo.countByStatus();
  }

  /** Every app of a developer, id and the name shown in `lang` (the bills' finance overview). */
  async ownedBy(orgId: string, lang: Lang): Promise<{ id: string; name: string }[]> {
    const rows = await this.deps.repo.list({ orgId }, 100_000, 0);
    return rows.map((r) => ({ id: r.id, name: displayName(r, lang) }));
  }

  /** Whether each app is in the store and its published build (the update check), one query. */
  inStore(appIds: readonly string[]): Promise<AppInStore[]> {
    return this.deps.repo.inStore(appIds);
  }

  /**
   * The names these apps show a reader of `lang` (see `displayName`), one query for a page;
   * apps that are gone are left out.
   */
  async displayNamesOf(appIds: readonly string[], lang: Lang): Promise<Map<string, string>> {
    const texts = await this.displayNameTextsOf(appIds);
    return new Map([...texts].map(([id, names]) => [id, names[lang]]));
  }

  /** The names these apps show in each language, one query (notifications' allName). */
  async displayNameTextsOf(
    appIds: readonly string[],
  ): Promise<Map<string, { zh: string; en: string }>> {
    const rows = await this.deps.repo.namesOf([...new Set(appIds)]);
    return new Map(rows.map((r) => [r.id, { zh: displayName(r, 'zh'), en: displayName(r, 'en') }]));
  }

  /** The category the release form chose also files the app card (search filter, list). */
  async setCategory(appId: string, cgy: number): Promise<void> {
    await this.deps.repo.update(appId, { cgy });
  }

  async list(
    caller: Caller,
    page: number,
    psize: number,
    lang: Lang,
  ): Promise<{ apps: AppCard[] }> {
    // a super account loads all apps (spec section 6)
    const filters = scopeOf(caller);
    const rows = await this.deps.repo.list(filters, psize, (page - 1) * psize);
    return { apps: rows.map((row) => toCard(row, caller, lang)) };
  }

  /**
   * The same answer as `list`, as UTF-8 JSON. A developer's own page is written by the database
   * (`orgCardsJson`, the cards of `toCard`), the answer of every open tab's landing page; a
   * super account's, or one inside a transaction, goes through `list`.
   */
  async listJson(caller: Caller, page: number, psize: number, lang: Lang): Promise<Buffer> {
    if (!caller.admin && caller.orgId && caller.appIds === null) {
      const offset = (page - 1) * psize;
      const cards = await this.deps.repo.orgCardsJson(caller.orgId, lang, psize, offset);
      if (cards !== null) return Buffer.from(`{"apps":${cards}}`);
    }
    return Buffer.from(JSON.stringify(await this.list(caller, page, psize, lang)));
  }

  async search(
    caller: Caller,
    f: SearchFilters,
    page: number,
    psize: number,
    lang: Lang,
  ): Promise<{ apps: AppCard[] }> {
    const filters: AppFilters = {
      ...scopeOf(caller),
      ...(f.name ? { name: f.name } : {}),
      ...(f.pkg ? { pkg: f.pkg } : {}),
      ...(f.appId ? { appId: f.appId } : {}),
      ...(f.cgy ? { cgy: f.cgy } : {}),
      ...(f.status ? { statuses: searchStatusSets[f.status] ?? [] } : {}),
      hideDrafts: f.showDoodle === 0,
    };
    const rows = await this.deps.repo.list(filters, psize, (page - 1) * psize);
    return { apps: rows.map((row) => toCard(row, caller, lang)) };
  }

  async create(caller: Caller, name: string, pkg: string): Promise<{ appId: string }> {
    if (await this.deps.repo.findByPkg(pkg)) throw new AppError(ErrorCode.pkgTaken);
    const id = newId();
    const now = this.now();
    try {
      await this.deps.repo.insert({
        id,
        org_id: orgOf(caller),
        name,
        pkg,
        app_secret: newSecret(),
        status: AppStatus.draft,
        status_changed_at: now,
        created_at: now,
        updated_at: now,
        published_version_id: null,
        tech_passed_at: null,
        content_passed_at: null,
        publish_passed_at: null,
        submitted_at: null,
      });
    } catch (error) {
      // two creates of one package at once: the unique index decides
      if (isUniqueViolation(error)) throw new AppError(ErrorCode.pkgTaken);
      throw error;
    }
    return { appId: id };
  }

  /**
   * Marks the app changed within the caller's transaction (assets). Touching the row takes its
   * write lock on PostgreSQL, so changes to one app queue up, and shows the change on the app
   * card. Answers the app's status, undefined when it is gone.
   */
  async touch(appId: string, trx: Executor): Promise<number | undefined> {
    const repo = this.deps.repo.with(trx);
    await repo.update(appId, { updated_at: this.now() });
    return (await repo.findById(appId))?.status;
  }

  /** Sets the app card's icon (scover) or cover (rcover) within the caller's transaction. */
  async setCovers(appId: string, changes: { scover?: string; rcover?: string }, trx: Executor) {
    await this.deps.repo.with(trx).update(appId, changes);
  }

  /** Registers what another module keeps of an app, removed when the app is deleted. */
  alsoRemoveWithApp(remove: (appId: string) => Promise<string[]>) {
    this.removers.push(remove);
  }

  async delete(caller: Caller, appId: string): Promise<void> {
    const app = await this.rowFor(caller, appId, false);
    if (!canDeleteApp(app.status)) throw new AppError(ErrorCode.appStateRefused);
    const builds = await this.deps.builds.fileKeysOf(appId);
    const logs = await this.deps.audits.auditsOfApp(appId);
    const assets = (await this.deps.assetKeys?.(appId)) ?? [];
    await this.deps.repo.delete(appId);
    const kept: string[] = [];
    for (const remove of this.removers) kept.push(...(await remove(appId)));
    // files go after the rows: a failure here leaves an orphan file, never a row without its file
    for (const key of [...builds, ...logs.map((a) => a.log_key), ...assets, ...kept]) {
      if (key) await this.deps.blobs.delete(key);
    }
  }

  async detail(caller: Caller, appId: string, lang: Lang): Promise<AppDetail> {
    const app = await this.rowFor(caller, appId);
    const published = app.published_version_id
      ? await this.deps.builds.version(app.published_version_id)
      : undefined;
    // an update of a live app: the build under review beside the published one
    const underReview =
      app.live === 1 &&
      app.status !== AppStatus.online &&
      app.review_version_id &&
      app.review_version_id !== app.published_version_id
        ? await this.deps.builds.version(app.review_version_id)
        : undefined;
    const [tech, content, publish] = reviewSteps(app.status, {
      tech: Boolean(app.tech_passed_at),
      content: Boolean(app.content_passed_at),
      publish: Boolean(app.publish_passed_at),
    });
    const type = failedType(app.status);
    const stage = type ? typeStage[type] : undefined;
    const audit = stage ? await this.deps.audits.latestAudit(app.id, stage) : undefined;
    return {
      ...toCard(app, caller, lang),
      appSecret: holdsApp(caller, app) ? app.app_secret : '',
      ver: published?.ver ?? '',
      vcode: published ? Number(published.vcode) : 0,
      reviewVer: underReview?.ver ?? '',
      reviewVcode: underReview ? Number(underReview.vcode) : 0,
      checkCode: checkCode(app.status),
      steps: {
        tech: { state: tech, time: app.tech_passed_at ?? '' },
        content: { state: content, time: app.content_passed_at ?? '' },
        publish: { state: publish, time: app.publish_passed_at ?? '' },
      },
      failedAudit: audit ? { auditId: audit.id, type: audit.type } : null,
      submitTime: app.submitted_at ?? '',
      releaseAt: app.status === AppStatus.releaseScheduled ? (app.release_at ?? '') : '',
      timeZone: this.deps.timeZone,
    };
  }

  async history(caller: Caller, appId: string, lang: Lang): Promise<{ apps: VersionItem[] }> {
    await this.appFor(caller, appId);
    // the store's and channels' builds: a testing track's build shows on the tracks page
    const rows = (await this.deps.builds.versions(appId)).filter(outsideTracks);
    return { apps: rows.map((row) => toVersionItem(row, lang)) };
  }

  /** The stored build a download names, if it belongs to an app the caller may read. */
  async openBuild(caller: Caller, fname: string, ver: string | undefined) {
    const version = await this.deps.builds.fileNamed(fname);
    if (!version || !version.blob_key || (ver && version.ver !== ver)) {
      throw new AppError(ErrorCode.fileNotFound);
    }
    await this.appFor(caller, version.app_id).catch(() => {
      throw new AppError(ErrorCode.fileNotFound);
    });
    const blob = await this.deps.blobs.open(version.blob_key);
    if (!blob) throw new AppError(ErrorCode.fileNotFound);
    return { ...blob, name: fname };
  }

  config() {
    return { cgys: APP_CATEGORIES, gmodes: GAME_MODES };
  }
}
