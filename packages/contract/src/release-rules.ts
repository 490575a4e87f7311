/**
 * The release form's field rules (release document, sections 3.1 and 5.1-5.4): what a developer
 * may write in each field. Zod-free, so the browser checks the wizard with the very rules the
 * server applies.
 */
import type { LabelledOption, LocalizedText } from './release-options.js';
import {
  AGE_RATINGS,
  APP_LANGUAGES,
  CONTROL_MODE_BITS,
  CURRENCY_CODES,
  Currency,
  DEV_MODELS,
  GAME_MODE_BITS,
  NETWORK_MODES,
  PERMISSIONS,
  PriceMode,
  RECOMMENDED_PRICES,
  RELEASE_CATEGORIES,
  RELEASE_TAGS,
  VR_COMFORT_LEVELS,
  currencyDecimals,
  filledText,
  releaseLimits,
} from './release-options.js';

/** Chinese texts have the shorter limits of section 3.1. */
const CHINESE_LANGS: readonly string[] = ['zh_CN', 'zh_TW'];

/**
 * Why a field is refused (the values of a 10500 answer's data.fields):
 * length: text outside its limits; choice: not one of the listed values; tooMany: more entries
 * than allowed; duplicate: an entry given twice; category: a tag of another category; bits: not
 * a sum of the listed bit values; price: not a recommended price, negative or too high;
 * decimals: more decimals than the currency has; currency: the main store sells in RMB only;
 * format: not the expected form (abbr is one letter A-Z); mismatch: not the app's package or
 * the draft build's version or file.
 */
export type ReleaseProblem =
  | 'length'
  | 'choice'
  | 'tooMany'
  | 'duplicate'
  | 'category'
  | 'bits'
  | 'price'
  | 'decimals'
  | 'currency'
  | 'format'
  | 'mismatch';

/** The values of the form a developer edits (saveAppInfo and commitAppInfo take any of them). */
export interface ReleaseFormInput {
  vnote?: LocalizedText | undefined;
  devModel?: string | undefined;
  forced?: number | undefined;
  name?: LocalizedText | undefined;
  abbr?: string | undefined;
  brief?: LocalizedText | undefined;
  intros?: LocalizedText | undefined;
  allName?: string | undefined;
  cgy?: number | null | undefined;
  tag?: readonly number[] | undefined;
  lang?: string | undefined;
  authority?: readonly string[] | undefined;
  nMode?: number | null | undefined;
  gameMode?: number | null | undefined;
  controlMode?: number | null | undefined;
  ageRating?: number | null | undefined;
  vrComfortLevel?: number | null | undefined;
  developer?: string | undefined;
  publisher?: string | undefined;
  gopno?: string | undefined;
  nrtno?: string | undefined;
  pMode?: number | null | undefined;
  sprice?: number | null | undefined;
  bprice?: number | null | undefined;
  currency?: number | undefined;
}

/** The fields ReleaseFormInput names, in wizard order. */
export const RELEASE_INPUT_FIELDS = [
  'vnote',
  'devModel',
  'forced',
  'name',
  'abbr',
  'brief',
  'intros',
  'allName',
  'cgy',
  'tag',
  'lang',
  'authority',
  'nMode',
  'gameMode',
  'controlMode',
  'ageRating',
  'vrComfortLevel',
  'developer',
  'publisher',
  'gopno',
  'nrtno',
  'pMode',
  'sprice',
  'bprice',
  'currency',
] as const satisfies readonly (keyof ReleaseFormInput)[];
export type ReleaseInputField = (typeof RELEASE_INPUT_FIELDS)[number];

/** Splits a comma-joined list (devModel, lang) into its trimmed, non-empty entries. */
export const splitList = (joined: string | undefined, separator = ',') =>
  (joined ?? '')
    .split(separator)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);

const isBitSum = (value: number, bits: readonly LabelledOption<number>[]) => {
  const all = bits.reduce((sum, b) => sum | b.value, 0);
  return Number.isInteger(value) && value > 0 && (value & ~all) === 0;
};

