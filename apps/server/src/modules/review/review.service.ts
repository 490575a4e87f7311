import {
  AppStatus,
  AuditStatus,
  ErrorCode,
  NotifyStatus,
  REVIEW_QUEUES,
  REVIEW_STAGES,
  ReportItemStatus,
  stageStatuses,
  stageType,
  UploadFileType,
} from '@vrportal/contract';
import type {
  Lang,
  ReportItem,
  ReviewLogEntry,
  ReviewQueue,
  ReviewStage,
} from '@vrportal/contract';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/database.js';
import type { Executor } from '../account/account.repository.js';
import { AppError, localizedError } from '../../lib/app-error.js';
import type { BlobStore } from '../../lib/blob-store.js';
import { newId } from '../../lib/crypto.js';
import { t } from '../../lib/i18n.js';
import type { MessageKey } from '../../lib/i18n.js';
import type { Clock } from '../../lib/time.js';
import { iso } from '../../lib/time.js';
import type { BuildsService } from '../builds/builds.service.js';
import type { AppRow } from '../apps/apps.repository.js';
import type { AppsService } from '../apps/apps.service.js';
import { toCard, toVersionItem } from '../apps/apps.service.js';
import type { Caller } from '../apps/apps.service.js';
import type { NotificationService, Texts } from '../notifications/notifications.service.js';
import {
  readerHalf,
  standardFor,
  standardIdByName,
  standardTypeOf,
  STAGE_STANDARD,
} from './audit-standards.js';
import type { StoredReportItem } from './audit-standards.js';
import type { ChannelReviewPort, ReviewChannel } from './channel-port.js';
import type { ReleaseViewPort } from './release-view-port.js';
import type { AutoCheck, AutoCheckSubject } from './auto-check.js';
import type { AccountNamesOf } from '../account/account.service.js';
import { logColumns, toReviewLogEntries } from './review-log.js';
import { ReviewLogRepository } from './review.repository.js';
import { releaseTimeText } from './release-dates.js';
import { reviewColumns, transition } from './state-machine.js';
import type { Actor, ReviewEvent, Transition } from './state-machine.js';

interface Deps {
  db: Db;
  notifications: NotificationService;
  /** the apps module: apps and their statuses, which only this module moves */
  apps: Pick<
    AppsService,
    | 'byId'
    | 'byIdWithin'
    | 'moveStatus'
    | 'claimStale'
    | 'inStatuses'
    | 'countByStatus'
    | 'releaseDue'
  >;
  /** the builds module: the version under review and its files */
  builds: Pick<BuildsService, 'versions' | 'version' | 'obbs'>;
  /** the account module names who acted in the log and who owns a queued app */
  accountNamesOf: AccountNamesOf;
  blobs: BlobStore;
  clock: Clock;
  /** the portal's TIME_ZONE: release dates are told in it */
  timeZone: string;
  autoChecks: AutoCheck[];
  /** runs work after the answer is sent (tests pass a function that records it) */
  defer?: (work: () => Promise<void>) => void;
  onError?: (error: unknown) => void;
}

export interface Decision {
  pass: boolean;
  items: ReportItem[];
  note: string;
  log?: string | undefined;
}

/** Both languages of a text; `subject` names the app (and channel) in each language. */
const both = (key: MessageKey, vars: Record<string, string>, subject?: Texts): Texts => ({
  zh: t('zh', key, {
    ...vars,
    ...(subject ? { app: subject.zh } : {}),
    stage: vars.stage ? t('zh', vars.stage as MessageKey) : '',
  }),
  en: t('en', key, {
    ...vars,
    ...(subject ? { app: subject.en } : {}),
    stage: vars.stage ? t('en', vars.stage as MessageKey) : '',
  }),
});

/** What a review console call acts on: an app's main-store release or a channel release. */
interface Subject {
  app: AppRow;
  channel: ReviewChannel | null;
  status: number;
}

/** The stage under way in a status, if any. */
const stageRunning = (status: number): ReviewStage | null =>
  REVIEW_STAGES.find((stage) => stageStatuses[stage].running === status) ?? null;

const mainStore = (app: AppRow): Subject => ({ app, channel: null, status: app.status });

