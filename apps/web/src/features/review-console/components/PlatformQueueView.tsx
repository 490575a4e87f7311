import { ReloadOutlined } from '@ant-design/icons';
import { PLATFORM_KINDS, type PlatformKind } from '@vrportal/contract';
import { Badge, Button, Result, Select, Table, Tabs } from 'antd';
import type { TableColumnsType } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { CardsPager } from '@/components/CardsPager';
import { EmptyState } from '@/components/EmptyState';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { tablePaging } from '@/lib/paging';
import { formatTime } from '@/lib/time';
import type { PlatformQueueItem } from '../api/get-platform-queue';
import { ALL_KINDS, usePlatformQueueView } from '../hooks/use-platform-queue-view';
import { actionColumn } from '../lib/queue-columns';
import { PlatformKindTag, usePlatformKindName } from './PlatformKindTag';

/**
 * The pending platform submissions: the kinds as tabs with their counts, then a table (cards
 * under 750 px) of app, kind, developer, items and submission time.
 */
export function PlatformQueueView({
  kind,
  onKind,
  onOpen,
}: {
  kind: PlatformKind | null;
  onKind: (kind: PlatformKind | null) => void;
  onOpen: (item: PlatformQueueItem) => void;
}) {
  const { t } = useTranslation('review');
  const kindName = usePlatformKindName();
  const mobile = useIsMobile();
  const { queue, counts, items, total, paging, allCount, chooseKind } = usePlatformQueueView(
    kind,
    onKind,
  );
  const openLabel = (item: PlatformQueueItem) =>
    t('platform.queue.openLabel', { kind: kindName(item.kind), app: item.appName });

  const empty = (
    <EmptyState
      block="pf-empty"
      title={t('platform.queue.empty')}
      text={t('platform.queue.emptyText')}
    />
  );

  const columns: TableColumnsType<PlatformQueueItem> = [
    {
      title: t('platform.queue.app'),
      key: 'app',
      render: (_, item) => (
        <div className="queue-app__text">
          <strong className="queue-app__name" title={item.appName}>
            {item.appName}
          </strong>
          <span className="queue-app__pkg mono">{item.appId}</span>
        </div>
      ),
    },
    {
      title: t('platform.queue.kind'),
      dataIndex: 'kind',
      width: 128,
      render: (value: string) => <PlatformKindTag kind={value} />,
    },
    {
      title: t('platform.queue.owner'),
      dataIndex: 'owner',
      width: '22%',
      render: (owner: string) => (
        <span className="pf-ellipsis" title={owner}>
          {owner || '—'}
        </span>
      ),
    },
    { title: t('platform.queue.count'), dataIndex: 'count', width: 88, align: 'right' },
    {
      title: t('platform.queue.submitted'),
      dataIndex: 'submitTime',
      width: 170,
      render: (time: string) => <span className="pf-time">{formatTime(time)}</span>,
    },
    actionColumn<PlatformQueueItem>(t('platform.queue.action'), (item) => (
      <Button
        type="primary"
        ghost
        size="small"
        onClick={() => onOpen(item)}
        aria-label={openLabel(item)}
      >
        {t('platform.queue.open')}
      </Button>
    )),
  ];

  return (
    <div className="queue-view pf-queue">
      <KindFilter
        kind={kind}
        counts={counts}
        allCount={allCount}
        mobile={mobile}
        onChoose={chooseKind}
      />
      {queue.isError && !queue.data ? (
        <Result
          status="warning"
          title={t('platform.queue.loadFailed')}
          subTitle={queue.error.message}
          extra={
            <Button icon={<ReloadOutlined />} onClick={() => void queue.refetch()}>
              {t('platform.queue.retry')}
            </Button>
          }
        />
      ) : (
        <>
          <div className="queue-view__bar">
            <span className="muted" data-testid="platform-total">
              {t('platform.queue.total', { count: total })}
            </span>
            <Button
              size="small"
              icon={<ReloadOutlined />}
              onClick={() => void queue.refetch()}
              loading={queue.isFetching && !queue.isPending}
            >
              {t('platform.queue.refresh')}
            </Button>
          </div>
          {mobile ? (
            <div className="pf-cards" aria-busy={queue.isPending}>
              {items.length === 0 && !queue.isPending ? empty : null}
              <QueueCardList items={items} onOpen={onOpen} openLabel={openLabel} />
              <CardsPager className="pf-cards__pager" paging={paging} />
            </div>
          ) : (
            <Table<PlatformQueueItem>
              className="pf-table"
              rowKey="auditId"
              columns={columns}
              dataSource={items}
              loading={queue.isPending}
              tableLayout="fixed"
              onRow={(item) => ({ 'data-audit-id': item.auditId }) as HTMLAttributes<HTMLElement>}
              locale={{ emptyText: empty }}
              pagination={tablePaging(paging)}
            />
          )}
        </>
      )}
    </div>
  );
}

