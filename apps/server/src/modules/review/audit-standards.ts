import {
  FINANCE_INPUT_FIELDS,
  financeFieldRules,
  isSensitive,
  stageOf,
  stageStatuses,
} from '@vrportal/contract';
import type { FinanceInputField, Lang, ReportItem } from '@vrportal/contract';
import { t } from '../../lib/i18n.js';
import type { MessageKey } from '../../lib/i18n.js';
import { AUTO_CHECK_STANDARD } from './audit-standards-auto.js';
import { CONTENT_STANDARD } from './audit-standards-content.js';
import { RELEASE_STANDARD } from './audit-standards-release.js';
import { TECHNICAL_STANDARD } from './audit-standards-technical.js';

export interface Texts {
  zh: string;
  en: string;
}
export interface StandardItem {
  id: string;
  name: Texts;
  require: Texts;
  desc: Texts;
}

/** A checklist: 1 automatic technical check, 2 manual technical, 3 content, 4 release review. */
export type StandardType = 1 | 2 | 3 | 4;

/**
 * The audit standards a reviewer checks item by item: 1 automatic technical check, 2 manual
 * technical review, 3 content review, 4 release (publish) review, each its own checklist.
 */
export const AUDIT_STANDARDS: Record<StandardType, StandardItem[]> = {
  1: AUTO_CHECK_STANDARD,
  2: TECHNICAL_STANDARD,
  3: CONTENT_STANDARD,
  4: RELEASE_STANDARD,
};

/** The checklist of each stage a reviewer decides. */
export const STAGE_STANDARD = { man: 2, content: 3, publish: 4 } as const;

export function standardFor(type: StandardType, lang: Lang) {
  return AUDIT_STANDARDS[type].map((item) => ({
    id: item.id,
    name: item.name[lang],
    require: item.require[lang],
    desc: item.desc[lang],
  }));
}

/**
 * The standard a submission in review is shown with: the checklist of the stage queued or
 * under way (manual technical 2, content 3, release 4).
 */
export function standardTypeOf(status: number): 2 | 3 | 4 | null {
  const stage = stageOf(status);
  if (!stage || stage === 'auto' || status === stageStatuses[stage].failed) return null;
  return STAGE_STANDARD[stage];
}

// ---- report lines --------------------------------------------------------------------------

/** The texts of one report line in the reader's language. */
interface LineTexts {
  name: string;
  require: string;
  desc: string;
}

/**
 * An audit report line as stored: the catalogue item it reports on, its result and the
 * reviewer's note. The texts come from the catalogue when the report is read, in the reader's
 * language; older rows hold texts instead of an id, and are matched to the catalogue then.
 */
export interface StoredReportItem {
  /** a standard item (auto.*, man.*, content.*) or a payment information field (finance.*) */
  id?: string;
  status: number;
  /** the reviewer's note, kept as written */
  note?: string;
  /** a note the automatic check wrote, in both languages */
  noteText?: Texts;
  /** an automatic check's own texts, for a check the catalogue does not list (yet) */
  text?: { name: Texts; require: Texts };
  /** texts of rows written before lines kept an id: one language, both joined by " / ", or a key */
  name?: string;
  require?: string;
  desc?: string;
}

const STANDARD_BY_ID = new Map(
  Object.values(AUDIT_STANDARDS)
    .flat()
    .map((item) => [item.id, item] as const),
);

/**
 * Item names the demo seed wrote before its lines came from the catalogue, which match no
 * standard item by name.
 */
const LEGACY_NAMES: Record<string, string> = {
  'release materials': 'content.rating',
  发布材料: 'content.rating',
};

/** What stands in for the texts of a line no catalogue item matches (older rows only). */
const UNLISTED: { require: Texts; desc: Texts } = {
  require: { zh: '符合审核标准', en: 'Meets the audit standard' },
  desc: { zh: '审核员按审核标准检查', en: 'Checked by the reviewer against the audit standard' },
};
const AUTO_DESC: Texts = { zh: '自动技术检测', en: 'Checked by the automatic technical check' };

const FINANCE_PREFIX = 'finance.';
const isFinanceField = (field: string): field is FinanceInputField =>
  (FINANCE_INPUT_FIELDS as readonly string[]).includes(field);

/** The report line id of a payment information field. */
export const financeItemId = (field: FinanceInputField) => `${FINANCE_PREFIX}${field}`;

