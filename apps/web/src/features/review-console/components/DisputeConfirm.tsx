// The dialog confirming a dispute's decision, with the amount the bill will settle at.
import type { Bill } from '@vrportal/contract';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLang } from '@/lib/lang';
import type { ResolveDisputeBody } from '../api/resolve-dispute';
import { formatSignedUsd, formatUsd } from '../lib/dispute-money';

export function DisputeConfirm({
  bill,
  names,
  pending,
  correctedSettle,
  confirming,
  onConfirm,
  onCancel,
}: {
  bill: Bill;
  names: { name: string; month: string };
  pending: ResolveDisputeBody | null;
  correctedSettle: number;
  confirming: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('review');
  const lang = currentLang();
  return (
    <Modal
      open={pending !== null}
      title={
        pending?.decision === 'correct'
          ? t('disputes.confirmCorrectTitle')
          : t('disputes.confirmUpholdTitle')
      }
      okText={t('disputes.confirmOk')}
      cancelText={t('disputes.confirmCancel')}
      confirmLoading={confirming}
      onOk={onConfirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      {pending ? (
        <div className="dispute-confirm">
          <p>
            {pending.decision === 'correct'
              ? t('disputes.confirmCorrectText', {
                  ...names,
                  amount: formatUsd(correctedSettle, lang),
                  before: formatUsd(bill.settleMoney, lang),
                })
              : t('disputes.confirmUpholdText', {
                  ...names,
                  amount: formatUsd(bill.settleMoney, lang),
                })}
          </p>
          {pending.decision === 'correct' ? (
            <ul className="dispute-confirm__lines">
              {pending.adjustments.map((line, index) => (
                <li key={index}>
                  <span>{line.desc}</span>
                  <span className="dispute-money">{formatSignedUsd(line.amount, lang)}</span>
                </li>
              ))}
            </ul>
          ) : null}
          <p className="dispute-confirm__note">
            <strong>{t('disputes.confirmNote')}</strong>
            <span>{pending.note}</span>
          </p>
        </div>
      ) : null}
    </Modal>
  );
}
