// A platform submission's head: who sent what and when, its status, the kind's checklist, the decided result.
import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { AuditStatus } from '@vrportal/contract';
import { Button, Card, Checkbox, Result, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FactList } from '@/components/FactList';
import { formatTime } from '@/lib/time';
import type { PlatformSubmission } from '../api/get-platform-submission';
import { platformKindOf } from '../lib/platform-decision';
import { PlatformKindTag, usePlatformKindName } from './PlatformKindTag';

type Submission = PlatformSubmission['submission'];

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

/** The submission's app, kind, owner and time, with its status. */
export function SubmissionHead({ sub, status }: { sub: Submission; status: number }) {
  const { t } = useTranslation('review');
  const kindName = usePlatformKindName();
  return (
    <Card className="review-card">
      <div className="pf-submission__head">
        <h2 className="submission__name">
          {t('platform.submission.title', { kind: kindName(sub.kind), app: sub.appName })}
        </h2>
        <div className="pf-submission__tags">
          <PlatformKindTag kind={sub.kind} />
          <StatusTag status={status} />
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
  );
}

/** The checklist of the kind: what the reviewer goes through for every item. */
export function KindChecklist({ kind, ids }: { kind: string; ids: readonly string[] }) {
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

/** A submission decided now or before: its status and the way back to the queue. */
export function DecidedResult({
  sub,
  sentStatus,
  onBack,
}: {
  sub: Submission;
  sentStatus: number | null;
  onBack: () => void;
}) {
  const { t } = useTranslation('review');
  const statusText = (status: number) =>
    status === AuditStatus.passed
      ? t('platform.submission.passed')
      : status === AuditStatus.failed
        ? t('platform.submission.failed')
        : t('platform.submission.pending');
  return (
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
  );
}
