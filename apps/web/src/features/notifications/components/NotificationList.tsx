import {
  BellOutlined,
  CheckCircleFilled,
  CloseCircleFilled,
  ReloadOutlined,
} from '@ant-design/icons';
import { NotifyState, NotifyStatus } from '@vrportal/contract';
import { Button, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { useUnreadCount } from '@/lib/unread-count';
import { formatTime } from '@/lib/time';
import type { Notification } from '../api/get-dv-nty-list';
import { useNotificationList } from '../api/get-dv-nty-list';

function KindIcon({ status }: { status: number }) {
  if (status === NotifyStatus.passed) {
    return <CheckCircleFilled className="nty-item__icon nty-item__icon--passed" />;
  }
  if (status === NotifyStatus.info) return <BellOutlined className="nty-item__icon" />;
  return <CloseCircleFilled className="nty-item__icon nty-item__icon--failed" />;
}

/** The notification list: title, content, time and read state; 30 a page with "load more". */
export function NotificationList({ onOpen }: { onOpen: (nty: Notification) => void }) {
  const { t } = useTranslation('notifications');
  const list = useNotificationList();
  const ntys = list.data?.pages.flatMap((page) => page.ntys) ?? [];
  // the bell's counter: the list and the bell cannot disagree
  const { data: unread = 0 } = useUnreadCount();

  if (list.isPending) {
    return (
      <div className="nty-list" aria-busy="true">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }
  if (list.isError) {
    return (
      <Result
        status="warning"
        title={t('loadFailed')}
        extra={
          <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()}>
            {t('retry')}
          </Button>
        }
      />
    );
  }
  if (ntys.length === 0) {
    return <EmptyState block="nty-empty" title={t('emptyTitle')} text={t('emptyText')} />;
  }
  return (
    <>
      <p className="nty-summary" data-testid="unread-summary">
        {unread > 0 ? t('unreadCount', { count: unread }) : t('allRead')}
      </p>
      <ul className="nty-list">
        {ntys.map((nty) => {
          const unreadItem = nty.state === NotifyState.unread;
          return (
            <li key={nty.id}>
              <button
                type="button"
                className={`nty-item${unreadItem ? ' nty-item--unread' : ''}`}
                onClick={() => onOpen(nty)}
                data-state={nty.state}
              >
                <KindIcon status={nty.status} />
                <span className="nty-item__main">
                  <span className="nty-item__title">{nty.title}</span>
                  <span className="nty-item__content">{nty.content}</span>
                  <span className="nty-item__meta">
                    <time dateTime={nty.time}>{formatTime(nty.time)}</time>
                    {nty.appName ? <span className="nty-item__app">{nty.appName}</span> : null}
                  </span>
                </span>
                <span className={`nty-item__state${unreadItem ? ' nty-item__state--unread' : ''}`}>
                  {unreadItem ? t('unread') : t('read')}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {list.hasNextPage ? (
        <div className="nty-more">
          <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
            {t('loadMore')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
