// The finance review's queue: the submissions awaiting review, a page at a time.
import { Empty, Pagination, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@/lib/time';
import { FINANCE_QUEUE_PAGE, type useFinanceQueue } from '../api/get-finance-queue';

export function ReviewQueue({
  queue,
  page,
  setPage,
  selected,
  setSelected,
}: {
  queue: ReturnType<typeof useFinanceQueue>;
  page: number;
  setPage: (page: number) => void;
  selected: string | null;
  setSelected: (accountId: string) => void;
}) {
  const { t } = useTranslation('finance');
  const items = queue.data?.items ?? [];
  return (
    <aside className="fin-review__queue portal-surface" aria-labelledby="fin-queue-title">
      <div className="fin-review__queue-head">
        <h2 id="fin-queue-title" className="fin-section__title">
          {t('review.queue')}
        </h2>
        <Tag>{t('review.queueCount', { count: queue.data?.total ?? 0 })}</Tag>
      </div>
      {queue.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('review.empty')} />
      ) : (
        <ul className="fin-review__list portal-list">
          {items.map((item) => (
            <li key={item.accountId}>
              <button
                type="button"
                className="fin-review__item portal-card-button"
                aria-pressed={selected === item.accountId}
                onClick={() => setSelected(item.accountId)}
              >
                <span className="fin-review__item-name">{item.orgName}</span>
                <span className="fin-review__item-account">{item.account}</span>
                <span className="fin-review__item-meta">
                  <Tag color="purple">{t('review.version', { version: item.version })}</Tag>
                  {item.version > 1 ? <Tag>{t('review.resubmitted')}</Tag> : null}
                  <span>{t('review.submittedAt', { time: formatTime(item.submitTime) })}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {(queue.data?.total ?? 0) > FINANCE_QUEUE_PAGE ? (
        <Pagination
          className="fin-review__pages"
          size="small"
          simple
          current={page}
          pageSize={FINANCE_QUEUE_PAGE}
          total={queue.data?.total ?? 0}
          onChange={setPage}
        />
      ) : null}
    </aside>
  );
}
