import {
  AuditStatus,
  ErrorCode,
  FINANCE_INPUT_FIELDS,
  FinanceStatus,
  MAINLAND_CHINA,
  NotifyStatus,
  ReportItemStatus,
  errorText,
  financeLimits,
  financeProblems,
  maskRecord,
  normaliseFinanceRecord,
  todayIso,
} from '@vrportal/contract';
import type { AccountNamesOf } from '../account/account.service.js';
import type {
  AuditReport,
  CommitFinanceInfoRequest,
  FieldReason,
  FinanceInfo,
  FinanceInputField,
  FinanceProfile,
  FinanceRecord,
  FinanceRevealEntry,
  Lang,
  RevealFinanceAnswer,
  RevealableField,
  SensitiveField,
} from '@vrportal/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/crypto.js';
import type { FieldCipher } from '../../lib/field-cipher.js';
import { t } from '../../lib/i18n.js';
import type { MessageKey } from '../../lib/i18n.js';
import type { Clock } from '../../lib/time.js';
import { iso } from '../../lib/time.js';
import type { NotificationService, Texts } from '../notifications/notifications.service.js';
import { financeItemId } from '../review/audit-standards.js';
import type { StoredReportItem } from '../review/audit-standards.js';
import type { FinanceRevealRow, FinanceVersionRow } from './finance.repository.js';
import { FinanceRepository } from './finance.repository.js';
import { isChinaRegion, isCountry, placeIn, storedPlace } from './regions.js';

interface Deps {
  db: Db;
  notifications: NotificationService;
  cipher: FieldCipher;
  clock: Clock;
  /** the account module names developers and reviewers by e-mail address or mobile number */
  accountNamesOf: AccountNamesOf;
}

export interface Caller {
  id: string;
  admin: boolean;
}

export interface FinanceReveal {
  accountId: string;
  version: number;
  fields: RevealableField[];
  /** the client address of the request, for the log */
  address: string;
}

export interface FinanceDecision {
  accountId: string;
  version: number;
  approve: boolean;
  reasons: FieldReason[];
  note: string;
}

/** The audit-report type of finance reviews (1-4 are the app review stages). */
export const FINANCE_AUDIT_TYPE = 5;
const QUEUE_PAGE = financeLimits.reviewQueuePage;

/** Columns of the plain fields; the sensitive ones live in *_enc columns. */
const columnOf = {
  orgName: 'org_name',
  team: 'team',
  orgType: 'org_type',
  orgCountry: 'org_country',
  orgCity: 'org_city',
  orgAddr: 'org_addr',
  mobile: 'mobile',
  fax: 'fax',
  email: 'email',
  remittance: 'remittance',
  invoice: 'invoice',
  ownerNamePre: 'owner_name_pre',
  ownerNameSuffix: 'owner_name_suffix',
  bfyName: 'bfy_name',
  bankName: 'bank_name',
  bankBranch: 'bank_branch',
  bankCountry: 'bank_country',
  bankCity: 'bank_city',
  bankAddr: 'bank_addr',
} as const satisfies Partial<Record<FinanceInputField, keyof FinanceVersionRow>>;

const encryptedColumnOf = {
  ownerBirth: 'owner_birth_enc',
  taxId: 'tax_id_enc',
  bankBic: 'bank_bic_enc',
  cardNo: 'card_no_enc',
} as const satisfies Record<SensitiveField, keyof FinanceVersionRow>;

const both = (key: MessageKey, vars: Record<string, string | number> = {}): Texts => ({
  zh: t('zh', key, vars),
  en: t('en', key, vars),
});
const fieldLabel = (lang: Lang, field: FinanceInputField) =>
  t(lang, `finance.field.${field}` as MessageKey);

const emptyRecord = (): FinanceRecord =>
  Object.fromEntries([...FINANCE_INPUT_FIELDS, 'ownerName'].map((f) => [f, ''])) as FinanceRecord;

const parseReasons = (json: string): FieldReason[] => {
  try {
    return JSON.parse(json) as FieldReason[];
  } catch {
    return [];
  }
};

/**
 * Payment profiles: the developer reads and commits their own (every commit a new version, put
 * under review), super accounts review them. Sensitive fields are encrypted here, before any
 * SQL, and are answered in plain only to their owner.
 */
export class FinanceService {
  private readonly repo: FinanceRepository;

  constructor(private readonly deps: Deps) {
    this.repo = new FinanceRepository(deps.db);
  }

  private now() {
    return iso(this.deps.clock.now());
  }

  // ---- records and encryption ----------------------------------------------------------------

  /** Encryption context: a ciphertext opens only in its own account, version and field. */
  private context(accountId: string, version: number, field: SensitiveField) {
    return `finance:${accountId}:${version}:${field}`;
  }

