import { StopOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOpenedOnce } from '@/hooks/use-opened-once';

export type Refusal = { kind: 'locked'; minutes: number } | { kind: 'blocked' };

/** "Login refused": no attempts left (locked for a while) or the account is blocked. */
export function LoginRefusedModal({
  refusal,
  onClose,
}: {
  refusal: Refusal | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('auth');
  const opened = useOpenedOnce(refusal !== null);
  if (!opened) return null;
  return (
    <Modal
      open={refusal !== null}
      title={
        <span className="refused-title">
          <StopOutlined aria-hidden="true" /> {t('refused.title')}
        </span>
      }
      onCancel={onClose}
      width={420}
      centered
      footer={
        <Button type="primary" onClick={onClose}>
          {t('refused.ok')}
        </Button>
      }
    >
      <p className="refused-text">
        {refusal?.kind === 'locked'
          ? t('refused.locked', { minutes: refusal.minutes })
          : t('refused.blocked')}
      </p>
    </Modal>
  );
}