/** Characters of a text as a reader counts them (a Chinese character or an emoji is one). */
export const textLength = (text: string) => [...text].length;

function lengthProblem(text: string, min: number, max: number): ReleaseProblem | null {
  const n = textLength(text.trim());
  return n < min || n > max ? 'length' : null;
}

function localizedProblems(
  field: string,
  text: LocalizedText,
  limitsOf: (lang: string) => { min: number; max: number },
  out: Record<string, ReleaseProblem>,
) {
  for (const [lang, value] of Object.entries(text)) {
    if (!filledText(value)) continue;
    const { min, max } = limitsOf(lang);
    const problem = lengthProblem(value!, min, max);
    if (problem) out[`${field}.${lang}`] = problem;
  }
}

/** The rules of a list entry drawn from choices: known, no duplicates, at most `max`. */
function listProblem(
  entries: readonly (string | number)[],
  choices: readonly (string | number)[],
  max: number,
): ReleaseProblem | null {
  if (entries.some((e) => !choices.includes(e))) return 'choice';
  if (new Set(entries).size !== entries.length) return 'duplicate';
  return entries.length > max ? 'tooMany' : null;
}

/**
 * Checks the given fields of a release form against sections 5.1, 5.3 and 5.4. `form` is the
 * whole form after the change (so tags are checked against the category the form will have,
 * and a price against its mode and currency); `given` names the fields the caller sent, and
 * only their rules (and the rules that tie them to other fields) are applied. Empty texts,
 * empty lists and null clear a field and are always accepted. `channel` allows every currency
 * (business channels); the main store sells in RMB only.
 */
