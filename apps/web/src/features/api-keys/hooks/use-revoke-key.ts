import type { ApiKey } from '@vrportal/contract';
import { App as AntdApp } from 'antd';
import { useRevokeApiKey } from '../api/key-revoke';
import { alreadyTold, failureText } from '../lib/failure';
import type { ApiKeysText } from '../lib/texts';

/**
 * Revoking a key after the reader confirms it in a dialog that says it takes effect at once;
 * the outcome is told in a toast.
 */
export function useRevokeKey(t: ApiKeysText) {
  const { modal, message } = AntdApp.useApp();
  const revoke = useRevokeApiKey();
  return (key: ApiKey) => {
    const names = { name: key.name };
    modal.confirm({
      title: t('revoke.title', names),
      content: t('revoke.text'),
      okText: t('revoke.ok'),
      okButtonProps: { danger: true },
      cancelText: t('revoke.cancel'),
      onOk: async () => {
        try {
          await revoke.mutateAsync(key.keyId);
          void message.success(t('revoke.done', names));
        } catch (error) {
          if (!alreadyTold(error)) void message.error(failureText(error, t));
        }
      },
    });
  };
}