function financeLine(field: FinanceInputField, lang: Lang): LineTexts {
  const rule = financeFieldRules[field];
  const require =
    t(lang, rule.required ? 'finance.require.required' : 'finance.require.optional', {
      max: rule.max,
    }) + (isSensitive(field) ? t(lang, 'finance.require.encrypted') : '');
  return {
    name: t(lang, `finance.field.${field}` as MessageKey),
    require,
    desc: t(lang, `finance.desc.${rule.section}` as MessageKey),
  };
}

/** The catalogue texts of a line id in a language; null for an id no catalogue lists. */
export function catalogueLine(id: string, lang: Lang): LineTexts | null {
  const item = STANDARD_BY_ID.get(id);
  if (item) return { name: item.name[lang], require: item.require[lang], desc: item.desc[lang] };
  const field = id.startsWith(FINANCE_PREFIX) ? id.slice(FINANCE_PREFIX.length) : '';
  return isFinanceField(field) ? financeLine(field, lang) : null;
}

const normalise = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** Standard items by their name in either language, per standard type. */
const BY_NAME = new Map<string, { id: string; type: StandardType }>();
for (const [type, items] of Object.entries(AUDIT_STANDARDS)) {
  for (const item of items) {
    for (const name of [item.name.zh, item.name.en]) {
      BY_NAME.set(normalise(name), { id: item.id, type: Number(type) as StandardType });
    }
  }
}

/**
 * The standard item a reviewer's line names, by its name in either language, among the
 * checklists of `types`; null when none matches.
 */
export function standardIdByName(name: string, types: readonly StandardType[]): string | null {
  const found = BY_NAME.get(normalise(name));
  return found && types.includes(found.type) ? found.id : null;
}

const CJK = /[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/;

/** The halves of a text written in both languages as "中文 / English" or the other way round. */
function halves(text: string): Texts | null {
  const parts = text.split(' / ');
  if (parts.length !== 2) return null;
  const zh = parts.find((p) => CJK.test(p));
  const en = parts.find((p) => !CJK.test(p));
  return zh && en ? { zh: zh.trim(), en: en.trim() } : null;
}

/** The catalogue id of a line stored before lines kept one. */
function legacyId(item: StoredReportItem): string | null {
  // automatic checks kept their id in desc, payment lines their field
  if (item.desc && STANDARD_BY_ID.has(item.desc)) return item.desc;
  if (item.desc && isFinanceField(item.desc)) return financeItemId(item.desc);
  const name = item.name ?? '';
  const both = halves(name);
  for (const candidate of both ? [both.en, both.zh] : [name]) {
    const id = standardIdByName(candidate, [1, 2, 3, 4]) ?? LEGACY_NAMES[normalise(candidate)];
    if (id) return id;
  }
  return null;
}

/** The reader's half of a text written as "中文 / English"; the text itself otherwise. */
export function readerHalf(text: string, lang: Lang): string {
  return halves(text)?.[lang] ?? text;
}

/** A message key (auto.pkg) is no text a reader should see. */
const KEY_LIKE = /^[a-z]+([.][a-zA-Z0-9_]+)+$/;

/** The reader's half of an older row's text; '' for a key. */
function pickWritten(text: string | undefined, lang: Lang): string {
  const value = text ?? '';
  if (KEY_LIKE.test(value)) return '';
  return halves(value)?.[lang] ?? value;
}

/** One stored line as the reader reads it: catalogue texts in the reader's language. */
export function localiseReportItem(item: StoredReportItem, lang: Lang): ReportItem {
  const id = item.id ?? legacyId(item);
  const automatic = id?.startsWith('auto.') ?? false;
  const line: LineTexts =
    (id ? catalogueLine(id, lang) : null) ??
    (item.text
      ? { name: item.text.name[lang], require: item.text.require[lang], desc: AUTO_DESC[lang] }
      : {
          name: pickWritten(item.name, lang),
          require: pickWritten(item.require, lang) || UNLISTED.require[lang],
          desc: pickWritten(item.desc, lang) || UNLISTED.desc[lang],
        });
  const note = item.note ?? '';
  return {
    ...line,
    status: item.status,
    // the automatic check's notes are the service's own words, a reviewer's are kept as written
    note: item.noteText ? item.noteText[lang] : automatic ? pickWritten(note, lang) : note,
  };
}

/** A stored report's lines in the reader's language. */
export function localiseReport(items: readonly StoredReportItem[], lang: Lang): ReportItem[] {
  return items.map((item) => localiseReportItem(item, lang));
}
