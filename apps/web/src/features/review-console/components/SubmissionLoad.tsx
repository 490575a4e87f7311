import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import type { ErrorCodeValue } from '@vrportal/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';

/**
 * A submission of the review console while it loads: a skeleton, then the submission, or when it
 * did not load, not found (or not the reviewer's to see) with the way back, or the failure with a
 * retry. `children` draws the loaded submission, with the way back for its top bar.
 */
export function SubmissionLoad<D>({
  query,
  notFoundCodes,
  notFoundTitle,
  notFoundText,
  onBack,
  children,
}: {
  query: UseQueryResult<D, Error>;
  /** the error codes that mean the submission is gone or not the reviewer's */
  notFoundCodes: ErrorCodeValue[];
  notFoundTitle: string;
  notFoundText: string;
  onBack: () => void;
  children: (data: D, back: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation('review');
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={onBack}>
      {t('submission.back')}
    </Button>
  );

  if (query.isPending) {
    return (
      <div className="submission">
        <div className="submission__top">{back}</div>
        <Skeleton active paragraph={{ rows: 8 }} className="submission__skeleton" />
      </div>
    );
  }
  if (query.isError) {
    const error = query.error;
    const notFound = isApiError(error) && notFoundCodes.some((code) => error.is(code));
    return (
      <Result
        status={notFound ? '404' : 'warning'}
        title={notFound ? notFoundTitle : t('submission.loadFailed')}
        subTitle={notFound ? notFoundText : error.message}
        extra={
          notFound ? (
            back
          ) : (
            <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()}>
              {t('queue.retry')}
            </Button>
          )
        }
      />
    );
  }
  return children(query.data, back);
}
