import {
  FINANCE_SECTIONS,
  MAINLAND_CHINA,
  ORG_TYPES,
  financeFieldRules,
  isSensitive,
  maskSensitive,
  type FieldReason,
  type FinanceInputField,
} from '@vrportal/contract';
import {
  Cascader,
  DatePicker,
  Form,
  Input,
  Select,
  type CascaderProps,
  type FormInstance,
} from 'antd';
import dayjs from '@/lib/dayjs';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { currentLang } from '@/lib/lang';
import { isChinaRegion, regionOptions, type RegionOption } from '../lib/china-regions';
import { countryOptions, type CountryOption } from '../lib/countries';
import { fieldRule } from '../lib/field-rules';
import { BIRTH_FORMAT, fieldText, type FinanceFormValues } from '../lib/form-values';

/** Picked rather than typed: they validate as soon as a value is chosen, too. */
const PICKED = new Set<FinanceInputField>([
  'orgType',
  'orgCountry',
  'orgCity',
  'bankCountry',
  'bankCity',
  'ownerBirth',
]);
const stripSlashes = (value: unknown) =>
  typeof value === 'string' ? value.replace(/\//g, '') : value;
const earliestBirth = dayjs('1900-01-01');

/** A sensitive value in the read-only form (under review): masked, as everywhere but editing. */
function MaskedValue({
  field,
  value,
  id,
}: {
  field: FinanceInputField;
  value?: unknown;
  id?: string;
}) {
  const text = fieldText(field, value);
  return (
    <Input
      id={id}
      className="fin-masked"
      value={isSensitive(field) ? maskSensitive(field, text) : text}
      disabled
    />
  );
}

/**
 * Mainland China's province/city/district cascade. On a phone its three columns share the
 * screen's width, and the search results take all of it (finance.css).
 */
function RegionCascader(
  props: Omit<CascaderProps<RegionOption, 'value', false>, 'multiple' | 'showSearch'>,
) {
  const [searching, setSearching] = useState(false);
  return (
    <Cascader
      {...props}
      showSearch={{ onSearch: (text) => setSearching(text !== '') }}
      // a search is over once the popup closes, whether or not it ended in a pick
      onOpenChange={(open) => {
        if (!open) setSearching(false);
      }}
      displayRender={(labels) => labels.join(' / ')}
      classNames={{
        popup: {
          root: searching ? 'fin-region-popup fin-region-popup--search' : 'fin-region-popup',
        },
      }}
    />
  );
}

interface ControlContext {
  readOnly: boolean;
  t: TFunction<'finance'>;
  countries: CountryOption[];
  regions: RegionOption[];
  orgCountry: FinanceFormValues['orgCountry'];
  bankCountry: FinanceFormValues['bankCountry'];
}

/**
 * The control of one field, as the direct child of its Form.Item (which hands it its value).
 * The city of a country waits for the country, and is a cascade for mainland China.
 */
function fieldControl(
  field: FinanceInputField,
  { readOnly, t, countries, regions, orgCountry, bankCountry }: ControlContext,
): ReactNode {
  if (readOnly && isSensitive(field)) return <MaskedValue field={field} />;
  switch (field) {
    case 'orgType':
      return (
        <Select
          placeholder={t('placeholders.orgType')}
          options={ORG_TYPES.map((value) => ({ value, label: t(`orgTypes.${value}`) }))}
        />
      );
    case 'orgCountry':
    case 'bankCountry':
      return (
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('placeholders.country')}
          options={countries}
          popupMatchSelectWidth={false}
        />
      );
    case 'orgCity':
    case 'bankCity': {
      const country = field === 'orgCity' ? orgCountry : bankCountry;
      if (!country) return <Input disabled placeholder={t('placeholders.chooseCountryFirst')} />;
      return country === MAINLAND_CHINA ? (
        <RegionCascader options={regions} placeholder={t('placeholders.chinaCity')} />
      ) : (
        <Input
          maxLength={financeFieldRules[field].max}
          placeholder={t('placeholders.foreignCity')}
        />
      );
    }
    case 'ownerBirth':
      return (
        <DatePicker
          className="fin-form__date"
          format={BIRTH_FORMAT}
          placeholder={t('placeholders.ownerBirth')}
          disabledDate={(day) => day.isAfter(dayjs(), 'day') || day.isBefore(earliestBirth)}
          defaultPickerValue={dayjs('1990-01-01')}
        />
      );
    case 'orgAddr':
    case 'bankAddr':
      return (
        <Input maxLength={financeFieldRules[field].max} placeholder={t('placeholders.street')} />
      );
    case 'cardNo':
      return (
        <Input
          maxLength={financeFieldRules.cardNo.max}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('placeholders.cardNo')}
        />
      );
    case 'remittance':
    case 'invoice':
      return (
        <Input
          type="email"
          maxLength={financeFieldRules[field].max}
          placeholder={t('placeholders.email')}
        />
      );
    default:
      return (
        <Input
          type={
            field === 'email' ? 'email' : field === 'mobile' || field === 'fax' ? 'tel' : 'text'
          }
          maxLength={financeFieldRules[field].max}
          autoComplete={field === 'taxId' || field === 'bankBic' ? 'off' : undefined}
          placeholder={t(`placeholders.${field}`)}
        />
      );
  }
}

