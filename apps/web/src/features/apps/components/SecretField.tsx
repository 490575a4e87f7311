import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from './CopyButton';

/** The App Secret, masked until revealed; '' (not the owner) says only the owner sees it. */
export function SecretField({ secret }: { secret: string }) {
  const { t } = useTranslation('apps');
  const [shown, setShown] = useState(false);
  if (!secret)
    return <span className="overview__hint">{t('center.overview.secretOwnerOnly')}</span>;
  const label = shown ? t('center.overview.hide') : t('center.overview.reveal');
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
    </>
  );
}
