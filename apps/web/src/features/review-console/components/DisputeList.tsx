import { DownloadOutlined, FormOutlined } from '@ant-design/icons';
import { Button, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { CardsPager } from '@/components/CardsPager';
import { EmptyState } from '@/components/EmptyState';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { currentLang } from '@/lib/lang';
import { tablePaging } from '@/lib/paging';
import { formatTime } from '@/lib/time';
import { DISPUTE_PAGE_SIZE, type Dispute } from '../api/get-disputes';
import { formatUsd } from '../lib/dispute-money';

export interface DisputeListProps {
  list: Dispute[];
  total: number;
  page: number;
  loading: boolean;
  selectedId: string | null;
  /** the bill whose lines are being downloaded */
  downloadingId: string | null;
  onPage: (page: number) => void;
  onSelect: (dispute: Dispute) => void;
  onDownload: (dispute: Dispute) => void;
}

/** Who a dispute is of, for the names of its buttons. */
const who = (d: Dispute) => d.bill.devName || d.account;

function Actions({
  dispute,
  downloading,
  stacked = false,
  onSelect,
  onDownload,
}: {
  dispute: Dispute;
  downloading: boolean;
  /** one under the other, as wide as the table's column */
  stacked?: boolean;
  onSelect: () => void;
  onDownload: () => void;
}) {
  const { t } = useTranslation('review');
  const names = { name: who(dispute), month: dispute.bill.month };
  return (
    <div className={stacked ? 'dispute-actions dispute-actions--stacked' : 'dispute-actions'}>
      <Button
        size="small"
        type="primary"
        ghost
        icon={<FormOutlined />}
        onClick={onSelect}
        aria-label={t('disputes.decideLabel', names)}
      >
        {t('disputes.decide')}
      </Button>
      <Button
        size="small"
        icon={<DownloadOutlined />}
        loading={downloading}
        onClick={onDownload}
        aria-label={t('disputes.downloadLabel', names)}
      >
        {t('disputes.download')}
      </Button>
    </div>
  );
}

/** A dispute as a card under 750 px: who, the amount, the bill's facts and the actions. */
function DisputeCard({
  dispute: d,
  open,
  downloading,
  onSelect,
  onDownload,
}: {
  dispute: Dispute;
  open: boolean;
  downloading: boolean;
  onSelect: () => void;
  onDownload: () => void;
}) {
  const { t } = useTranslation('review');
  const lang = currentLang();
  return (
    <article
      className="dispute-card"
      data-bill-id={d.bill.id}
      aria-current={open ? 'true' : undefined}
    >
      <div className="dispute-card__head portal-card-head">
        <div className="dispute-who">
          <strong className="dispute-who__name">{d.bill.devName}</strong>
          <span className="dispute-who__account" title={d.account}>
            {d.account}
          </span>
        </div>
        <strong className="dispute-card__amount">{formatUsd(d.bill.settleMoney, lang)}</strong>
      </div>
      <dl className="dispute-card__facts">
        <div>
          <dt>{t('disputes.col.cycle')}</dt>
          <dd>
            <span className="dispute-cycle__month">{d.bill.month}</span>{' '}
            <span className="muted">
              {t('disputes.cycle', { start: d.bill.startTime, end: d.bill.endTime })}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('disputes.col.orders')}</dt>
          <dd>{d.bill.orderCount}</dd>
        </div>
        <div>
          <dt>{t('disputes.col.disputedAt')}</dt>
          <dd>{formatTime(d.disputeTime)}</dd>
        </div>
        <div className="dispute-card__reason">
          <dt>{t('disputes.reason')}</dt>
          <dd>{d.bill.disputeReason || '--'}</dd>
        </div>
      </dl>
      <Actions dispute={d} downloading={downloading} onSelect={onSelect} onDownload={onDownload} />
    </article>
  );
}

/** The open disputes: a table on wide screens, cards under 750 px. */
export function DisputeList({
  list,
  total,
  page,
  loading,
  selectedId,
  downloadingId,
  onPage,
  onSelect,
  onDownload,
}: DisputeListProps) {
  const { t } = useTranslation('review');
  const mobile = useIsMobile();
  const lang = currentLang();
  const paging = { page, pageSize: DISPUTE_PAGE_SIZE, total, onChange: onPage };
  const empty = (
    <EmptyState block="dispute-empty" title={t('disputes.empty')} text={t('disputes.emptyText')} />
  );

  if (mobile) {
    return (
      <div className="dispute-cards" aria-busy={loading}>
        {list.length === 0 && !loading ? empty : null}
        <ul className="portal-list">
          {list.map((d) => (
            <li key={d.bill.id}>
              <DisputeCard
                dispute={d}
                open={selectedId === d.bill.id}
                downloading={downloadingId === d.bill.id}
                onSelect={() => onSelect(d)}
                onDownload={() => onDownload(d)}
              />
            </li>
          ))}
        </ul>
        <CardsPager className="dispute-cards__pager" paging={paging} />
      </div>
    );
  }

  const columns: TableColumnsType<Dispute> = [
    {
      title: t('disputes.col.developer'),
      key: 'developer',
      render: (_, d) => (
        <div className="dispute-who">
          <strong className="dispute-who__name">
            {d.bill.devName}
            {selectedId === d.bill.id ? (
              <Tag color="purple" className="dispute-who__open">
                {t('disputes.open')}
              </Tag>
            ) : null}
          </strong>
          <span className="dispute-who__account" title={d.account}>
            {d.account}
          </span>
        </div>
      ),
    },
    {
      title: t('disputes.col.cycle'),
      key: 'cycle',
      width: 184,
      render: (_, d) => (
        <div className="dispute-cycle">
          <span className="dispute-cycle__month">{d.bill.month}</span>
          <span className="muted">
            {t('disputes.cycle', { start: d.bill.startTime, end: d.bill.endTime })}
          </span>
        </div>
      ),
    },
    {
      title: t('disputes.col.amount'),
      key: 'amount',
      align: 'right',
      width: 150,
      render: (_, d) => (
        <span className="dispute-money">{formatUsd(d.bill.settleMoney, lang)}</span>
      ),
    },
    {
      title: t('disputes.col.orders'),
      key: 'orders',
      align: 'right',
      width: 80,
      render: (_, d) => d.bill.orderCount,
    },
    {
      title: t('disputes.col.disputedAt'),
      key: 'disputedAt',
      width: 164,
      render: (_, d) => <span className="dispute-time">{formatTime(d.disputeTime)}</span>,
    },
    {
      title: t('disputes.reason'),
      key: 'reason',
      ellipsis: { showTitle: true },
      render: (_, d) => d.bill.disputeReason || '--',
    },
    {
      title: t('disputes.col.actions'),
      key: 'actions',
      width: lang === 'zh' ? 136 : 168,
      render: (_, d) => (
        <Actions
          dispute={d}
          stacked
          downloading={downloadingId === d.bill.id}
          onSelect={() => onSelect(d)}
          onDownload={() => onDownload(d)}
        />
      ),
    },
  ];

  return (
    <Table<Dispute>
      className="dispute-table"
      rowKey={(d) => d.bill.id}
      columns={columns}
      dataSource={list}
      loading={loading}
      tableLayout="fixed"
      rowClassName={(d) => (selectedId === d.bill.id ? 'dispute-table__row--open' : '')}
      onRow={(d) => ({ 'data-bill-id': d.bill.id }) as HTMLAttributes<HTMLElement>}
      locale={{ emptyText: empty }}
      pagination={tablePaging(paging)}
    />
  );
}
