import {
  CheckCircleFilled,
  CheckOutlined,
  CloseCircleFilled,
  SendOutlined,
} from '@ant-design/icons';
import { AuditStatus, ErrorCode, type Lang } from '@vrportal/contract';
import {
  Alert,
  App as AntdApp,
  Button,
  Card,
  Checkbox,
  Input,
  Modal,
  Result,
  Segmented,
  Tag,
} from 'antd';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FactList } from '@/components/FactList';
import { isApiError } from '@/lib/api-client';
import { currentLang } from '@/lib/lang';
import { formatTime } from '@/lib/time';
import { useDecidePlatform } from '../api/decide-platform';
import { usePlatformSubmission, type PlatformSubmission } from '../api/get-platform-submission';
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
import { PlatformItemDecision } from './PlatformItemDecision';
import { PlatformItemView, itemLabel, type SubmittedItem } from './PlatformItemView';
import { PlatformKindTag, usePlatformKindName } from './PlatformKindTag';
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

function StatusTag({ status }: { status: number }) {
  const { t } = useTranslation('review');
  if (status === AuditStatus.passed) {
    return <Tag color="success">{t('platform.submission.passed')}</Tag>;
  }
  if (status === AuditStatus.failed) {
    return <Tag color="error">{t('platform.submission.failed')}</Tag>;
  }
  return <Tag color="processing">{t('platform.submission.pending')}</Tag>;
}

const isDecided = (status: number) =>
  status === AuditStatus.passed || status === AuditStatus.failed;

