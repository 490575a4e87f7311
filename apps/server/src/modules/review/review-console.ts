// The review console: queues, a submission's page, its build files, reviewers' decisions and logs.
import { outsideTracks } from '../builds/index.js';
import { AppStatus, ErrorCode, REVIEW_QUEUES, UploadFileType } from '@vrportal/contract';
import type { Lang, ReportItem, ReviewLogEntry, ReviewQueue } from '@vrportal/contract';
import type { Readable } from 'node:stream';
import { AppError, localizedError } from '../../lib/app-error.js';
import { newId } from '../../lib/crypto.js';
import type { Caller } from '../apps/index.js';
import { toCard, toVersionItem } from '../apps/index.js';
import {
  STAGE_STANDARD,
  readerHalf,
  standardFor,
  standardIdByName,
  standardTypeOf,
} from './audit-standards.js';
import type { StoredReportItem } from './audit-standards.js';
import type { ReviewContext, Subject } from './review-context.js';
import { mainStore, stageRunning } from './review-context.js';
import { toReviewLogEntries } from './review-log.js';
import type { ReviewMoves } from './review-moves.js';

export interface Decision {
  pass: boolean;
  items: ReportItem[];
  note: string;
  log?: string | undefined;
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

/** What super accounts see and do in the review console. */
export class ReviewConsole {
  constructor(
    private readonly ctx: ReviewContext,
    private readonly moves: ReviewMoves,
  ) {}

  /**
   * One page of a queue: apps and channel releases in its statuses, newest change first; the
   * counts add both up.
   */
  async queue(queue: ReviewQueue, page: number, caller: Caller, lang: Lang) {
    const size = 50;
    const offset = (page - 1) * size;
    const statuses = REVIEW_QUEUES[queue];
    const [rows, channels, byStatus, channelsByStatus] = await Promise.all([
      this.ctx.deps.apps.inStatuses(statuses, offset + size),
      this.ctx.channels?.list(statuses, offset + size) ?? [],
      this.ctx.deps.apps.countByStatus(),
      this.ctx.channels?.countByStatus() ?? new Map<number, number>(),
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
        load: async () => this.ctx.subject(channel.appId, channel.id),
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
    const owners = await this.ctx.deps.orgLabelsOf(subjects.map((s) => s.app.org_id));
    return subjects.map((s) => ({
      ...toCard(s.app, caller, lang),
      status: s.status,
      owner: owners.get(s.app.org_id) ?? '',
      submitTime: (s.channel ? s.channel.submittedAt : s.app.submitted_at) ?? '',
      cId: s.channel?.id ?? '',
      channel: s.channel?.name ?? '',
    }));
  }

  async submission(appId: string, caller: Caller, lang: Lang, cId?: string) {
    const s = await this.ctx.subject(appId, cId);
    const [versions, audits, log, release, buildFiles] = await Promise.all([
      this.ctx.deps.builds.versions(appId),
      this.ctx.deps.notifications.auditsOfApp(appId),
      s.channel ? this.ctx.channels!.log(s.channel.id) : this.appLog(appId),
      this.ctx.releases?.view(caller, s.app.id, s.channel?.id ?? null) ?? null,
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
        .filter((v) => (v.channel_id ?? null) === channelId && outsideTracks(v))
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
      timeZone: this.ctx.deps.timeZone,
    };
  }

  /** The build under review: the app's submitted one, or the channel release's draft build. */
  private async reviewedVersion(s: Subject) {
    const id = s.channel
      ? ((await this.ctx.channels!.build(s.channel))?.id ?? null)
      : s.app.review_version_id;
    return id ? this.ctx.deps.builds.version(id) : undefined;
  }

  /** The APK and OBBs of the build under review, as downloadReviewBuild names them. */
  private async buildFiles(s: Subject) {
    const version = await this.reviewedVersion(s);
    if (!version?.fname || !version.blob_key) return [];
    const obbs = await this.ctx.deps.builds.obbs(version.id);
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
    const s = await this.ctx.subject(appId, cId);
    const files = await this.buildFiles(s);
    const version = await this.reviewedVersion(s);
    const obbs = version ? await this.ctx.deps.builds.obbs(version.id) : [];
    const key = !files.some((f) => f.fname === fname)
      ? null
      : version?.fname === fname
        ? version.blob_key
        : (obbs.find((o) => o.fname === fname)?.blob_key ?? null);
    const blob = key ? await this.ctx.deps.blobs.open(key) : null;
    if (!blob) throw new AppError(ErrorCode.fileNotFound);
    return { ...blob, name: fname };
  }

  private async appLog(appId: string) {
    return toReviewLogEntries(await this.ctx.log.forApp(appId), this.ctx.deps.accountNamesOf);
  }

  async start(reviewer: Caller, appId: string, cId?: string) {
    const s = await this.ctx.subject(appId, cId);
    const step = await this.moves.move(s, 'start', { role: 'reviewer', id: reviewer.id });
    return { status: step.to };
  }

  /** A reviewer's pass or fail of the manual, content or publish stage under way. */
  async decideByReviewer(reviewer: Caller, appId: string, d: Decision, cId?: string) {
    const s = await this.ctx.subject(appId, cId);
    const stage = stageRunning(s.status);
    if (!stage || stage === 'auto') throw new AppError(ErrorCode.appStateRefused);
    const items = this.checklistLines(d.items, STAGE_STANDARD[stage]);
    let logStored: { name: string; key: string; size: number } | null = null;
    if (d.log) {
      if (stage !== 'man') throw new AppError(ErrorCode.invalidRequest);
      logStored = await this.claimPendingLog(s.app.id, d.log);
    }
    return this.moves.decide(
      s,
      stage,
      { role: 'reviewer', id: reviewer.id },
      { ...d, items, logStored },
    );
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
    const { size } = await this.ctx.deps.blobs.put(PENDING_LOG_PREFIX + log, body);
    return { log, size };
  }

  async discardPendingLog(log: string) {
    await this.ctx.deps.blobs.delete(PENDING_LOG_PREFIX + log);
  }

  private async claimPendingLog(appId: string, log: string) {
    if (!/^man-[0-9a-f]{32}\.log$/.test(log)) throw new AppError(ErrorCode.fileNotFound);
    const pending = await this.ctx.deps.blobs.open(PENDING_LOG_PREFIX + log);
    if (!pending) throw new AppError(ErrorCode.fileNotFound);
    const key = `review-logs/${appId}/${log}`;
    const { size } = await this.ctx.deps.blobs.put(key, pending.stream);
    await this.ctx.deps.blobs.delete(PENDING_LOG_PREFIX + log);
    return { name: log, key, size };
  }
}