  /** A stored version as its reader sees it: mainland China cities named in `lang`. */
  private toRecord(row: FinanceVersionRow, lang: Lang): FinanceRecord {
    const record = emptyRecord();
    for (const [field, column] of Object.entries(columnOf)) {
      record[field as keyof typeof columnOf] = row[column];
    }
    const org = placeIn(
      { country: row.org_country, city: row.org_city, address: row.org_addr },
      lang,
    );
    const bank = placeIn(
      { country: row.bank_country, city: row.bank_city, address: row.bank_addr },
      lang,
    );
    [record.orgCity, record.orgAddr, record.bankCity, record.bankAddr] = [
      org.city,
      org.address,
      bank.city,
      bank.address,
    ];
    for (const [field, column] of Object.entries(encryptedColumnOf)) {
      const sensitive = field as SensitiveField;
      record[sensitive] = this.deps.cipher.decrypt(
        row[column],
        this.context(row.account_id, row.version, sensitive),
      );
    }
    record.ownerName = `${record.ownerNamePre}/${record.ownerNameSuffix}`;
    return record;
  }

  /** A version's dates and result; `reviewer` as the account module names the reviewer. */
  private summary(row: FinanceVersionRow, reviewer = '') {
    return {
      version: row.version,
      status: row.status,
      submitTime: row.submitted_at,
      reviewTime: row.reviewed_at ?? '',
      reviewer,
      auditId: row.audit_id ?? '',
      note: row.review_note,
      reasons: parseReasons(row.reasons),
    };
  }

  // ---- developer -----------------------------------------------------------------------------

  /** getFinanceInfo: the caller's own latest version in plain, with its status. */
  async info(caller: Caller, lang: Lang): Promise<FinanceInfo> {
    const profile = await this.repo.findProfile(caller.id);
    const latest =
      profile && profile.version > 0
        ? await this.repo.findVersion(caller.id, profile.version)
        : undefined;
    if (!profile || !latest) {
      return {
        ...emptyRecord(),
        status: FinanceStatus.none,
        version: 0,
        submitTime: '',
        reviewTime: '',
        auditId: '',
        note: '',
        reasons: [],
      };
    }
    const { version, submitTime, reviewTime, auditId, note, reasons } = this.summary(latest);
    return {
      ...this.toRecord(latest, lang),
      status: profile.status,
      version,
      submitTime,
      reviewTime,
      auditId,
      note,
      reasons,
    };
  }

  /**
   * commitFinanceInfo: checks every rule (10500 with the fields at fault), then stores the
   * record as the caller's next version, under review. Refused while a version is under review.
   */
  async commit(caller: Caller, body: CommitFinanceInfoRequest) {
    const record = normaliseFinanceRecord(body);
    const problems = financeProblems(record, {
      isCountry,
      isChinaRegion,
      today: todayIso(this.deps.clock.now()),
    });
    const fields = Object.keys(problems) as (keyof typeof problems)[];
    if (fields.length > 0) {
      // errMsg names the fields, never their values
      const label = (lang: Lang, f: (typeof fields)[number]) => {
        const name = fieldLabel(lang, f === 'ownerName' ? 'ownerNamePre' : f);
        const unknownRegion =
          (f === 'orgCity' || f === 'bankCity') &&
          problems[f] === 'unknown' &&
          record[f === 'orgCity' ? 'orgCountry' : 'bankCountry'] === MAINLAND_CHINA;
        // a mainland China city that names no district of GB/T 2260 says so
        return unknownRegion ? t(lang, 'finance.unknownRegion', { field: name }) : name;
      };
      const names = (lang: Lang) =>
        fields.map((f) => label(lang, f)).join(lang === 'zh' ? '、' : ', ');
      throw new AppError(
        ErrorCode.invalidInformation,
        { fields: problems },
        {
          zh: `${errorText(ErrorCode.invalidInformation, 'zh')}：${names('zh')}`,
          en: `${errorText(ErrorCode.invalidInformation, 'en')}: ${names('en')}`,
        },
      );
    }
    // mainland China cities are stored by their district's code, read in either language
    const org = storedPlace({
      country: record.orgCountry,
      city: record.orgCity,
      address: record.orgAddr,
    });
    const bank = storedPlace({
      country: record.bankCountry,
      city: record.bankCity,
      address: record.bankAddr,
    });
    [record.orgCity, record.orgAddr, record.bankCity, record.bankAddr] = [
      org.city,
      org.address,
      bank.city,
      bank.address,
    ];
    const now = this.now();
    const version = await this.deps.db.transaction().execute(async (trx) => {
      const repo = this.repo.with(trx);
      await repo.ensureProfile(caller.id, now);
      const next = await repo.startReview(caller.id, now);
      if (next === null) throw new AppError(ErrorCode.financeUnderReview);
      const encrypted = Object.fromEntries(
        Object.entries(encryptedColumnOf).map(([field, column]) => [
          column,
          this.deps.cipher.encrypt(
            record[field as SensitiveField],
            this.context(caller.id, next, field as SensitiveField),
          ),
        ]),
      ) as Record<(typeof encryptedColumnOf)[SensitiveField], string>;
      const plain = Object.fromEntries(
        Object.entries(columnOf).map(([field, column]) => [
          column,
          record[field as keyof typeof columnOf],
        ]),
      ) as Record<(typeof columnOf)[keyof typeof columnOf], string>;
      await repo.insertVersion({
        id: newId(),
        account_id: caller.id,
        version: next,
        status: FinanceStatus.underReview,
        ...plain,
        ...encrypted,
        submitted_at: now,
        reviewed_at: null,
        reviewer_id: null,
        audit_id: null,
      });
      return next;
    });
    return { status: FinanceStatus.underReview, version };
  }

