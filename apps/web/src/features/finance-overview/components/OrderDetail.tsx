import type { FinanceOrder } from '@vrportal/contract';
import { Descriptions } from 'antd';
import type { Lang } from '@/lib/lang';
import type { OverviewText } from '../lib/texts';
import { BillMonth, StateTag, TypeText, isRefund, orderTexts } from './OrderFields';

/** One order with the labels of the order details: income, time, rate, dollars, state, bill. */
export function OrderDetail({
  order,
  lang,
  t,
}: {
  order: FinanceOrder;
  lang: Lang;
  t: OverviewText;
}) {
  const texts = orderTexts(order, lang, t);
  return (
    <div className="fo-detail" data-testid="order-detail" data-order-id={order.orderId}>
      <p className="fo-detail__id">{t('search.result', { id: order.orderId })}</p>
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          { key: 'app', label: t('detail.app'), children: order.appName || t('table.none') },
          { key: 'sku', label: t('detail.sku'), children: texts.sku },
          { key: 'type', label: t('detail.type'), children: <TypeText order={order} t={t} /> },
          {
            key: 'income',
            label: isRefund(order) ? t('detail.refundAmount') : t('detail.orderIncome'),
            children: <span className="fo-num">{texts.income}</span>,
          },
          { key: 'paidTime', label: t('detail.paymentTime'), children: texts.paidTime },
          { key: 'rate', label: t('detail.rate'), children: texts.rate },
          {
            key: 'usd',
            label: t('detail.usd'),
            children: (
              <span className={`fo-num${order.usdMoney < 0 ? ' fo-num--negative' : ''}`}>
                {texts.usd}
              </span>
            ),
          },
          {
            key: 'state',
            label: t('detail.state'),
            children: <StateTag state={order.state} t={t} />,
          },
          { key: 'bill', label: t('detail.bill'), children: <BillMonth order={order} t={t} /> },
        ]}
      />
      <p className="fo-detail__note">{t('detail.timeZone')}</p>
    </div>
  );
}
