import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import type { TeamText } from '@/lib/team-text';
import { failureText } from '../lib/failure';

/** A list that could not be read: why, from the error catalogue, and a way to try again. */
export function LoadFailed({
  error,
  onRetry,
  t,
}: {
  error: unknown;
  onRetry: () => void;
  t: TeamText;
}) {
  return (
    <Alert
      className="team-alert"
      type="warning"
      showIcon
      title={t('page.loadFailed')}
      description={failureText(error, t)}
      action={
        <Button size="small" icon={<ReloadOutlined />} onClick={onRetry}>
          {t('page.retry')}
        </Button>
      }
    />
  );
}
