import {
  FINANCE_SECTIONS,
  isSensitive,
  maskSensitive,
  orgTypeOf,
  recordToInputs,
  type FinanceInputField,
  type FinanceRecord,
} from '@vrportal/contract';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '@/lib/lang';
import { cityName } from '../lib/china-regions';
import { countryName } from '../lib/countries';

interface Props {
  record: FinanceRecord;
  /** sensitive values already masked (the review console) */
  masked?: boolean;
  /** fields marked, e.g. changed since the last version */
  marks?: ReadonlySet<FinanceInputField>;
  markLabel?: string;
  /** something to show after a field's value (the reviewer's controls) */
  after?: (field: FinanceInputField) => ReactNode;
}

/** The read-only summary of a payment profile, by section; sensitive fields shown masked. */
export function FinanceSummary({ record, masked = false, marks, markLabel, after }: Props) {
  const { t } = useTranslation('finance');
  const lang = currentLang();
  const inputs = recordToInputs(record);
  const shown = (field: FinanceInputField): ReactNode => {
    const value = inputs[field];
    if (value === '') return <span className="muted">{t('summary.empty')}</span>;
    if (isSensitive(field)) {
      return (
        <span className="fin-masked" title={t('summary.masked')}>
          {masked ? value : maskSensitive(field, value)}
        </span>
      );
    }
    if (field === 'orgType') {
      const type = orgTypeOf(value);
      return type ? t(`orgTypes.${type}`) : value;
    }
    if (field === 'orgCountry' || field === 'bankCountry') return countryName(value, lang);
    if (field === 'orgCity' || field === 'bankCity') {
      const country = field === 'orgCity' ? record.orgCountry : record.bankCountry;
      return cityName(country, value, lang, ' / ');
    }
    return value;
  };
  return (
    <div className="fin-summary">
      {FINANCE_SECTIONS.map(({ section, fields }) => (
        <section
          key={section}
          className="fin-section portal-surface"
          aria-labelledby={`fin-sum-${section}`}
        >
          <header className="fin-section__head">
            <h2 id={`fin-sum-${section}`} className="fin-section__title">
              {t(`sections.${section}`)}
            </h2>
          </header>
          <dl className="fin-grid fin-summary__list">
            {fields.map((field) => (
              <div key={field} className="fin-summary__item">
                <dt className="fin-summary__label">
                  {t(`fields.${field}`)}
                  {marks?.has(field) ? (
                    <Tag color="orange" className="fin-summary__mark">
                      {markLabel}
                    </Tag>
                  ) : null}
                </dt>
                <dd className="fin-summary__value" data-field={field}>
                  {shown(field)}
                  {after?.(field)}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
