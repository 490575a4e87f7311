import {
  API_NAME_RE,
  SKU_RE,
  achievementTargetProblem,
  addonPriceProblem,
  destinationGroupsValid,
  platformLimits,
} from '@vrportal/contract';
import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import type { PlatformText } from './texts';

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The browser's checks of the item forms, the contract's rules (section 5.6) with the
 * catalogue's texts; the server checks the same rules again.
 */
export function platformRules(t: PlatformText) {
  const required = (field: string): Rule => ({
    required: true,
    whitespace: true,
    message: t('form.errors.required', { field }),
  });
  /** a number or a choice that has to be given */
  const given = (field: string): Rule => ({
    required: true,
    message: t('form.errors.required', { field }),
  });
  const chosen = (field: string): Rule => ({
    required: true,
    message: t('form.errors.choose', { field }),
  });
  const maxLength = (max: number): Rule => ({ max, message: t('form.errors.tooLong', { max }) });
  /** a whole number in a range, or nothing when optional */
  const whole = (min: number, max: number): Rule => ({
    validator: async (_, value: unknown) => {
      if (blank(value)) return;
      const n = Number(value);
      if (!Number.isInteger(n) || n < min || n > max) {
        throw new Error(t('form.errors.numberRange', { min, max }));
      }
    },
  });

  return {
    required,
    given,
    chosen,
    maxLength,
    whole,
    apiName: (): Rule[] => [
      required(t('form.fields.apiName')),
      maxLength(platformLimits.apiNameMax),
      {
        validator: async (_, value: string | undefined) => {
          if (!blank(value) && !API_NAME_RE.test(String(value).trim())) {
            throw new Error(t('form.errors.apiNameFormat'));
          }
        },
      },
    ],
    /** the target against the type and the bitfield size (achievementTargetProblem) */
    target:
      (form: FormInstance): Rule =>
      () => ({
        validator: async (_, value: unknown) => {
          if (blank(value))
            throw new Error(t('form.errors.required', { field: t('form.fields.target') }));
          const problem = achievementTargetProblem({
            type: Number(form.getFieldValue('type')),
            target: Number(value),
            bitSize: Number(form.getFieldValue('bitSize') ?? 0),
          });
          if (problem === 'zero') throw new Error(t('form.errors.targetZero'));
          if (problem === 'simple') throw new Error(t('form.errors.targetSimple'));
          if (problem === 'bits') throw new Error(t('form.errors.targetBits'));
          if (!Number.isInteger(Number(value)) || Number(value) > platformLimits.countTargetMax) {
            throw new Error(
              t('form.errors.numberRange', { min: 1, max: platformLimits.countTargetMax }),
            );
          }
        },
      }),
    bitSize: (): Rule => ({
      validator: async (_, value: unknown) => {
        const n = Number(value);
        if (blank(value) || !Number.isInteger(n) || n < 1 || n > platformLimits.bitSizeMax) {
          throw new Error(t('form.errors.bitSizeRange', { max: platformLimits.bitSizeMax }));
        }
      },
    }),
    /** the maximum group against the minimum (destinationGroupsValid) */
    maxGroup:
      (form: FormInstance): Rule =>
      () => ({
        validator: async (_, value: unknown) => {
          if (blank(value)) return;
          const min = Number(form.getFieldValue('minGroup'));
          if (Number.isFinite(min) && !destinationGroupsValid(min, Number(value))) {
            throw new Error(t('form.errors.groups'));
          }
        },
      }),
    sku: (): Rule[] => [
      required(t('form.fields.sku')),
      maxLength(platformLimits.skuMax),
      {
        validator: async (_, value: string | undefined) => {
          if (!blank(value) && !SKU_RE.test(String(value).trim())) {
            throw new Error(t('form.errors.skuFormat'));
          }
        },
      },
    ],
    /** a price against its pricing mode (addonPriceProblem) */
    price:
      (form: FormInstance, field: string): Rule =>
      () => ({
        validator: async (_, value: unknown) => {
          const mode = Number(form.getFieldValue('priceMode'));
          if (blank(value)) throw new Error(t('form.errors.required', { field }));
          const problem = addonPriceProblem(mode, Number(value));
          if (problem === 'list') throw new Error(t('form.errors.priceList'));
          if (problem === 'custom') {
            throw new Error(t('form.errors.priceCustom', { max: platformLimits.customPriceMax }));
          }
          if (problem === 'free') throw new Error(t('form.errors.priceFree'));
        },
      }),
  };
}
