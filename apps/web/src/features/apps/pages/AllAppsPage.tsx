import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import type { AppCard } from '@vrportal/contract';
import { Alert, App as AntdApp, Button, Result, Skeleton } from 'antd';
import { useDeferredValue, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/EmptyState';
import { useCan } from '@/lib/current-org';
import { useSession } from '@/lib/session';
import { readStored, StorageKey, subscribeStorage, writeStored } from '@/lib/storage';
import { useOwnedApps } from '../api/get-owned-apps';
import type { AppSearch } from '../api/keys';
import { useSearchOwnedApps } from '../api/search-owned-apps';
import { AppCardItem, type AppCardProps } from '../components/AppCardItem';
import { CreateAppDialog } from '../components/CreateAppDialog';
import { SuperFilterPanel } from '../components/SuperFilterPanel';
import { useAllAppsActions } from '../hooks/use-all-apps-actions';
import { listSearch, listTitleKey } from '../lib/filters';
import '../apps.css';

const noticeDismissed = () => readStored(StorageKey.appsNoticeDismissed, 'session') === '1';

/** The placeholder cards while the list loads. */
function CardSkeletons() {
  return (
    <div className="app-grid" aria-busy="true">
      {[0, 1, 2].map((n) => (
        <div key={n} className="app-card portal-surface portal-surface--round app-card--skeleton">
          <div className="app-cover app-cover--wide app-cover--loading" />
          <Skeleton
            active
            paragraph={{ rows: 2 }}
            title={{ width: '60%' }}
            className="app-card__body"
          />
        </div>
      ))}
    </div>
  );
}

/**
 * The card grid. A list that has just arrived renders in the background (a deferred value): React
 * yields to the browser between the cards instead of holding it for the whole list, and the
 * placeholders stay until they are ready. A list already at hand when the page opened (from the
 * cache) shows at once.
 */
function AppGrid({
  apps,
  atHand,
  ...actions
}: { apps: AppCard[]; atHand: boolean } & Omit<AppCardProps, 'app'>) {
  const shown = useDeferredValue<AppCard[] | null>(apps, atHand ? apps : null);
  if (shown === null) return <CardSkeletons />;
  return (
    <div className="app-grid">
      {shown.map((app) => (
        <AppCardItem key={app.id} app={app} {...actions} />
      ))}
    </div>
  );
}

/** The welcome of an account that has no app yet, with the create button. */
function AppsWelcome({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation('apps');
  return (
    <section className="apps-welcome" aria-labelledby="apps-welcome-title">
      <div className="apps-welcome__art" aria-hidden="true">
        <span className="apps-welcome__tile apps-welcome__tile--a" />
        <span className="apps-welcome__tile apps-welcome__tile--b" />
        <span className="apps-welcome__tile apps-welcome__tile--c" />
        <PlusOutlined className="apps-welcome__plus" />
      </div>
      <h2 id="apps-welcome-title" className="apps-welcome__title">
        {t('list.emptyTitle')}
      </h2>
      <p className="apps-welcome__text">{t('list.emptyText')}</p>
      <Button type="primary" size="large" icon={<PlusOutlined />} onClick={onCreate}>
        {t('list.create')}
      </Button>
    </section>
  );
}

/**
 * /all_apps: the app list. Title, create button, a dismissible notice, the card grid (50 a page,
 * "load more" while pages come back full), the empty state, and for super accounts the filters
 * over all apps (their list is a search from the first load, with the filters the panel shows).
 * A role without apps:write creates and deletes no app, one without releases:write edits none.
 */
export default function AllAppsPage() {
  const { t } = useTranslation('apps');
  const { message } = AntdApp.useApp();
  const { isSuper } = useSession();
  const canWrite = useCan('apps:write');
  const canRelease = useCan('releases:write');
  // the search a super account picked; null: the list as it first loads
  const [picked, setPicked] = useState<AppSearch | null>(null);
  const search = listSearch(isSuper, picked);
  const [creating, setCreating] = useState(false);
  const hideNotice = useSyncExternalStore(subscribeStorage, noticeDismissed, noticeDismissed);
  const owned = useOwnedApps(search === null);
  const searched = useSearchOwnedApps(search);
  const list = search === null ? owned : searched;
  // one array per answer: the card grid defers a change of it
  const apps = useMemo(() => list.data?.pages.flatMap((page) => page.apps) ?? [], [list.data]);
  const [atHand] = useState(() => list.data !== undefined);

  const { open, edit, confirmDelete } = useAllAppsActions();

  let body;
  if (list.isPending) {
    body = <CardSkeletons />;
  } else if (list.isError) {
    body = (
      <Result
        status="warning"
        title={t('list.loadFailed')}
        extra={
          <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()}>
            {t('list.retry')}
          </Button>
        }
      />
    );
  } else if (apps.length === 0 && picked !== null) {
    body = (
      <EmptyState block="apps-empty" title={t('list.noResults')} text={t('list.noResultsText')} />
    );
  } else if (apps.length === 0 && !canWrite) {
    body = <EmptyState block="apps-empty" title={t('list.noApps')} text={t('list.noAppsText')} />;
  } else if (apps.length === 0) {
    body = <AppsWelcome onCreate={() => setCreating(true)} />;
  } else {
    body = (
      <>
        <AppGrid
          apps={apps}
          atHand={atHand}
          onOpen={open}
          onEdit={canRelease ? edit : undefined}
          onDelete={canWrite ? confirmDelete : undefined}
        />
        {list.hasNextPage ? (
          <div className="apps-more">
            <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
              {t('list.loadMore')}
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <div className="apps-page">
      <header className="page-head">
        <div className="page-head__text">
          <h1 className="page-head__title">{t(listTitleKey(isSuper))}</h1>
          <p className="page-head__subtitle">{t('list.subtitle')}</p>
        </div>
        {canWrite ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t('list.create')}
          </Button>
        ) : null}
      </header>
      {hideNotice ? null : (
        <Alert
          className="apps-notice"
          type="info"
          showIcon
          title={t('notice.text')}
          action={<Link to="/notification">{t('notice.link')}</Link>}
          closable={{ 'aria-label': t('notice.close') }}
          onClose={() => writeStored(StorageKey.appsNoticeDismissed, '1', 'session')}
        />
      )}
      {isSuper ? (
        <SuperFilterPanel
          onSearch={setPicked}
          onReset={() => setPicked(null)}
          searching={picked !== null && searched.isFetching}
        />
      ) : null}
      {body}
      <CreateAppDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={({ name }) => {
          setCreating(false);
          void message.success(t('create.created', { name }));
        }}
      />
    </div>
  );
}
