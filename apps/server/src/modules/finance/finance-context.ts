// What the parts of the finance module share: dependencies, stored versions read as records.
import { FINANCE_INPUT_FIELDS } from '@vrportal/contract';
import type {
  FieldReason,
  FinanceInputField,
  FinanceRecord,
  Lang,
  RevealableField,
  SensitiveField,
} from '@vrportal/contract';
import type { Db } from '../../db/database.js';
import type { FieldCipher } from '../../lib/field-cipher.js';
import { t } from '../../lib/i18n.js';
import type { MessageKey } from '../../lib/i18n.js';
import type { Clock } from '../../lib/time.js';
import { iso } from '../../lib/time.js';
import type { AccountNamesOf } from '../account/index.js';
import type { NotificationService, Texts } from '../notifications/index.js';
import type { FinanceVersionRow } from './finance.repository.js';
import { FinanceRepository } from './finance.repository.js';
import { placeIn } from './regions.js';

export interface FinanceDeps {
  db: Db;
  notifications: NotificationService;
  cipher: FieldCipher;
  clock: Clock;
  /** the account module names developers and reviewers by e-mail address or mobile number */
  accountNamesOf: AccountNamesOf;
  /**
   * tells the organisation's owner that its payment profile changed (who, which fields): a
   * redirected payout is the classic fraud
   */
  tellOwner?: (
    orgId: string,
    change: { by: string; fields: (lang: Lang) => string },
  ) => Promise<void>;
}

export type { Caller } from '../../plugins/caller.js';

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

/** Columns of the plain fields; the sensitive ones live in *_enc columns. */
export const columnOf = {
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

export const encryptedColumnOf = {
  ownerBirth: 'owner_birth_enc',
  taxId: 'tax_id_enc',
  bankBic: 'bank_bic_enc',
  cardNo: 'card_no_enc',
} as const satisfies Record<SensitiveField, keyof FinanceVersionRow>;

export const both = (key: MessageKey, vars: Record<string, string | number> = {}): Texts => ({
  zh: t('zh', key, vars),
  en: t('en', key, vars),
});
export const fieldLabel = (lang: Lang, field: FinanceInputField) =>
  t(lang, `finance.field.${field}` as MessageKey);

export const emptyRecord = (): FinanceRecord =>
  Object.fromEntries([...FINANCE_INPUT_FIELDS, 'ownerName'].map((f) => [f, ''])) as FinanceRecord;

const parseReasons = (json: string): FieldReason[] => {
  try {
    return JSON.parse(json) as FieldReason[];
  } catch {
    return [];
  }
};

/** The dependencies with the encryption context and the reading of a stored version. */
export class FinanceContext {
  readonly repo: FinanceRepository;

  constructor(readonly deps: FinanceDeps) {
    this.repo = new FinanceRepository(deps.db);
  }

  now() {
    return iso(this.deps.clock.now());
  }

  /** Encryption context: a ciphertext opens only in its own account, version and field. */
  context(accountId: string, version: number, field: SensitiveField) {
    return `finance:${accountId}:${version}:${field}`;
  }

  /** A stored version as its reader sees it: mainland China cities named in `lang`. */
  toRecord(row: FinanceVersionRow, lang: Lang): FinanceRecord {
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
        this.context(row.org_id, row.version, sensitive),
      );
    }
    record.ownerName = `${record.ownerNamePre}/${record.ownerNameSuffix}`;
    return record;
  }

  /** A version's dates and result; `reviewer` as the account module names the reviewer. */
  summary(row: FinanceVersionRow, reviewer = '') {
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
}
