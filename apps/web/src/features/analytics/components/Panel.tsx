import { ReloadOutlined, WarningOutlined } from '@ant-design/icons';
import { Button, Empty, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../api/figures';

/** What a panel needs to know of its query. */
export interface FigureQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * A card of figures with its states: a spinner while the first answer loads, the reason and a
 * retry when it failed, "no data" when the range holds nothing, and a faint overlay while a new
 * range replaces figures still on screen.
 */
export function Panel({
  title,
  hint,
  extra,
  summary,
  query,
  empty,
  height,
  testId,
  className,
  children,
}: {
  title: ReactNode;
  hint?: ReactNode;
  extra?: ReactNode;
  /** e.g. the range's total, beside the title */
  summary?: ReactNode;
  query: FigureQuery;
  empty: boolean;
  /** the body's height while it has no figures to show */
  height: number;
  testId?: string;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(['analytics', 'common']);
  const state = query.isPending ? 'loading' : query.isError ? 'error' : empty ? 'empty' : 'ready';
  const updating = state === 'ready' && query.isFetching && query.isPlaceholderData;

  let body: ReactNode;
  if (state === 'loading') {
    body = (
      <div className="ana-panel__state" style={{ minHeight: height }}>
        <Spin />
        <span className="visually-hidden">{t('common:loading')}</span>
      </div>
    );
  } else if (state === 'error') {
    body = (
      <div className="ana-panel__state" style={{ minHeight: height }} role="alert">
        <WarningOutlined className="ana-panel__state-icon" aria-hidden="true" />
        <p className="ana-panel__state-title">{t('analytics:state.failed')}</p>
        <p className="ana-panel__state-text" data-testid="figure-error">
          {failureText(query.error) ?? t('analytics:state.failed')}
        </p>
        <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()}>
          {t('analytics:state.retry')}
        </Button>
      </div>
    );
  } else if (state === 'empty') {
    body = (
      <div className="ana-panel__state" style={{ minHeight: height }}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('analytics:state.empty')} />
      </div>
    );
  } else {
    body = children;
  }

  return (
    <section
      className={`ana-panel portal-surface${className ? ` ${className}` : ''}`}
      data-testid={testId}
      data-state={state}
      aria-busy={state === 'loading' || updating}
    >
      <header className="ana-panel__head">
        <div className="ana-panel__titles">
          <h2 className="ana-panel__title">{title}</h2>
          {hint ? <p className="ana-panel__hint">{hint}</p> : null}
        </div>
        {summary && state === 'ready' ? (
          <span className="ana-panel__summary" data-testid={testId ? `${testId}-total` : undefined}>
            {summary}
          </span>
        ) : null}
        {extra ? <div className="ana-panel__extra">{extra}</div> : null}
      </header>
      <div className={`ana-panel__body${updating ? ' ana-panel__body--updating' : ''}`}>
        {body}
        {updating ? (
          <div className="ana-panel__updating" role="status">
            <Spin size="small" />
            <span className="visually-hidden">{t('analytics:state.updating')}</span>
          </div>
        ) : null}
      </div>
    </section>
  );
}
