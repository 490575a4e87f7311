import {
  AchievementType,
  AddonItemType,
  AddonPriceMode,
  DeeplinkType,
  ItemState,
  ResetSchedule,
  ScoreType,
  SortOrder,
  ValidityStart,
  ValidityUnit,
  localText,
  type Achievement,
  type Addon,
  type Destination,
  type Lang,
  type Leaderboard,
  type PlatformText,
} from '@vrportal/contract';
import { Image, Tag } from 'antd';
import type { ReactNode } from 'react';
import { DEFAULT_PICTURE } from '@/components/DefaultPicture';
import { useTranslation } from 'react-i18next';
import { currentLang } from '@/lib/lang';

/** One submitted item with its kind, as getSubmission answers it. */
export type SubmittedItem =
  | { kind: 'achievement'; item: Achievement }
  | { kind: 'leaderboard'; item: Leaderboard }
  | { kind: 'destination'; item: Destination }
  | { kind: 'addon'; item: Addon };

interface Fact {
  key: string;
  label: string;
  value: ReactNode;
  /** a long text that takes the whole width */
  wide?: boolean;
}

interface Picture {
  key: string;
  label: string;
  url: string;
  /** 16:9 pictures are shown wider */
  wide?: boolean;
}

const money = (price: number, lang: Lang) =>
  new Intl.NumberFormat(lang === 'zh' ? 'zh-CN' : 'en-US', {
    style: 'currency',
    currency: 'CNY',
  }).format(price);

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
  const lang = currentLang();
  const notGiven = <span className="muted">{t('platform.submission.notGiven')}</span>;
  const text = (value: PlatformText) => {
    const chosen = textLang === 'zh' ? value.zh_CN : value.en_US;
    return chosen.trim() ? <span className="pf-text">{chosen}</span> : notGiven;
  };
  const yesNo = (flag: number) => (flag ? t('platform.values.yes') : t('platform.values.no'));
  /** a coded value's text, or the raw value when the catalogue does not know it */
  const coded = (group: string, value: number, known: readonly number[]) =>
    known.includes(value)
      ? t(`platform.values.${group}.${value}` as 'platform.values.yes')
      : String(value);

  let heading: ReactNode = null;
  let facts: Fact[] = [];
  let pictures: Picture[] = [];
  let trailer = '';

  switch (entry.kind) {
    case 'achievement': {
      const a = entry.item;
      heading = text(a.title);
      const target =
        a.type === AchievementType.simple
          ? t('platform.values.targetSimple')
          : a.type === AchievementType.bitfield
            ? t('platform.values.targetBits', { target: a.target, size: a.bitSize })
            : t('platform.values.targetCount', { target: a.target.toLocaleString(lang) });
      facts = [
        { key: 'desc', label: t('platform.fields.desc'), value: text(a.desc), wide: true },
        {
          key: 'unlockedDesc',
          label: t('platform.fields.unlockedDesc'),
          value: text(a.unlockedDesc),
          wide: true,
        },
        {
          key: 'type',
          label: t('platform.fields.type'),
          value: coded('achievementType', a.type, Object.values(AchievementType)),
        },
        { key: 'target', label: t('platform.fields.target'), value: target },
      ];
      pictures = [
        { key: 'locked', label: t('platform.fields.lockedIcon'), url: a.lockedIcon },
        { key: 'unlocked', label: t('platform.fields.unlockedIcon'), url: a.unlockedIcon },
      ];
      break;
    }
    case 'leaderboard': {
      const b = entry.item;
      heading = text(b.title);
      facts = [
        {
          key: 'sortOrder',
          label: t('platform.fields.sortOrder'),
          value: coded('sortOrder', b.sortOrder, Object.values(SortOrder)),
        },
        {
          key: 'scoreType',
          label: t('platform.fields.scoreType'),
          value: coded('scoreType', b.scoreType, Object.values(ScoreType)),
        },
        {
          key: 'reset',
          label: t('platform.fields.reset'),
          value: coded('reset', b.reset, Object.values(ResetSchedule)),
        },
        {
          key: 'systemBoard',
          label: t('platform.fields.systemBoard'),
          value: yesNo(b.systemBoard),
        },
        { key: 'notify', label: t('platform.fields.notify'), value: yesNo(b.notify) },
        {
          key: 'destination',
          label: t('platform.fields.destination'),
          value: b.destinationId ? (
            <span className="mono">{b.destinationId}</span>
          ) : (
            t('platform.values.none')
          ),
        },
      ];
      pictures = b.image ? [{ key: 'image', label: t('platform.fields.image'), url: b.image }] : [];
      break;
    }
    case 'destination': {
      const d = entry.item;
      heading = text(d.displayName);
      facts = [
        { key: 'desc', label: t('platform.fields.desc'), value: text(d.desc), wide: true },
        {
          key: 'deeplinkType',
          label: t('platform.fields.deeplinkType'),
          value: coded('deeplinkType', d.deeplinkType, Object.values(DeeplinkType)),
        },
        {
          key: 'groups',
          label: t('platform.fields.groups'),
          value:
            d.maxGroup === null
              ? t('platform.values.groupsOpen', { min: d.minGroup })
              : t('platform.values.groupsRange', { min: d.minGroup, max: d.maxGroup }),
        },
        {
          key: 'deeplinkMessage',
          label: t('platform.fields.deeplinkMessage'),
          value: d.deeplinkMessage ? (
            <code className="pf-code">{d.deeplinkMessage}</code>
          ) : (
            notGiven
          ),
          wide: true,
        },
      ];
      pictures = [{ key: 'image', label: t('platform.fields.image'), url: d.image, wide: true }];
      break;
    }
    case 'addon': {
      const o = entry.item;
      heading = text(o.name);
      const price =
        o.priceMode === AddonPriceMode.free
          ? t('platform.values.priceFree')
          : t(
              o.priceMode === AddonPriceMode.recommended
                ? 'platform.values.priceRecommended'
                : 'platform.values.priceCustom',
              { price: money(o.price, lang) },
            );
      const length =
        o.validity.unit === ValidityUnit.hours
          ? t('platform.values.validityHours', { value: o.validity.value })
          : t('platform.values.validityDays', { value: o.validity.value });
      const validity =
        o.validity.value === 0
          ? t('platform.values.validityNone')
          : t(
              o.validity.start === ValidityStart.afterUse
                ? 'platform.values.validityAfterUse'
                : 'platform.values.validityBeforeUse',
              { length },
            );
      facts = [
        {
          key: 'sku',
          label: t('platform.fields.sku'),
          value: <span className="mono">{o.sku}</span>,
        },
        {
          key: 'itemType',
          label: t('platform.fields.itemType'),
          value: coded('itemType', o.itemType, Object.values(AddonItemType)),
        },
        { key: 'price', label: t('platform.fields.price'), value: price },
        { key: 'validity', label: t('platform.fields.validity'), value: validity },
        {
          key: 'showInStore',
          label: t('platform.fields.showInStore'),
          value: yesNo(o.showInStore),
        },
        { key: 'intro', label: t('platform.fields.intro'), value: text(o.intro), wide: true },
        { key: 'desc', label: t('platform.fields.desc'), value: text(o.desc), wide: true },
      ];
      pictures = [
        { key: 'cover', label: t('platform.fields.cover'), url: o.cover },
        ...o.screenshots.map((url, i) => ({
          key: `shot-${i}`,
          label: t('platform.fields.screenshotNo', { n: i + 1 }),
          url,
        })),
      ];
      trailer = o.trailer;
      break;
    }
  }

  if (entry.kind !== 'addon') {
    facts = [
      {
        key: 'apiName',
        label: t('platform.fields.apiName'),
        value: <span className="mono">{entry.item.apiName}</span>,
      },
      ...facts,
    ];
  }
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
