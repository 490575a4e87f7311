import { PriceMode, RELEASE_TAGS, type LocalizedText, type ReleaseForm } from '@vrportal/contract';
import { priceOf, toWizardValues, type WizardValues } from './form-values';
import { formatMoney } from './money';

/** The two store languages the preview shows. */
export const PREVIEW_LANGS = ['zh_CN', 'en_US'] as const;
export type PreviewLang = (typeof PREVIEW_LANGS)[number];

/** The price line of the listing: free, an amount with its currency, or not chosen yet. */
export type PreviewPrice = { kind: 'free' } | { kind: 'amount'; text: string } | { kind: 'unset' };

/** The listing as a player of one language sees it in the store; '' where nothing is given. */
export interface StoreListing {
  name: string;
  intros: string;
  brief: string;
  vnote: string;
  price: PreviewPrice;
  tags: string[];
  icon: string;
  cover: string;
  /** screenshot addresses in the release's order */
  pics: string[];
}

const textIn = (text: LocalizedText | undefined, lang: PreviewLang) => (text?.[lang] ?? '').trim();

/** The price the store shows for the wizard's current price fields. */
export function previewPrice(values: Partial<WizardValues>): PreviewPrice {
  const { pMode, sprice, currency } = priceOf(values);
  if (pMode === null || pMode === undefined) return { kind: 'unset' };
  // a recommended "free" is null; a custom amount of 0 is free as well
  if (pMode === PriceMode.recommended && (values.recommended ?? null) === null) {
    return { kind: 'unset' };
  }
  if (sprice === null || sprice === undefined) {
    return pMode === PriceMode.recommended ? { kind: 'free' } : { kind: 'unset' };
  }
  if (sprice === 0) return { kind: 'free' };
  return { kind: 'amount', text: formatMoney(sprice, currency ?? 0) };
}

/**
 * The listing in one language from the wizard's current values (typed but maybe not saved yet)
 * and the release's stored assets.
 */
export function storeListing(
  values: Partial<WizardValues>,
  form: Pick<ReleaseForm, 'scover' | 'rcover' | 'pics'>,
  lang: PreviewLang,
): StoreListing {
  return {
    name: textIn(values.name, lang),
    intros: textIn(values.intros, lang),
    brief: textIn(values.brief, lang),
    vnote: textIn(values.vnote, lang),
    price: previewPrice(values),
    tags: (values.tag ?? []).flatMap((id) => {
      const tag = RELEASE_TAGS.find((t) => t.tag === id);
      return tag ? [lang === 'zh_CN' ? tag.chinese : tag.english] : [];
    }),
    icon: form.scover,
    cover: form.rcover,
    pics: [...form.pics],
  };
}

/**
 * The wizard's first values: a form with no name in any language yet starts from the name the
 * app was created with, in both store languages.
 */
export function startValues(form: ReleaseForm, appName: string | undefined): WizardValues {
  const values = toWizardValues(form);
  const named = Object.values(values.name).some((text) => (text ?? '').trim() !== '');
  const created = (appName ?? '').trim();
  if (!named && created) values.name = { zh_CN: created, en_US: created };
  return values;
}
