import dayjs, { type Dayjs } from '@/lib/dayjs';
import {
  FINANCE_INPUT_FIELDS,
  MAINLAND_CHINA,
  inputsToRecord,
  recordToInputs,
  type FinanceInputField,
  type FinanceRecord,
} from '@vrportal/contract';
import type { Lang } from '@/lib/lang';
import { cityName, regionCodes } from './china-regions';

/** A city as the form holds it: the cascade's codes for mainland China, else free text. */
export type CityValue = string | string[] | undefined;

/** The form's values: streets instead of addresses, a date object for the birth date. */
export type FinanceFormValues = Partial<
  Omit<Record<FinanceInputField, string>, 'orgCity' | 'bankCity' | 'ownerBirth'>
> & {
  orgCity?: CityValue;
  bankCity?: CityValue;
  ownerBirth?: Dayjs | null;
};

export const BIRTH_FORMAT = 'YYYY-MM-DD';

export const cityText = (value: CityValue): string =>
  Array.isArray(value) ? value.join('/') : (value ?? '').trim();

// a record names its mainland China city in the language it was read or kept in
const cityValue = (country: string, city: string): CityValue =>
  city === ''
    ? undefined
    : country === MAINLAND_CHINA
      ? (regionCodes(city) ?? city.split('/'))
      : city;

/** The text a field's rules check, whatever the form holds for it. */
export function fieldText(field: FinanceInputField, value: unknown): string {
  if (field === 'orgCity' || field === 'bankCity') return cityText(value as CityValue);
  if (field === 'ownerBirth') {
    return dayjs.isDayjs(value) ? value.format(BIRTH_FORMAT) : '';
  }
  return typeof value === 'string' ? value.trim() : '';
}

/** The form's values for a record (empty fields stay unset, so placeholders show). */
export function toFormValues(info: FinanceRecord): FinanceFormValues {
  const inputs = recordToInputs(info);
  const values: FinanceFormValues = {};
  for (const field of FINANCE_INPUT_FIELDS) {
    if (field === 'orgCity' || field === 'bankCity' || field === 'ownerBirth') continue;
    values[field] = inputs[field] === '' ? undefined : inputs[field];
  }
  values.orgCity = cityValue(info.orgCountry, info.orgCity);
  values.bankCity = cityValue(info.bankCountry, info.bankCity);
  values.ownerBirth = info.ownerBirth ? dayjs(info.ownerBirth) : null;
  return values;
}

/**
 * The record commitFinanceInfo sends for the form's values: a mainland China city as the path of
 * its names in the page's language, as the spec's addresses carry it (the server stores its code).
 */
export function toRecord(values: FinanceFormValues, lang: Lang): FinanceRecord {
  const inputs = Object.fromEntries(
    FINANCE_INPUT_FIELDS.map((field) => [field, fieldText(field, values[field])]),
  ) as Record<FinanceInputField, string>;
  inputs.orgCity = cityName(inputs.orgCountry, inputs.orgCity, lang);
  inputs.bankCity = cityName(inputs.bankCountry, inputs.bankCity, lang);
  return inputsToRecord(inputs);
}
