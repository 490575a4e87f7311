// The release wizard's steps: which step holds each field and what a commit still misses.
import type { LocalizedText } from './release-options.js';
import { PriceMode, REQUIRED_RELEASE_LANGS, filledText, releaseLimits } from './release-options.js';

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

const localized = (text: LocalizedText | undefined) =>
  REQUIRED_RELEASE_LANGS.every((lang) => filledText(text?.[lang]));

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
  need('ver', filledText(form.ver));
  need('vnote', localized(form.vnote));
  need('fname', filledText(form.fname));
  need('devModel', filledText(form.devModel));
  need('name', localized(form.name));
  need('abbr', filledText(form.abbr));
  need('brief', localized(form.brief));
  need('cgy', typeof form.cgy === 'number');
  need('tag', (form.tag?.length ?? 0) > 0);
  need('lang', filledText(form.lang));
  need('controlMode', typeof form.controlMode === 'number' && form.controlMode > 0);
  need('nMode', typeof form.nMode === 'number');
  need('developer', filledText(form.developer));
  need('scover', filledText(form.scover));
  need('rcover', filledText(form.rcover));
  need('pics', (form.pics?.length ?? 0) >= releaseLimits.screenshotsMin);
  (form.vedios ?? []).forEach((v, i) => need(`vedios[${i}].pic`, filledText(v.pic)));
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
