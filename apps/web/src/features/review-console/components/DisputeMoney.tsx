// A disputed bill's money: its make-up, its facts, and the corrected bill previewed from the lines.
import type { Bill, Lang } from '@vrportal/contract';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLang } from '@/lib/lang';
import { formatTime } from '@/lib/time';
import type { Dispute } from '../api/get-disputes';
import {
  amountProblem,
  dollarsToCents,
  formatPercent,
  formatSignedUsd,
  formatUsd,
  previewCorrection,
} from '../lib/dispute-money';
import type { LineValues } from '../hooks/use-dispute-decision';

/** A deduction shown with its minus sign (0 stays 0). */
const minus = (cents: number, lang: Lang) => formatUsd(cents === 0 ? 0 : -cents, lang);

interface MoneyRow {
  key: string;
  label: string;
  value: string;
  /** a total: shown stronger */
  strong?: boolean;
}

/** Amounts of a bill as label and value rows, totals stronger (the bill and the preview alike). */
function MoneyRows({
  rows,
  testId,
  live,
}: {
  rows: MoneyRow[];
  testId: string;
  /** read out again as the rows change */
  live?: boolean;
}) {
  return (
    <dl className="bill-makeup" data-testid={testId} aria-live={live ? 'polite' : undefined}>
      {rows.map((row) => (
        <div
          key={row.key}
          className={row.strong ? 'bill-makeup__row bill-makeup__row--total' : 'bill-makeup__row'}
          data-row={row.key}
        >
          <dt>{row.label}</dt>
          <dd className="dispute-money">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The amounts a bill is made of: order income, refunds, adjustments, net, fee, settlement. */
function BillMakeUp({ bill }: { bill: Bill }) {
  const { t } = useTranslation('review');
  const lang = currentLang();
  const rows: MoneyRow[] = [
    { key: 'sales', label: t('disputes.sales'), value: formatUsd(bill.salesMoney, lang) },
    { key: 'refunds', label: t('disputes.refunds'), value: minus(bill.refundMoney, lang) },
    ...(bill.adjustMoney !== 0
      ? [
          {
            key: 'adjust',
            label: t('disputes.adjustments'),
            value: formatSignedUsd(bill.adjustMoney, lang),
          },
        ]
      : []),
    { key: 'net', label: t('disputes.net'), value: formatUsd(bill.netMoney, lang), strong: true },
    {
      key: 'fee',
      label: t('disputes.fee', { percent: formatPercent(bill.feePercent, lang) }),
      value: minus(bill.feeMoney, lang),
    },
    {
      key: 'settle',
      label: t('disputes.settle'),
      value: formatUsd(bill.settleMoney, lang),
      strong: true,
    },
  ];
  return <MoneyRows rows={rows} testId="bill-makeup" />;
}

/** The corrected bill as it would be sent, from the lines typed so far. */
export function CorrectionPreview({ bill, lines }: { bill: Bill; lines: LineValues[] }) {
  const { t } = useTranslation('review');
  const lang = currentLang();
  const amounts = lines.map((line) =>
    amountProblem(line?.amount ?? '') === null ? dollarsToCents(line?.amount ?? '') : null,
  );
  const valid = amounts.filter((cents): cents is number => cents !== null);
  const skipped = amounts.length - valid.length;
  const preview = previewCorrection(bill, valid);
  const rows: MoneyRow[] = [
    { key: 'before', label: t('disputes.previewBefore'), value: formatUsd(bill.settleMoney, lang) },
    {
      key: 'adjust',
      label: t('disputes.previewAdjust'),
      value: formatSignedUsd(preview.adjust, lang),
    },
    { key: 'net', label: t('disputes.previewNet'), value: formatUsd(preview.net, lang) },
    {
      key: 'fee',
      label: t('disputes.previewFee', { percent: formatPercent(bill.feePercent, lang) }),
      value: minus(preview.fee, lang),
    },
    {
      key: 'settle',
      label: t('disputes.previewSettle'),
      value: formatUsd(preview.settle, lang),
      strong: true,
    },
    {
      key: 'change',
      label: t('disputes.previewChange'),
      value: formatSignedUsd(preview.change, lang),
    },
  ];
  return (
    <section className="dispute-preview" aria-labelledby="dispute-preview-title">
      <h4 id="dispute-preview-title" className="dispute-preview__title">
        {t('disputes.preview')}
      </h4>
      <MoneyRows rows={rows} testId="correction-preview" live />
      {skipped > 0 ? (
        <p className="dispute-preview__skipped">{t('disputes.previewSkipped')}</p>
      ) : null}
    </section>
  );
}

/** The bill's card: its make-up and when it was sent and disputed. */
export function DisputeBill({ dispute }: { dispute: Dispute }) {
  const { t } = useTranslation('review');
  const { bill } = dispute;
  return (
    <Card
      className="review-card dispute-detail__bill"
      title={t('disputes.makeUp')}
      extra={<span className="muted">{t('disputes.currencyNote')}</span>}
    >
      <BillMakeUp bill={bill} />
      <dl className="dispute-facts">
        <div>
          <dt>{t('disputes.orders')}</dt>
          <dd>{bill.orderCount}</dd>
        </div>
        <div>
          <dt>{t('disputes.sent')}</dt>
          <dd>{formatTime(bill.sendTime) || '--'}</dd>
        </div>
        <div>
          <dt>{t('disputes.disputedAt')}</dt>
          <dd>{formatTime(dispute.disputeTime) || '--'}</dd>
        </div>
        <div>
          <dt>{t('disputes.card')}</dt>
          <dd>{bill.cardNo || '--'}</dd>
        </div>
      </dl>
    </Card>
  );
}
