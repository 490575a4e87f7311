import {
  APP_LANGUAGES,
  CONTROL_MODE_BITS,
  CURRENCY_CODES,
  GAME_MODE_BITS,
  NETWORK_MODES,
  PERMISSIONS,
  RELEASE_CATEGORIES,
  RELEASE_LANGS,
  RELEASE_TAGS,
  VR_COMFORT_LEVELS,
  bitsOf,
  currencyDecimals,
  splitList,
} from '@vrportal/contract';
import type { ListingField, ReleaseForm, ReleaseLang } from '@vrportal/contract';
import type { Lang } from '@/lib/lang';

type Labelled = { chinese: string; english: string };
const label = (option: Labelled | undefined, lang: Lang) =>
  option ? (lang === 'zh' ? option.chinese : option.english) : '';

const SYMBOLS: Record<number, string> = { 0: '¥', 1: '$', 2: 'JP¥' };

/** A price in hundredths as the store shows it ("¥40.00", "JP¥1200"). */
export function moneyText(cents: number, currency: number): string {
  const code = currency in CURRENCY_CODES ? currency : 0;
  return `${SYMBOLS[code]}${(cents / 100).toFixed(currencyDecimals(code))}`;
}

/** The languages a localised text was given in, in the store's order. */
export function givenLangs(form: ReleaseForm): ReleaseLang[] {
  return RELEASE_LANGS.filter((lang) =>
    [form.name, form.brief, form.intros, form.vnote].some((text) => text[lang]?.trim()),
  );
}

/** Texts of a value the reader reads: what each field's value means in the reader's language. */
export interface ValueTexts {
  free: string;
  none: string;
  yes: string;
  no: string;
  recommended: string;
  custom: string;
  age: (age: number) => string;
  lang: (lang: ReleaseLang) => string;
  /** a text of one language, named */
  langText: (lang: ReleaseLang, text: string) => string;
}

const joined = (items: string[], none: string) => (items.length ? items.join(', ') : none);

/** A listing field's value as the store would show it, in the reader's language. */
export function listingValue(
  form: ReleaseForm,
  field: ListingField,
  lang: Lang,
  texts: ValueTexts,
): string {
  const none = texts.none;
  switch (field) {
    case 'name':
    case 'brief':
    case 'intros':
    case 'vnote': {
      const text = form[field];
      const parts = RELEASE_LANGS.filter((l) => text[l]?.trim()).map((l) =>
        texts.langText(l, text[l] ?? ''),
      );
      // one line per language
      return parts.length ? parts.join('\n') : none;
    }
    case 'cgy':
      return (
        label(
          RELEASE_CATEGORIES.find((c) => c.value === form.cgy),
          lang,
        ) || none
      );
    case 'tag':
      return joined(
        form.tag.map(
          (tag) =>
            label(
              RELEASE_TAGS.find((t) => t.tag === tag),
              lang,
            ) || String(tag),
        ),
        none,
      );
    case 'lang':
      return joined(
        splitList(form.lang).map(
          (code) =>
            label(
              APP_LANGUAGES.find((l) => l.value === code),
              lang,
            ) || code,
        ),
        none,
      );
    case 'devModel':
      return joined(splitList(form.devModel), none);
    case 'forced':
      return form.forced ? texts.yes : texts.no;
    case 'authority':
      return joined(
        form.authority.map(
          (p) =>
            label(
              PERMISSIONS.find((o) => o.value === p),
              lang,
            ) || p,
        ),
        none,
      );
    case 'nMode':
      return (
        label(
          NETWORK_MODES.find((m) => m.value === form.nMode),
          lang,
        ) || none
      );
    case 'gameMode':
      return joined(
        bitsOf(form.gameMode, GAME_MODE_BITS).map((bit) =>
          label(
            GAME_MODE_BITS.find((b) => b.value === bit),
            lang,
          ),
        ),
        none,
      );
    case 'controlMode':
      return joined(
        bitsOf(form.controlMode, CONTROL_MODE_BITS).map((bit) =>
          label(
            CONTROL_MODE_BITS.find((b) => b.value === bit),
            lang,
          ),
        ),
        none,
      );
    case 'ageRating':
      return form.ageRating === null ? none : texts.age(form.ageRating);
    case 'vrComfortLevel':
      return (
        label(
          VR_COMFORT_LEVELS.find((c) => c.value === form.vrComfortLevel),
          lang,
        ) || none
      );
    case 'pMode':
      return form.pMode === null ? none : form.pMode === 0 ? texts.recommended : texts.custom;
    case 'sprice':
      return form.sprice === null ? texts.free : moneyText(form.sprice, form.currency);
    case 'bprice':
      return form.bprice === null ? none : moneyText(form.bprice, form.currency);
    case 'currency':
      return CURRENCY_CODES[form.currency as 0] ?? String(form.currency);
    default:
      return form[field] || none;
  }
}
