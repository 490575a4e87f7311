/**
 * The payment (finance) information record: its fields, limits and validation rules (spec,
 * first document, sections 3 to 5). Zod-free, so the browser validates the form with the very
 * rules the server applies on commitFinanceInfo.
 */
import { EMAIL_RE } from './rules.js';

/** Finance info status (spec section 4); -1 exists only in the browser, before the first load. */
export const FinanceStatus = {
  notLoaded: -1,
  none: 0,
  underReview: 1,
  passed: 2,
  rejected: 3,
} as const;
export type FinanceStatusValue = (typeof FinanceStatus)[keyof typeof FinanceStatus];

/** ISO 3166-1 alpha-2 code of mainland China: the only country whose city is a cascade. */
export const MAINLAND_CHINA = 'CN';

/** Organisation types as stored; the portal shows them in the page's language. */
export const ORG_TYPES = ['Personal', 'Limited Liability Company'] as const;
export type OrgType = (typeof ORG_TYPES)[number];
/** The Chinese names of the organisation types, also accepted on commit. */
export const ORG_TYPE_ZH: Record<OrgType, string> = {
  Personal: '个人',
  'Limited Liability Company': '有限责任公司',
};

export type FinanceSection = 'org' | 'contact' | 'owner' | 'bank';

/**
 * The fields a developer fills, in the order the form shows them. orgAddr and bankAddr are the
 * street part here; on the wire they travel as city path + '/' + street. ownerName (family and
 * given name joined by '/') is derived and not listed.
 */
export const FINANCE_INPUT_FIELDS = [
  'orgName',
  'team',
  'orgType',
  'orgCountry',
  'orgCity',
  'orgAddr',
  'mobile',
  'fax',
  'email',
  'remittance',
  'invoice',
  'ownerNamePre',
  'ownerNameSuffix',
  'ownerBirth',
  'taxId',
  'bfyName',
  'bankName',
  'bankBranch',
  'bankCountry',
  'bankCity',
  'bankAddr',
  'bankBic',
  'cardNo',
] as const;
export type FinanceInputField = (typeof FINANCE_INPUT_FIELDS)[number];

/** Every field of the record as commitFinanceInfo sends it and getFinanceInfo answers it. */
export const FINANCE_RECORD_FIELDS = [...FINANCE_INPUT_FIELDS, 'ownerName'] as const;
export type FinanceRecordField = (typeof FINANCE_RECORD_FIELDS)[number];
export type FinanceRecord = Record<FinanceRecordField, string>;

/** Encrypted at rest, never logged, shown masked except in the owner's edit form. */
export const SENSITIVE_FIELDS = ['cardNo', 'taxId', 'bankBic', 'ownerBirth'] as const;
export type SensitiveField = (typeof SENSITIVE_FIELDS)[number];
export const isSensitive = (field: string): field is SensitiveField =>
  (SENSITIVE_FIELDS as readonly string[]).includes(field);

/** How an empty required field is asked for: "please enter", "please select" or "please select date". */
export type RequiredKind = 'enter' | 'select' | 'date';

export interface FinanceFieldRule {
  section: FinanceSection;
  /** false: optional */
  required: RequiredKind | false;
  /** maximum length in characters (the street part for addresses) */
  max: number;
}

/** Phone and fax: digits with an optional leading +, spaces, hyphens and parentheses. */
export const PHONE_RE = /^\+?[0-9][0-9 ()-]*[0-9]$/;
/** Digits and at most one dot (spec section 5). */
export const CARD_NO_RE = /^(?=.*[0-9])[0-9]*\.?[0-9]*$/;
/** SWIFT/BIC (ISO 9362): bank (4 letters), country (2 letters), location (2), branch (3, optional). */
export const BIC_RE = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;
export const BIRTH_RE = /^\d{4}-\d{2}-\d{2}$/;
/** Control characters (tabs, line breaks...) have no place in any field. */
const CONTROL_RE = /\p{Cc}/u;

export const financeLimits = {
  foreignCityMax: 128,
  streetMax: 128,
  countryMax: 32,
  phoneMin: 5,
  /** earliest birth date accepted */
  birthFrom: '1900-01-01',
  /** review takes up to this many working days (spec section 9) */
  reviewWorkingDays: 7,
  reviewNoteMax: 500,
  /** submissions per page of the review queue */
  reviewQueuePage: 50,
} as const;

