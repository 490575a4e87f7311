import dayjs from '@/lib/dayjs';
import type { TFunction } from 'i18next';
import {
  financeFieldRules,
  fieldProblem,
  type FinanceInputField,
  type FinanceProblem,
} from '@vrportal/contract';
import { fieldText } from './form-values';

type FinanceT = TFunction<'finance'>;

/** The message of a field's problem, in the wording of the spec's form (section 5). */
export function problemText(
  t: FinanceT,
  field: FinanceInputField,
  problem: FinanceProblem,
): string {
  const rule = financeFieldRules[field];
  const inline = t(`inline.${field}`);
  switch (problem) {
    case 'required':
      if (rule.required === 'date') return t('validation.date');
      return rule.required === 'select'
        ? t('validation.select', { field: inline })
        : t('validation.enter', { field: inline });
    case 'tooLong':
      return t('validation.tooLong', { max: rule.max });
    case 'slash':
      return t('validation.slash');
    case 'unknown':
      return t('validation.unknown', { field: inline });
    case 'mismatch':
      return t('validation.mismatch', { field: inline });
    case 'format':
      switch (field) {
        case 'cardNo':
          return t('validation.cardNo');
        case 'email':
        case 'remittance':
        case 'invoice':
          return t('validation.email');
        case 'mobile':
        case 'fax':
          return t('validation.phone');
        case 'bankBic':
          return t('validation.bic');
        case 'ownerBirth':
          return t('validation.birth');
        default:
          return t('validation.format', { field: inline });
      }
  }
}

/**
 * The antd rule of a field: the contract's own check (the one the server applies), with the
 * country the city depends on read from the form when it runs.
 */
export function fieldRule(
  t: FinanceT,
  field: FinanceInputField,
  countryOf: () => string | undefined,
  isChinaRegion: (path: string) => boolean,
) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      const country = countryOf();
      const problem = fieldProblem(field, fieldText(field, value), {
        isChinaRegion,
        today: dayjs().format('YYYY-MM-DD'),
        ...(country ? { country } : {}),
      });
      if (problem) throw new Error(problemText(t, field, problem));
    },
  };
}
