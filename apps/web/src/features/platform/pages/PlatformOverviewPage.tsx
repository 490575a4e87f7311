import {
  ArrowRightOutlined,
  EnvironmentOutlined,
  GiftOutlined,
  InfoCircleOutlined,
  OrderedListOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import { AddonPublishState, type PlatformKind } from '@vrportal/contract';
import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAchievementList } from '../api/achievement-list';
import { useAddonList } from '../api/addon-list';
import { useDestinationList } from '../api/destination-list';
import { useLeaderboardList } from '../api/leaderboard-list';
import { PlatformFrame } from '../components/PlatformFrame';
import { STATE_GROUPS, countByGroup, type StateGroup } from '../lib/states';
import { usePlatformText } from '../lib/texts';
import '../platform.css';

/**
 * /platform (also /platformindex): the platform services of the current app, a card a kind with
 * its items counted by review state and the way to them, and where in-app purchases went.
 */
export default function PlatformOverviewPage() {
  return (
    <PlatformFrame screen="platformIndex">{(app) => <Overview appId={app.id} />}</PlatformFrame>
  );
}

interface KindCard {
  kind: PlatformKind;
  path: string;
  icon: ReactNode;
  query: { data?: { items: { state: number }[] }; isPending: boolean };
  /** add-ons: how many are published in the store */
  published?: number;
}

function Overview({ appId }: { appId: string }) {
  const t = usePlatformText();
  const { t: tc } = useTranslation('common');
  const achievements = useAchievementList(appId);
  const leaderboards = useLeaderboardList(appId);
  const destinations = useDestinationList(appId);
  const addons = useAddonList(appId);
  const cards: KindCard[] = [
    { kind: 'achievement', path: '/achivement', icon: <TrophyOutlined />, query: achievements },
    {
      kind: 'leaderboard',
      path: '/leaderboard',
      icon: <OrderedListOutlined />,
      query: leaderboards,
    },
    {
      kind: 'destination',
      path: '/destination',
      icon: <EnvironmentOutlined />,
      query: destinations,
    },
    {
      kind: 'addon',
      path: '/addons',
      icon: <GiftOutlined />,
      query: addons,
      published: addons.data?.items.filter((a) => a.publishState === AddonPublishState.published)
        .length,
    },
  ];

  return (
    <>
      <ul className="plat-overview portal-card-grid" aria-label={tc('screens.platformIndex')}>
        {cards.map((card) => (
          <li key={card.kind} className="portal-card-grid__item" data-kind={card.kind}>
            <OverviewCard card={card} />
          </li>
        ))}
      </ul>
      <aside className="plat-deprecated" data-testid="iap-pointer">
        <InfoCircleOutlined className="plat-deprecated__icon" aria-hidden="true" />
        <div className="plat-deprecated__text">
          <h2 className="plat-deprecated__title">{t('overview.iapTitle')}</h2>
          <p>{t('overview.iapText')}</p>
          <div className="plat-deprecated__links">
            <Link to="/addons" className="plat-link">
              {t('overview.iapLink')} <ArrowRightOutlined aria-hidden="true" />
            </Link>
            <Link to="/inapppurchase" className="plat-link plat-link--quiet">
              {t('overview.iapDetails')}
            </Link>
          </div>
        </div>
      </aside>
    </>
  );
}

function OverviewCard({ card }: { card: KindCard }) {
  const t = usePlatformText();
  const kindName = t(`kinds.${card.kind}`);
  const items = card.query.data?.items;
  const counts = items ? countByGroup(items) : null;
  return (
    <article
      className="plat-kind portal-surface portal-surface--round"
      aria-labelledby={`plat-kind-${card.kind}`}
    >
      <header className="plat-kind__head">
        <span
          className={`plat-kind__icon portal-icon-tile plat-kind__icon--${card.kind}`}
          aria-hidden="true"
        >
          {card.icon}
        </span>
        <div className="plat-kind__titles">
          <h2 className="plat-kind__title" id={`plat-kind-${card.kind}`}>
            {kindName}
          </h2>
          <p className="plat-kind__about">{t(`overview.about.${card.kind}`)}</p>
        </div>
      </header>
      {card.query.isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : counts && items ? (
        <>
          <p className="plat-kind__total" data-testid="kind-total">
            {t('overview.total', { count: items.length })}
          </p>
          <dl className="plat-kind__counts">
            {STATE_GROUPS.map((group: StateGroup) => (
              <div key={group} className={`plat-count plat-count--${group}`}>
                <dt>{t(`overview.groups.${group}`)}</dt>
                <dd data-testid={`count-${group}`}>{counts[group]}</dd>
              </div>
            ))}
          </dl>
          {card.published !== undefined ? (
            <p className="plat-kind__published">
              {t('overview.published', { count: card.published })}
            </p>
          ) : null}
        </>
      ) : (
        <p className="plat-kind__failed">{t('overview.loadFailed')}</p>
      )}
      <Link to={card.path} className="plat-kind__link">
        {t('overview.manage', { kind: kindName })} <ArrowRightOutlined aria-hidden="true" />
      </Link>
    </article>
  );
}
