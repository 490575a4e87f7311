import type { ReleaseForm } from '@vrportal/contract';
import { Card, Segmented, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Picture } from '@/components/DefaultPicture';
import type { WizardValues } from '../lib/form-values';
import { PREVIEW_LANGS, storeListing, type PreviewLang } from '../lib/store-preview';

interface Props {
  /** the wizard's current values, saved or not */
  values: Partial<WizardValues>;
  /** the release's stored assets */
  form: Pick<ReleaseForm, 'scover' | 'rcover' | 'pics'>;
}

/**
 * The listing as a player will see it in the store, in Chinese or English: cover, icon, name,
 * one-line sentence, price, tags, screenshots in order, description and What's new. A part not
 * given yet shows a neutral placeholder.
 */
export function StorePreview({ values, form }: Props) {
  const { t } = useTranslation('release');
  const [lang, setLang] = useState<PreviewLang>('zh_CN');
  const listing = storeListing(values, form, lang);
  const empty = (text: string) =>
    text ? text : <span className="rel-preview__empty">{t('preview.notGiven')}</span>;
  const price =
    listing.price.kind === 'free'
      ? t('preview.free')
      : listing.price.kind === 'amount'
        ? listing.price.text
        : null;

  return (
    <Card
      size="small"
      title={t('preview.title')}
      className="rel-summary__card rel-preview"
      data-testid="store-preview"
      extra={
        <Segmented<PreviewLang>
          size="small"
          aria-label={t('preview.language')}
          value={lang}
          onChange={setLang}
          options={PREVIEW_LANGS.map((value) => ({ value, label: t(`preview.langs.${value}`) }))}
        />
      }
    >
      <p className="rel-preview__intro">{t('preview.intro')}</p>
      <div className="rel-preview__store" data-lang={lang} lang={lang === 'zh_CN' ? 'zh' : 'en'}>
        <Picture
          className="rel-preview__cover"
          src={listing.cover}
          alt={t('preview.cover')}
          data-testid="preview-cover"
        />
        <div className="rel-preview__head">
          <Picture
            className="rel-preview__icon"
            src={listing.icon}
            alt={t('preview.icon')}
            data-testid="preview-icon"
          />
          <div className="rel-preview__title">
            <h3 className="rel-preview__name" data-testid="preview-name">
              {empty(listing.name)}
            </h3>
            <p className="rel-preview__intros">{empty(listing.intros)}</p>
            <span className="rel-preview__price" data-testid="preview-price">
              {price ?? <span className="rel-preview__empty">{t('preview.noPrice')}</span>}
            </span>
          </div>
        </div>
        {listing.tags.length > 0 ? (
          <div className="rel-preview__tags" data-testid="preview-tags">
            {listing.tags.map((tag) => (
              <Tag key={tag}>{tag}</Tag>
            ))}
          </div>
        ) : null}
        <ul
          className="rel-preview__shots"
          aria-label={t('preview.screenshots')}
          data-testid="preview-shots"
          tabIndex={0}
        >
          {listing.pics.length > 0 ? (
            listing.pics.map((src, index) => (
              <li key={src}>
                <Picture
                  src={src}
                  alt={t('preview.screenshot', { n: index + 1 })}
                  data-index={index}
                  loading="lazy"
                />
              </li>
            ))
          ) : (
            <li className="rel-preview__shot-empty">{t('preview.noScreenshots')}</li>
          )}
        </ul>
        <section className="rel-preview__section">
          <h4>{t('preview.description')}</h4>
          <p className="rel-preview__text">{empty(listing.brief)}</p>
        </section>
        <section className="rel-preview__section">
          <h4>{t('preview.whatsNew')}</h4>
          <p className="rel-preview__text" data-testid="preview-vnote">
            {empty(listing.vnote)}
          </p>
        </section>
      </div>
    </Card>
  );
}