/** The app's name, with the channel's for a channel release, in both languages. */
function subjectName(s: Subject): Texts {
  // the name it was created with: a notification's texts show the app's current name when read
  if (!s.channel) return { zh: s.app.name, en: s.app.name };
  const vars = { app: s.app.name, channel: s.channel.name };
  return {
    zh: t('zh', 'release.channel.subject', vars),
    en: t('en', 'release.channel.subject', vars),
  };
}

/**
 * A log line in the reader's language: the automatic check writes its findings in both
 * languages, one "中文 / English" line per finding; a reviewer's note is kept as written.
 */
function readerLogLine(line: ReviewLogEntry, lang: Lang): ReviewLogEntry {
  if (line.role !== 'system' || !line.note) return line;
  return {
    ...line,
    note: line.note
      .split('\n')
      .map((part) => readerHalf(part, lang))
      .join('\n'),
  };
}

/** A log a reviewer uploaded and no decision has used yet. */
const PENDING_LOG_PREFIX = 'review-logs/pending/';
const RUNNING_AUTO_CHECK_STALE_MS = 10 * 60_000;

/**
 * The review workflow: applies the state machine's transitions, keeps the review log, writes
 * audit reports and notifies the owner. The only writer of app statuses.
 */
export class ReviewService {
  private readonly log: ReviewLogRepository;
  private channels: ChannelReviewPort | null = null;
  private releases: ReleaseViewPort | null = null;

  constructor(private readonly deps: Deps) {
    this.log = new ReviewLogRepository(deps.db);
  }

  private now() {
    return iso(this.deps.clock.now());
  }

  /** Business channel releases join the console through the releases module (see app.ts). */
  useChannels(port: ChannelReviewPort) {
    this.channels = port;
  }

  /** The submitted release's listing comes from the releases module (see app.ts). */
  useReleases(port: ReleaseViewPort) {
    this.releases = port;
  }

  /** The app (10501), or its channel release with `cId` (10550 unless a channel of that app). */
  private async subject(appId: string, cId?: string | null): Promise<Subject> {
    const app = await this.deps.apps.byId(appId);
    if (!app) throw new AppError(ErrorCode.appNotFound);
    if (!cId) return mainStore(app);
    const channel = await this.channels?.find(cId);
    if (!channel || channel.appId !== app.id) throw new AppError(ErrorCode.channelNotFound);
    return { app, channel, status: channel.status };
  }

  /** Moves the subject by one event: an app through `apply`, a channel release through its port. */
  private async move(
    s: Subject,
    event: ReviewEvent,
    actor: { role: Actor; id: string | null },
    extra: {
      note?: string;
      auditId?: string | null;
      write?: (trx: Executor) => Promise<void>;
    } = {},
  ): Promise<Transition> {
    if (!s.channel) return (await this.apply(s.app.id, event, actor, extra)).step;
    return this.channels!.move(s.channel, event, actor, extra);
  }

