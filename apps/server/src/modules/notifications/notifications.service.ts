import { ErrorCode, NotifyState, limits, reachesApp } from '@vrportal/contract';
import type { AuditReport, DeveloperPermission, Lang, Notification } from '@vrportal/contract';
import { orgScope, type Caller } from '../../plugins/caller.js';
import { AppError } from '../../lib/app-error.js';
import type { Executor } from '../../db/executor.js';
import type { BlobStore } from '../../lib/blob-store.js';
import { newId } from '../../lib/crypto.js';
import type { Clock } from '../../lib/time.js';
import { iso } from '../../lib/time.js';
import { localiseReport } from '../review/index.js';
import type { StoredReportItem } from '../review/index.js';
import type {
  AuditRow,
  NotificationRepository,
  NotificationRow,
} from './notifications.repository.js';

export interface Texts {
  zh: string;
  en: string;
}

/** What any domain hands the store to notify the members of an organisation. */
export interface NewNotification {
  /** the organisation whose members hear of it */
  orgId: string;
  /**
   * what a member's role must allow to hear of it (and a member limited to some apps must
   * reach its app): releases:write, the review of apps, unless said otherwise
   */
  concerns?: DeveloperPermission;
  /** what the notification is about: auto, man, content, publish, finance, app... */
  tag: string;
  /** 2 passed, 1 failed, 0 informational */
  status: number;
  /** review type 1-4, or 0 */
  type?: number;
  title: Texts;
  content: Texts;
  appId?: string | null;
  appName?: string;
  ver?: string;
  auditId?: string | null;
  link?: string;
}

/** What any domain hands the store to keep an audit report. */
export interface NewAudit {
  /** given when the caller names the audit before it is stored (the review log links it) */
  id?: string;
  /** the organisation whose app or profile was reviewed */
  orgId: string;
  appId?: string | null;
  /** auto, man, content, publish, finance... */
  kind: string;
  type: number;
  /** 2 passed, 1 failed */
  status: number;
  ver?: string;
  /** lines that name their catalogue item; the texts are chosen when the report is read */
  items: StoredReportItem[];
  note?: string;
  reviewerId?: string | null;
  /** a log already in the blob store */
  log?: { name: string; key: string; size: number } | null;
}

interface Deps {
  repo: NotificationRepository;
  /** what `repo` writes through: the database, or the caller's transaction (`within`) */
  db: Executor;
  /** the account module: counts a change of an account's notifications, in the same transaction */
  notificationsChanged: (accountId: string, db: Executor) => Promise<void>;
  /** the teams module: the members who hear of what concerns `permission` (and the app) */
  recipientsOf: (
    orgId: string,
    permission: DeveloperPermission,
    appId: string | null,
    db: Executor,
  ) => Promise<string[]>;
  blobs: BlobStore;
  clock: Clock;
  /**
   * the apps module: the names apps show in each language (their approved release's, else the
   * creation name), one query for a page; apps that are gone are left out
   */
  appNamesOf: (appIds: readonly string[]) => Promise<Map<string, Texts>>;
}

const pick = (texts: Texts, lang: Lang) => texts[lang];

const holdsAudit = (caller: Caller, audit: AuditRow) =>
  audit.org_id === orgScope(caller) &&
  (audit.app_id === null || reachesApp(caller.appIds, audit.app_id));
/** Bounds the memory of the list cache; clearing it only costs the next polls a query. */
const LIST_CACHE_MAX = 20_000;

interface NotificationList {
  ntys: Notification[];
  total: number;
  unread: number;
}
interface ListEntry {
  version: number;
  answer: NotificationList;
  json?: Buffer;
}

/** The notification centre and the audit-report store, shared by every domain. */
export class NotificationService {
  private readonly listCache = new Map<string, ListEntry>();

  constructor(private readonly deps: Deps) {}

  /** The same service writing within the caller's transaction, with the caller's other changes. */
  within(trx: Executor): NotificationService {
    return new NotificationService({ ...this.deps, repo: this.deps.repo.with(trx), db: trx });
  }

