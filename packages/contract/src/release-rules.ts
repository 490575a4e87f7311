/**
 * The release form (release document, sections 3.1, 3.3, 3.4, 5.1-5.4 and 9): its choices,
 * limits, validation rules, the fields each wizard step needs and what a commit still misses.
 * Zod-free, so the browser checks the wizard with the very rules the server applies.
 */

/** Languages of the localised texts (name, brief, intros, vnote); zh_CN and en_US are required. */
export const RELEASE_LANGS = ['zh_CN', 'en_US', 'zh_TW', 'es', 'ru', 'ja', 'de', 'fr'] as const;
export type ReleaseLang = (typeof RELEASE_LANGS)[number];
export const REQUIRED_RELEASE_LANGS: readonly ReleaseLang[] = ['zh_CN', 'en_US'];
/** Chinese texts have the shorter limits of section 3.1. */
const CHINESE_LANGS: readonly string[] = ['zh_CN', 'zh_TW'];
/** A localised text: one entry per language; an empty entry counts as absent. */
export type LocalizedText = Partial<Record<ReleaseLang, string>>;

export const releaseLimits = {
  verMin: 2,
  verMax: 32,
  nameMin: 2,
  nameMax: 80,
  /** every localised text has at least this many characters in each language given */
  textMin: 2,
  vnoteMaxChinese: 400,
  vnoteMax: 800,
  introsMaxChinese: 50,
  introsMax: 80,
  briefMax: 2000,
  allNameMax: 128,
  developerMin: 2,
  developerMax: 80,
  publisherMax: 80,
  /** operation record number (gopno) and game licence number (nrtno) */
  recordNoMax: 64,
  tagsMax: 3,
  langsMax: 3,
  screenshotsMin: 1,
  screenshotsMax: 8,
  videosMax: 2,
  /** custom prices, in hundredths of the currency unit: at most 1,000,000.00 */
  priceMax: 100_000_000,
  channelNameMin: 2,
  channelNameMax: 80,
  channelDescptMax: 100,
  businessNameMax: 80,
  /** a business's confirmation link works for this long */
  businessLinkValidDays: 7,
} as const;

export interface LabelledOption<V> {
  value: V;
  chinese: string;
  english: string;
}

/** Categories (cgy): 1 Games, 2 Apps (the values of getAppCfgInfo and of the app cards). */
export const ReleaseCategory = { games: 1, apps: 2 } as const;
export const RELEASE_CATEGORIES: readonly LabelledOption<number>[] = [
  { value: 1, chinese: '游戏', english: 'Games' },
  { value: 2, chinese: '应用', english: 'Apps' },
];

/** The ten tags (genres) of getAppTagInfo; an app's tags must belong to its category. */
export interface ReleaseTag {
  tag: number;
  chinese: string;
  english: string;
  cgy: number;
}
export const RELEASE_TAGS: readonly ReleaseTag[] = [
  { tag: 1, chinese: '射击', english: 'Shooting', cgy: 1 },
  { tag: 2, chinese: '恐怖', english: 'Horror', cgy: 1 },
  { tag: 3, chinese: '动作冒险', english: 'Action Adventure', cgy: 1 },
  { tag: 4, chinese: '角色扮演', english: 'Role-playing', cgy: 1 },
  { tag: 5, chinese: '多人', english: 'Multiplayer', cgy: 1 },
  { tag: 6, chinese: '休闲创意', english: 'Casual Creativity', cgy: 1 },
  { tag: 7, chinese: '卡通动漫', english: 'Cartoon Animation', cgy: 2 },
  { tag: 8, chinese: '影音娱乐', english: 'Audio-visual Entertainment', cgy: 2 },
  { tag: 9, chinese: '办公工具', english: 'Office Tools', cgy: 2 },
  { tag: 10, chinese: '社交网络', english: 'Social Networks', cgy: 2 },
];

/** Supported devices (devModel, comma-joined on the wire). */
export const DEV_MODELS = ['YVR 1', 'YVR 2', 'Play For Dream MR'] as const;
export const DEV_MODEL_SEPARATOR = ',';

