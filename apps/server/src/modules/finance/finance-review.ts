// Finance review by super accounts: the queue, a masked profile, logged reveals, the decision.
import {
  AuditStatus,
  ErrorCode,
  FINANCE_INPUT_FIELDS,
  FinanceStatus,
  NotifyStatus,
  ReportItemStatus,
  financeLimits,
  maskRecord,
} from '@vrportal/contract';
import type {
  FieldReason,
  FinanceProfile,
  FinanceRevealEntry,
  Lang,
  RevealFinanceAnswer,
  RevealableField,
} from '@vrportal/contract';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/crypto.js';
import { t } from '../../lib/i18n.js';
import { financeItemId } from '../review/index.js';
import type { StoredReportItem } from '../review/index.js';
import type { Caller, FinanceContext, FinanceDecision, FinanceReveal } from './finance-context.js';
import { FINANCE_AUDIT_TYPE, both, encryptedColumnOf, fieldLabel } from './finance-context.js';
import type { FinanceRevealRow, FinanceVersionRow } from './finance.repository.js';

const QUEUE_PAGE = financeLimits.reviewQueuePage;

/** Payment profiles under review, read masked; full values only through a logged reveal. */
export class FinanceReview {
  constructor(private readonly ctx: FinanceContext) {}

  async queue(page: number) {
    const [rows, total] = await Promise.all([
      this.ctx.repo.queue(QUEUE_PAGE, (page - 1) * QUEUE_PAGE),
      this.ctx.repo.queueSize(),
    ]);
    const accounts = await this.ctx.deps.accountNamesOf(rows.map((row) => row.org_id));
    return {
      items: rows.map((row) => ({
        accountId: row.org_id,
        account: accounts.get(row.org_id) ?? '',
        orgName: row.org_name,
        orgType: row.org_type,
        orgCountry: row.org_country,
        version: row.version,
        submitTime: row.submitted_at,
      })),
      total,
    };
  }

  /**
   * The settlement account of the approved payment profile, for the bills: null while no version
   * has been approved. Only the account number's last four digits leave this module.
   */
  async settlementAccount(
    accountId: string,
  ): Promise<{ cardLast4: string; bankName: string; holder: string } | null> {
    const profile = await this.ctx.repo.findProfile(accountId);
    if (!profile?.approved_version) return null;
    const row = (await this.ctx.repo.versions(accountId)).find(
      (v) => v.version === profile.approved_version,
    );
    if (!row) return null;
    const card = this.ctx.deps.cipher.decrypt(
      row.card_no_enc,
      this.ctx.context(accountId, row.version, 'cardNo'),
    );
    return {
      cardLast4: card.replace(/\s/g, '').slice(-4),
      bankName: row.bank_name,
      holder: row.bfy_name,
    };
  }

  /** A developer's profile for review: the latest version masked, what changed, the history. */
  async profile(accountId: string, lang: Lang): Promise<FinanceProfile> {
    const [profile, versions, reveals] = await Promise.all([
      this.ctx.repo.findProfile(accountId),
      this.ctx.repo.versions(accountId),
      this.ctx.repo.reveals(accountId),
    ]);
    const [latest, previous] = versions;
    if (!profile || !latest) throw new AppError(ErrorCode.financeNotFound);
    const names = await this.ctx.deps.accountNamesOf([
      accountId,
      ...versions.map((row) => row.reviewer_id),
      ...reveals.map((row) => row.reviewer_id),
    ]);
    const reviewerOf = (row: FinanceVersionRow) =>
      (row.reviewer_id && names.get(row.reviewer_id)) || '';
    const info = this.ctx.toRecord(latest, lang);
    const before = previous ? this.ctx.toRecord(previous, lang) : null;
    const changed = before
      ? FINANCE_INPUT_FIELDS.filter((field) => info[field] !== before[field])
      : [];
    return {
      accountId,
      account: names.get(accountId) ?? '',
      status: profile.status,
      approvedVersion: profile.approved_version ?? 0,
      current: { ...this.ctx.summary(latest, reviewerOf(latest)), info: maskRecord(info), changed },
      history: versions.map((row) => this.ctx.summary(row, reviewerOf(row))),
      reveals: reveals.map((row) => this.revealEntry(row, names)),
    };
  }

  private revealEntry(row: FinanceRevealRow, names: Map<string, string>): FinanceRevealEntry {
    return {
      revealedBy: names.get(row.reviewer_id) ?? '',
      revealedAt: row.revealed_at,
      version: row.version,
      fields: row.fields.split(',').filter(Boolean) as RevealableField[],
    };
  }

