import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { failureText } from '../lib/refusal';
import { usePlatformText } from '../lib/texts';

/** What a panel shows when its data did not load: the reason, and a way to ask again. */
export function LoadFailed({ query }: { query: { error: unknown; refetch: () => unknown } }) {
  const t = usePlatformText();
  return (
    <Alert
      type="warning"
      showIcon
      title={t('frame.loadFailed')}
      description={failureText(query.error, t)}
      action={
        <Button size="small" icon={<ReloadOutlined />} onClick={() => void query.refetch()}>
          {t('frame.retry')}
        </Button>
      }
    />
  );
}
