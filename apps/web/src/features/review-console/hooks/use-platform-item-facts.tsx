// What a submitted platform item shows a reviewer: its heading, its facts, pictures and trailer.
import {
  AchievementType,
  AddonItemType,
  AddonPriceMode,
  DeeplinkType,
  ResetSchedule,
  ScoreType,
  SortOrder,
  ValidityStart,
  ValidityUnit,
  type Achievement,
  type Addon,
  type Destination,
  type Lang,
  type Leaderboard,
  type PlatformText,
} from '@vrportal/contract';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '@/lib/lang';
import type { SubmittedItem } from '../components/PlatformItemView';

export interface Fact {
  key: string;
  label: string;
  value: ReactNode;
  /** a long text that takes the whole width */
  wide?: boolean;
}

export interface Picture {
  key: string;
  label: string;
  url: string;
  /** 16:9 pictures are shown wider */
  wide?: boolean;
}

interface ItemFacts {
  heading: ReactNode;
  facts: Fact[];
  pictures: Picture[];
  trailer: string;
}

interface Helpers {
  t: TFunction<'review'>;
  lang: Lang;
  text: (value: PlatformText) => ReactNode;
  yesNo: (flag: number) => string;
  coded: (group: string, value: number, known: readonly number[]) => string;
  notGiven: ReactNode;
}

const money = (price: number, lang: Lang) =>
  new Intl.NumberFormat(lang === 'zh' ? 'zh-CN' : 'en-US', {
    style: 'currency',
    currency: 'CNY',
  }).format(price);

export function usePlatformItemFacts(entry: SubmittedItem, textLang: Lang): ItemFacts {
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

  const helpers = { t, lang, text, yesNo, coded, notGiven };
  const shown =
    entry.kind === 'achievement'
      ? achievementFacts(entry.item, helpers)
      : entry.kind === 'leaderboard'
        ? leaderboardFacts(entry.item, helpers)
        : entry.kind === 'destination'
          ? destinationFacts(entry.item, helpers)
          : addonFacts(entry.item, helpers);
  let facts = shown.facts;
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
  return { ...shown, facts };
}

function achievementFacts(a: Achievement, { t, lang, text, coded }: Helpers): ItemFacts {
  const heading = text(a.title);
  const target =
    a.type === AchievementType.simple
      ? t('platform.values.targetSimple')
      : a.type === AchievementType.bitfield
        ? t('platform.values.targetBits', { target: a.target, size: a.bitSize })
        : t('platform.values.targetCount', { target: a.target.toLocaleString(lang) });
  const facts: Fact[] = [
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
  const pictures: Picture[] = [
    { key: 'locked', label: t('platform.fields.lockedIcon'), url: a.lockedIcon },
    { key: 'unlocked', label: t('platform.fields.unlockedIcon'), url: a.unlockedIcon },
  ];
  return { heading, facts, pictures, trailer: '' };
}

function leaderboardFacts(b: Leaderboard, { t, text, yesNo, coded }: Helpers): ItemFacts {
  const heading = text(b.title);
  const facts: Fact[] = [
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
  const pictures: Picture[] = b.image
    ? [{ key: 'image', label: t('platform.fields.image'), url: b.image }]
    : [];
  return { heading, facts, pictures, trailer: '' };
}

function destinationFacts(d: Destination, { t, text, coded, notGiven }: Helpers): ItemFacts {
  const heading = text(d.displayName);
  const facts: Fact[] = [
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
      value: d.deeplinkMessage ? <code className="pf-code">{d.deeplinkMessage}</code> : notGiven,
      wide: true,
    },
  ];
  const pictures: Picture[] = [
    { key: 'image', label: t('platform.fields.image'), url: d.image, wide: true },
  ];
  return { heading, facts, pictures, trailer: '' };
}

function addonFacts(o: Addon, { t, lang, text, yesNo, coded }: Helpers): ItemFacts {
  const heading = text(o.name);
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
  const facts: Fact[] = [
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
  const pictures: Picture[] = [
    { key: 'cover', label: t('platform.fields.cover'), url: o.cover },
    ...o.screenshots.map((url, i) => ({
      key: `shot-${i}`,
      label: t('platform.fields.screenshotNo', { n: i + 1 }),
      url,
    })),
  ];
  const trailer = o.trailer;
  return { heading, facts, pictures, trailer };
}