  /**
   * Moves an app by one event, in one transaction with its review-log line; answers the
   * transition. 10503 when the state machine refuses or someone moved the app meanwhile.
   */
  async apply(
    appId: string,
    event: ReviewEvent,
    actor: { role: Actor; id: string | null },
    extra: {
      note?: string;
      auditId?: string | null;
      /** submit: the build sent to review */
      reviewVersionId?: string | null;
      /** schedule: the release date (ISO UTC) */
      releaseAt?: string;
      /** the release-date job: moves only while the release date is at or before this time */
      releaseDueBy?: string;
      /** submit: the app's name in each language the release form sent to review */
      reviewNames?: { zh: string; en: string } | undefined;
      /** the status the caller decided on: another one (someone moved the app) is refused */
      from?: number;
      write?: (trx: Executor) => Promise<void>;
    } = {},
  ): Promise<{ app: AppRow; step: Transition }> {
    return this.deps.db.transaction().execute(async (trx) => {
      const app = await this.deps.apps.byIdWithin(appId, trx);
      if (!app) throw new AppError(ErrorCode.appNotFound);
      if (extra.from !== undefined && app.status !== extra.from) {
        throw new AppError(ErrorCode.appStateRefused);
      }
      const step = transition(app.status, event, actor.role);
      if (!step) throw new AppError(ErrorCode.appStateRefused);
      const now = this.now();
      const changes: Partial<AppRow> = reviewColumns(step, now);
      if (event === 'submit') {
        changes.review_version_id = extra.reviewVersionId ?? app.review_version_id;
        if (extra.reviewNames) {
          changes.review_name_zh = extra.reviewNames.zh;
          changes.review_name_en = extra.reviewNames.en;
        }
      }
      // passing the last stage approves the release: its names become the ones every screen
      // shows (a release submitted without names keeps those approved before)
      if (step.to === AppStatus.passed && (app.review_name_zh || app.review_name_en)) {
        changes.approved_name_zh = app.review_name_zh;
        changes.approved_name_en = app.review_name_en;
      }
      // going online publishes the reviewed build; an update under review or failed leaves the
      // published one live, and only a take-down removes the app from the store
      if (event === 'online') {
        Object.assign(changes, {
          has_shelves: 1,
          live: 1,
          published_version_id: app.review_version_id ?? app.published_version_id,
        });
      }
      if (event === 'takeDown') changes.live = 0;
      // a release date belongs to status 14 only: set by schedule, cleared by leaving it
      if (step.to === AppStatus.releaseScheduled) changes.release_at = extra.releaseAt ?? null;
      else if (app.release_at !== null) changes.release_at = null;
      if (!(await this.deps.apps.moveStatus(appId, app.status, changes, trx, extra.releaseDueBy))) {
        throw new AppError(ErrorCode.appStateRefused);
      }
      await extra.write?.(trx);
      await this.log
        .with(trx)
        .append({ ...logColumns(event, step, actor, extra, now), app_id: appId });
      return { app: { ...app, ...changes }, step };
    });
  }

  // ---- developer -----------------------------------------------------------------------------

  /**
   * The owner sends the app to review; the automatic check starts right after the answer, or
   * before it with `checkNow` (the demo seed).
   */
  async submit(
    caller: Caller,
    appId: string,
    opts: {
      checkNow?: boolean;
      versionId?: string;
      names?: { zh: string; en: string };
      from?: number;
    } = {},
  ): Promise<{ status: number }> {
    const app = await this.deps.apps.byId(appId);
    if (!app || app.owner_id !== caller.id) throw new AppError(ErrorCode.appNotFound);
    const { step } = await this.apply(
      appId,
      'submit',
      { role: 'developer', id: caller.id },
      {
        reviewVersionId: opts.versionId ?? null,
        reviewNames: opts.names,
        ...(opts.from === undefined ? {} : { from: opts.from }),
      },
    );
    if (opts.checkNow) await this.runAutoCheck(appId);
    else this.later(() => this.runAutoCheck(appId));
    return { status: step.to };
  }

  private later(work: () => Promise<void>) {
    const run = () => work().catch((error) => this.deps.onError?.(error));
    if (this.deps.defer) this.deps.defer(run);
    else setImmediate(run);
  }

  // ---- automatic technical check -------------------------------------------------------------

  /** Runs the automatic check of an app queued for it: under way, then failed or passed on. */
  /**
   * Runs the automatic check of a queued app, which this run takes by moving it to running; an
   * app already running is another run's, unless this run took it over as stale (`takenOver`).
   */
  async runAutoCheck(appId: string, takenOver = false): Promise<void> {
    const app = await this.deps.apps.byId(appId);
    if (!app) return;
    if (app.status === AppStatus.autoQueued) {
      try {
        await this.apply(appId, 'start', { role: 'system', id: null });
      } catch (error) {
        // another run (the sweep, another instance) took it first
        if (error instanceof AppError && error.code === ErrorCode.appStateRefused) return;
        throw error;
      }
    } else if (app.status !== AppStatus.autoRunning || !takenOver) return;

    const result = await this.runChecks({
      appId,
      name: app.name,
      pkg: app.pkg,
      liveVersionId: app.published_version_id,
    });
    await this.decide(mainStore(app), 'auto', { role: 'system', id: null }, result);
  }

