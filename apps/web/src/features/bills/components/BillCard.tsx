import { DownloadOutlined } from '@ant-design/icons';
import type { Bill } from '@vrportal/contract';
import { App, Tag } from 'antd';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { currentLang } from '@/lib/lang';
import { useDownloadDetails } from '../api/batch-download';
import { statusKind, uploadView, verifyView, type StatusKind } from '../lib/bill-view';
import {
  NO_VALUE,
  formatDeduction,
  formatPercent,
  formatSignedUsd,
  formatUsd,
} from '../lib/format';
import { useBillsText } from '../lib/texts';
import { useNow } from '../lib/use-now';
import { DownloadLink } from './DownloadLink';
import { UploadSection } from './UploadSection';
import { VerifySection } from './VerifySection';

const statusColor: Record<StatusKind, string> = {
  held: 'default',
  awaiting: 'processing',
  confirmed: 'success',
  autoConfirmed: 'success',
  disputed: 'warning',
};

interface Props {
  bill: Bill;
  /** the card was just pointed to (from the bill it corrects) */
  spotlight: boolean;
  onVerify: (bill: Bill) => void;
  onGoTo: (billId: string) => void;
  /** a verification deadline passed while the card was shown: the list is asked again */
  onDeadline: () => void;
}

/** One settlement bill (spec 2.6): what it is, what it comes to, its verification and invoice. */
export function BillCard({ bill, spotlight, onVerify, onGoTo, onDeadline }: Props) {
  const t = useBillsText();
  const { message } = App.useApp();
  const lang = currentLang();
  const titleId = useId();
  const details = useDownloadDetails();

  const untils = [bill.autoCheckTime, bill.autoUploadTime].filter(Boolean);
  const now = useNow(untils);
  const verify = verifyView(bill, now);
  const upload = uploadView(bill, now);
  const status = statusKind(bill);
  const replaced = bill.correctedById !== '';

  // the server confirms an overdue bill on its next run: ask again once the deadline is seen pass
  // (a bill the developer just verified is no longer awaiting: nothing to ask for)
  const deadlineOpen = verify.kind === 'awaiting' && verify.open;
  const deadlinePassed = verify.kind === 'awaiting' && !verify.open;
  const wasOpen = useRef(deadlineOpen);
  useEffect(() => {
    if (wasOpen.current && deadlinePassed) onDeadline();
    wasOpen.current = deadlineOpen;
  }, [deadlineOpen, deadlinePassed, onDeadline]);

  const downloadDetails = () => {
    details.mutate([bill.id], {
      onSuccess: () => void message.success({ content: t('card.exportOk'), key: 'bill-export' }),
      onError: () => void message.error({ content: t('card.exportFailed'), key: 'bill-export' }),
    });
  };

  return (
    <article
      id={`bill-${bill.id}`}
      tabIndex={-1}
      className={`bill-card portal-surface portal-surface--round${replaced ? ' bill-card--replaced' : ''}${
        spotlight ? ' bill-card--spotlight' : ''
      }`}
      aria-labelledby={titleId}
      data-bill-id={bill.id}
      data-status={bill.checkStatus}
      data-held={bill.held}
    >
      <header className="bill-card__head portal-card-head">
        <div className="bill-card__titles">
          <p className="bill-card__month">{t('card.month', { month: bill.month })}</p>
          <h2 id={titleId} className="bill-card__title">
            {bill.devName || t('card.title')}
          </h2>
        </div>
        <DownloadLink
          className="bill-card__details"
          icon={<DownloadOutlined />}
          loading={details.isPending}
          onClick={downloadDetails}
        >
          {t('card.downloadDetails')}
        </DownloadLink>
      </header>

      <div className="bill-card__tags">
        <Tag color={statusColor[status]} data-testid="bill-status">
          {t(`status.${status}`)}
        </Tag>
        {bill.replacesId ? (
          <Tag color="purple" title={t('card.correctedHint')}>
            {t('card.corrected')}
          </Tag>
        ) : null}
        {replaced ? <Tag data-testid="bill-replaced">{t('card.replaced')}</Tag> : null}
      </div>

      <dl className="bill-facts">
        <div className="bill-facts__row">
          <dt>{t('card.cycle')}</dt>
          <dd>
            {bill.startTime || NO_VALUE} ~ {bill.endTime || NO_VALUE}
          </dd>
        </div>
        <div className="bill-facts__row">
          <dt>{t('card.account')}</dt>
          <dd>
            {bill.held ? (
              <span className="bill-held">
                {t('card.held')} <Link to="/pay_info">{t('card.toPayInfo')}</Link>
              </span>
            ) : (
              bill.cardNo || NO_VALUE
            )}
          </dd>
        </div>
      </dl>

      <div className="bill-amount">
        <p className="bill-amount__label">{t('card.amount')}</p>
        <p className="bill-amount__value" data-testid="bill-amount">
          {formatUsd(bill.settleMoney, lang)}
        </p>
        <dl className="bill-breakdown" aria-label={t('card.breakdown')}>
          <div>
            <dt>{t('card.sales', { count: bill.orderCount })}</dt>
            <dd>{formatUsd(bill.salesMoney, lang)}</dd>
          </div>
          <div>
            <dt>{t('card.refunds')}</dt>
            <dd>{formatDeduction(bill.refundMoney, lang)}</dd>
          </div>
          {bill.adjustMoney !== 0 ? (
            <div>
              <dt>{t('card.adjustments')}</dt>
              <dd>{formatSignedUsd(bill.adjustMoney, lang)}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('card.fee', { percent: formatPercent(bill.feePercent, lang) })}</dt>
            <dd>{formatDeduction(bill.feeMoney, lang)}</dd>
          </div>
        </dl>
      </div>

      <VerifySection view={verify} now={now} onVerify={() => onVerify(bill)} onGoTo={onGoTo} />
      {upload.kind === 'none' ? null : <UploadSection bill={bill} view={upload} now={now} />}
    </article>
  );
}
