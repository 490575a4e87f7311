import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { failureText } from '../api/figures';
import type { FigureQuery } from './Panel';

export interface Counter {
  key: string;
  label: string;
  /** the figure as shown; '--' while there is none */
  value: string;
}

/** The range's totals: label over figure, wrapping to two a row on narrow screens. */
export function Counters({ items, query }: { items: Counter[]; query: FigureQuery }) {
  const { t } = useTranslation('analytics');
  const updating = query.isFetching && (query.isPending || query.isPlaceholderData);
  return (
    <section className="ana-counters" aria-label={t('counter.label')} aria-busy={updating}>
      <dl className="ana-counters__list">
        {items.map((item) => (
          <div
            key={item.key}
            className="ana-counter portal-surface"
            data-testid={`counter-${item.key}`}
          >
            <dt className="ana-counter__label">{item.label}</dt>
            <dd
              className={`ana-counter__value portal-figure${updating ? ' portal-figure--updating' : ''}`}
              data-testid={`counter-${item.key}-value`}
            >
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
      {query.isError ? (
        <Alert
          className="ana-counters__error"
          type="warning"
          showIcon
          title={t('state.failed')}
          description={failureText(query.error) ?? undefined}
          action={
            <Button size="small" icon={<ReloadOutlined />} onClick={() => void query.refetch()}>
              {t('state.retry')}
            </Button>
          }
        />
      ) : null}
    </section>
  );
}