  /**
   * Runs every automatic check on a subject (the main store's release or a business channel's)
   * and stores the technical log; answers the report. Any failing check fails the stage.
   */
  async runChecks(subject: AutoCheckSubject): Promise<{
    pass: boolean;
    items: StoredReportItem[];
    note: string;
    logStored: { name: string; key: string; size: number };
  }> {
    const lines = [
      t('en', 'review.autoLog.header', { app: subject.name, pkg: subject.pkg }),
      ...(subject.channel ? [`channel ${subject.channel.id}`] : []),
      '',
    ];
    const items: StoredReportItem[] = [];
    const notes: Texts[] = [];
    for (const check of this.deps.autoChecks) {
      let result;
      try {
        result = await check.run(subject);
      } catch (error) {
        result = {
          ok: false,
          note: { zh: '检测出错', en: 'The check could not run' },
          log: [`error: ${String(error)}`],
        };
      }
      lines.push(
        `[${result.ok ? 'PASS' : 'FAIL'}] ${check.id}`,
        ...result.log.map((l) => `  ${l}`),
      );
      // the line names its check; the report is read in the reader's language (desc keeps the
      // id too, as earlier rows and the tools reading the table find a check by it)
      items.push({
        id: check.id,
        desc: check.id,
        status: result.ok ? ReportItemStatus.passed : ReportItemStatus.failed,
        note: '',
        ...(result.ok ? {} : { noteText: result.note }),
        text: { name: check.name, require: check.require },
      });
      if (!result.ok) notes.push(result.note);
    }
    const pass = notes.length === 0;
    lines.push('', pass ? 'RESULT: PASS' : 'RESULT: FAIL');
    const logName = `auto-${newId()}.log`;
    const logKey = `review-logs/${subject.appId}/${logName}`;
    const { size } = await this.deps.blobs.put(logKey, Buffer.from(`${lines.join('\n')}\n`));
    return {
      pass,
      items,
      note: notes.map((n) => `${n.zh} / ${n.en}`).join('\n'),
      logStored: { name: logName, key: logKey, size },
    };
  }

  /** Picks up apps left queued (or stuck under way after a restart) for the automatic check. */
  async runPendingAutoChecks(): Promise<number> {
    const rows = await this.deps.apps.inStatuses(
      [AppStatus.autoQueued, AppStatus.autoRunning],
      100,
    );
    const staleBefore = this.deps.clock.now().getTime() - RUNNING_AUTO_CHECK_STALE_MS;
    let ran = 0;
    for (const row of rows) {
      if (row.status === AppStatus.autoRunning) {
        if (Date.parse(row.status_changed_at) > staleBefore) continue;
        const now = iso(this.deps.clock.now());
        // another instance's sweep may have taken it over already
        if (!(await this.deps.apps.claimStale(row.id, row.status, row.status_changed_at, now)))
          continue;
      }
      await this.runAutoCheck(row.id, row.status === AppStatus.autoRunning).catch((error) =>
        this.deps.onError?.(error),
      );
      ran += 1;
    }
    return ran;
  }

  // ---- decisions -----------------------------------------------------------------------------

  /** Records a stage's result: the audit report, the status move and the owner's notification. */
  private async decide(
    s: Subject,
    stage: ReviewStage,
    actor: { role: Actor; id: string | null },
    d: {
      pass: boolean;
      items: StoredReportItem[];
      note: string;
      logStored?: { name: string; key: string; size: number } | null;
    },
  ): Promise<{ auditId: string; status: number }> {
    const app = s.app;
    const ver = s.channel
      ? ((await this.channels!.build(s.channel))?.ver ?? '')
      : ((await this.deps.builds.versions(app.id))[0]?.ver ?? '');
    const auditId = newId();
    const type = stageType[stage];
    const step = await this.move(s, d.pass ? 'pass' : 'fail', actor, {
      note: d.note,
      auditId,
      write: async (trx) => {
        const notes = this.deps.notifications.within(trx);
        await notes.recordAudit({
          id: auditId,
          accountId: app.owner_id,
          appId: app.id,
          kind: stage,
          type,
          status: d.pass ? AuditStatus.passed : AuditStatus.failed,
          ver,
          items: d.items,
          note: d.note,
          log: d.logStored ?? null,
          reviewerId: actor.id,
        });
        const vars = { app: app.name, stage: `review.stage.${stage}` };
        const name = subjectName(s);
        await notes.notify({
          accountId: app.owner_id,
          tag: stage,
          status: d.pass ? NotifyStatus.passed : NotifyStatus.failed,
          type,
          title: both(d.pass ? 'review.passed.title' : 'review.failed.title', vars, name),
          content: both(
            d.pass
              ? stage === 'publish'
                ? 'review.passedLast.content'
                : 'review.passed.content'
              : 'review.failed.content',
            vars,
            name,
          ),
          appId: app.id,
          appName: app.name,
          ver,
          auditId,
          link: `/notification?type=${type}&auditId=${auditId}`,
        });
      },
    });
    return { auditId, status: step.to };
  }

