// The developer's payment profile: reading it, committing a new version, reading its reports.
import {
  ErrorCode,
  FinanceStatus,
  MAINLAND_CHINA,
  errorText,
  financeProblems,
  isSensitive,
  maskSensitive,
  normaliseFinanceRecord,
  todayIso,
} from '@vrportal/contract';
import type {
  AuditReport,
  CommitFinanceInfoRequest,
  FinanceInfo,
  FinanceRecord,
  Lang,
  SensitiveField,
} from '@vrportal/contract';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/crypto.js';
import { t } from '../../lib/i18n.js';
import type { Caller, FinanceContext } from './finance-context.js';
import type { FinanceVersionRow } from './finance.repository.js';

/** The form field a record field is entered in (the owner's name is two fields). */
const labelled = (field: string) =>
  (field === 'ownerName' ? 'ownerNamePre' : field) as Parameters<typeof fieldLabel>[1];

/** How a change of a field is handed to the audit log. */
export type ChangeNote = (field: string, before: string | null, after: string | null) => void;
import { orgScope } from '../../plugins/caller.js';
import { columnOf, emptyRecord, encryptedColumnOf, fieldLabel } from './finance-context.js';
import { isChinaRegion, isCountry, storedPlace } from './regions.js';

/** Every commit is a new version, put under review; sensitive fields are encrypted before SQL. */
export class FinanceProfiles {
  constructor(private readonly ctx: FinanceContext) {}

  /** getFinanceInfo: the caller's own latest version in plain, with its status. */
  async info(caller: Caller, lang: Lang): Promise<FinanceInfo> {
    const profile = await this.ctx.repo.findProfile(orgScope(caller));
    const latest =
      profile && profile.version > 0
        ? await this.ctx.repo.findVersion(orgScope(caller), profile.version)
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
    const { version, submitTime, reviewTime, auditId, note, reasons } = this.ctx.summary(latest);
    return {
      ...this.ctx.toRecord(latest, lang),
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
  async commit(caller: Caller, body: CommitFinanceInfoRequest, noteChange?: ChangeNote) {
    const record = normaliseFinanceRecord(body);
    const problems = financeProblems(record, {
      isCountry,
      isChinaRegion,
      today: todayIso(this.ctx.deps.clock.now()),
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
    const now = this.ctx.now();
    const profile = await this.ctx.repo.findProfile(orgScope(caller));
    const before =
      profile && profile.version > 0
        ? await this.ctx.repo.findVersion(orgScope(caller), profile.version)
        : undefined;
    const version = await this.ctx.deps.db.transaction().execute(async (trx) => {
      const repo = this.ctx.repo.with(trx);
      await repo.ensureProfile(orgScope(caller), now);
      const next = await repo.startReview(orgScope(caller), now);
      if (next === null) throw new AppError(ErrorCode.financeUnderReview);
      const encrypted = Object.fromEntries(
        Object.entries(encryptedColumnOf).map(([field, column]) => [
          column,
          this.ctx.deps.cipher.encrypt(
            record[field as SensitiveField],
            this.ctx.context(orgScope(caller), next, field as SensitiveField),
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
        org_id: orgScope(caller),
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
    const changed: string[] = [];
    await this.noteChanges(caller, before, version, (field, old, next) => {
      changed.push(field);
      noteChange?.(field, old, next);
    });
    if (changed.length > 0) {
      const names = await this.ctx.deps.accountNamesOf([caller.id]);
      await this.ctx.deps
        .tellOwner?.(orgScope(caller), {
          by: names.get(caller.id) ?? '',
          fields: (lang) =>
            [...new Set(changed.map((f) => fieldLabel(lang, labelled(f))))].join(
              lang === 'zh' ? '、' : ', ',
            ),
        })
        .catch(() => undefined);
    }
    return { status: FinanceStatus.underReview, version };
  }

  /**
   * Tells the audit log which fields the new version changed: plain values as they are, the
   * sensitive ones masked (redirected payouts are the classic fraud: the change must show).
   */
  private async noteChanges(
    caller: Caller,
    previous: FinanceVersionRow | undefined,
    version: number,
    noteChange: ChangeNote,
  ) {
    const latest = await this.ctx.repo.findVersion(orgScope(caller), version);
    if (!latest) return;
    const after = this.ctx.toRecord(latest, 'en');
    const before = previous ? this.ctx.toRecord(previous, 'en') : null;
    for (const field of Object.keys(after) as (keyof FinanceRecord)[]) {
      // made of ownerNamePre and ownerNameSuffix, which are noted themselves
      if (field === 'ownerName') continue;
      const old = before ? before[field] : '';
      if (old === after[field]) continue;
      const shown = (value: string) => (isSensitive(field) ? maskSensitive(field, value) : value);
      noteChange(field, before ? shown(old) : null, shown(after[field]));
    }
  }

  /** getDvAuditFinanceReport: a finance report of the caller's own, in the reader's language. */
  async report(caller: Caller, auditId: string, lang: Lang): Promise<AuditReport> {
    const audit = await this.ctx.deps.notifications.ownedAudit(caller, auditId, ['finance']);
    return this.ctx.deps.notifications.report(audit, lang);
  }
}
