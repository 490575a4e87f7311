// The state of a dispute's decision: the form, the decision awaiting confirmation, and sending it.
import { ErrorCode, type Bill } from '@vrportal/contract';
import { App as AntdApp, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { useResolveDispute, type ResolveDisputeBody } from '../api/resolve-dispute';
import { dollarsToCents, previewCorrection } from '../lib/dispute-money';

type Decision = 'uphold' | 'correct';

export interface LineValues {
  desc?: string;
  amount?: string;
}

export interface DecisionValues {
  decision: Decision;
  note: string;
  adjustments?: LineValues[];
}

export function useDisputeDecision(bill: Bill, onDone: () => void) {
  const { t } = useTranslation('review');
  const { message } = AntdApp.useApp();
  const resolve = useResolveDispute();
  const [form] = Form.useForm<DecisionValues>();
  const decision = Form.useWatch('decision', form) ?? 'uphold';
  const lines = Form.useWatch('adjustments', form) ?? [];
  const [pending, setPending] = useState<ResolveDisputeBody | null>(null);

  /** The body of the call from the checked fields. */
  const bodyOf = (values: DecisionValues): ResolveDisputeBody => {
    const note = values.note.trim();
    if (values.decision === 'uphold') return { id: bill.id, decision: 'uphold', note };
    return {
      id: bill.id,
      decision: 'correct',
      note,
      adjustments: (values.adjustments ?? []).map((line) => ({
        desc: (line.desc ?? '').trim(),
        amount: dollarsToCents(line.amount ?? '')!,
      })),
    };
  };

  const confirm = async () => {
    if (!pending) return;
    try {
      await resolve.mutateAsync(pending);
      void message.success(
        pending.decision === 'uphold' ? t('disputes.upheld') : t('disputes.corrected'),
      );
      setPending(null);
      onDone();
    } catch (failure) {
      if (!isApiError(failure)) throw failure;
      // the error was shown in the reader's language; a dispute decided elsewhere leaves the list
      setPending(null);
      if (failure.is(ErrorCode.billNotDisputed) || failure.is(ErrorCode.billNotFound)) onDone();
    }
  };

  const correctedSettle =
    pending?.decision === 'correct'
      ? previewCorrection(
          bill,
          pending.adjustments.map((a) => a.amount),
        ).settle
      : bill.settleMoney;

  return {
    form,
    decision,
    lines,
    pending,
    submit: (values: DecisionValues) => setPending(bodyOf(values)),
    confirm,
    cancel: () => setPending(null),
    confirming: resolve.isPending,
    correctedSettle,
  };
}