interface Props {
  form: FormInstance<FinanceFormValues>;
  /** under review: shown read-only */
  readOnly: boolean;
  /** the reviewer's reasons of the last rejection, shown under their fields */
  reasons: readonly FieldReason[];
  initialValues: FinanceFormValues;
  children?: ReactNode;
}

/**
 * The payment form (spec section 5): four sections, every field validated on blur with the
 * contract's rules. For mainland China a city is a province/city/district cascade, otherwise
 * free text without slashes; changing a country clears its city.
 */
export function FinanceForm({ form, readOnly, reasons, initialValues, children }: Props) {
  const { t } = useTranslation('finance');
  const lang = currentLang();
  const countries = useMemo(() => countryOptions(lang), [lang]);
  const regions = useMemo(() => regionOptions(lang), [lang]);
  const orgCountry = Form.useWatch('orgCountry', form);
  const bankCountry = Form.useWatch('bankCountry', form);
  const reasonOf = new Map(reasons.map((r) => [r.field, r.note]));

  const countryOf = (field: FinanceInputField) => () =>
    field === 'orgCity'
      ? form.getFieldValue('orgCountry')
      : field === 'bankCity'
        ? form.getFieldValue('bankCountry')
        : undefined;

  const control = (field: FinanceInputField) =>
    fieldControl(field, { readOnly, t, countries, regions, orgCountry, bankCountry });

  return (
    <Form
      form={form}
      name="finance"
      layout="vertical"
      className={readOnly ? 'fin-form fin-form--readonly' : 'fin-form'}
      validateTrigger="onBlur"
      disabled={readOnly}
      initialValues={initialValues}
      requiredMark={false}
      scrollToFirstError={{ block: 'center', behavior: 'smooth' }}
      onValuesChange={(changed: Partial<FinanceFormValues>) => {
        // a city belongs to its country: picking another country clears it
        if ('orgCountry' in changed) form.setFieldValue('orgCity', undefined);
        if ('bankCountry' in changed) form.setFieldValue('bankCity', undefined);
      }}
    >
      {FINANCE_SECTIONS.map(({ section, fields }) => (
        <section
          key={section}
          className="fin-section portal-surface"
          aria-labelledby={`fin-${section}`}
        >
          <header className="fin-section__head">
            <h2 id={`fin-${section}`} className="fin-section__title">
              {t(`sections.${section}`)}
            </h2>
            <p className="fin-section__hint">{t(`sectionHints.${section}`)}</p>
          </header>
          <div className="fin-grid">
            {fields.map((field) => {
              const note = reasonOf.get(field);
              return (
                <Form.Item
                  key={field}
                  name={field}
                  label={t(`fields.${field}`)}
                  validateTrigger={PICKED.has(field) ? ['onBlur', 'onChange'] : 'onBlur'}
                  rules={[fieldRule(t, field, countryOf(field), isChinaRegion)]}
                  normalize={
                    (field === 'orgCity' || field === 'bankCity') &&
                    (field === 'orgCity' ? orgCountry : bankCountry) !== MAINLAND_CHINA
                      ? stripSlashes
                      : undefined
                  }
                  extra={
                    note ? (
                      <span className="fin-form__reason">{t('validation.reviewer', { note })}</span>
                    ) : undefined
                  }
                >
                  {control(field)}
                </Form.Item>
              );
            })}
          </div>
        </section>
      ))}
      {children}
    </Form>
  );
}
