import { CopyOutlined } from '@ant-design/icons';
import { App as AntdApp, Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/** Copies a value to the clipboard and says so. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('apps');
  const { message } = AntdApp.useApp();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      void message.success(t('center.overview.copied'));
    } catch {
      void message.warning(t('center.overview.copyFailed'));
    }
  };
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        size="small"
        icon={<CopyOutlined />}
        aria-label={label}
        onClick={() => void copy()}
      />
    </Tooltip>
  );
}
