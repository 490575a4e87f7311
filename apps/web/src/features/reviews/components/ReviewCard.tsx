import { DeleteOutlined, EditOutlined, FlagOutlined, MessageOutlined } from '@ant-design/icons';
import { App, Button, Popconfirm, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { RatingStars } from '@/components/RatingStars';
import { formatInZone } from '@/lib/time';
import { useDeleteReviewReply } from '../api/review-delete-reply';
import type { ReviewItem } from '../api/review-list';
import type { ReviewsText } from '../lib/texts';
import { ReplyForm } from './ReplyForm';
import { ReportDialog } from './ReportDialog';

/**
 * One review: the player's alias, stars, words and build, the studio's reply, and what the
 * reader may do with it. A role that may not reply sees the buttons disabled, `noteId` saying why.
 */
export function ReviewCard({
  appId,
  review,
  canReply,
  noteId,
  timeZone,
  t,
}: {
  appId: string;
  review: ReviewItem;
  canReply: boolean;
  noteId: string;
  timeZone: string;
  t: ReviewsText;
}) {
  const { message } = App.useApp();
  const [editing, setEditing] = useState(false);
  const [reporting, setReporting] = useState(false);
  const remove = useDeleteReviewReply(appId);
  const locked = canReply ? {} : { disabled: true, 'aria-describedby': noteId };
  const why = canReply ? undefined : t('page.roleNote');

  return (
    <article
      className="rv-card portal-surface portal-surface--round"
      data-testid="rv-card"
      data-rating={review.rating}
      data-review-id={review.reviewId}
    >
      <header className="rv-card__head">
        <RatingStars rating={review.rating} label={t('list.rating', { count: review.rating })} />
        <strong className="rv-card__alias">{review.alias}</strong>
        <span className="rv-muted">{formatInZone(review.time, timeZone)}</span>
        {review.edited ? <Tag>{t('list.edited')}</Tag> : null}
        {review.reported ? <Tag color="orange">{t('list.reported')}</Tag> : null}
        {review.hidden ? <Tag color="red">{t('list.hidden')}</Tag> : null}
      </header>
      {review.title ? <h3 className="rv-card__title">{review.title}</h3> : null}
      {review.text ? <p className="rv-card__text">{review.text}</p> : null}
      <p className="rv-muted rv-card__meta">
        {t('list.versionDevice', {
          version: review.versionCode,
          device: review.deviceModel,
          language: review.language,
        })}
      </p>

      {review.reply && !editing ? (
        <div className="rv-card__reply" data-testid="rv-reply">
          <span className="rv-card__reply-label">{t('list.yourReply')}</span>
          <p className="rv-card__text">{review.reply.text}</p>
          <span className="rv-muted">
            {t('list.repliedBy', {
              by: review.reply.by,
              time: formatInZone(review.reply.time, timeZone),
            })}
          </span>
        </div>
      ) : null}

      {editing ? (
        <ReplyForm
          appId={appId}
          reviewId={review.reviewId}
          alias={review.alias}
          initial={review.reply?.text ?? ''}
          onDone={() => setEditing(false)}
          t={t}
        />
      ) : (
        <div className="rv-card__actions">
          <Tooltip title={why}>
            <Button
              icon={review.reply ? <EditOutlined /> : <MessageOutlined />}
              onClick={() => setEditing(true)}
              data-testid="rv-reply-open"
              {...locked}
            >
              {review.reply ? t('list.editReply') : t('list.reply')}
            </Button>
          </Tooltip>
          {review.reply ? (
            <Popconfirm
              title={t('list.deleteConfirm')}
              okText={t('list.deleteOk')}
              cancelText={t('list.cancel')}
              okButtonProps={{ danger: true }}
              disabled={!canReply}
              onConfirm={() =>
                remove.mutate(review.reviewId, {
                  onSuccess: () => void message.success(t('list.deleted')),
                })
              }
            >
              <Tooltip title={why}>
                <Button icon={<DeleteOutlined />} loading={remove.isPending} {...locked}>
                  {t('list.deleteReply')}
                </Button>
              </Tooltip>
            </Popconfirm>
          ) : null}
          <Tooltip title={review.reported ? t('list.reportedAlready') : why}>
            <Button
              type="text"
              icon={<FlagOutlined />}
              onClick={() => setReporting(true)}
              {...locked}
              disabled={!canReply || review.reported}
            >
              {t('list.report')}
            </Button>
          </Tooltip>
        </div>
      )}
      <ReportDialog
        appId={appId}
        reviewId={review.reviewId}
        open={reporting}
        onClose={() => setReporting(false)}
        t={t}
      />
    </article>
  );
}
