import {
  releaseFieldProblems,
  releaseLimits,
  type ReleaseInputField,
  type ReleaseProblem,
} from '@vrportal/contract';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { toInput, type WizardValues } from './form-values';

const CHINESE = ['zh_CN', 'zh_TW'];

/** The length limits of a field as the 10500 answers name it ("name.en_US", "developer"). */
export function lengthLimits(field: string): { min: number; max: number } {
  const [base, lang = ''] = field.split('.');
  const chinese = CHINESE.includes(lang);
  switch (base) {
    case 'vnote':
      return {
        min: releaseLimits.textMin,
        max: chinese ? releaseLimits.vnoteMaxChinese : releaseLimits.vnoteMax,
      };
    case 'intros':
      return {
        min: releaseLimits.textMin,
        max: chinese ? releaseLimits.introsMaxChinese : releaseLimits.introsMax,
      };
    case 'name':
      return { min: releaseLimits.nameMin, max: releaseLimits.nameMax };
    case 'brief':
      return { min: releaseLimits.textMin, max: releaseLimits.briefMax };
    case 'allName':
      return { min: 1, max: releaseLimits.allNameMax };
    case 'developer':
      return { min: releaseLimits.developerMin, max: releaseLimits.developerMax };
    case 'publisher':
      return { min: releaseLimits.developerMin, max: releaseLimits.publisherMax };
    default:
      return { min: 1, max: releaseLimits.recordNoMax };
  }
}

/** The reader's text of a problem of a field. */
export function problemText(
  t: TFunction<'release'>,
  field: string,
  problem: ReleaseProblem | string,
): string {
  switch (problem) {
    case 'length':
      return t('problems.length', lengthLimits(field));
    case 'tooMany':
      return t('problems.tooMany', {
        max: field === 'tag' ? releaseLimits.tagsMax : releaseLimits.langsMax,
      });
    case 'choice':
    case 'duplicate':
    case 'category':
    case 'bits':
    case 'price':
    case 'decimals':
    case 'currency':
    case 'format':
    case 'mismatch':
      return t(`problems.${problem}`);
    default:
      return t('problems.choice');
  }
}

/**
 * A form rule applying the contract's checks of one field (or one language of a localised
 * field: "name.en_US") to the whole form as it would be saved.
 */
export function releaseRule(
  t: TFunction<'release'>,
  field: ReleaseInputField,
  channel: boolean,
  lang?: string,
): Rule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const values = getFieldsValue(true) as Partial<WizardValues>;
      const problems = releaseFieldProblems(toInput(values), [field], { channel });
      const key = lang ? `${field}.${lang}` : field;
      const problem = problems[key];
      if (problem) throw new Error(problemText(t, key, problem));
    },
  });
}
