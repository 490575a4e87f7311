import { billLimits, BillStatus, type Bill } from '@vrportal/contract';
import { Button, Input, Modal } from 'antd';
import { useId, useState } from 'react';
import { currentLang } from '@/lib/lang';
import type { VerifyAnswer } from '../api/dev-update';
import { formatUsd } from '../lib/format';
import { useBillsText } from '../lib/texts';

interface Props {
  bill: Bill | null;
  /** the answer being sent, while it is */
  pending: VerifyAnswer | null;
  onAnswer: (answer: VerifyAnswer, reason?: string) => void;
  onClose: () => void;
}

/**
 * The verification dialog of a bill: Confirm (2), or Dispute (4) with the reason finance will
 * read, asked for on a second view of the dialog.
 */
export function VerifyDialog({ bill, pending, onAnswer, onClose }: Props) {
  const t = useBillsText();
  const reasonId = useId();
  const hintId = useId();
  // the last bill stays in the dialog while it closes; a new bill starts on the first view
  const [shown, setShown] = useState(bill);
  const [disputing, setDisputing] = useState(false);
  const [reason, setReason] = useState('');
  if (bill && bill !== shown) {
    setShown(bill);
    setDisputing(false);
    setReason('');
  }
  const busy = pending !== null;
  const trimmed = reason.trim();
  // one answer at a time: a second press while the first is sent does nothing
  const answer = (value: VerifyAnswer) => {
    if (busy) return;
    if (value === BillStatus.disputed) onAnswer(value, trimmed);
    else onAnswer(value);
  };
  const footer = disputing
    ? [
        <Button key="back" disabled={busy} onClick={() => setDisputing(false)}>
          {t('verify.back')}
        </Button>,
        <Button
          key="send"
          danger
          type="primary"
          disabled={trimmed === ''}
          aria-describedby={trimmed === '' ? hintId : undefined}
          loading={pending === BillStatus.disputed}
          onClick={() => answer(BillStatus.disputed)}
        >
          {t('verify.sendDispute')}
        </Button>,
      ]
    : [
        <Button key="dispute" danger disabled={busy} onClick={() => setDisputing(true)}>
          {t('verify.disputeStart')}
        </Button>,
        <Button
          key="confirm"
          type="primary"
          loading={pending === BillStatus.confirmed}
          onClick={() => answer(BillStatus.confirmed)}
        >
          {t('verify.confirm')}
        </Button>,
      ];
  return (
    <Modal
      open={bill !== null}
      title={shown ? t('verify.dialogTitle', { month: shown.month }) : ''}
      onCancel={busy ? undefined : onClose}
      closable={!busy}
      mask={{ closable: !busy }}
      footer={footer}
    >
      {shown ? (
        <div className="bill-dialog">
          <p>{t('verify.dialogText')}</p>
          <p className="bill-dialog__amount">
            {t('verify.dialogAmount', { amount: formatUsd(shown.settleMoney, currentLang()) })}
          </p>
          {disputing ? (
            <div className="bill-dialog__reason">
              <label htmlFor={reasonId}>{t('verify.reasonLabel')}</label>
              <Input.TextArea
                id={reasonId}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                maxLength={billLimits.disputeReasonMax}
                showCount
                autoSize={{ minRows: 3, maxRows: 8 }}
                placeholder={t('verify.reasonPlaceholder')}
                disabled={busy}
                autoFocus
              />
              {trimmed === '' ? (
                <p className="bill-dialog__hint" id={hintId}>
                  {t('verify.reasonNeeded')}
                </p>
              ) : null}
            </div>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