/** gameMode is a sum of these bits. */
export const GAME_MODE_BITS: readonly LabelledOption<number>[] = [
  { value: 1, chinese: '单人', english: 'Single User' },
  { value: 2, chinese: '多人', english: 'Multiplayer' },
  { value: 4, chinese: '合作', english: 'Co-op' },
  { value: 8, chinese: '对战', english: 'PvP' },
];
/** controlMode is a sum of these bits. */
export const CONTROL_MODE_BITS: readonly LabelledOption<number>[] = [
  { value: 1, chinese: 'VR 手柄', english: 'VR Controllers' },
  { value: 2, chinese: '手势追踪', english: 'Hand Tracking' },
  { value: 4, chinese: '游戏手柄', english: 'Gamepad' },
  { value: 8, chinese: '键盘', english: 'Keyboard' },
];
/** Network mode (nMode). */
export const NetworkMode = { required: 1, notRequired: 2 } as const;
export const NETWORK_MODES: readonly LabelledOption<number>[] = [
  { value: 1, chinese: '需要联网', english: 'Internet connection required' },
  { value: 2, chinese: '无需联网', english: 'No internet connection required' },
];
/** Languages the app supports (lang, comma-joined on the wire; at most three). */
export const APP_LANGUAGES: readonly LabelledOption<string>[] = [
  { value: 'zh_CN', chinese: '简体中文', english: 'Simplified Chinese' },
  { value: 'en_US', chinese: '英语', english: 'English' },
  { value: 'zh_TW', chinese: '繁体中文', english: 'Traditional Chinese' },
  { value: 'ja', chinese: '日语', english: 'Japanese' },
  { value: 'de', chinese: '德语', english: 'German' },
  { value: 'fr', chinese: '法语', english: 'French' },
  { value: 'es', chinese: '西班牙语', english: 'Spanish' },
  { value: 'ru', chinese: '俄语', english: 'Russian' },
];
export const LANG_SEPARATOR = ',';
/** Permissions the app asks for (authority). */
export const PERMISSIONS: readonly LabelledOption<string>[] = [
  { value: 'storage', chinese: '存储', english: 'Storage' },
  { value: 'microphone', chinese: '麦克风', english: 'Microphone' },
  { value: 'location', chinese: '位置', english: 'Location' },
];
/** Age rating (ageRating): the minimum age. */
export const AGE_RATINGS: readonly number[] = [3, 7, 12, 16, 18];
/** VR comfort level (vrComfortLevel). */
export const VR_COMFORT_LEVELS: readonly LabelledOption<number>[] = [
  { value: 1, chinese: '舒适', english: 'Comfortable' },
  { value: 2, chinese: '适中', english: 'Moderate' },
  { value: 3, chinese: '强烈', english: 'Intense' },
];

/** currency: 0 RMB (CNY), 1 USD, 2 JPY. The main store sells in RMB only. */
export const Currency = { RMB: 0, USD: 1, JPY: 2 } as const;
export type CurrencyValue = (typeof Currency)[keyof typeof Currency];
export const CURRENCY_CODES: Record<CurrencyValue, 'CNY' | 'USD' | 'JPY'> = {
  0: 'CNY',
  1: 'USD',
  2: 'JPY',
};
/** Decimals a price may have: two, none for JPY. */
export const currencyDecimals = (currency: number) => (currency === Currency.JPY ? 0 : 2);
/** pMode: 0 a recommended price, 1 a custom price. */
export const PriceMode = { recommended: 0, custom: 1 } as const;
/**
 * Recommended prices (sprice with pMode 0). Prices are stored as hundredths of the currency
 * unit (cents), so "40" is 4000; null is free.
 */
export const RECOMMENDED_PRICES: readonly (number | null)[] = [null, 4000, 7000, 9000];

/** A business's link to a channel: 0 waiting for the business to confirm, 1 confirmed. */
export const BusinessLinkStatus = { waiting: 0, confirmed: 1 } as const;

/** The wizard's steps (the status values of section 2.2). */
export const ReleaseStep = {
  build: 0,
  description: 1,
  details: 2,
  assets: 3,
  pricing: 4,
  summary: 5,
  submitted: 6,
} as const;
export type ReleaseStepValue = 0 | 1 | 2 | 3 | 4;
/** The five steps that hold fields, in order. */
export const RELEASE_FORM_STEPS: readonly ReleaseStepValue[] = [0, 1, 2, 3, 4];

/** The step of each field of the form (spec field names). */
const FIELD_STEPS: Record<string, ReleaseStepValue> = {
  pkg: 0,
  ver: 0,
  vcode: 0,
  vnote: 0,
  fname: 0,
  devModel: 0,
  forced: 0,
  name: 1,
  abbr: 1,
  brief: 1,
  intros: 1,
  allName: 2,
  cgy: 2,
  tag: 2,
  lang: 2,
  authority: 2,
  nMode: 2,
  gameMode: 2,
  controlMode: 2,
  ageRating: 2,
  vrComfortLevel: 2,
  developer: 2,
  publisher: 2,
  gopno: 2,
  nrtno: 2,
  scrdoc: 3,
  scover: 3,
  rcover: 3,
  pics: 3,
  vedios: 3,
  pMode: 4,
  sprice: 4,
  bprice: 4,
  currency: 4,
};

