import type { Transaction } from 'kysely';
import type { z } from 'zod';
import {
  ADDON_REPORT_CHECKS,
  ErrorCode,
  NotifyStatus,
  PLATFORM_CHECKLISTS,
  PLATFORM_KINDS,
  PlatformAuditStatus,
  isItemInReview,
  platformReportTag,
} from '@vrportal/contract';
import type {
  Achievement,
  Addon,
  AddonReportCheck,
  Destination,
  Lang,
  Leaderboard,
  PlatformKind,
  platformDecideRequest,
  platformDecisionItem,
} from '@vrportal/contract';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/crypto.js';
import type { MessageKey } from '../../lib/i18n.js';
import { t } from '../../lib/i18n.js';
import { iso } from '../../lib/time.js';
import type { AppFacts, Caller } from '../apps/index.js';
import type { Texts } from '../notifications/index.js';
import type { Item } from './platform-answers.js';
import { itemOf } from './platform-answers.js';
import type { PlatformDeps } from './platform-deps.js';
import type { PlatformOwnership } from './platform-ownership.js';
import type { ReviewRow } from './platform.repository.js';

export type DecideBody = z.output<typeof platformDecideRequest>;
type DecisionItem = z.output<typeof platformDecisionItem>;

/** What the submission keeps of the reviewer's decision on each item. */
export interface StoredDecision {
  id: string;
  /** the item passed: `pass`, and for an add-on every store check */
  passed: boolean;
  note: string;
  /** add-ons: each store check (1 passed, 0 failed) and its reason */
  checks?: Record<AddonReportCheck, number>;
  reasons?: Record<AddonReportCheck, string>;
}

const QUEUE_PAGE = 50;

/** A catalogue text in both languages, the kind named in each. */
function both(key: MessageKey, kind: PlatformKind, vars: Record<string, string | number>): Texts {
  const kindKey = `platform.kind.${kind}` as MessageKey;
  return {
    zh: t('zh', key, { ...vars, kind: t('zh', kindKey) }),
    en: t('en', key, { ...vars, kind: t('en', kindKey) }),
  };
}

function decisionOf(kind: PlatformKind, d: DecisionItem): StoredDecision {
  if (kind !== 'addon') return { id: d.id, passed: d.pass, note: d.note };
  const checks = Object.fromEntries(ADDON_REPORT_CHECKS.map((c) => [c, d[c]])) as Record<
    AddonReportCheck,
    number
  >;
  const reasons = Object.fromEntries(
    ADDON_REPORT_CHECKS.map((c) => [c, d[`${c}Reason`]]),
  ) as Record<AddonReportCheck, string>;
  const allChecks = ADDON_REPORT_CHECKS.every((c) => checks[c] === 1);
  return { id: d.id, passed: d.pass && allChecks, note: d.note, checks, reasons };
}

/**
 * The review of platform items: the developer's submissions (one snapshot each) and their list,
 * the review console's queue, submission and decision, and the owner's notification of it.
 */
export class PlatformReview {
  constructor(
    private readonly deps: Pick<
      PlatformDeps,
      'repo' | 'apps' | 'notifications' | 'clock' | 'orgLabelsOf'
    >,
    private readonly ownership: PlatformOwnership,
  ) {}

  private get repo() {
    return this.deps.repo;
  }

  private now() {
    return iso(this.deps.clock.now());
  }

  // ---- submission ----------------------------------------------------------------------------

  /**
   * Sends items of one kind to review together: each must be an item of that kind of the app
   * (10650) and none under review (10652). In one transaction each moves by a conditional update
   * (of two submits racing, one wins) and the submission keeps a snapshot of them as submitted.
   */
  async submit(
    caller: Caller,
    body: { appId: string; kind: PlatformKind; ids: string[] },
  ): Promise<{ auditId: string }> {
    const { kind } = body;
    const app = await this.ownership.appOf(caller, kind, body.appId, true);
    // one order for every submit, so two racing never wait on each other's rows
    const ids = [...new Set(body.ids)].sort();
    const heads = await this.repo.heads(kind, app.id, ids);
    if (heads.length !== ids.length) throw new AppError(ErrorCode.platformItemNotFound);
    if (heads.some((h) => isItemInReview(h.state))) {
      throw new AppError(ErrorCode.platformItemInReview);
    }
    const auditId = newId();
    const now = this.now();
    await this.repo.transaction(async (repo) => {
      for (const id of ids) {
        if (!(await repo.moveToReview(kind, app.id, id, auditId, now))) {
          if ((await repo.heads(kind, app.id, [id])).length === 0) {
            throw new AppError(ErrorCode.platformItemNotFound);
          }
          throw new AppError(ErrorCode.platformItemInReview);
        }
      }
      // read under the rows' locks: the snapshot is what the review decides on
      const rows = await repo.rows(kind, app.id, ids);
      await repo.insertReview({
        id: auditId,
        app_id: app.id,
        org_id: app.org_id,
        kind,
        status: PlatformAuditStatus.pending,
        item_count: rows.length,
        items: JSON.stringify(rows.map((r) => itemOf(kind, r))),
        submitted_at: now,
      });
    });
    return { auditId };
  }

  /** The app's submissions of a kind, newest first. */
  async audits(caller: Caller, appId: string, kind: PlatformKind) {
    const app = await this.ownership.appOf(caller, kind, appId, false);
    const rows = await this.repo.reviewsOf(app.id, kind);
    return {
      audits: rows.map((r) => ({
        auditId: r.id,
        kind: r.kind,
        status: r.status,
        count: r.item_count,
        submitTime: r.submitted_at,
        decideTime: r.decided_at ?? '',
      })),
    };
  }

