import { ReloadOutlined } from '@ant-design/icons';
import { reviewReportStates, type ReviewReportState } from '@vrportal/contract';
import { playerReviewLimits } from '@vrportal/contract';
import { Alert, Button, Pagination, Segmented, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { useSession } from '@/lib/session';
import { useReportedReviews } from '../api/get-reported-reviews';
import { ReportedReviewCard } from '../components/ReportedReviewCard';
import { ReviewDenied, ReviewPageHead } from '../components/ReviewPageParts';
import '../review-console.css';
import '../player-reviews.css';

/**
 * /review/player_reviews (super accounts): the players' reviews studios reported, waiting,
 * kept or hidden; a waiting one is kept shown or hidden from the store.
 */
export default function ReportedReviewsPage() {
  const { t } = useTranslation('review');
  const { isSuper } = useSession();
  const [state, setState] = useState<ReviewReportState>('pending');
  const [page, setPage] = useState(1);
  const reports = useReportedReviews(state, page);
  if (!isSuper) return <ReviewDenied />;
  return (
    <div className="review-page prv-page">
      <ReviewPageHead title={t('playerReviews.title')} subtitle={t('playerReviews.subtitle')} />
      <div className="review-panel portal-surface portal-surface--round">
        <div className="prv-head">
          <Segmented
            value={state}
            onChange={(value) => {
              setState(value);
              setPage(1);
            }}
            options={reviewReportStates.map((s) => ({
              value: s,
              label: t(`playerReviews.states.${s}`),
            }))}
          />
          {reports.data ? (
            <span className="prv-muted">
              {t('playerReviews.total', { count: reports.data.total })}
            </span>
          ) : null}
        </div>
        {reports.isError ? (
          <Alert
            type="warning"
            showIcon
            title={t('playerReviews.loadFailed')}
            action={
              <Button size="small" icon={<ReloadOutlined />} onClick={() => void reports.refetch()}>
                {t('playerReviews.retry')}
              </Button>
            }
          />
        ) : !reports.data ? (
          <Skeleton active />
        ) : reports.data.list.length === 0 ? (
          <EmptyState
            block="prv-empty"
            title={t('playerReviews.empty')}
            text={t('playerReviews.emptyText')}
          />
        ) : (
          <>
            <ul className="prv-cards">
              {reports.data.list.map((item) => (
                <li key={item.reportId}>
                  <ReportedReviewCard item={item} />
                </li>
              ))}
            </ul>
            {reports.data.total > playerReviewLimits.pageSize ? (
              <Pagination
                className="prv-pager"
                current={page}
                pageSize={playerReviewLimits.pageSize}
                total={reports.data.total}
                showSizeChanger={false}
                size="small"
                onChange={setPage}
              />
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
