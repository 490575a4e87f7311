// A finance submission's review: the fields marked for rejection, the note, the revealed values, the decision.
import {
  FinanceStatus,
  type FieldReason,
  type FinanceInputField,
  type FinanceProfile,
  type RevealableField,
} from '@vrportal/contract';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { useRevealFinance } from '../api/reveal-finance';
import { useReviewFinance } from '../api/review-finance';

export function useReviewDecision(profile: FinanceProfile, onDone: () => void) {
  const { t } = useTranslation('finance');
  const { message } = App.useApp();
  const review = useReviewFinance();
  /** fields marked for rejection, with the reason typed so far */
  const [reasons, setReasons] = useState<Partial<Record<FinanceInputField, string>>>({});
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const { current } = profile;
  const pending = current.status === FinanceStatus.underReview;
  const revealCall = useRevealFinance();
  /** full values revealed so far; kept only while the reviewer stays on this submission */
  const [revealed, setRevealed] = useState<{
    version: number;
    values: Partial<Record<RevealableField, string>>;
  }>({ version: current.version, values: {} });
  const [revealing, setRevealing] = useState<RevealableField | null>(null);

  const show = async (field: RevealableField) => {
    setRevealing(field);
    try {
      const answer = await revealCall.mutateAsync({
        accountId: profile.accountId,
        version: current.version,
        fields: [field],
      });
      setRevealed((before) => ({
        version: answer.version,
        values:
          before.version === answer.version
            ? { ...before.values, ...answer.values }
            : answer.values,
      }));
    } catch (failure) {
      if (!isApiError(failure)) throw failure;
    } finally {
      setRevealing(null);
    }
  };
  const marked = Object.keys(reasons) as FinanceInputField[];

  const toggle = (field: FinanceInputField, on: boolean) =>
    setReasons((all) => {
      const next = { ...all };
      if (on) next[field] = '';
      else delete next[field];
      return next;
    });

  const decide = async (approve: boolean) => {
    const list: FieldReason[] = marked.map((field) => ({
      field,
      note: (reasons[field] ?? '').trim(),
    }));
    if (!approve) {
      if (list.some((r) => r.note === '')) {
        setMissing(true);
        return;
      }
      if (list.length === 0 && note.trim() === '') {
        void message.error(t('review.rejectNeedsReason'));
        return;
      }
    }
    try {
      await review.mutateAsync({
        accountId: profile.accountId,
        version: current.version,
        approve,
        reasons: approve ? [] : list,
        note: note.trim(),
      });
      void message.success(approve ? t('review.approved') : t('review.rejected'));
      onDone();
    } catch (failure) {
      if (!isApiError(failure)) throw failure;
    }
  };

  return {
    reasons,
    setReasons,
    note,
    setNote,
    missing,
    pending,
    revealed,
    revealing,
    show,
    marked,
    toggle,
    decide,
    deciding: review.isPending,
  };
}
