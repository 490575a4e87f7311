import {
  bitsOf,
  CONTROL_MODE_BITS,
  Currency,
  DEV_MODEL_SEPARATOR,
  GAME_MODE_BITS,
  LANG_SEPARATOR,
  PriceMode,
  RECOMMENDED_PRICES,
  RELEASE_INPUT_FIELDS,
  releaseStepOf,
  splitList,
  type LocalizedText,
  type ReleaseForm,
  type ReleaseFormInput,
  type ReleaseFormInputBody,
  type ReleaseStepValue,
} from '@vrportal/contract';
import { sumBits } from './bits';
import { amountText, parseAmount } from './money';

/** The wizard's form values: lists where the wire has comma-joined text or bit sums. */
export interface WizardValues {
  vnote: LocalizedText;
  devModel: string[];
  forced: boolean;
  name: LocalizedText;
  abbr: string;
  brief: LocalizedText;
  intros: LocalizedText;
  allName: string;
  cgy: number | null;
  tag: number[];
  lang: string[];
  authority: string[];
  nMode: number | null;
  gameMode: number[];
  controlMode: number[];
  ageRating: number | null;
  vrComfortLevel: number | null;
  developer: string;
  publisher: string;
  gopno: string;
  nrtno: string;
  pMode: number | null;
  /** the recommended price chosen: its index in RECOMMENDED_PRICES */
  recommended: number | null;
  /** the custom amount as typed, in currency units */
  amount: string;
  currency: number;
}

/** The form values of a stored release form. */
export function toWizardValues(form: ReleaseForm): WizardValues {
  const recommended = form.pMode === PriceMode.recommended ? form.sprice : undefined;
  const index = RECOMMENDED_PRICES.indexOf(recommended ?? null);
  return {
    vnote: { ...form.vnote },
    devModel: splitList(form.devModel, DEV_MODEL_SEPARATOR),
    forced: form.forced === 1,
    name: { ...form.name },
    abbr: form.abbr,
    brief: { ...form.brief },
    intros: { ...form.intros },
    allName: form.allName,
    cgy: form.cgy,
    tag: [...form.tag],
    lang: splitList(form.lang, LANG_SEPARATOR),
    authority: [...form.authority],
    nMode: form.nMode,
    gameMode: bitsOf(form.gameMode, GAME_MODE_BITS),
    controlMode: bitsOf(form.controlMode, CONTROL_MODE_BITS),
    ageRating: form.ageRating,
    vrComfortLevel: form.vrComfortLevel,
    developer: form.developer,
    publisher: form.publisher,
    gopno: form.gopno,
    nrtno: form.nrtno,
    pMode: form.pMode,
    recommended: form.pMode === PriceMode.recommended && index >= 0 ? index : null,
    amount: form.pMode === PriceMode.custom ? amountText(form.sprice, form.currency) : '',
    currency: form.currency,
  };
}

const trimmed = (text: LocalizedText | undefined): LocalizedText =>
  Object.fromEntries(
    Object.entries(text ?? {}).map(([lang, value]) => [lang, (value ?? '').trim()]),
  );

/** The price fields of the form values (sprice null: free, or no custom amount yet). */
export function priceOf(
  values: Partial<WizardValues>,
): Pick<ReleaseFormInput, 'pMode' | 'sprice' | 'currency'> {
  const currency = values.currency ?? Currency.RMB;
  if (values.pMode === PriceMode.recommended) {
    const index = values.recommended ?? -1;
    const sprice = index >= 0 ? (RECOMMENDED_PRICES[index] ?? null) : null;
    return { pMode: PriceMode.recommended, sprice, currency };
  }
  if (values.pMode === PriceMode.custom) {
    return {
      pMode: PriceMode.custom,
      sprice: parseAmount(values.amount ?? '', currency),
      currency,
    };
  }
  return { pMode: null, sprice: null, currency };
}

/** Every field of the form values in the shape the server takes (ReleaseFormInput). */
export function toInput(values: Partial<WizardValues>): ReleaseFormInputBody {
  return {
    vnote: trimmed(values.vnote),
    devModel: (values.devModel ?? []).join(DEV_MODEL_SEPARATOR),
    forced: values.forced ? 1 : 0,
    name: trimmed(values.name),
    abbr: (values.abbr ?? '').trim().toUpperCase(),
    brief: trimmed(values.brief),
    intros: trimmed(values.intros),
    allName: (values.allName ?? '').trim(),
    cgy: values.cgy ?? null,
    tag: values.tag ?? [],
    lang: (values.lang ?? []).join(LANG_SEPARATOR),
    authority: values.authority ?? [],
    nMode: values.nMode ?? null,
    gameMode: sumBits(values.gameMode),
    controlMode: sumBits(values.controlMode),
    ageRating: values.ageRating ?? null,
    vrComfortLevel: values.vrComfortLevel ?? null,
    developer: (values.developer ?? '').trim(),
    publisher: (values.publisher ?? '').trim(),
    gopno: (values.gopno ?? '').trim(),
    nrtno: (values.nrtno ?? '').trim(),
    ...priceOf(values),
  };
}

/**
 * The fields a step saves, from the contract's field-to-step table (assets are saved one by one
 * as they are uploaded; the marked price is not edited in the wizard).
 */
export const stepFields = (step: ReleaseStepValue) =>
  RELEASE_INPUT_FIELDS.filter((field) => releaseStepOf(field) === step && field !== 'bprice');

/** The save body of a step: its fields only. */
export function stepInput(
  values: Partial<WizardValues>,
  step: ReleaseStepValue,
): ReleaseFormInputBody {
  const all = toInput(values);
  return Object.fromEntries(stepFields(step).map((field) => [field, all[field]]));
}
