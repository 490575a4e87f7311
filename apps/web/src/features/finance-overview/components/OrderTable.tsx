import { ReloadOutlined } from '@ant-design/icons';
import { billLimits, type FinanceOrder } from '@vrportal/contract';
import { Alert, Button, Empty, Pagination, Spin, Table, type TableColumnsType } from 'antd';
import { Fragment, type ReactNode } from 'react';
import type { Lang } from '@/lib/lang';
import { failureText } from '../api/calls';
import type { OverviewText } from '../lib/texts';
import { BillMonth, StateTag, TypeText, orderTexts } from './OrderFields';

export interface OrdersState {
  data: { list: FinanceOrder[]; total: number } | undefined;
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface Paging {
  page: number;
  size: number;
}

/**
 * The orders of the range and tab, newest first: a table on wide screens, a list of cards under
 * 750 px; page sizes 5 to 40.
 */
export function OrderTable({
  orders,
  paging,
  onPaging,
  emptyText,
  mobile,
  lang,
  t,
}: {
  orders: OrdersState;
  paging: Paging;
  onPaging: (paging: Paging) => void;
  emptyText: string;
  mobile: boolean;
  lang: Lang;
  t: OverviewText;
}) {
  const list = orders.data?.list ?? [];
  const total = orders.data?.total ?? 0;
  const loading = orders.isFetching;

  if (orders.isError) {
    return (
      <Alert
        className="fo-orders__error"
        type="warning"
        showIcon
        title={t('page.loadFailed')}
        description={failureText(orders.error) ?? undefined}
        action={
          <Button size="small" icon={<ReloadOutlined />} onClick={() => void orders.refetch()}>
            {t('page.retry')}
          </Button>
        }
      />
    );
  }

  const pagination = {
    current: paging.page,
    pageSize: paging.size,
    total,
    pageSizeOptions: billLimits.orderPageSizes.map(String),
    showSizeChanger: true,
    showTotal: (count: number, [start, end]: [number, number]) =>
      t('table.range', { start, end, total: count }),
    size: mobile ? ('small' as const) : undefined,
    onChange: (page: number, size: number) =>
      onPaging({ page: size === paging.size ? page : 1, size }),
  };
  const empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;

  if (mobile) {
    return (
      <Spin spinning={loading && !orders.isPending} delay={200}>
        <div className="fo-list" data-testid="order-table" aria-busy={loading}>
          {orders.isPending ? (
            <div className="fo-list__loading">
              <Spin />
            </div>
          ) : list.length === 0 ? (
            empty
          ) : (
            <ul className="portal-list" aria-label={t('table.label')}>
              {list.map((order) => (
                <OrderItem key={order.orderId} order={order} lang={lang} t={t} />
              ))}
            </ul>
          )}
          {total > 0 ? <Pagination className="fo-list__pages" {...pagination} /> : null}
        </div>
      </Spin>
    );
  }

  const columns = orderColumns(lang, t);

  return (
    <div className="fo-table" data-testid="order-table" aria-busy={loading}>
      <Table<FinanceOrder>
        rowKey="orderId"
        size="middle"
        columns={columns}
        dataSource={list}
        loading={loading}
        locale={{ emptyText: orders.isPending ? ' ' : empty }}
        tableLayout="auto"
        scroll={{ x: 960 }}
        pagination={pagination}
      />
    </div>
  );
}

/** The columns of the wide table. */
function orderColumns(lang: Lang, t: OverviewText): TableColumnsType<FinanceOrder> {
  // narrow columns: an id, a time and a rate break into lines rather than widen the table
  return [
    {
      key: 'orderId',
      title: t('table.orderId'),
      dataIndex: 'orderId',
      width: 150,
      render: (id: string) => <span className="fo-order-id">{id}</span>,
    },
    { key: 'app', title: t('table.app'), dataIndex: 'appName' },
    {
      key: 'sku',
      title: t('table.sku'),
      dataIndex: 'sku',
      render: (sku: string) => sku || <span className="fo-muted">{t('table.none')}</span>,
    },
    {
      key: 'type',
      title: t('table.type'),
      dataIndex: 'type',
      render: (_: string, order) => <TypeText order={order} t={t} />,
    },
    {
      key: 'paidTime',
      title: t('table.paidTime'),
      dataIndex: 'paidTime',
      width: 110,
      render: (_: string, order) => (
        <Parts parts={orderTexts(order, lang, t).paidTime.split(' ')} />
      ),
    },
    {
      key: 'income',
      title: t('table.income'),
      dataIndex: 'amount',
      align: 'right',
      render: (_: number, order) => (
        <span className="fo-num">{orderTexts(order, lang, t).income}</span>
      ),
    },
    {
      key: 'rate',
      title: t('table.rate'),
      dataIndex: 'usdRate',
      width: 120,
      render: (_: string, order) => (
        <span className="fo-rate">
          <Parts parts={orderTexts(order, lang, t).rate.replace(' = ', ' =\n').split('\n')} />
        </span>
      ),
    },
    {
      key: 'usd',
      title: t('table.usd'),
      dataIndex: 'usdMoney',
      align: 'right',
      render: (cents: number, order) => (
        <span className={`fo-num fo-num--strong${cents < 0 ? ' fo-num--negative' : ''}`}>
          {orderTexts(order, lang, t).usd}
        </span>
      ),
    },
    {
      key: 'state',
      title: t('table.state'),
      dataIndex: 'state',
      render: (state: string) => <StateTag state={state} t={t} />,
    },
    {
      key: 'billMonth',
      title: t('table.billMonth'),
      dataIndex: 'billMonth',
      render: (_: string, order) => <BillMonth order={order} t={t} />,
    },
  ];
}

/**
 * A text in parts that keep together and wrap between one another (a day and a time; a rate
 * before and after its sign); it reads as the whole text, parts joined by spaces.
 */
function Parts({ parts }: { parts: string[] }) {
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? ' ' : null}
          <span className="fo-part">{part}</span>
        </Fragment>
      ))}
    </>
  );
}

/** An order as a card of the narrow list: id and dollars first, then the rest in two columns. */
function OrderItem({ order, lang, t }: { order: FinanceOrder; lang: Lang; t: OverviewText }) {
  const texts = orderTexts(order, lang, t);
  const rows: [string, ReactNode][] = [
    [t('table.app'), order.appName || t('table.none')],
    [t('table.sku'), texts.sku],
    [t('table.type'), <TypeText key="type" order={order} t={t} />],
    [t('table.paidTime'), texts.paidTime],
    [
      t('table.income'),
      <span key="income" className="fo-num">
        {texts.income}
      </span>,
    ],
    [t('table.rate'), texts.rate],
    [t('table.billMonth'), <BillMonth key="bill" order={order} t={t} />],
  ];
  return (
    <li className="fo-item" data-row-key={order.orderId}>
      <div className="fo-item__head portal-card-head">
        <span className="fo-order-id">{order.orderId}</span>
        <StateTag state={order.state} t={t} />
      </div>
      <div className={`fo-item__usd fo-num${order.usdMoney < 0 ? ' fo-num--negative' : ''}`}>
        {texts.usd}
      </div>
      <dl className="fo-item__facts">
        {rows.map(([label, value]) => (
          <div key={label} className="fo-item__fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
