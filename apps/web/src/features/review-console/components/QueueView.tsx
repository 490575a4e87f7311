import { ReloadOutlined } from '@ant-design/icons';
import { REVIEW_QUEUE_NAMES } from '@vrportal/contract';
import type { ReviewQueue } from '@vrportal/contract';
import { Badge, Button, Result, Table, Tabs, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppCover } from '@/components/AppCover';
import { AppStatusTag } from '@/components/AppStatusTag';
import { CardsPager } from '@/components/CardsPager';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { hasPages, tablePaging } from '@/lib/paging';
import { formatTime } from '@/lib/time';
import type { QueueItem } from '../api/get-review-queue';
import { useQueueView } from '../hooks/use-queue-view';
import { actionColumn } from '../lib/queue-columns';

/** An app and its channel releases may share a queue: the channel tells them apart. */
const rowKey = (item: QueueItem) => `${item.id}#${item.cId}`;

/** The business channel of a channel release; nothing for the main store. */
function ChannelTag({ item }: { item: QueueItem }) {
  const { t } = useTranslation('review');
  if (!item.channel) return null;
  return (
    <Tag color="purple" className="queue-app__channel">
      {t('queue.channel', { name: item.channel })}
    </Tag>
  );
}

/** A submission as a card under 750 px, a button that opens it. */
function QueueCard({ item, onOpen }: { item: QueueItem; onOpen: () => void }) {
  const { t } = useTranslation('review');
  return (
    <button
      type="button"
      className="queue-list__item"
      onClick={onOpen}
      aria-label={t('queue.openLabel', { name: item.name })}
    >
      <AppCover id={item.id} name={item.name} src={item.scover} shape="square" />
      <span className="queue-list__text">
        <strong className="queue-app__name">{item.name}</strong>
        <span className="queue-app__pkg">{item.pkg}</span>
        <ChannelTag item={item} />
        <AppStatusTag status={item.status} />
        <span className="queue-app__pkg">
          {item.owner} · {formatTime(item.submitTime)}
        </span>
      </span>
    </button>
  );
}

/** The queues as tabs with their counts, and the chosen queue's submissions. */
export function QueueView({
  queue,
  onQueue,
  onOpen,
}: {
  queue: ReviewQueue;
  onQueue: (queue: ReviewQueue) => void;
  onOpen: (item: QueueItem) => void;
}) {
  const { t } = useTranslation('review');
  const mobile = useIsMobile();
  const { list, counts, paging, chooseQueue } = useQueueView(queue, onQueue);

  const columns: TableColumnsType<QueueItem> = [
    {
      title: t('queue.app'),
      key: 'app',
      render: (_, item) => (
        <div className="queue-app">
          <AppCover id={item.id} name={item.name} src={item.scover} shape="square" />
          <div className="queue-app__text">
            <strong className="queue-app__name">{item.name}</strong>
            <span className="queue-app__pkg">{item.pkg}</span>
            <ChannelTag item={item} />
          </div>
        </div>
      ),
    },
    { title: t('queue.owner'), dataIndex: 'owner', width: '22%' },
    {
      title: t('queue.status'),
      dataIndex: 'status',
      width: '20%',
      render: (status: number) => <AppStatusTag status={status} />,
    },
    {
      title: t('queue.submitted'),
      dataIndex: 'submitTime',
      width: '16%',
      render: (time: string) => formatTime(time),
    },
    actionColumn<QueueItem>(t('queue.action'), (item) => (
      <Button
        type="link"
        onClick={() => onOpen(item)}
        aria-label={t('queue.openLabel', { name: item.name })}
      >
        {t('queue.open')}
      </Button>
    )),
  ];

  return (
    <div className="queue-view">
      <Tabs
        activeKey={queue}
        onChange={chooseQueue}
        aria-label={t('queues.label')}
        items={REVIEW_QUEUE_NAMES.map((name) => ({
          key: name,
          label: (
            <span className="queue-tab" data-queue={name}>
              {t(`queues.${name}`)}
              <Badge
                count={counts[name] ?? 0}
                showZero
                overflowCount={999}
                color={counts[name] ? '#5b4fe9' : '#c9c7d9'}
                className="queue-tab__count"
              />
            </span>
          ),
        }))}
      />
      {list.isError ? (
        <Result
          status="warning"
          title={t('queue.loadFailed')}
          extra={
            <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()}>
              {t('queue.retry')}
            </Button>
          }
        />
      ) : (
        <>
          <div className="queue-view__bar">
            <span className="muted">{t('queue.total', { count: list.data?.total ?? 0 })}</span>
            <Button
              size="small"
              icon={<ReloadOutlined />}
              onClick={() => void list.refetch()}
              loading={list.isFetching}
            >
              {t('queue.refresh')}
            </Button>
          </div>
          {mobile ? (
            <ul className="portal-list" aria-busy={list.isPending}>
              {(list.data?.items ?? []).length === 0 && !list.isPending ? (
                <li className="muted queue-list__empty">{t('queue.empty')}</li>
              ) : null}
              {(list.data?.items ?? []).map((item) => (
                <li key={rowKey(item)}>
                  <QueueCard item={item} onOpen={() => onOpen(item)} />
                </li>
              ))}
              {hasPages(paging) ? (
                <li className="queue-list__pager">
                  <CardsPager paging={paging} />
                </li>
              ) : null}
            </ul>
          ) : (
            <Table<QueueItem>
              rowKey={rowKey}
              columns={columns}
              dataSource={list.data?.items ?? []}
              loading={list.isPending}
              tableLayout="fixed"
              locale={{ emptyText: t('queue.empty') }}
              pagination={tablePaging(paging)}
            />
          )}
        </>
      )}
    </div>
  );
}