  /** Stores a notification for each member it concerns. */
  async notify(n: NewNotification): Promise<void> {
    const concerns = n.concerns ?? 'releases:write';
    const to = await this.deps.recipientsOf(n.orgId, concerns, n.appId ?? null, this.deps.db);
    for (const accountId of to) await this.notifyAccount(accountId, n);
  }

  /**
   * Gathers `count` events under `key` (new low ratings of an app on a day): each member it
   * concerns has one notification per key whose count grows; `{count}` in its texts reads it.
   */
  async notifyGathered(n: NewNotification & { key: string; count: number }): Promise<void> {
    const concerns = n.concerns ?? 'releases:write';
    const to = await this.deps.recipientsOf(n.orgId, concerns, n.appId ?? null, this.deps.db);
    for (const accountId of to) {
      await this.deps.repo.gather({
        ...this.rowOf(accountId, n),
        group_key: n.key.slice(0, 128),
        group_count: n.count,
      });
      await this.deps.notificationsChanged(accountId, this.deps.db);
    }
  }

  private async notifyAccount(accountId: string, n: NewNotification): Promise<void> {
    await this.deps.repo.insert(this.rowOf(accountId, n));
    await this.deps.notificationsChanged(accountId, this.deps.db);
  }

  private rowOf(accountId: string, n: NewNotification) {
    return {
      id: newId(),
      account_id: accountId,
      tag: n.tag,
      state: NotifyState.unread,
      status: n.status,
      type: n.type ?? 0,
      title_zh: n.title.zh.slice(0, 200),
      title_en: n.title.en.slice(0, 200),
      content_zh: n.content.zh,
      content_en: n.content.en,
      app_id: n.appId ?? null,
      app_name: n.appName ?? '',
      ver: n.ver ?? '',
      audit_id: n.auditId ?? null,
      link: n.link ?? '',
      created_at: iso(this.deps.clock.now()),
    };
  }

  /** An app's audit reports, newest first (their log files go with the app). */
  auditsOfApp(appId: string) {
    return this.deps.repo.auditsOfApp(appId);
  }

  /** The newest audit report of an app of a kind (a review stage). */
  latestAudit(appId: string, kind: string) {
    return this.deps.repo.latestAudit(appId, kind);
  }

  async recordAudit(a: NewAudit): Promise<string> {
    const id = a.id ?? newId();
    await this.deps.repo.insertAudit({
      id,
      org_id: a.orgId,
      app_id: a.appId ?? null,
      kind: a.kind,
      type: a.type,
      status: a.status,
      ver: a.ver ?? '',
      items: JSON.stringify(a.items),
      note: a.note ?? '',
      log_name: a.log?.name ?? null,
      log_key: a.log?.key ?? null,
      log_size: a.log?.size ?? 0,
      reviewer_id: a.reviewerId ?? null,
      created_at: iso(this.deps.clock.now()),
    });
    return id;
  }

  /**
   * One page of the account's notifications. Every open tab polls page 1, so answers are kept
   * by (account, page, language, version): the version comes from the database with the
   * session, so a change made through any server instance is seen at once.
   */
  async list(caller: { id: string; ntyVersion: number }, page: number, lang: Lang) {
    return (await this.cachedList(caller, page, lang)).answer;
  }

  /** The same page as UTF-8 JSON, serialized and encoded once per version. */
  async listJson(caller: { id: string; ntyVersion: number }, page: number, lang: Lang) {
    const entry = await this.cachedList(caller, page, lang);
    entry.json ??= Buffer.from(JSON.stringify(entry.answer));
    return entry.json;
  }

  private async cachedList(caller: { id: string; ntyVersion: number }, page: number, lang: Lang) {
    const key = `${caller.id}:${page}:${lang}`;
    const cached = this.listCache.get(key);
    if (cached && cached.version === caller.ntyVersion) return cached;
    const size = limits.notificationPageSize;
    const [rows, counts] = await Promise.all([
      this.deps.repo.page(caller.id, size, (page - 1) * size),
      this.deps.repo.counts(caller.id),
    ]);
    const names = await this.deps.appNamesOf(
      rows.map((row) => row.app_id).filter((id): id is string => Boolean(id)),
    );
    const answer = {
      ntys: rows.map((row) => toNotification(row, lang, names.get(row.app_id ?? ''))),
      ...counts,
    };
    if (this.listCache.size >= LIST_CACHE_MAX) this.listCache.clear();
    const entry: ListEntry = { version: caller.ntyVersion, answer };
    this.listCache.set(key, entry);
    return entry;
  }

