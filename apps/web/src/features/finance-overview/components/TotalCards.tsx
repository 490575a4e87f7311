import { ReloadOutlined } from '@ant-design/icons';
import type { FinanceOverview, OrderSettleStateValue } from '@vrportal/contract';
import { Alert, Button } from 'antd';
import type { Lang } from '@/lib/lang';
import { failureText } from '../api/calls';
import { NO_FIGURE, formatUsd } from '../lib/money';
import { useOverviewText } from '../lib/texts';

/** A card stands for a tab of the orders: income for all of them, the others for their state. */
export type OrderTab = 'all' | OrderSettleStateValue;

const CARDS = [
  { key: 'income', tab: 'all' },
  { key: 'pending', tab: 'pending' },
  { key: 'frozen', tab: 'frozen' },
  { key: 'settled', tab: 'settled' },
] as const;

export interface TotalsState {
  data: FinanceOverview | undefined;
  isPending: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * The range's four totals in US dollars, each with what it means. Pressing a card shows its
 * orders in the tabs below (income: all of them).
 */
export function TotalCards({
  totals,
  lang,
  tab,
  onPick,
}: {
  totals: TotalsState;
  lang: Lang;
  tab: OrderTab;
  onPick: (tab: OrderTab) => void;
}) {
  const t = useOverviewText();
  const updating = totals.isFetching && (totals.isPending || totals.isPlaceholderData);
  const data = totals.isError ? undefined : totals.data;

  return (
    <section className="fo-totals" aria-label={t('cards.label')} aria-busy={updating}>
      <ul className="fo-totals__list portal-card-grid">
        {CARDS.map((card) => {
          const value = data ? formatUsd(data[card.key], lang) : NO_FIGURE;
          const label = t(`cards.${card.key}`);
          return (
            <li key={card.key} className="portal-card-grid__item">
              <button
                type="button"
                className={`fo-card portal-card-button fo-card--${card.key}`}
                data-testid={`total-${card.key}`}
                aria-pressed={tab === card.tab}
                onClick={() => onPick(card.tab)}
              >
                <span className="fo-card__label">
                  {label}
                  <span className="fo-card__unit">{t('cards.unit')}</span>
                </span>
                <span
                  className={`fo-card__value portal-figure${updating ? ' portal-figure--updating' : ''}`}
                  data-testid={`total-${card.key}-value`}
                >
                  {value}
                </span>
                <span className="fo-card__hint">{t(`cards.${card.key}Hint`)}</span>
                {card.key === 'income' && data ? (
                  <span className="fo-card__count" data-testid="order-count">
                    {t('cards.orders', { count: data.orderCount })}
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
      {totals.isError ? (
        <Alert
          className="fo-totals__error"
          type="warning"
          showIcon
          title={t('page.loadFailed')}
          description={failureText(totals.error) ?? undefined}
          action={
            <Button size="small" icon={<ReloadOutlined />} onClick={() => void totals.refetch()}>
              {t('page.retry')}
            </Button>
          }
        />
      ) : null}
    </section>
  );
}