/**
 * The wizard step (0 build, 1 description, 2 additional details, 3 assets, 4 pricing) a field
 * belongs to. Accepts the names missingReleaseFields and the 10500 answers use, such as
 * "name.en_US" or "vedios[1].pic"; unknown names go to the summary's first step (0).
 */
export function releaseStepOf(field: string): ReleaseStepValue {
  const base = field.split(/[.[]/)[0] ?? field;
  return FIELD_STEPS[base] ?? 0;
}

/** The fields a release form may hold when checking it for completeness. */
export interface ReleaseFormFields {
  ver?: string | undefined;
  vnote?: LocalizedText | undefined;
  fname?: string | undefined;
  devModel?: string | undefined;
  name?: LocalizedText | undefined;
  abbr?: string | undefined;
  brief?: LocalizedText | undefined;
  cgy?: number | null | undefined;
  tag?: readonly number[] | undefined;
  lang?: string | undefined;
  controlMode?: number | null | undefined;
  nMode?: number | null | undefined;
  developer?: string | undefined;
  scover?: string | undefined;
  rcover?: string | undefined;
  pics?: readonly string[] | undefined;
  vedios?: readonly { pic: string }[] | undefined;
  pMode?: number | null | undefined;
  sprice?: number | null | undefined;
}

const filled = (text: string | undefined) => (text ?? '').trim().length > 0;
const localized = (text: LocalizedText | undefined) =>
  REQUIRED_RELEASE_LANGS.every((lang) => filled(text?.[lang]));

/**
 * The spec field names a commit still misses, in wizard order: ver, vnote, fname, devModel
 * (build); name, abbr, brief (description); cgy, tag, lang, controlMode, nMode, developer
 * (additional details); scover, rcover, pics and "vedios[i].pic" for each trailer without a
 * cover (assets); sprice (pricing: no price chosen, or custom without an amount). Localised
 * texts need zh_CN and en_US.
 */
export function missingReleaseFields(form: ReleaseFormFields): string[] {
  const missing: string[] = [];
  const need = (field: string, ok: boolean) => {
    if (!ok) missing.push(field);
  };
  need('ver', filled(form.ver));
  need('vnote', localized(form.vnote));
  need('fname', filled(form.fname));
  need('devModel', filled(form.devModel));
  need('name', localized(form.name));
  need('abbr', filled(form.abbr));
  need('brief', localized(form.brief));
  need('cgy', typeof form.cgy === 'number');
  need('tag', (form.tag?.length ?? 0) > 0);
  need('lang', filled(form.lang));
  need('controlMode', typeof form.controlMode === 'number' && form.controlMode > 0);
  need('nMode', typeof form.nMode === 'number');
  need('developer', filled(form.developer));
  need('scover', filled(form.scover));
  need('rcover', filled(form.rcover));
  need('pics', (form.pics?.length ?? 0) >= releaseLimits.screenshotsMin);
  (form.vedios ?? []).forEach((v, i) => need(`vedios[${i}].pic`, filled(v.pic)));
  const priced =
    form.pMode === PriceMode.recommended ||
    (form.pMode === PriceMode.custom && typeof form.sprice === 'number');
  need('sprice', priced);
  return missing;
}

/** The steps with nothing missing; submit is possible when all five are done. */
export function doneReleaseSteps(missing: readonly string[]): ReleaseStepValue[] {
  const open = new Set(missing.map(releaseStepOf));
  return RELEASE_FORM_STEPS.filter((step) => !open.has(step));
}

// ---- field rules ---------------------------------------------------------------------------

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
    if (!filled(value)) continue;
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
    if (has(f) && filled(value)) {
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
  if (has('devModel') && filled(form.devModel)) {
    const problem = listProblem(splitList(form.devModel), DEV_MODELS, DEV_MODELS.length);
    if (problem) out.devModel = problem;
  }
  if (has('forced') && form.forced !== undefined && form.forced !== 0 && form.forced !== 1) {
    out.forced = 'choice';
  }
  if (has('abbr') && filled(form.abbr) && !/^[A-Za-z]$/.test(form.abbr!.trim())) {
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
  if (has('lang') && filled(form.lang)) {
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
