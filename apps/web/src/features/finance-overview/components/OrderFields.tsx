import type { FinanceOrder } from '@vrportal/contract';
import { Tag } from 'antd';
import { Link } from 'react-router';
import type { Lang } from '@/lib/lang';
import { formatTime } from '@/lib/time';
import { formatOrderAmount, formatRate, formatUsd } from '../lib/money';
import type { OverviewText } from '../lib/texts';

const STATE_COLORS: Record<string, string> = {
  pending: 'gold',
  frozen: 'geekblue',
  settled: 'green',
};

export const isRefund = (order: FinanceOrder) => order.type === 'refund';

/** Where an order stands, as a coloured tag. */
export function StateTag({ state, t }: { state: string; t: OverviewText }) {
  const known = state === 'pending' || state === 'frozen' || state === 'settled';
  return (
    <Tag className="fo-state" color={STATE_COLORS[state]} data-state={state}>
      {known ? t(`state.${state}`) : state}
    </Tag>
  );
}

/** Sale or refund; a refund stands out. */
export function TypeText({ order, t }: { order: FinanceOrder; t: OverviewText }) {
  if (isRefund(order)) {
    return (
      <Tag className="fo-type" color="red" data-type="refund">
        {t('type.refund')}
      </Tag>
    );
  }
  return (
    <span className="fo-type" data-type={order.type}>
      {order.type === 'sale' ? t('type.sale') : order.type}
    </span>
  );
}

/** The month of the bill that holds the order, leading to the bills; or "not billed yet". */
export function BillMonth({ order, t }: { order: FinanceOrder; t: OverviewText }) {
  if (!order.billMonth) return <span className="fo-muted">{t('table.notBilled')}</span>;
  return (
    <Link
      to="/financial_info"
      className="fo-bill-link"
      aria-label={t('table.billLink', { month: order.billMonth })}
    >
      {order.billMonth}
    </Link>
  );
}

/** The texts of an order's figures in the reader's language. */
export function orderTexts(order: FinanceOrder, lang: Lang, t: OverviewText) {
  return {
    sku: order.sku || t('table.none'),
    paidTime: formatTime(order.paidTime, true) || t('table.none'),
    income: formatOrderAmount(order.amount, order.currency, lang, isRefund(order)),
    rate: formatRate(order.usdRate, order.currency),
    usd: formatUsd(order.usdMoney, lang),
  };
}
