import { AppstoreOutlined, LockOutlined } from '@ant-design/icons';
import { Button, Pagination, Result, Skeleton } from 'antd';
import { playerReviewLimits } from '@vrportal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadFailed as SharedLoadFailed } from '@/components/LoadFailed';
import { EmptyState } from '@/components/EmptyState';
import { useSelectedApp } from '@/lib/app-selection';
import { useCan } from '@/lib/current-org';
import { usePortalClock } from '@/lib/portal-clock';
import { useReviewList } from '../api/review-list';
import { useReviewSummary } from '../api/review-summary';
import { ReviewCard } from '../components/ReviewCard';
import { ReviewFilters } from '../components/ReviewFilters';
import { SummaryPanel } from '../components/SummaryPanel';
import { noFilters, ratingOf, type ReviewFilterValues } from '../lib/filters';
import { useReviewsText, type ReviewsText } from '../lib/texts';
import '../reviews.css';

/**
 * /reviews?appId= (route name Reviews, reviews:read): the ratings of a period with each
 * version's average per day, then the reviews, filtered, with the studio's replies and reports,
 * and their export. ?rating= starts the list filtered (the low-rating notification's link).
 */
export default function ReviewsPage() {
  const t = useReviewsText();
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const app = useSelectedApp();
  if (!app) {
    return (
      <div className="rv-page">
        <h1 className="visually-hidden">{tc('screens.reviews')}</h1>
        <Result
          className="portal-empty-box"
          status="info"
          icon={<AppstoreOutlined />}
          title={t('page.noApp')}
          subTitle={t('page.noAppText')}
          extra={
            <Button type="primary" onClick={() => void navigate('/all_apps')}>
              {t('page.toApps')}
            </Button>
          }
        />
      </div>
    );
  }
  return <ReviewsView key={app.id} appId={app.id} appName={app.name} />;
}

function ReviewsView({ appId, appName }: { appId: string; appName: string }) {
  const t = useReviewsText();
  const { t: tc } = useTranslation('common');
  const [params] = useSearchParams();
  const clock = usePortalClock();
  const [days, setDays] = useState(30);
  const [filters, setFilters] = useState<ReviewFilterValues>(() => ({
    ...noFilters,
    rating: ratingOf(params.get('rating')),
  }));
  const [page, setPage] = useState(1);
  const canReply = useCan('reviews:reply');
  const summary = useReviewSummary(appId, days, () => Date.now() + (clock?.aheadMs ?? 0));
  const list = useReviewList(appId, filters, page);
  const timeZone = summary.data?.timeZone ?? clock?.timeZone ?? 'UTC';
  const noteId = 'rv-role-note';

  return (
    <div className="rv-page">
      <header className="page-head">
        <div className="page-head__text">
          <p className="portal-eyebrow">{appName}</p>
          <h1 className="page-head__title">{tc('screens.reviews')}</h1>
          <p className="page-head__subtitle">{t('page.subtitle')}</p>
        </div>
      </header>

      {summary.isError ? (
        <LoadFailed error={summary.error} onRetry={() => void summary.refetch()} t={t} />
      ) : (
        <SummaryPanel summary={summary.data} days={days} onDays={setDays} t={t} />
      )}

      <section className="rv-list" aria-labelledby="rv-list-title">
        <div className="rv-list__head">
          <h2 id="rv-list-title" className="rv-section__title">
            {t('list.title')}
          </h2>
          {list.data ? (
            <span className="rv-muted">{t('list.total', { count: list.data.total })}</span>
          ) : null}
        </div>
        <ReviewFilters
          appId={appId}
          value={filters}
          onChange={(next) => {
            setFilters(next);
            setPage(1);
          }}
          languages={list.data?.languages ?? []}
          versionCodes={list.data?.versionCodes ?? []}
          t={t}
        />
        {canReply ? null : (
          <p id={noteId} className="rv-role-note" data-testid="role-note">
            <LockOutlined aria-hidden="true" /> {t('page.roleNote')}
          </p>
        )}
        {list.isError ? (
          <LoadFailed error={list.error} onRetry={() => void list.refetch()} t={t} />
        ) : !list.data ? (
          <Skeleton active />
        ) : list.data.list.length === 0 ? (
          <EmptyState block="rv-empty" title={t('list.emptyTitle')} text={t('list.emptyText')} />
        ) : (
          <>
            <ul className="rv-cards">
              {list.data.list.map((review) => (
                <li key={review.reviewId}>
                  <ReviewCard
                    appId={appId}
                    review={review}
                    canReply={canReply}
                    noteId={noteId}
                    timeZone={timeZone}
                    t={t}
                  />
                </li>
              ))}
            </ul>
            {list.data.total > list.data.list.length || page > 1 ? (
              <Pagination
                className="rv-pager"
                current={page}
                pageSize={playerReviewLimits.pageSize}
                total={list.data.total}
                showSizeChanger={false}
                size="small"
                onChange={setPage}
              />
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}

/** A part of the reviews screen that could not be read, in the screen's words. */
function LoadFailed({
  error,
  onRetry,
  t,
}: {
  error: unknown;
  onRetry: () => void;
  t: ReviewsText;
}) {
  return (
    <SharedLoadFailed
      className="rv-alert"
      error={error}
      onRetry={onRetry}
      texts={{ title: t('page.loadFailed'), tryLater: t('page.tryLater'), retry: t('page.retry') }}
    />
  );
}
