// How a release draft is stored and read back: the JSON form, its normalising, its refusals.
import {
  Currency,
  DEV_MODEL_SEPARATOR,
  ErrorCode,
  LANG_SEPARATOR,
  RELEASE_INPUT_FIELDS,
  RELEASE_LANGS,
  errorText,
  splitList,
} from '@vrportal/contract';
import type {
  LocalizedText,
  ReleaseFormInput,
  ReleaseFormInputBody,
  ReleaseInputField,
  ReleaseProblem,
} from '@vrportal/contract';
import { AppError } from '../../lib/app-error.js';
import type { DraftRow, LiveListingRow, ReleasesRepository } from './releases.repository.js';

/** The texts, lists and choices of a draft, stored as JSON (prices have columns). */
type DraftForm = Omit<ReleaseFormInput, 'pMode' | 'sprice' | 'bprice' | 'currency'>;
const LOCALIZED_FIELDS: readonly ReleaseInputField[] = ['vnote', 'name', 'brief', 'intros'];
const TEXT_FIELDS: readonly ReleaseInputField[] = [
  'abbr',
  'allName',
  'developer',
  'publisher',
  'gopno',
  'nrtno',
];

/** Drops the version note from a draft (read in the transaction that writes it back). */
export async function clearVersionNote(repo: ReleasesRepository, appId: string, key: string) {
  const row = await repo.findDraft(appId, key);
  if (!row) return;
  let form: DraftForm;
  try {
    form = JSON.parse(row.form) as DraftForm;
  } catch {
    return;
  }
  if (form.vnote === undefined) return;
  const { vnote: _note, ...rest } = form;
  await repo.setDraftForm(appId, key, JSON.stringify(rest));
}

export function decodeDraft(row: DraftRow | undefined): ReleaseFormInput {
  if (!row) return { pMode: null, sprice: null, bprice: null, currency: Currency.RMB };
  let form: DraftForm = {};
  try {
    form = JSON.parse(row.form) as DraftForm;
  } catch {
    // an unreadable draft reads as empty
  }
  return {
    ...form,
    pMode: row.price_mode,
    sprice: row.sprice === null ? null : Number(row.sprice),
    bprice: row.bprice === null ? null : Number(row.bprice),
    currency: row.currency,
  };
}

/** Trims texts, drops empty languages and list entries; answers only the fields given. */
export function normalise(body: ReleaseFormInputBody): {
  values: ReleaseFormInput;
  given: string[];
} {
  const values: Record<string, unknown> = {};
  const given: string[] = [];
  for (const field of RELEASE_INPUT_FIELDS) {
    const value = body[field];
    if (value === undefined) continue;
    given.push(field);
    if (LOCALIZED_FIELDS.includes(field)) {
      const text: LocalizedText = {};
      for (const lang of RELEASE_LANGS) {
        const entry = (value as LocalizedText)[lang]?.trim();
        if (entry) text[lang] = entry;
      }
      values[field] = text;
    } else if (TEXT_FIELDS.includes(field)) {
      const text = (value as string).trim();
      values[field] = field === 'abbr' ? text.toUpperCase() : text;
    } else if (field === 'devModel') {
      values[field] = splitList(value as string, DEV_MODEL_SEPARATOR).join(DEV_MODEL_SEPARATOR);
    } else if (field === 'lang') {
      values[field] = splitList(value as string, LANG_SEPARATOR).join(LANG_SEPARATOR);
    } else {
      values[field] = value;
    }
  }
  return { values: values as ReleaseFormInput, given };
}

export function problemsError(problems: Record<string, ReleaseProblem>): AppError {
  const list = Object.entries(problems)
    .map(([field, problem]) => `${field} (${problem})`)
    .join(', ');
  return new AppError(
    ErrorCode.invalidInformation,
    { fields: problems },
    {
      zh: `${errorText(ErrorCode.invalidInformation, 'zh')}：${list}`,
      en: `${errorText(ErrorCode.invalidInformation, 'en')}: ${list}`,
    },
  );
}

/** A recorded live listing read as a draft row. */
export const liveDraft = (row: LiveListingRow): DraftRow => ({
  app_id: row.app_id,
  channel_key: row.channel_key,
  form: row.form,
  price_mode: row.price_mode,
  sprice: row.sprice,
  bprice: row.bprice,
  currency: row.currency,
  updated_at: row.recorded_at,
});
