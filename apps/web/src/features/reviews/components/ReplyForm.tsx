import { App, Button, Form, Input } from 'antd';
import { playerReviewLimits } from '@vrportal/contract';
import { useReplyToReview } from '../api/review-reply';
import type { ReviewsText } from '../lib/texts';

/** Writes or edits the studio's reply under a review. */
export function ReplyForm({
  appId,
  reviewId,
  alias,
  initial,
  onDone,
  t,
}: {
  appId: string;
  reviewId: string;
  alias: string;
  initial: string;
  onDone: () => void;
  t: ReviewsText;
}) {
  const { message } = App.useApp();
  const reply = useReplyToReview(appId);
  const max = playerReviewLimits.replyMax;
  return (
    <Form
      className="rv-reply-form"
      layout="vertical"
      initialValues={{ text: initial }}
      onFinish={({ text }: { text: string }) =>
        reply.mutate(
          { reviewId, text: text.trim() },
          {
            onSuccess: () => {
              void message.success(t('replyForm.saved'));
              onDone();
            },
          },
        )
      }
    >
      <Form.Item
        name="text"
        label={t('replyForm.label', { alias })}
        rules={[
          { required: true, whitespace: true, message: t('replyForm.empty') },
          { max, message: t('replyForm.tooLong', { count: max }) },
        ]}
      >
        <Input.TextArea
          autoSize={{ minRows: 3, maxRows: 8 }}
          showCount
          maxLength={max}
          placeholder={t('replyForm.placeholder')}
          data-testid="rv-reply-text"
        />
      </Form.Item>
      <div className="rv-reply-form__actions">
        <Button onClick={onDone}>{t('replyForm.cancel')}</Button>
        <Button
          type="primary"
          htmlType="submit"
          loading={reply.isPending}
          data-testid="rv-reply-send"
        >
          {t('replyForm.save')}
        </Button>
      </div>
    </Form>
  );
}