/** The rules of spec section 5, one entry per field. */
export const financeFieldRules: Record<FinanceInputField, FinanceFieldRule> = {
  orgName: { section: 'org', required: 'enter', max: 64 },
  team: { section: 'org', required: 'enter', max: 64 },
  orgType: { section: 'org', required: 'enter', max: 32 },
  orgCountry: { section: 'org', required: 'select', max: financeLimits.countryMax },
  orgCity: { section: 'org', required: 'select', max: financeLimits.foreignCityMax },
  orgAddr: { section: 'org', required: 'enter', max: financeLimits.streetMax },
  mobile: { section: 'contact', required: 'enter', max: 32 },
  fax: { section: 'contact', required: false, max: 16 },
  email: { section: 'contact', required: 'enter', max: 64 },
  remittance: { section: 'contact', required: false, max: 64 },
  invoice: { section: 'contact', required: false, max: 64 },
  ownerNamePre: { section: 'owner', required: 'enter', max: 32 },
  ownerNameSuffix: { section: 'owner', required: 'enter', max: 32 },
  ownerBirth: { section: 'owner', required: 'date', max: 10 },
  taxId: { section: 'owner', required: 'enter', max: 32 },
  bfyName: { section: 'bank', required: 'enter', max: 64 },
  bankName: { section: 'bank', required: 'enter', max: 64 },
  bankBranch: { section: 'bank', required: false, max: 64 },
  bankCountry: { section: 'bank', required: 'enter', max: financeLimits.countryMax },
  bankCity: { section: 'bank', required: 'select', max: financeLimits.foreignCityMax },
  bankAddr: { section: 'bank', required: 'enter', max: financeLimits.streetMax },
  bankBic: { section: 'bank', required: 'enter', max: 11 },
  cardNo: { section: 'bank', required: 'enter', max: 24 },
};

export const FINANCE_SECTIONS: readonly { section: FinanceSection; fields: FinanceInputField[] }[] =
  (['org', 'contact', 'owner', 'bank'] as const).map((section) => ({
    section,
    fields: FINANCE_INPUT_FIELDS.filter((f) => financeFieldRules[f].section === section),
  }));

/**
 * Why a field is refused: required (empty), tooLong, format (pattern, date, e-mail, phone,
 * digits), slash (a '/' where it separates parts), unknown (not one of the listed values:
 * organisation type, country, mainland China region), mismatch (ownerName or an address that
 * does not match its parts).
 */
export type FinanceProblem = 'required' | 'tooLong' | 'format' | 'slash' | 'unknown' | 'mismatch';
export type FinanceProblems = Partial<Record<FinanceRecordField, FinanceProblem>>;

/** Lookups the rules need from the region data sets (the caller holds the data). */
export interface FinanceLookups {
  /** an ISO 3166-1 alpha-2 code */
  isCountry?: (code: string) => boolean;
  /** a district of mainland China: its path (names in either language, or codes, joined by '/') */
  isChinaRegion?: (path: string) => boolean;
  /** today as yyyy-MM-dd (birth dates may not lie after it) */
  today?: string;
}

