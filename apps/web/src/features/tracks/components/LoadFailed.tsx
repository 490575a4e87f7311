import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { isApiError } from '@/lib/api-client';
import type { TracksText } from '../lib/texts';

/** A part of the screen that could not be read: why (the error catalogue's text) and a retry. */
export function LoadFailed({
  error,
  onRetry,
  t,
}: {
  error: unknown;
  onRetry: () => void;
  t: TracksText;
}) {
  return (
    <Alert
      className="trk-alert"
      type="warning"
      showIcon
      title={t('page.loadFailed')}
      description={isApiError(error) && error.message ? error.message : t('page.tryLater')}
      action={
        <Button size="small" icon={<ReloadOutlined />} onClick={onRetry}>
          {t('page.retry')}
        </Button>
      }
    />
  );
}
