import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';

/**
 * A submission that did not load: not found (or not the reviewer's to see) with the way back, or
 * a failure with a retry.
 */
export function SubmissionFailed({
  notFound,
  notFoundTitle,
  notFoundText,
  failedTitle,
  failedText,
  back,
  retryText,
  onRetry,
}: {
  notFound: boolean;
  notFoundTitle: string;
  notFoundText: string;
  failedTitle: string;
  failedText?: string;
  back: ReactNode;
  retryText: string;
  onRetry: () => void;
}) {
  return (
    <Result
      status={notFound ? '404' : 'warning'}
      title={notFound ? notFoundTitle : failedTitle}
      subTitle={notFound ? notFoundText : failedText}
      extra={
        notFound ? (
          back
        ) : (
          <Button icon={<ReloadOutlined />} onClick={onRetry}>
            {retryText}
          </Button>
        )
      }
    />
  );
}
