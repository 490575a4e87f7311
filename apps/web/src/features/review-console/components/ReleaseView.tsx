import { DownloadOutlined, FileTextOutlined } from '@ant-design/icons';
import type { ListingField, ReleaseLang, ReviewRelease } from '@vrportal/contract';
import { App as AntdApp, Button, Card, Image } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FactList } from '@/components/FactList';
import { formatBytes } from '@/lib/bytes';
import { downloadFile } from '@/lib/download';
import { currentLang } from '@/lib/lang';
import { givenLangs, listingValue, type ValueTexts } from '../lib/listing-values';
import '../release-view.css';

/** The details the store lists beside the texts, in the order it shows them. */
const DETAIL_FIELDS: ListingField[] = [
  'cgy',
  'tag',
  'lang',
  'devModel',
  'controlMode',
  'gameMode',
  'nMode',
  'ageRating',
  'vrComfortLevel',
  'authority',
  'forced',
  'pMode',
  'sprice',
  'bprice',
  'currency',
  'abbr',
  'allName',
  'developer',
  'publisher',
  'gopno',
  'nrtno',
];
const TEXT_FIELDS = ['name', 'intros', 'brief', 'vnote'] as const;

/** The reader's words for listing values (used by the changes too). */
export function useValueTexts(): ValueTexts {
  const { t } = useTranslation('review');
  return {
    free: t('release.values.free'),
    none: t('release.values.none'),
    yes: t('release.values.yes'),
    no: t('release.values.no'),
    recommended: t('release.values.recommended'),
    custom: t('release.values.custom'),
    age: (age) => t('release.values.age', { age }),
    lang: (lang) => t(`release.langs.${lang}`),
    langText: (lang, text) =>
      t('release.values.langText', { lang: t(`release.langs.${lang}`), text }),
  };
}

/** A document or build file saved through an authorised GET; says how it went. */
export function useFileDownload() {
  const { t } = useTranslation('common');
  const { message } = AntdApp.useApp();
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (key: string, path: string, headers: Record<string, string>, name: string) => {
    setBusy(key);
    const result = await downloadFile(path, headers, name);
    setBusy(null);
    if (result === 'done') void message.success({ content: t('download.done'), key: 'download' });
    else if (result === 'failed')
      void message.error({ content: t('download.failed'), key: 'download' });
    else void message.error({ content: t('errors.network'), key: 'download' });
  };
  return { busy, run };
}

/**
 * The submitted release as the store will show it: every localised text in every language
 * given, the details and price, and the icon, cover, screenshots in order, trailers with
 * their covers and documents.
 */
export function ReleaseView({ release }: { release: ReviewRelease }) {
  const { t } = useTranslation('review');
  const form = release.form;
  const lang = currentLang();
  const texts = useValueTexts();
  const files = useFileDownload();
  const langs = givenLangs(form);

  return (
    <>
      <Card className="review-card" title={t('release.texts')} data-testid="release-texts">
        <p className="review-card__intro">{t('release.textsIntro')}</p>
        <div className="release-langs">
          {langs.map((code: ReleaseLang) => (
            <section
              key={code}
              className="release-lang"
              data-lang={code}
              aria-label={t(`release.langs.${code}`)}
            >
              <h3 className="release-lang__title">{t(`release.langs.${code}`)}</h3>
              <dl className="release-lang__list">
                {TEXT_FIELDS.map((field) => (
                  <div key={field} className="release-lang__row">
                    <dt>{t(`release.fields.${field}`)}</dt>
                    <dd lang={code.replace('_', '-')}>{form[field][code]?.trim() || texts.none}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </div>
      </Card>

      <Card className="review-card" title={t('release.details')} data-testid="release-details">
        <FactList
          className="release-details"
          items={DETAIL_FIELDS.map((field) => ({
            key: field,
            label: t(`release.fields.${field}`),
            children: listingValue(form, field, lang, texts),
          }))}
        />
      </Card>

      <Card className="review-card" title={t('release.assets')} data-testid="release-assets">
        <div className="release-pics">
          <figure className="release-pic release-pic--icon">
            <figcaption>{t('release.icon')}</figcaption>
            {form.scover ? (
              <Image src={form.scover} alt={t('release.icon')} width={96} />
            ) : (
              <span className="muted">{texts.none}</span>
            )}
          </figure>
          <figure className="release-pic">
            <figcaption>{t('release.cover')}</figcaption>
            {form.rcover ? (
              <Image src={form.rcover} alt={t('release.cover')} />
            ) : (
              <span className="muted">{texts.none}</span>
            )}
          </figure>
        </div>
        <h3 className="release-sub">{t('release.screenshots')}</h3>
        {form.pics.length ? (
          <ol className="release-shots" data-testid="release-screenshots">
            {form.pics.map((url, index) => (
              <li key={url} className="release-shot" data-url={url}>
                <Image src={url} alt={t('release.screenshot', { n: index + 1 })} />
                <span className="release-shot__n">{t('release.screenshot', { n: index + 1 })}</span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="muted">{texts.none}</p>
        )}
        <h3 className="release-sub">{t('release.trailers')}</h3>
        {form.vedios.length ? (
          <ol className="release-trailers" data-testid="release-trailers">
            {form.vedios.map((video, index) => (
              <li key={video.id} className="release-trailer">
                <video
                  controls
                  preload="none"
                  src={video.vedio}
                  poster={video.pic || undefined}
                  aria-label={t('release.trailer', { n: index + 1 })}
                />
                <span>
                  {t('release.trailer', { n: index + 1 })}
                  {video.vName ? ` · ${video.vName}` : ''}
                </span>
                <span className="muted">
                  {video.pic
                    ? t('release.trailerCover', { name: video.pName || t('release.coverFile') })
                    : t('release.noTrailerCover')}
                </span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="muted">{texts.none}</p>
        )}
        <h3 className="release-sub">{t('release.docs')}</h3>
        {release.docs.length ? (
          <ul className="release-files">
            {release.docs.map((doc) => (
              <li key={doc.url}>
                <FileTextOutlined aria-hidden="true" />
                <span className="release-files__name">
                  {t(`release.docTypes.${doc.type as 1}`, { defaultValue: doc.fname })} ·{' '}
                  {doc.fname} · {formatBytes(doc.size)}
                </span>
                <Button
                  size="small"
                  icon={<DownloadOutlined />}
                  loading={files.busy === doc.url}
                  aria-label={t('release.downloadNamed', { name: doc.fname })}
                  onClick={() => void files.run(doc.url, doc.url, {}, doc.fname)}
                >
                  {t('release.download')}
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{texts.none}</p>
        )}
      </Card>
    </>
  );
}
