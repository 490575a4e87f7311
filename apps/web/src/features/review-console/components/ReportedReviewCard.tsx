import { App, Button, Popconfirm, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { RatingStars } from '@/components/RatingStars';
import { formatTime } from '@/lib/time';
import { useDecideReportedReview } from '../api/decide-reported-review';
import type { ReportedReviewItem } from '../api/get-reported-reviews';

/** A reported review with the studio's reason; a waiting one is kept or hidden here. */
export function ReportedReviewCard({ item }: { item: ReportedReviewItem }) {
  const { t } = useTranslation('review');
  const { message } = App.useApp();
  const decide = useDecideReportedReview();
  const { review } = item;
  const send = (decision: 'keep' | 'hide') =>
    decide.mutate(
      { reportId: item.reportId, decision },
      {
        onSuccess: () =>
          void message.success(
            t(decision === 'keep' ? 'playerReviews.kept' : 'playerReviews.hiddenDone'),
          ),
      },
    );
  return (
    <article className="prv-card portal-surface portal-surface--round" data-testid="prv-card">
      <header className="prv-card__head">
        <strong>{item.appName}</strong>
        <span className="mono prv-muted">{item.appId}</span>
        <Tag>{t(`playerReviews.states.${item.state}`)}</Tag>
      </header>
      <div className="prv-card__review">
        <RatingStars
          rating={review.rating}
          label={t('playerReviews.rating', { count: review.rating })}
        />
        <strong>{review.alias}</strong>
        <span className="prv-muted">{formatTime(review.time)}</span>
      </div>
      {review.title ? <h3 className="prv-card__title">{review.title}</h3> : null}
      {review.text ? <p className="prv-card__text">{review.text}</p> : null}
      <p className="prv-muted">
        {t('playerReviews.version', {
          version: review.versionCode,
          device: review.deviceModel,
          language: review.language,
        })}
      </p>
      <div className="prv-card__reason">
        <span className="prv-card__label">{t('playerReviews.reason')}</span>
        <p className="prv-card__text">{item.reason}</p>
        <span className="prv-muted">
          {t('playerReviews.reportedBy', {
            by: item.reportedBy,
            time: formatTime(item.reportedAt),
          })}
        </span>
        {item.decidedAt ? (
          <span className="prv-muted">
            {' · '}
            {t('playerReviews.decidedBy', {
              by: item.decidedBy ?? '',
              time: formatTime(item.decidedAt),
            })}
          </span>
        ) : null}
      </div>
      {item.state === 'pending' ? (
        <div className="prv-card__actions">
          <Button onClick={() => send('keep')} loading={decide.isPending}>
            {t('playerReviews.keep')}
          </Button>
          <Popconfirm
            title={t('playerReviews.hideConfirm')}
            okText={t('playerReviews.hideOk')}
            cancelText={t('playerReviews.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => send('hide')}
          >
            <Button danger loading={decide.isPending}>
              {t('playerReviews.hide')}
            </Button>
          </Popconfirm>
        </div>
      ) : null}
    </article>
  );
}