export function releaseFieldProblems(
  form: ReleaseFormInput,
  given: readonly string[],
  opts: { channel: boolean },
): Record<string, ReleaseProblem> {
  const out: Record<string, ReleaseProblem> = {};
  const has = (f: ReleaseInputField) => given.includes(f);
  const text = (f: ReleaseInputField, min: number, max: number) => {
    const value = form[f] as string | undefined;
    if (has(f) && filledText(value)) {
      const problem = lengthProblem(value!, min, max);
      if (problem) out[f] = problem;
    }
  };
  const chineseOr = (chinese: number, other: number) => (lang: string) => ({
    min: releaseLimits.textMin,
    max: CHINESE_LANGS.includes(lang) ? chinese : other,
  });

  if (has('vnote') && form.vnote) {
    localizedProblems(
      'vnote',
      form.vnote,
      chineseOr(releaseLimits.vnoteMaxChinese, releaseLimits.vnoteMax),
      out,
    );
  }
  if (has('name') && form.name) {
    localizedProblems(
      'name',
      form.name,
      () => ({ min: releaseLimits.nameMin, max: releaseLimits.nameMax }),
      out,
    );
  }
  if (has('brief') && form.brief) {
    localizedProblems(
      'brief',
      form.brief,
      () => ({ min: releaseLimits.textMin, max: releaseLimits.briefMax }),
      out,
    );
  }
  if (has('intros') && form.intros) {
    localizedProblems(
      'intros',
      form.intros,
      chineseOr(releaseLimits.introsMaxChinese, releaseLimits.introsMax),
      out,
    );
  }
  if (has('devModel') && filledText(form.devModel)) {
    const problem = listProblem(splitList(form.devModel), DEV_MODELS, DEV_MODELS.length);
    if (problem) out.devModel = problem;
  }
  if (has('forced') && form.forced !== undefined && form.forced !== 0 && form.forced !== 1) {
    out.forced = 'choice';
  }
  if (has('abbr') && filledText(form.abbr) && !/^[A-Za-z]$/.test(form.abbr!.trim())) {
    out.abbr = 'format';
  }
  text('allName', 1, releaseLimits.allNameMax);
  const cgy = form.cgy ?? null;
  if (has('cgy') && cgy !== null && !RELEASE_CATEGORIES.some((c) => c.value === cgy)) {
    out.cgy = 'choice';
  }
  if ((has('tag') || has('cgy')) && form.tag?.length) {
    const problem = listProblem(
      form.tag,
      RELEASE_TAGS.map((t) => t.tag),
      releaseLimits.tagsMax,
    );
    if (problem) out.tag = problem;
    else if (
      cgy !== null &&
      form.tag.some((t) => RELEASE_TAGS.find((r) => r.tag === t)?.cgy !== cgy)
    ) {
      out.tag = 'category';
    }
  }
  if (has('lang') && filledText(form.lang)) {
    const problem = listProblem(
      splitList(form.lang),
      APP_LANGUAGES.map((l) => l.value),
      releaseLimits.langsMax,
    );
    if (problem) out.lang = problem;
  }
  if (has('authority') && form.authority?.length) {
    const problem = listProblem(
      form.authority,
      PERMISSIONS.map((p) => p.value),
      PERMISSIONS.length,
    );
    if (problem) out.authority = problem;
  }
  const choice = (f: ReleaseInputField, values: readonly number[]) => {
    const value = form[f] as number | null | undefined;
    if (has(f) && typeof value === 'number' && !values.includes(value)) out[f] = 'choice';
  };
  choice(
    'nMode',
    NETWORK_MODES.map((m) => m.value),
  );
  choice('ageRating', AGE_RATINGS);
  choice(
    'vrComfortLevel',
    VR_COMFORT_LEVELS.map((m) => m.value),
  );
  const bits = (f: 'gameMode' | 'controlMode', options: readonly LabelledOption<number>[]) => {
    const value = form[f];
    if (has(f) && typeof value === 'number' && !isBitSum(value, options)) out[f] = 'bits';
  };
  bits('gameMode', GAME_MODE_BITS);
  bits('controlMode', CONTROL_MODE_BITS);
  text('developer', releaseLimits.developerMin, releaseLimits.developerMax);
  text('publisher', releaseLimits.developerMin, releaseLimits.publisherMax);
  text('gopno', 1, releaseLimits.recordNoMax);
  text('nrtno', 1, releaseLimits.recordNoMax);

  // pricing: the mode, the amount and the currency are checked together
  const currency = form.currency ?? Currency.RMB;
  if (has('currency') && form.currency !== undefined) {
    if (!(form.currency in CURRENCY_CODES)) out.currency = 'choice';
    else if (!opts.channel && form.currency !== Currency.RMB) out.currency = 'currency';
  }
  const pricing = has('pMode') || has('sprice') || has('currency');
  const pMode = form.pMode ?? null;
  if (
    has('pMode') &&
    pMode !== null &&
    pMode !== PriceMode.recommended &&
    pMode !== PriceMode.custom
  ) {
    out.pMode = 'choice';
  } else if (pricing && !out.currency) {
    const sprice = form.sprice ?? null;
    const problem =
      pMode === PriceMode.recommended
        ? RECOMMENDED_PRICES.includes(sprice)
          ? null
          : 'price'
        : sprice === null
          ? null
          : priceProblem(sprice, currency);
    if (problem) out.sprice = problem;
  }
  if ((has('bprice') || pricing) && typeof form.bprice === 'number') {
    const problem = priceProblem(form.bprice, currency);
    if (problem) out.bprice = problem;
  }
  return out;
}

/** A price in hundredths: a whole number from 0 to the limit, whole units for JPY. */
export function priceProblem(price: number, currency: number): ReleaseProblem | null {
  if (!Number.isInteger(price)) return 'decimals';
  if (price < 0 || price > releaseLimits.priceMax) return 'price';
  return currencyDecimals(currency) === 0 && price % 100 !== 0 ? 'decimals' : null;
}

/** The bits of a bit sum (gameModeList, controlModeList). */
export const bitsOf = (
  sum: number | null | undefined,
  options: readonly LabelledOption<number>[],
) =>
  typeof sum === 'number' ? options.map((o) => o.value).filter((bit) => (sum & bit) !== 0) : [];