  /** getDvAuditFinanceReport: a finance report of the caller's own, in the reader's language. */
  async report(caller: Caller, auditId: string, lang: Lang): Promise<AuditReport> {
    const audit = await this.deps.notifications.ownedAudit(caller, auditId, ['finance']);
    return this.deps.notifications.report(audit, lang);
  }

  // ---- review (super accounts) ---------------------------------------------------------------

  async queue(page: number) {
    const [rows, total] = await Promise.all([
      this.repo.queue(QUEUE_PAGE, (page - 1) * QUEUE_PAGE),
      this.repo.queueSize(),
    ]);
    const accounts = await this.deps.accountNamesOf(rows.map((row) => row.account_id));
    return {
      items: rows.map((row) => ({
        accountId: row.account_id,
        account: accounts.get(row.account_id) ?? '',
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
    const profile = await this.repo.findProfile(accountId);
    if (!profile?.approved_version) return null;
    const row = (await this.repo.versions(accountId)).find(
      (v) => v.version === profile.approved_version,
    );
    if (!row) return null;
    const card = this.deps.cipher.decrypt(
      row.card_no_enc,
      this.context(accountId, row.version, 'cardNo'),
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
      this.repo.findProfile(accountId),
      this.repo.versions(accountId),
      this.repo.reveals(accountId),
    ]);
    const [latest, previous] = versions;
    if (!profile || !latest) throw new AppError(ErrorCode.financeNotFound);
    const names = await this.deps.accountNamesOf([
      accountId,
      ...versions.map((row) => row.reviewer_id),
      ...reveals.map((row) => row.reviewer_id),
    ]);
    const reviewerOf = (row: FinanceVersionRow) =>
      (row.reviewer_id && names.get(row.reviewer_id)) || '';
    const info = this.toRecord(latest, lang);
    const before = previous ? this.toRecord(previous, lang) : null;
    const changed = before
      ? FINANCE_INPUT_FIELDS.filter((field) => info[field] !== before[field])
      : [];
    return {
      accountId,
      account: names.get(accountId) ?? '',
      status: profile.status,
      approvedVersion: profile.approved_version ?? 0,
      current: { ...this.summary(latest, reviewerOf(latest)), info: maskRecord(info), changed },
      history: versions.map((row) => this.summary(row, reviewerOf(row))),
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
    const row = await this.repo.findVersion(r.accountId, r.version);
    if (!row) throw new AppError(ErrorCode.financeNotFound);
    const fields = [...new Set(r.fields)];
    await this.repo.insertReveal({
      id: newId(),
      account_id: r.accountId,
      version: r.version,
      reviewer_id: reviewer.id,
      fields: fields.join(','),
      client_ip: r.address.slice(0, 64),
      revealed_at: this.now(),
    });
    const values: RevealFinanceAnswer['values'] = {};
    for (const field of fields) {
      values[field] = this.deps.cipher.decrypt(
        row[encryptedColumnOf[field]],
        this.context(r.accountId, r.version, field),
      );
    }
    const reveals = await this.repo.reveals(r.accountId);
    const names = await this.deps.accountNamesOf(reveals.map((e) => e.reviewer_id));
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
    const now = this.now();
    const status = d.approve ? FinanceStatus.passed : FinanceStatus.rejected;
    const auditId = await this.deps.db.transaction().execute(async (trx) => {
      const repo = this.repo.with(trx);
      const profile = await repo.findProfile(d.accountId);
      if (!profile) throw new AppError(ErrorCode.financeNotFound);
      const version = await repo.findVersion(d.accountId, d.version);
      if (!version) throw new AppError(ErrorCode.financeNotFound);
      if (version.status !== FinanceStatus.underReview || profile.version !== d.version) {
        throw new AppError(ErrorCode.financeNotUnderReview);
      }
      const notes = this.deps.notifications.within(trx);
      const id = await notes.recordAudit({
        accountId: d.accountId,
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
        accountId: d.accountId,
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