  // ---- review console (super accounts) -------------------------------------------------------

  /**
   * One page of a queue: apps and channel releases in its statuses, newest change first; the
   * counts add both up.
   */
  async queue(queue: ReviewQueue, page: number, caller: Caller, lang: Lang) {
    const size = 50;
    const offset = (page - 1) * size;
    const statuses = REVIEW_QUEUES[queue];
    const [rows, channels, byStatus, channelsByStatus] = await Promise.all([
      this.deps.apps.inStatuses(statuses, offset + size),
      this.channels?.list(statuses, offset + size) ?? [],
      this.deps.apps.countByStatus(),
      this.channels?.countByStatus() ?? new Map<number, number>(),
    ]);
    const counts: Record<string, number> = {};
    for (const [name, list] of Object.entries(REVIEW_QUEUES)) {
      counts[name] = list.reduce(
        (sum, st) => sum + (byStatus.get(st) ?? 0) + (channelsByStatus.get(st) ?? 0),
        0,
      );
    }
    // both lists come sorted the same way: merge them and cut the page out
    const merged: { key: string; load: () => Promise<Subject> }[] = [
      ...rows.map((row) => ({
        key: `${row.updated_at}\u0000${row.id}`,
        load: async () => mainStore(row),
      })),
      ...channels.map((channel) => ({
        key: `${channel.updatedAt}\u0000${channel.id}`,
        load: async () => this.subject(channel.appId, channel.id),
      })),
    ].sort((a, b) => (a.key < b.key ? 1 : a.key > b.key ? -1 : 0));
    const subjects = await Promise.all(
      merged.slice(offset, offset + size).map((entry) => entry.load()),
    );
    return {
      items: await this.queueItems(subjects, caller, lang),
      total: counts[queue] ?? 0,
      counts,
    };
  }

  /**
   * Queue cards of apps (or channel releases), their owners named in one ask, each app by the
   * name it shows in `lang`.
   */
  private async queueItems(subjects: Subject[], caller: Caller, lang: Lang) {
    const owners = await this.deps.accountNamesOf(subjects.map((s) => s.app.owner_id));
    return subjects.map((s) => ({
      ...toCard(s.app, caller, lang),
      status: s.status,
      owner: owners.get(s.app.owner_id) ?? '',
      submitTime: (s.channel ? s.channel.submittedAt : s.app.submitted_at) ?? '',
      cId: s.channel?.id ?? '',
      channel: s.channel?.name ?? '',
    }));
  }

  async submission(appId: string, caller: Caller, lang: Lang, cId?: string) {
    const s = await this.subject(appId, cId);
    const [versions, audits, log, release, buildFiles] = await Promise.all([
      this.deps.builds.versions(appId),
      this.deps.notifications.auditsOfApp(appId),
      s.channel ? this.channels!.log(s.channel.id) : this.appLog(appId),
      this.releases?.view(caller, s.app.id, s.channel?.id ?? null) ?? null,
      this.buildFiles(s),
    ]);
    // a channel release shows its own builds and the reports its log points to
    const channelId = s.channel?.id ?? null;
    const ownAudits = new Set(log.map((l) => l.auditId).filter(Boolean));
    const standardType = standardTypeOf(s.status);
    return {
      app: (await this.queueItems([s], caller, lang))[0]!,
      release: release ? { ...release, buildFiles } : null,
      versions: versions
        .filter((v) => (v.channel_id ?? null) === channelId)
        .map((v) => toVersionItem(v, lang)),
      standard: standardType ? standardFor(standardType, lang) : [],
      audits: audits
        .filter((a) => !s.channel || ownAudits.has(a.id))
        .map((a) => ({
          auditId: a.id,
          type: a.type,
          status: a.status,
          ver: a.ver,
          time: a.created_at,
          reviewer: a.reviewer_id ?? '',
        })),
      log: log.map((line) => readerLogLine(line, lang)),
      releaseAt:
        !s.channel && s.status === AppStatus.releaseScheduled ? (s.app.release_at ?? '') : '',
      timeZone: this.deps.timeZone,
    };
  }

