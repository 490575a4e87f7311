import {
  ItemState,
  localText,
  type Achievement,
  type Addon,
  type Destination,
  type Lang,
  type Leaderboard,
} from '@vrportal/contract';
import { Image, Tag } from 'antd';
import { DEFAULT_PICTURE } from '@/components/DefaultPicture';
import { useTranslation } from 'react-i18next';
import { usePlatformItemFacts, type Picture } from '../hooks/use-platform-item-facts';

/** One submitted item with its kind, as getSubmission answers it. */
export type SubmittedItem =
  | { kind: 'achievement'; item: Achievement }
  | { kind: 'leaderboard'; item: Leaderboard }
  | { kind: 'destination'; item: Destination }
  | { kind: 'addon'; item: Addon };

/** The name a reviewer knows an item by: its API name, or an add-on's name in the language read. */
export function itemLabel(entry: SubmittedItem, lang: Lang): string {
  return entry.kind === 'addon'
    ? localText(entry.item.name, lang) || entry.item.sku
    : entry.item.apiName;
}

function Thumb({ picture }: { picture: Picture }) {
  const { t } = useTranslation('review');
  return (
    <figure className={`pf-thumb${picture.wide ? ' pf-thumb--wide' : ''}`}>
      {picture.url ? (
        <Image
          src={picture.url}
          alt={picture.label}
          className="pf-thumb__img"
          fallback={DEFAULT_PICTURE}
        />
      ) : (
        <span className="pf-thumb__none">{t('platform.submission.noImage')}</span>
      )}
      <figcaption className="pf-thumb__label">{picture.label}</figcaption>
    </figure>
  );
}

/**
 * A submitted item as the reviewer reads it: its texts in the chosen language, its numbers with
 * their meaning, its pictures as thumbnails that open larger.
 */
export function PlatformItemView({ entry, textLang }: { entry: SubmittedItem; textLang: Lang }) {
  const { t } = useTranslation('review');
  const { heading, facts, pictures, trailer } = usePlatformItemFacts(entry, textLang);
  const state = entry.item.state;
  return (
    <div className="pf-item__view">
      <div className="pf-item__head">
        <h3 className="pf-item__title">{heading}</h3>
        {state === ItemState.createReview ? (
          <Tag color="green">{t('platform.submission.newItem')}</Tag>
        ) : state === ItemState.editReview ? (
          <Tag color="orange">{t('platform.submission.changedItem')}</Tag>
        ) : null}
      </div>
      <dl className="pf-facts">
        {facts.map((fact) => (
          <div
            key={fact.key}
            className={`pf-facts__row${fact.wide ? ' pf-facts__row--wide' : ''}`}
            data-field={fact.key}
          >
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {pictures.length > 0 || trailer ? (
        <div className="pf-media">
          <Image.PreviewGroup>
            {pictures.map((picture) => (
              <Thumb key={picture.key} picture={picture} />
            ))}
          </Image.PreviewGroup>
          {trailer ? (
            <figure className="pf-thumb pf-thumb--wide">
              <video className="pf-video" src={trailer} controls preload="metadata" />
              <figcaption className="pf-thumb__label">
                <a href={trailer} target="_blank" rel="noreferrer">
                  {t('platform.values.trailerOpen')}
                </a>
              </figcaption>
            </figure>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
