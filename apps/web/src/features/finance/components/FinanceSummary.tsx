import { EyeOutlined } from '@ant-design/icons';
import {
  FINANCE_SECTIONS,
  REVEALABLE_FIELDS,
  isSensitive,
  maskSensitive,
  orgTypeOf,
  recordToInputs,
  type FinanceInputField,
  type FinanceRecord,
  type RevealableField,
} from '@vrportal/contract';
import { Button, Tag } from 'antd';
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
  /** the finance reviewer's reveal: full values shown so far, and the Show button's action */
  reveal?: {
    values: Partial<Record<RevealableField, string>>;
    pending: RevealableField | null;
    onShow: (field: RevealableField) => void;
  };
}

const isRevealable = (field: string): field is RevealableField =>
  (REVEALABLE_FIELDS as readonly string[]).includes(field);

/** The read-only summary of a payment profile, by section; sensitive fields shown masked. */
export function FinanceSummary({ record, masked = false, marks, markLabel, after, reveal }: Props) {
  const { t } = useTranslation('finance');
  const lang = currentLang();
  const inputs = recordToInputs(record);
  const shown = (field: FinanceInputField): ReactNode => {
    const value = inputs[field];
    if (value === '') return <span className="muted">{t('summary.empty')}</span>;
    if (isSensitive(field)) {
      const full = isRevealable(field) ? reveal?.values[field] : undefined;
      if (full !== undefined) {
        return (
          <span className="fin-masked fin-revealed" data-revealed="true">
            {full}
          </span>
        );
      }
      return (
        <span className="fin-reveal">
          <span className="fin-masked" title={t('summary.masked')}>
            {masked ? value : maskSensitive(field, value)}
          </span>
          {reveal && isRevealable(field) ? (
            <Button
              size="small"
              type="link"
              icon={<EyeOutlined />}
              className="fin-reveal__show"
              aria-label={t('summary.showLabel', { field: t(`fields.${field}`) })}
              loading={reveal.pending === field}
              onClick={() => reveal.onShow(field)}
            >
              {t('summary.show')}
            </Button>
          ) : null}
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