  // ---- the review console --------------------------------------------------------------------

  /**
   * Queue cards of submissions, their owners and apps (by the name each shows in `lang`) named
   * in one ask each.
   */
  private async queueItems(rows: ReviewRow[], lang: Lang) {
    const [owners, apps] = await Promise.all([
      this.deps.orgLabelsOf(rows.map((r) => r.org_id)),
      this.deps.apps.displayNamesOf(
        rows.map((r) => r.app_id),
        lang,
      ),
    ]);
    return rows.map((r) => ({
      auditId: r.id,
      kind: r.kind,
      appId: r.app_id,
      appName: apps.get(r.app_id) ?? '',
      owner: owners.get(r.org_id) ?? '',
      count: r.item_count,
      submitTime: r.submitted_at,
    }));
  }

  /** Pending submissions, oldest first, 50 a page, with the pending count of each kind. */
  async queue(kind: PlatformKind | undefined, page: number, lang: Lang) {
    const [rows, counts] = await Promise.all([
      this.repo.pending(kind, QUEUE_PAGE, (page - 1) * QUEUE_PAGE),
      this.repo.pendingCounts(),
    ]);
    const total = kind ? counts[kind] : PLATFORM_KINDS.reduce((sum, k) => sum + counts[k], 0);
    return { items: await this.queueItems(rows, lang), total, counts };
  }

  /** A submission of one of the four kinds, or 10522. */
  private async findSubmission(auditId: string): Promise<ReviewRow & { kind: PlatformKind }> {
    const row = await this.repo.findReview(auditId);
    if (!row || !(PLATFORM_KINDS as readonly string[]).includes(row.kind)) {
      throw new AppError(ErrorCode.auditNotFound);
    }
    return row as ReviewRow & { kind: PlatformKind };
  }

  /** A submission with its items as submitted and the reviewer's checklist of its kind. */
  async submission(auditId: string, lang: Lang) {
    const r = await this.findSubmission(auditId);
    const items = JSON.parse(r.items) as Item[];
    const of = (kind: PlatformKind) => (r.kind === kind ? items : []);
    return {
      submission: { ...(await this.queueItems([r], lang))[0]!, status: r.status },
      checklist: [...PLATFORM_CHECKLISTS[r.kind]],
      achievements: of('achievement') as Achievement[],
      leaderboards: of('leaderboard') as Leaderboard[],
      destinations: of('destination') as Destination[],
      addons: of('addon') as Addon[],
    };
  }

  /**
   * Decides a pending submission: every submitted item once (10662), by a compare-and-set on the
   * submission (of two decisions racing, one wins; the other and any later one get 10660). Each
   * item passes or is rejected; an add-on passes only when every store check does, and goes on
   * sale. The app's owner is told in the same transaction.
   */
  async decide(caller: Caller, body: DecideBody): Promise<{ status: number }> {
    const r = await this.findSubmission(body.auditId);
    if (r.status !== PlatformAuditStatus.pending) {
      throw new AppError(ErrorCode.platformAuditNotPending);
    }
    const submitted = (JSON.parse(r.items) as Item[]).map((i) => i.id);
    const named = new Set(body.items.map((d) => d.id));
    if (
      named.size !== body.items.length ||
      named.size !== submitted.length ||
      submitted.some((id) => !named.has(id))
    ) {
      throw new AppError(ErrorCode.platformDecisionIncomplete);
    }
    const decisions = body.items
      .map((d) => decisionOf(r.kind, d))
      .sort((a, b) => (a.id < b.id ? -1 : 1));
    const failed = decisions.filter((d) => !d.passed).length;
    const status = failed === 0 ? PlatformAuditStatus.passed : PlatformAuditStatus.failed;
    const app = await this.deps.apps.byId(r.app_id);
    const now = this.now();
    await this.repo.transaction(async (repo, trx) => {
      const won = await repo.decideReview(r.id, {
        status,
        decisions: JSON.stringify(decisions),
        note: body.note,
        reviewer_id: caller.id,
        decided_at: now,
      });
      if (!won) throw new AppError(ErrorCode.platformAuditNotPending);
      for (const d of decisions) await repo.decideItem(r.kind, r.id, d.id, d.passed, now);
      await this.notifyOwner(trx, r, app, {
        passed: status === PlatformAuditStatus.passed,
        count: decisions.length,
        failed,
      });
    });
    return { status };
  }

  /** Tells the app's owner (else the submitter) how a submission was decided, with its report. */
  private async notifyOwner(
    trx: Transaction<Database>,
    r: ReviewRow & { kind: PlatformKind },
    app: AppFacts | undefined,
    outcome: { passed: boolean; count: number; failed: number },
  ) {
    const { passed } = outcome;
    const vars = {
      app: app?.name ?? '',
      count: outcome.count,
      failed: outcome.failed,
    };
    await this.deps.notifications.within(trx).notify({
      orgId: app?.org_id ?? r.org_id,
      concerns: 'platform:write',
      tag: platformReportTag[r.kind],
      status: passed ? NotifyStatus.passed : NotifyStatus.failed,
      title: both(passed ? 'platform.passed.title' : 'platform.failed.title', r.kind, vars),
      content: both(passed ? 'platform.passed.content' : 'platform.failed.content', r.kind, vars),
      appId: r.app_id,
      appName: app?.name ?? '',
      auditId: r.id,
      link: `/notification?tag=${platformReportTag[r.kind]}&auditId=${r.id}`,
    });
  }
}
