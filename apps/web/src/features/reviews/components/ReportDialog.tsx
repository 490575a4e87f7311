import { App, Form, Input, Modal } from 'antd';
import { playerReviewLimits } from '@vrportal/contract';
import { useReportReview } from '../api/review-report';
import type { ReviewsText } from '../lib/texts';

/** Reports a review to the review console with a reason. */
export function ReportDialog({
  appId,
  reviewId,
  open,
  onClose,
  t,
}: {
  appId: string;
  reviewId: string;
  open: boolean;
  onClose: () => void;
  t: ReviewsText;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const report = useReportReview(appId);
  const max = playerReviewLimits.reportReasonMax;
  return (
    <Modal
      open={open}
      title={t('reportForm.title')}
      okText={t('reportForm.send')}
      cancelText={t('reportForm.cancel')}
      okButtonProps={{ loading: report.isPending, danger: true }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p className="rv-muted">{t('reportForm.intro')}</p>
      <Form
        form={form}
        layout="vertical"
        onFinish={({ reason }) =>
          report.mutate(
            { reviewId, reason: reason.trim() },
            {
              onSuccess: () => {
                void message.success(t('reportForm.sent'));
                onClose();
              },
            },
          )
        }
      >
        <Form.Item
          name="reason"
          label={t('reportForm.reason')}
          rules={[
            { required: true, whitespace: true, message: t('reportForm.empty') },
            { max, message: t('reportForm.tooLong', { count: max }) },
          ]}
        >
          <Input.TextArea
            autoSize={{ minRows: 3, maxRows: 6 }}
            showCount
            maxLength={max}
            placeholder={t('reportForm.placeholder')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