/** The checklist of the kind: what the reviewer goes through for every item. */
function KindChecklist({ kind, ids }: { kind: string; ids: readonly string[] }) {
  const { t } = useTranslation('review');
  const known = platformKindOf(kind);
  const [done, setDone] = useState<string[]>([]);
  if (!known || ids.length === 0) return null;
  return (
    <Card className="review-card pf-checklist" title={t('platform.checklist.title')}>
      <p className="review-card__intro">{t('platform.checklist.intro')}</p>
      <Checkbox.Group
        className="pf-checklist__list"
        value={done}
        onChange={(values) => setDone(values)}
        options={ids.map((id) => ({
          value: id,
          label: t(`platform.checklist.${known}.${id}` as 'platform.checklist.addon.policy'),
        }))}
      />
    </Card>
  );
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
  const { message } = AntdApp.useApp();
  const kindName = usePlatformKindName();
  const sub = data.submission;
  const kind = platformKindOf(sub.kind);
  const entries = useMemo(() => entriesOf(data), [data]);
  const [textLang, setTextLang] = useState<Lang>(currentLang());
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

  const statusText = (status: number) =>
    status === AuditStatus.passed
      ? t('platform.submission.passed')
      : status === AuditStatus.failed
        ? t('platform.submission.failed')
        : t('platform.submission.pending');

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
      <Card className="review-card">
        <div className="pf-submission__head">
          <h2 className="submission__name">
            {t('platform.submission.title', { kind: kindName(sub.kind), app: sub.appName })}
          </h2>
          <div className="pf-submission__tags">
            <PlatformKindTag kind={sub.kind} />
            <StatusTag status={sentStatus ?? sub.status} />
          </div>
        </div>
        <FactList
          className="submission__facts"
          items={[
            { key: 'owner', label: t('platform.submission.owner'), children: sub.owner || '—' },
            {
              key: 'submitted',
              label: t('platform.submission.submitted'),
              children: formatTime(sub.submitTime) || '—',
            },
            { key: 'count', label: t('platform.submission.count'), children: sub.count },
            {
              key: 'auditId',
              label: t('platform.submission.auditId'),
              children: <span className="mono">{sub.auditId}</span>,
            },
          ]}
        />
      </Card>

      {failure ? (
        <Alert
          type="error"
          showIcon
          title={t('platform.decision.failed')}
          description={failure}
          data-testid="platform-failure"
        />
      ) : null}
      {decided ? (
        <Result
          className="review-card pf-done"
          status={(sentStatus ?? sub.status) === AuditStatus.passed ? 'success' : 'error'}
          icon={
            (sentStatus ?? sub.status) === AuditStatus.passed ? (
              <CheckCircleFilled />
            ) : (
              <CloseCircleFilled />
            )
          }
          title={
            sentStatus !== null
              ? t('platform.decision.doneTitle')
              : t('platform.submission.decidedTitle')
          }
          subTitle={
            sentStatus !== null
              ? t('platform.decision.doneText', { status: statusText(sentStatus) })
              : t('platform.submission.decidedText', { status: statusText(sub.status) })
          }
          extra={
            <Button type="primary" onClick={onBack}>
              {t('platform.decision.backToQueue')}
            </Button>
          }
          data-testid="platform-decided"
        />
      ) : (
        <>
          <KindChecklist kind={sub.kind} ids={data.checklist} />
          <section className="pf-items" aria-labelledby="pf-items-title" ref={itemsRef}>
            <div className="pf-items__bar">
              <h2 id="pf-items-title" className="pf-items__title">
                {t('platform.submission.items')}
              </h2>
              <div className="pf-items__lang">
                <span className="muted" id="pf-text-lang">
                  {t('platform.submission.textLang')}
                </span>
                <Segmented<Lang>
                  size="small"
                  value={textLang}
                  onChange={setTextLang}
                  aria-labelledby="pf-text-lang"
                  options={[
                    { value: 'zh', label: t('platform.submission.langZh') },
                    { value: 'en', label: t('platform.submission.langEn') },
                  ]}
                />
              </div>
            </div>
            {entries.length === 0 ? (
              <p className="muted">{t('platform.submission.noItems')}</p>
            ) : null}
            {entries.map((entry, index) => {
              const mark = marks.find((m) => m.id === entry.item.id);
              return (
                <Card
                  key={entry.item.id}
                  className={`review-card pf-item${mark?.pass === false ? ' pf-item--rejected' : ''}`}
                  data-item-id={entry.item.id}
                  data-api-name={itemLabel(entry, textLang)}
                  title={
                    <span className="pf-item__no">
                      {t('platform.submission.itemNo', { n: index + 1, count: entries.length })}
                    </span>
                  }
                >
                  <div className="pf-item__grid">
                    <PlatformItemView entry={entry} textLang={textLang} />
                    {mark ? (
                      <PlatformItemDecision
                        name={itemLabel(entry, textLang)}
                        mark={mark}
                        showErrors={showErrors}
                        onChange={setMark}
                      />
                    ) : null}
                  </div>
                </Card>
              );
            })}
          </section>
          <Card className="review-card pf-send" title={t('platform.decision.title')}>
            <label className="checklist__label" htmlFor="pf-overall-note">
              {t('platform.decision.overall')}
            </label>
            <Input.TextArea
              id="pf-overall-note"
              value={note}
              onChange={(event) => setNote(event.target.value)}
              maxLength={2000}
              rows={3}
              showCount
              placeholder={t('platform.decision.overallPlaceholder')}
            />
            {showErrors && gapTexts.length > 0 ? (
              <Alert
                className="checklist__hint"
                type="warning"
                showIcon
                title={gapTexts.join(' ')}
                data-testid="platform-gaps"
              />
            ) : null}
            <div className="checklist__actions">
              <Button
                icon={<CheckOutlined />}
                onClick={() =>
                  setMarks((current) =>
                    current.map((m) =>
                      m.pass === null && failedChecks(m).length === 0 ? { ...m, pass: true } : m,
                    ),
                  )
                }
              >
                {t('platform.decision.passEvery')}
              </Button>
              <Button
                type="primary"
                icon={<SendOutlined />}
                loading={decide.isPending}
                onClick={trySend}
              >
                {t('platform.decision.send')}
              </Button>
            </div>
          </Card>
        </>
      )}
      <Modal
        open={confirming}
        title={t('platform.decision.confirmTitle')}
        okText={t('platform.decision.confirmOk')}
        cancelText={t('platform.decision.confirmCancel')}
        confirmLoading={decide.isPending}
        onOk={() => void send()}
        onCancel={() => setConfirming(false)}
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
