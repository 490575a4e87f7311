import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { isApiError } from '@/lib/api-client';

/**
 * A part of a screen that could not be read: why (the error catalogue's text, else `tryLater`)
 * and a retry. The screen gives its own words.
 */
export function LoadFailed({
  error,
  onRetry,
  texts,
  className,
}: {
  error: unknown;
  onRetry: () => void;
  texts: { title: string; tryLater: string; retry: string };
  className?: string;
}) {
  return (
    <Alert
      className={className}
      type="warning"
      showIcon
      title={texts.title}
      description={isApiError(error) && error.message ? error.message : texts.tryLater}
      action={
        <Button size="small" icon={<ReloadOutlined />} onClick={onRetry}>
          {texts.retry}
        </Button>
      }
    />
  );
}
