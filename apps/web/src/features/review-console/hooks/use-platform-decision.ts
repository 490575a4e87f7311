// A platform submission's decision: the mark of every item, the note, the gaps, and sending it.
import { AuditStatus, ErrorCode } from '@vrportal/contract';
import { App as AntdApp } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { useDecidePlatform } from '../api/decide-platform';
import type { PlatformSubmission } from '../api/get-platform-submission';
import {
  decisionBody,
  failedChecks,
  gapsOf,
  initialMarks,
  isComplete,
  platformKindOf,
  submittedIds,
  type ItemMark,
} from '../lib/platform-decision';

const isDecided = (status: number) =>
  status === AuditStatus.passed || status === AuditStatus.failed;

export function usePlatformDecision(data: PlatformSubmission, onRefresh: () => void) {
  const { t } = useTranslation('review');
  const { message } = AntdApp.useApp();
  const sub = data.submission;
  const kind = platformKindOf(sub.kind);
  const [marks, setMarks] = useState<ItemMark[]>(() =>
    kind ? initialMarks(kind, submittedIds(data)) : [],
  );
  const [note, setNote] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [sentStatus, setSentStatus] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const decide = useDecidePlatform();
  const itemsRef = useRef<HTMLDivElement>(null);
  const gaps = gapsOf(marks);
  const decided = sentStatus !== null || isDecided(sub.status);
  const passedCount = marks.filter((m) => m.pass === true).length;

  const setMark = (next: ItemMark) =>
    setMarks((current) => current.map((m) => (m.id === next.id ? next : m)));

  const trySend = () => {
    setFailure(null);
    if (!isComplete(gaps)) {
      setShowErrors(true);
      // show the first item that still needs something
      window.requestAnimationFrame(() => {
        itemsRef.current
          ?.querySelector('.pf-error, .pf-decide__choice--missing')
          ?.closest('.pf-item')
          ?.scrollIntoView({ block: 'start', behavior: 'smooth' });
      });
      return;
    }
    setConfirming(true);
  };

  const send = async () => {
    try {
      const answer = await decide.mutateAsync(decisionBody(sub.auditId, marks, note));
      setConfirming(false);
      setSentStatus(answer.status);
      void message.success(
        answer.status === AuditStatus.passed
          ? t('platform.decision.sentPassed')
          : t('platform.decision.sentFailed'),
      );
      window.scrollTo({ top: 0 });
    } catch (error) {
      setConfirming(false);
      // the catalogue's text in the reader's language (10660 decided already, 10662 items...)
      setFailure(isApiError(error) ? error.message : String(error));
      if (isApiError(error) && error.is(ErrorCode.platformAuditNotPending)) onRefresh();
    }
  };

  const gapTexts = [
    gaps.unmarked > 0 ? t('platform.decision.gapUnmarked', { count: gaps.unmarked }) : null,
    gaps.notesMissing > 0 ? t('platform.decision.gapNotes') : null,
    gaps.reasonsMissing > 0 ? t('platform.decision.gapReasons') : null,
  ].filter((text): text is string => text !== null);

  const passEvery = () =>
    setMarks((current) =>
      current.map((m) =>
        m.pass === null && failedChecks(m).length === 0 ? { ...m, pass: true } : m,
      ),
    );

  return {
    marks,
    setMark,
    passEvery,
    note,
    setNote,
    showErrors,
    confirming,
    setConfirming,
    sentStatus,
    failure,
    sending: decide.isPending,
    itemsRef,
    decided,
    passedCount,
    trySend,
    send,
    gapTexts,
  };
}