function tabLabel(key: string, text: string, count: number) {
  return (
    <span className="queue-tab" data-kind={key}>
      {text}
      <Badge
        count={count}
        showZero
        overflowCount={999}
        color={count ? '#5b4fe9' : '#c9c7d9'}
        className="queue-tab__count"
      />
    </span>
  );
}

/** The kinds with their counts: tabs on wide screens, a select under 750 px. */
function KindFilter({
  kind,
  counts,
  allCount,
  mobile,
  onChoose,
}: {
  kind: PlatformKind | null;
  counts: Partial<Record<PlatformKind, number>>;
  allCount: number;
  mobile: boolean;
  onChoose: (key: string) => void;
}) {
  const { t } = useTranslation('review');
  return mobile ? (
    <div className="pf-filter">
      <Select
        className="pf-filter__select"
        value={kind ?? ALL_KINDS}
        onChange={onChoose}
        aria-label={t('platform.filterLabel')}
        options={[
          {
            value: ALL_KINDS,
            label: t('platform.kindCount', { kind: t('platform.all'), count: allCount }),
          },
          ...PLATFORM_KINDS.map((k) => ({
            value: k,
            label: t('platform.kindCount', {
              kind: t(`platform.kinds.${k}`),
              count: counts[k] ?? 0,
            }),
          })),
        ]}
      />
    </div>
  ) : (
    <Tabs
      activeKey={kind ?? ALL_KINDS}
      onChange={onChoose}
      aria-label={t('platform.filterLabel')}
      items={[
        { key: ALL_KINDS, label: tabLabel(ALL_KINDS, t('platform.all'), allCount) },
        ...PLATFORM_KINDS.map((k) => ({
          key: k,
          label: tabLabel(k, t(`platform.kinds.${k}`), counts[k] ?? 0),
        })),
      ]}
    />
  );
}

/** The submissions as cards under 750 px, each a button that opens it. */
function QueueCardList({
  items,
  onOpen,
  openLabel,
}: {
  items: PlatformQueueItem[];
  onOpen: (item: PlatformQueueItem) => void;
  openLabel: (item: PlatformQueueItem) => string;
}) {
  const { t } = useTranslation('review');
  return (
    <ul className="portal-list">
      {items.map((item) => (
        <li key={item.auditId}>
          <button
            type="button"
            className="queue-list__item pf-card"
            data-audit-id={item.auditId}
            onClick={() => onOpen(item)}
            aria-label={openLabel(item)}
          >
            <span className="queue-list__text">
              <span className="pf-card__head">
                <strong className="queue-app__name">{item.appName}</strong>
                <PlatformKindTag kind={item.kind} />
              </span>
              <span className="queue-app__pkg">{item.owner}</span>
              <span className="queue-app__pkg">
                {t('platform.queue.itemsCount', { count: item.count })} ·{' '}
                {formatTime(item.submitTime)}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
