import { ErrorCode, type Lang } from '@vrportal/contract';
import { Alert, Modal } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '@/lib/lang';
import { usePlatformSubmission, type PlatformSubmission } from '../api/get-platform-submission';
import { usePlatformDecision } from '../hooks/use-platform-decision';
import { platformKindOf } from '../lib/platform-decision';
import type { SubmittedItem } from './PlatformItemView';
import { DecidedResult, KindChecklist, SubmissionHead } from './PlatformSubmissionHead';
import { SendCard, SubmissionItems } from './PlatformSubmissionItems';
import { SubmissionLoad } from './SubmissionLoad';
import { SubmissionTopBar } from './SubmissionTopBar';

/** The submitted items with their kind, in the order the submission lists them. */
function entriesOf(data: PlatformSubmission): SubmittedItem[] {
  switch (platformKindOf(data.submission.kind)) {
    case 'achievement':
      return data.achievements.map((item) => ({ kind: 'achievement', item }));
    case 'leaderboard':
      return data.leaderboards.map((item) => ({ kind: 'leaderboard', item }));
    case 'destination':
      return data.destinations.map((item) => ({ kind: 'destination', item }));
    case 'addon':
      return data.addons.map((item) => ({ kind: 'addon', item }));
    default:
      return [];
  }
}

/**
 * One platform submission: who sent it, the checklist of its kind, every item readable in the
 * reviewer's language (the other one a click away) with its Pass/Reject and note, and the
 * decision sent for all items at once.
 */
export function PlatformSubmissionView({
  auditId,
  onBack,
}: {
  auditId: string;
  onBack: () => void;
}) {
  const { t } = useTranslation('review');
  const submission = usePlatformSubmission(auditId);

  return (
    <SubmissionLoad
      query={submission}
      notFoundCodes={[
        ErrorCode.platformItemNotFound,
        ErrorCode.auditNotFound,
        ErrorCode.invalidRequest,
      ]}
      notFoundTitle={t('platform.submission.notFoundTitle')}
      notFoundText={t('platform.submission.notFoundText')}
      onBack={onBack}
    >
      {(data, back) => (
        <SubmissionBody
          data={data}
          back={back}
          onBack={onBack}
          onRefresh={() => void submission.refetch()}
        />
      )}
    </SubmissionLoad>
  );
}

function SubmissionBody({
  data,
  back,
  onBack,
  onRefresh,
}: {
  data: PlatformSubmission;
  back: ReactNode;
  onBack: () => void;
  onRefresh: () => void;
}) {
  const { t } = useTranslation('review');
  const sub = data.submission;
  const entries = useMemo(() => entriesOf(data), [data]);
  const [textLang, setTextLang] = useState<Lang>(currentLang());
  const decision = usePlatformDecision(data, onRefresh);
  const { marks, sentStatus, failure, passedCount } = decision;

  return (
    <div
      className="submission pf-submission"
      data-testid="platform-submission"
      data-kind={sub.kind}
      data-status={sentStatus ?? sub.status}
    >
      <SubmissionTopBar
        back={back}
        refreshLabel={t('platform.queue.refresh')}
        onRefresh={onRefresh}
      />
      <SubmissionHead sub={sub} status={sentStatus ?? sub.status} />

      {failure ? (
        <Alert
          type="error"
          showIcon
          title={t('platform.decision.failed')}
          description={failure}
          data-testid="platform-failure"
        />
      ) : null}
      {decision.decided ? (
        <DecidedResult sub={sub} sentStatus={sentStatus} onBack={onBack} />
      ) : (
        <>
          <KindChecklist kind={sub.kind} ids={data.checklist} />
          <SubmissionItems
            entries={entries}
            marks={marks}
            setMark={decision.setMark}
            showErrors={decision.showErrors}
            textLang={textLang}
            setTextLang={setTextLang}
            itemsRef={decision.itemsRef}
          />
          <SendCard
            note={decision.note}
            setNote={decision.setNote}
            showErrors={decision.showErrors}
            gapTexts={decision.gapTexts}
            sending={decision.sending}
            onPassEvery={decision.passEvery}
            onSend={decision.trySend}
          />
        </>
      )}
      <Modal
        open={decision.confirming}
        title={t('platform.decision.confirmTitle')}
        okText={t('platform.decision.confirmOk')}
        cancelText={t('platform.decision.confirmCancel')}
        confirmLoading={decision.sending}
        onOk={() => void decision.send()}
        onCancel={() => decision.setConfirming(false)}
        destroyOnHidden
      >
        <p>
          {t('platform.decision.confirmText', {
            count: marks.length,
            passed: passedCount,
            rejected: marks.length - passedCount,
            app: sub.appName,
          })}
        </p>
      </Modal>
    </div>
  );
}