const isRealDate = (value: string) => {
  if (!BIRTH_RE.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10);

/** Whether an organisation type is one of the listed values, in either language. */
export function orgTypeOf(value: string): OrgType | null {
  const found = ORG_TYPES.find((type) => type === value || ORG_TYPE_ZH[type] === value);
  return found ?? null;
}

/**
 * The problem of one input field, or null. The city of a country other than mainland China is
 * free text without '/'; mainland China's is a province/city/district path (checked against
 * the region data when the lookup is given). Addresses here are the street part.
 */
export function fieldProblem(
  field: FinanceInputField,
  value: string,
  context: { country?: string } & FinanceLookups = {},
): FinanceProblem | null {
  const rule = financeFieldRules[field];
  if (value === '') return rule.required ? 'required' : null;
  if (CONTROL_RE.test(value)) return 'format';
  if (field === 'orgCity' || field === 'bankCity') {
    if (context.country === MAINLAND_CHINA) {
      if (context.isChinaRegion) return context.isChinaRegion(value) ? null : 'unknown';
      return value.split('/').length === 3 ? null : 'unknown';
    }
    if (value.includes('/')) return 'slash';
    return value.length > rule.max ? 'tooLong' : null;
  }
  if (value.length > rule.max) return 'tooLong';
  switch (field) {
    case 'orgType':
      return orgTypeOf(value) ? null : 'unknown';
    case 'orgCountry':
    case 'bankCountry':
      if (!/^[A-Z]{2}$/.test(value)) return 'unknown';
      return context.isCountry && !context.isCountry(value) ? 'unknown' : null;
    case 'email':
    case 'remittance':
    case 'invoice':
      return EMAIL_RE.test(value) ? null : 'format';
    case 'mobile':
    case 'fax':
      return PHONE_RE.test(value) && value.length >= financeLimits.phoneMin ? null : 'format';
    case 'ownerNamePre':
    case 'ownerNameSuffix':
      return value.includes('/') ? 'slash' : null;
    case 'ownerBirth': {
      if (!isRealDate(value)) return 'format';
      const today = context.today ?? todayIso();
      return value < financeLimits.birthFrom || value > today ? 'format' : null;
    }
    case 'bankBic':
      return BIC_RE.test(value) ? null : 'format';
    case 'cardNo':
      return CARD_NO_RE.test(value) ? null : 'format';
    default:
      return null;
  }
}

export const joinOwnerName = (family: string, given: string) => `${family}/${given}`;
/** An address as it travels: the city path, a slash, then the street. */
export const joinAddress = (city: string, street: string) => `${city}/${street}`;
/** The street part of an address sent for a city; null when the address does not start with it. */
export function streetOf(address: string, city: string): string | null {
  if (city === '' || !address.startsWith(`${city}/`)) return null;
  return address.slice(city.length + 1);
}

/**
 * Tidies a record before it is checked and stored: trims every field, upper-cases the SWIFT/BIC
 * and the country codes, and stores the organisation type under its listed (English) value.
 */
export function normaliseFinanceRecord(input: Partial<Record<string, unknown>>): FinanceRecord {
  const record = {} as FinanceRecord;
  for (const field of FINANCE_RECORD_FIELDS) {
    const raw = input[field];
    record[field] = typeof raw === 'string' ? raw.trim() : '';
  }
  record.bankBic = record.bankBic.toUpperCase().replace(/\s+/g, '');
  record.orgCountry = record.orgCountry.toUpperCase();
  record.bankCountry = record.bankCountry.toUpperCase();
  record.orgType = orgTypeOf(record.orgType) ?? record.orgType;
  return record;
}

/** The parts of a record as the form holds them: streets instead of full addresses. */
export function recordToInputs(record: FinanceRecord): Record<FinanceInputField, string> {
  const inputs = {} as Record<FinanceInputField, string>;
  for (const field of FINANCE_INPUT_FIELDS) inputs[field] = record[field];
  inputs.orgAddr = streetOf(record.orgAddr, record.orgCity) ?? record.orgAddr;
  inputs.bankAddr = streetOf(record.bankAddr, record.bankCity) ?? record.bankAddr;
  return inputs;
}

/** The record commitFinanceInfo sends for the form's inputs. */
export function inputsToRecord(inputs: Record<FinanceInputField, string>): FinanceRecord {
  const address = (city: string, street: string) =>
    city === '' && street === '' ? '' : joinAddress(city, street);
  const { ownerNamePre: family, ownerNameSuffix: given } = inputs;
  return {
    ...inputs,
    orgAddr: address(inputs.orgCity, inputs.orgAddr),
    bankAddr: address(inputs.bankCity, inputs.bankAddr),
    ownerName: family === '' && given === '' ? '' : joinOwnerName(family, given),
  };
}

/** Every problem of a whole record (normalised first); empty when it may be submitted. */
export function financeProblems(
  record: FinanceRecord,
  lookups: FinanceLookups = {},
): FinanceProblems {
  const problems: FinanceProblems = {};
  const addressOf = (field: 'orgAddr' | 'bankAddr', city: string): string | null => {
    const full = record[field];
    if (full === '') return '';
    const street = streetOf(full, city);
    if (street === null) problems[field] = 'mismatch';
    return street;
  };
  const streets = {
    orgAddr: addressOf('orgAddr', record.orgCity),
    bankAddr: addressOf('bankAddr', record.bankCity),
  };
  for (const field of FINANCE_INPUT_FIELDS) {
    if (problems[field]) continue;
    let value = record[field];
    if (field === 'orgAddr' || field === 'bankAddr') value = streets[field] ?? '';
    const country = field === 'orgCity' ? record.orgCountry : record.bankCountry;
    const problem = fieldProblem(field, value, { ...lookups, country });
    if (problem) problems[field] = problem;
  }
  const expected = joinOwnerName(record.ownerNamePre, record.ownerNameSuffix);
  if (record.ownerName !== '' && record.ownerName !== expected) problems.ownerName = 'mismatch';
  if (record.ownerName === '' && !problems.ownerNamePre && !problems.ownerNameSuffix) {
    problems.ownerName = 'required';
  }
  return problems;
}

/**
 * A sensitive value as anyone but its owner's edit form shows it: the last 4 characters of the
 * account number, tax id and SWIFT/BIC, the year of the birth date.
 */
export function maskSensitive(field: SensitiveField, value: string): string {
  if (value === '') return '';
  if (field === 'ownerBirth') return `${value.slice(0, 4)}-**-**`;
  const shown = value.slice(-4);
  return `${'*'.repeat(Math.min(Math.max(value.length - 4, 2), 12))}${shown}`;
}

/** A record with its sensitive fields masked. */
export function maskRecord<T extends Record<SensitiveField, string>>(record: T): T {
  const masked = { ...record };
  for (const field of SENSITIVE_FIELDS) masked[field] = maskSensitive(field, record[field]);
  return masked;
}