  /** The build under review: the app's submitted one, or the channel release's draft build. */
  private async reviewedVersion(s: Subject) {
    const id = s.channel
      ? ((await this.channels!.build(s.channel))?.id ?? null)
      : s.app.review_version_id;
    return id ? this.deps.builds.version(id) : undefined;
  }

  /** The APK and OBBs of the build under review, as downloadReviewBuild names them. */
  private async buildFiles(s: Subject) {
    const version = await this.reviewedVersion(s);
    if (!version?.fname || !version.blob_key) return [];
    const obbs = await this.deps.builds.obbs(version.id);
    return [
      {
        type: UploadFileType.apk,
        fname: version.fname,
        size: Number(version.size),
        md5: version.md5,
      },
      ...obbs
        .filter((o) => o.fname && o.blob_key)
        .map((o) => ({ type: o.type, fname: o.fname!, size: Number(o.size), md5: o.md5 })),
    ];
  }

  /**
   * A file of the build under review for a super account (the route checks the role): only
   * the APK or an OBB of that build (10404 else).
   */
  async openReviewBuild(appId: string, cId: string | undefined, fname: string) {
    const s = await this.subject(appId, cId);
    const files = await this.buildFiles(s);
    const version = await this.reviewedVersion(s);
    const obbs = version ? await this.deps.builds.obbs(version.id) : [];
    const key = !files.some((f) => f.fname === fname)
      ? null
      : version?.fname === fname
        ? version.blob_key
        : (obbs.find((o) => o.fname === fname)?.blob_key ?? null);
    const blob = key ? await this.deps.blobs.open(key) : null;
    if (!blob) throw new AppError(ErrorCode.fileNotFound);
    return { ...blob, name: fname };
  }

  private async appLog(appId: string) {
    return toReviewLogEntries(await this.log.forApp(appId), this.deps.accountNamesOf);
  }

  async start(reviewer: Caller, appId: string, cId?: string) {
    const s = await this.subject(appId, cId);
    const step = await this.move(s, 'start', { role: 'reviewer', id: reviewer.id });
    return { status: step.to };
  }

  /** A reviewer's pass or fail of the manual, content or publish stage under way. */
  async decideByReviewer(reviewer: Caller, appId: string, d: Decision, cId?: string) {
    const s = await this.subject(appId, cId);
    const stage = stageRunning(s.status);
    if (!stage || stage === 'auto') throw new AppError(ErrorCode.appStateRefused);
    const items = this.checklistLines(d.items, STAGE_STANDARD[stage]);
    let logStored: { name: string; key: string; size: number } | null = null;
    if (d.log) {
      if (stage !== 'man') throw new AppError(ErrorCode.invalidRequest);
      logStored = await this.claimPendingLog(s.app.id, d.log);
    }
    return this.decide(s, stage, { role: 'reviewer', id: reviewer.id }, { ...d, items, logStored });
  }

  /**
   * The reviewer's marks as report lines: each names the standard item it marks (by its name in
   * either language, as the console shows it), so the report reads in its reader's language.
   * A line the stage's checklist does not list is refused (10400).
   */
  private checklistLines(items: ReportItem[], type: 2 | 3 | 4): StoredReportItem[] {
    return items.map((item) => {
      const id = standardIdByName(item.name, [type]);
      if (!id) {
        throw localizedError(ErrorCode.invalidRequest, 'review.unknownItem', {
          name: item.name.slice(0, 80),
        });
      }
      return { id, status: item.status, note: item.note };
    });
  }

  /** Keeps an uploaded log until a decision uses it. */
  async storePendingLog(body: Readable): Promise<{ log: string; size: number }> {
    const log = `man-${newId()}.log`;
    const { size } = await this.deps.blobs.put(PENDING_LOG_PREFIX + log, body);
    return { log, size };
  }

  async discardPendingLog(log: string) {
    await this.deps.blobs.delete(PENDING_LOG_PREFIX + log);
  }

