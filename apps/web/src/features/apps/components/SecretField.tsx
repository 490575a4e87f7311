import { EyeInvisibleOutlined, EyeOutlined, SyncOutlined } from '@ant-design/icons';
import { App, Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResetAppSecret } from '../api/reset-app-secret';
import { CopyButton } from './CopyButton';

/**
 * The App Secret, masked until revealed, with a way for the owner to replace a secret that got
 * out; '' (not the owner) says only the owner sees it.
 */
export function SecretField({ appId, secret }: { appId: string; secret: string }) {
  const { t } = useTranslation('apps');
  const { modal, message } = App.useApp();
  const [shown, setShown] = useState(false);
  const reset = useResetAppSecret(appId);
  if (!secret)
    return <span className="overview__hint">{t('center.overview.secretOwnerOnly')}</span>;
  const label = shown ? t('center.overview.hide') : t('center.overview.reveal');
  const confirmReset = () =>
    modal.confirm({
      title: t('center.overview.resetTitle'),
      content: t('center.overview.resetText'),
      okText: t('center.overview.resetOk'),
      okButtonProps: { danger: true },
      cancelText: t('center.overview.resetKeep'),
      onOk: async () => {
        // a refusal has its toast, a cancelled second step needs none: the warning closes either
        // way, and nothing is left to throw in the page
        const replaced = await reset.mutateAsync().then(
          () => true,
          () => false,
        );
        if (!replaced) return;
        // the new secret is shown, ready to be copied into the game server and the upload tools
        setShown(true);
        void message.success(t('center.overview.resetDone'));
      },
    });
  return (
    <>
      <span className="overview__mono" data-testid="app-secret">
        {shown ? secret : '•'.repeat(24)}
      </span>
      <Tooltip title={label}>
        <Button
          type="text"
          size="small"
          icon={shown ? <EyeInvisibleOutlined /> : <EyeOutlined />}
          aria-label={label}
          aria-pressed={shown}
          onClick={() => setShown((value) => !value)}
        />
      </Tooltip>
      <CopyButton value={secret} label={t('center.overview.copySecret')} />
      <Tooltip title={t('center.overview.reset')}>
        <Button
          type="text"
          size="small"
          icon={<SyncOutlined />}
          aria-label={t('center.overview.reset')}
          loading={reset.isPending}
          onClick={confirmReset}
        />
      </Tooltip>
    </>
  );
}
