// The dialog asking for the reason a leaderboard entry is removed.
import { platformLimits, type LeaderboardEntry } from '@vrportal/contract';
import { Form, Input, Modal } from 'antd';
import { usePlatformText } from '../lib/texts';

/** Asks for the reason of a removal; the reason is required. */
export function RemoveEntryDialog({
  entry,
  score,
  pending,
  onCancel,
  onRemove,
}: {
  entry: LeaderboardEntry | null;
  score: string;
  pending: boolean;
  onCancel: () => void;
  onRemove: (reason: string) => void;
}) {
  const t = usePlatformText();
  const [form] = Form.useForm<{ reason: string }>();
  const submit = () =>
    void form.validateFields().then(
      (values) => onRemove(values.reason.trim()),
      () => undefined,
    );
  return (
    <Modal
      open={entry !== null}
      title={entry ? t('entries.removeTitle', { userId: entry.userId }) : ''}
      okText={t('entries.removeOk')}
      cancelText={t('form.cancel')}
      okButtonProps={{ danger: true, loading: pending }}
      onOk={submit}
      onCancel={onCancel}
      destroyOnHidden
    >
      {entry ? (
        <p className="plat-remove__text">{t('entries.removeText', { score, rank: entry.rank })}</p>
      ) : null}
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label={t('entries.reason')}
          rules={[{ required: true, whitespace: true, message: t('entries.reasonRequired') }]}
        >
          <Input.TextArea
            showCount
            maxLength={platformLimits.reasonMax}
            autoSize={{ minRows: 3, maxRows: 6 }}
            placeholder={t('entries.reasonPlaceholder')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