  private async claimPendingLog(appId: string, log: string) {
    if (!/^man-[0-9a-f]{32}\.log$/.test(log)) throw new AppError(ErrorCode.fileNotFound);
    const pending = await this.deps.blobs.open(PENDING_LOG_PREFIX + log);
    if (!pending) throw new AppError(ErrorCode.fileNotFound);
    const key = `review-logs/${appId}/${log}`;
    const { size } = await this.deps.blobs.put(key, pending.stream);
    await this.deps.blobs.delete(PENDING_LOG_PREFIX + log);
    return { name: log, key, size };
  }

  /**
   * Release date (set, changed or cleared), online, take down, cancel: each notifies the owner.
   * A release date is a time to come (10505), needed to schedule the main store's release
   * (10506); a channel release is scheduled without one.
   */
  async changeState(
    reviewer: Caller,
    appId: string,
    action: 'schedule' | 'unschedule' | 'online' | 'takeDown' | 'cancel',
    note: string,
    cId?: string,
    releaseAtText?: string,
  ) {
    const s = await this.subject(appId, cId);
    let releaseAt: string | undefined;
    if (s.channel && releaseAtText !== undefined) {
      throw localizedError(ErrorCode.invalidRequest, 'review.releaseDate.channel');
    }
    if (action === 'schedule' && !s.channel) {
      if (releaseAtText === undefined) throw new AppError(ErrorCode.releaseDateMissing);
      const at = Date.parse(releaseAtText);
      if (!(at > this.deps.clock.now().getTime())) {
        throw new AppError(ErrorCode.releaseDatePast);
      }
      releaseAt = new Date(at).toISOString();
    }
    const rescheduled = action === 'schedule' && s.status === AppStatus.releaseScheduled;
    // the listing going online is recorded with the move: the next update is compared with it
    const write =
      action === 'online' && this.releases
        ? await this.releases.prepareLive(s.app.id, s.channel?.id ?? null)
        : undefined;
    const step = await this.move(
      s,
      action,
      { role: 'reviewer', id: reviewer.id },
      { note, ...(releaseAt ? { releaseAt } : {}), ...(write ? { write } : {}) },
    );
    const app = s.app;
    const name = subjectName(s);
    const key = releaseAt ? (rescheduled ? 'reschedule' : 'scheduleAt') : action;
    const at = releaseAt ? releaseTimeText(releaseAt, this.deps.timeZone) : '';
    const vars = { app: app.name, note, at };
    await this.deps.notifications.notify({
      accountId: app.owner_id,
      tag: 'app',
      status: NotifyStatus.info,
      title: both(`review.${key}.title` as MessageKey, vars, name),
      content: both(`review.${key}.content` as MessageKey, vars, name),
      appId: app.id,
      appName: app.name,
      link: `/app_center?appId=${app.id}`,
    });
    return { status: step.to };
  }

  // ---- release dates ---------------------------------------------------------------------------

  /** Apps whose release date has come by `now` (ISO UTC), for the release-date job. */
  dueReleases(now: string, limit: number): Promise<string[]> {
    return this.deps.apps.releaseDue(now, limit);
  }

  /**
   * Puts an app whose release date has come by `now` online, with its log line and the owner's
   * notification in the same transaction. Of several runs (other instances, a burst), only the
   * one whose conditional UPDATE changed the row does so; the others answer false.
   */
  async releaseOnline(appId: string, now: string): Promise<boolean> {
    // the listing going online is recorded with the move, as when a reviewer puts it online
    const recordLive = this.releases ? await this.releases.prepareLive(appId, null) : undefined;
    try {
      await this.apply(
        appId,
        'online',
        { role: 'system', id: null },
        {
          releaseDueBy: now,
          write: async (trx) => {
            await recordLive?.(trx);
            const app = await this.deps.apps.byIdWithin(appId, trx);
            if (!app) return;
            const name = { zh: app.name, en: app.name };
            await this.deps.notifications.within(trx).notify({
              accountId: app.owner_id,
              tag: 'app',
              status: NotifyStatus.info,
              title: both('review.online.title', { app: app.name }, name),
              content: both('review.online.content', { app: app.name }, name),
              appId: app.id,
              appName: app.name,
              link: `/app_center?appId=${app.id}`,
            });
          },
        },
      );
      return true;
    } catch (error) {
      // another run moved it, a reviewer changed the date or the app is gone
      if (
        error instanceof AppError &&
        (error.code === ErrorCode.appStateRefused || error.code === ErrorCode.appNotFound)
      ) {
        return false;
      }
      throw error;
    }
  }
}
