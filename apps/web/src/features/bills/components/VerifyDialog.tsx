import { BillStatus, type Bill } from '@vrportal/contract';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { currentLang } from '@/lib/lang';
import type { VerifyAnswer } from '../api/dev-update';
import { formatUsd } from '../lib/format';
import { useBillsText } from '../lib/texts';

interface Props {
  bill: Bill | null;
  /** the answer being sent, while it is */
  pending: VerifyAnswer | null;
  onAnswer: (answer: VerifyAnswer) => void;
  onClose: () => void;
}

/** The verification dialog of a bill: Dispute (4) or Confirm (2). */
export function VerifyDialog({ bill, pending, onAnswer, onClose }: Props) {
  const t = useBillsText();
  // the last bill stays in the dialog while it closes
  const [shown, setShown] = useState(bill);
  if (bill && bill !== shown) setShown(bill);
  const busy = pending !== null;
  // one answer at a time: a second press while the first is sent does nothing
  const answer = (value: VerifyAnswer) => {
    if (!busy) onAnswer(value);
  };
  return (
    <Modal
      open={bill !== null}
      title={shown ? t('verify.dialogTitle', { month: shown.month }) : ''}
      onCancel={busy ? undefined : onClose}
      closable={!busy}
      maskClosable={!busy}
      footer={[
        <Button
          key="dispute"
          danger
          loading={pending === BillStatus.disputed}
          onClick={() => answer(BillStatus.disputed)}
        >
          {t('verify.dispute')}
        </Button>,
        <Button
          key="confirm"
          type="primary"
          loading={pending === BillStatus.confirmed}
          onClick={() => answer(BillStatus.confirmed)}
        >
          {t('verify.confirm')}
        </Button>,
      ]}
    >
      {shown ? (
        <div className="bill-dialog">
          <p>{t('verify.dialogText')}</p>
          <p className="bill-dialog__amount">
            {t('verify.dialogAmount', { amount: formatUsd(shown.settleMoney, currentLang()) })}
          </p>
        </div>
      ) : null}
    </Modal>
  );
}