  /**
   * The full values of sensitive fields of one version, for the finance reviewer to verify.
   * Every reveal is logged (who, whose profile, which version and fields, when, from where)
   * before the values are answered; the log is never changed.
   */
  async reveal(reviewer: Caller, r: FinanceReveal): Promise<RevealFinanceAnswer> {
    const row = await this.ctx.repo.findVersion(r.accountId, r.version);
    if (!row) throw new AppError(ErrorCode.financeNotFound);
    const fields = [...new Set(r.fields)];
    await this.ctx.repo.insertReveal({
      id: newId(),
      org_id: r.accountId,
      version: r.version,
      reviewer_id: reviewer.id,
      fields: fields.join(','),
      client_ip: r.address.slice(0, 64),
      revealed_at: this.ctx.now(),
    });
    const values: RevealFinanceAnswer['values'] = {};
    for (const field of fields) {
      values[field] = this.ctx.deps.cipher.decrypt(
        row[encryptedColumnOf[field]],
        this.ctx.context(r.accountId, r.version, field),
      );
    }
    const reveals = await this.ctx.repo.reveals(r.accountId);
    const names = await this.ctx.deps.accountNamesOf(reveals.map((e) => e.reviewer_id));
    return {
      version: r.version,
      values,
      reveals: reveals.map((e) => this.revealEntry(e, names)),
    };
  }

  /**
   * Approves or rejects the version under review: in one transaction the version's result, the
   * profile's status, the finance audit report and the developer's notification.
   */
  async review(reviewer: Caller, d: FinanceDecision) {
    if (d.approve && d.reasons.length > 0) {
      throw new AppError(ErrorCode.invalidRequest, null, {
        zh: '请求参数有误（通过审核时不能填写字段驳回原因）',
        en: 'The request is invalid (an approval carries no field reasons)',
      });
    }
    if (!d.approve && d.reasons.length === 0 && d.note === '') {
      throw new AppError(ErrorCode.invalidRequest, null, {
        zh: '请求参数有误（驳回时请至少填写一条原因）',
        en: 'The request is invalid (a rejection needs at least one reason)',
      });
    }
    const reasons = [...new Map(d.reasons.map((r) => [r.field, r])).values()];
    const now = this.ctx.now();
    const status = d.approve ? FinanceStatus.passed : FinanceStatus.rejected;
    const auditId = await this.ctx.deps.db.transaction().execute(async (trx) => {
      const repo = this.ctx.repo.with(trx);
      const profile = await repo.findProfile(d.accountId);
      if (!profile) throw new AppError(ErrorCode.financeNotFound);
      const version = await repo.findVersion(d.accountId, d.version);
      if (!version) throw new AppError(ErrorCode.financeNotFound);
      if (version.status !== FinanceStatus.underReview || profile.version !== d.version) {
        throw new AppError(ErrorCode.financeNotUnderReview);
      }
      const notes = this.ctx.deps.notifications.within(trx);
      const id = await notes.recordAudit({
        orgId: d.accountId,
        kind: 'finance',
        type: FINANCE_AUDIT_TYPE,
        status: d.approve ? AuditStatus.passed : AuditStatus.failed,
        ver: String(d.version),
        items: this.reportItems(reasons),
        note: d.note,
        reviewerId: reviewer.id,
      });
      if (
        !(await repo.decide(version.id, {
          status,
          reviewed_at: now,
          reviewer_id: reviewer.id,
          audit_id: id,
          review_note: d.note,
          reasons: JSON.stringify(reasons),
        }))
      ) {
        throw new AppError(ErrorCode.financeNotUnderReview);
      }
      await repo.setProfileStatus(d.accountId, {
        status,
        ...(d.approve ? { approved_version: d.version } : {}),
        updated_at: now,
      });
      const listed = (lang: Lang) =>
        reasons.map((r) => `${fieldLabel(lang, r.field)}: ${r.note}`).join('; ') || d.note;
      await notes.notify({
        orgId: d.accountId,
        concerns: 'payment:read',
        tag: 'finance',
        status: d.approve ? NotifyStatus.passed : NotifyStatus.failed,
        title: both(d.approve ? 'finance.passed.title' : 'finance.failed.title'),
        content: d.approve
          ? both('finance.passed.content', { version: d.version })
          : {
              zh: t('zh', 'finance.failed.content', { reasons: listed('zh') }),
              en: t('en', 'finance.failed.content', { reasons: listed('en') }),
            },
        auditId: id,
        link: '/pay_info',
      });
      return id;
    });
    return { status, auditId };
  }

  /**
   * One report line per field: passed, or failed with the reviewer's reason. A line names its
   * field; its texts come from the catalogue in the reader's language.
   */
  private reportItems(reasons: FieldReason[]): StoredReportItem[] {
    const byField = new Map(reasons.map((r) => [r.field, r.note]));
    return FINANCE_INPUT_FIELDS.map((field) => {
      const note = byField.get(field);
      return {
        id: financeItemId(field),
        status: note === undefined ? ReportItemStatus.passed : ReportItemStatus.failed,
        note: note ?? '',
      };
    });
  }
}