  async markRead(accountId: string, ntyId: string): Promise<void> {
    if (!(await this.deps.repo.markRead(accountId, ntyId))) {
      throw new AppError(ErrorCode.notificationNotFound);
    }
    await this.deps.notificationsChanged(accountId, this.deps.db);
  }

  /**
   * An audit of the caller's organisation (of an app it reaches, for a member limited to some),
   * or any for a super account, checked against the asked kind.
   */
  async ownedAudit(caller: Caller, auditId: string, kinds: readonly string[]): Promise<AuditRow> {
    const audit = await this.deps.repo.findAudit(auditId);
    if (!audit || !kinds.includes(audit.kind) || !(caller.admin || holdsAudit(caller, audit))) {
      throw new AppError(ErrorCode.auditNotFound);
    }
    return audit;
  }

  /**
   * An audit report in the reader's language: each line's texts from the catalogue. The note of
   * a reviewer is kept as written; an automatic check's summary is made of its lines' notes.
   */
  async report(audit: AuditRow, lang: Lang): Promise<AuditReport> {
    const names = audit.app_id ? await this.deps.appNamesOf([audit.app_id]) : new Map();
    const appName = (names.get(audit.app_id ?? '') as Texts | undefined)?.[lang] ?? '';
    const items = localiseReport(JSON.parse(audit.items) as StoredReportItem[], lang);
    const note = audit.reviewer_id
      ? audit.note
      : items
          .map((item) => item.note)
          .filter(Boolean)
          .join('\n');
    return {
      auditId: audit.id,
      type: audit.type,
      status: audit.status,
      appId: audit.app_id ?? '',
      appName,
      ver: audit.ver,
      time: audit.created_at,
      report: {
        items,
        data: { note, reviewer: audit.reviewer_id ? 'reviewer' : 'system' },
      },
      log: audit.log_name ?? '',
      size: Number(audit.log_size),
    };
  }

  /** The log file of one of the caller's audits, by the name the report gave. */
  async openLog(caller: Caller, logName: string) {
    const audit = await this.deps.repo.findAuditByLog(logName);
    if (!audit || !audit.log_key || !(caller.admin || holdsAudit(caller, audit))) {
      throw new AppError(ErrorCode.fileNotFound);
    }
    const blob = await this.deps.blobs.open(audit.log_key);
    if (!blob) throw new AppError(ErrorCode.fileNotFound);
    return { ...blob, name: logName };
  }
}

/**
 * `text` with the app's name as it was written (`written`) replaced by the name it shows now; a
 * Latin name only where it stands as a whole word ("Go" is not replaced inside "Good").
 */
function renamed(text: string, written: string, now: string): string {
  if (!written || written === now) return text;
  const escaped = written.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.replace(new RegExp(`(?<![A-Za-z0-9])${escaped}(?![A-Za-z0-9])`, 'g'), () => now);
}

/**
 * A notification in the reader's language; `appNames` are the names its app shows now (the
 * name stored with it stands in once the app is gone), also in its title and text, written
 * with the name the app had then.
 */
export function toNotification(row: NotificationRow, lang: Lang, appNames?: Texts): Notification {
  const names = appNames ?? { zh: row.app_name, en: row.app_name };
  const counted = (text: string) =>
    row.group_key === null ? text : text.replaceAll('{count}', String(row.group_count));
  return {
    id: row.id,
    tag: row.tag,
    state: row.state,
    status: row.status,
    type: row.type,
    title: renamed(
      counted(pick({ zh: row.title_zh, en: row.title_en }, lang)),
      row.app_name,
      names[lang],
    ),
    content: renamed(
      counted(pick({ zh: row.content_zh, en: row.content_en }, lang)),
      row.app_name,
      names[lang],
    ),
    time: row.created_at,
    appId: row.app_id ?? '',
    appName: names[lang],
    allName: JSON.stringify({ zh_CN: names.zh, en_US: names.en }),
    ver: row.ver,
    auditId: row.audit_id ?? '',
    link: row.link,
  };
}
