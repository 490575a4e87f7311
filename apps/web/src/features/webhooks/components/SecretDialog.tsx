import { CopyOutlined } from '@ant-design/icons';
import { Alert, App as AntdApp, Button, Input, Modal, Space } from 'antd';
import type { WebhooksText } from '../lib/texts';

/** A new endpoint's signing secret, shown this once with a copy button and a warning. */
export function SecretDialog({
  secret,
  onClose,
  t,
}: {
  secret: string | null;
  onClose: () => void;
  t: WebhooksText;
}) {
  const { message } = AntdApp.useApp();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret ?? '');
      void message.success(t('secret.copied'));
    } catch {
      void message.error(t('secret.copyFailed'));
    }
  };
  return (
    <Modal
      open={secret !== null}
      title={t('secret.title')}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          {t('secret.done')}
        </Button>
      }
    >
      <Alert className="webhooks-alert" type="warning" showIcon title={t('secret.warning')} />
      <label className="webhooks-secret__label" htmlFor="webhook-secret">
        {t('secret.label')}
      </label>
      <Space.Compact className="webhooks-secret">
        <Input
          id="webhook-secret"
          readOnly
          value={secret ?? ''}
          className="webhooks-secret__value"
        />
        <Button icon={<CopyOutlined />} onClick={() => void copy()}>
          {t('secret.copy')}
        </Button>
      </Space.Compact>
    </Modal>
  );
}
