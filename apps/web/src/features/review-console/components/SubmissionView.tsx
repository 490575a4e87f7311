import { PlayCircleOutlined } from '@ant-design/icons';
import { AuditStatus, ErrorCode } from '@vrportal/contract';
import { Alert, App as AntdApp, Button, Card, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppCover } from '@/components/AppCover';
import { AppStatusTag, useStatusText } from '@/components/AppStatusTag';
import { FactList } from '@/components/FactList';
import { formatTime } from '@/lib/time';
import { useReviewSubmission, type Submission } from '../api/get-review-submission';
import { useStartReview } from '../api/start-review';
import { stagePanelOf } from '../lib/review-rules';
import { ChecklistPanel } from './ChecklistPanel';
import { BuildFiles, ReleaseChanges } from './ReleaseChanges';
import { ReleaseView } from './ReleaseView';
import { ReviewLogTable } from './ReviewLogTable';
import { StatePanel } from './StatePanel';
import { SubmissionLoad } from './SubmissionLoad';
import { SubmissionTopBar } from './SubmissionTopBar';
import { formatBytes } from '@/lib/bytes';

type Version = Submission['versions'][number];
type Audit = Submission['audits'][number];

/**
 * A submission (the app's, or with `cId` its business channel release's): the app, its stage
 * panel, state actions, builds, audit reports and log.
 */
export function SubmissionView({
  appId,
  cId,
  onBack,
}: {
  appId: string;
  cId: string;
  onBack: () => void;
}) {
  const { t } = useTranslation('review');
  const submission = useReviewSubmission(appId, cId);
  return (
    <SubmissionLoad
      query={submission}
      notFoundCodes={[ErrorCode.appNotFound, ErrorCode.channelNotFound, ErrorCode.invalidRequest]}
      notFoundTitle={t('submission.notFoundTitle')}
      notFoundText={t('submission.notFoundText')}
      onBack={onBack}
    >
      {(data, back) => (
        <SubmissionBody data={data} back={back} onRefresh={() => void submission.refetch()} />
      )}
    </SubmissionLoad>
  );
}

function SubmissionBody({
  data,
  back,
  onRefresh,
}: {
  data: Submission;
  back: ReactNode;
  onRefresh: () => void;
}) {
  const { t } = useTranslation('review');
  const statusText = useStatusText();
  const { message } = AntdApp.useApp();
  const start = useStartReview();
  const app = data.app;
  const panel = stagePanelOf(app.status);

  const startReview = async () => {
    try {
      const { status } = await start.mutateAsync({ appId: app.id, cId: app.cId });
      void message.success(t('decision.started', { status: statusText(status) }));
    } catch {
      // shown by the query cache
    }
  };

  const versionColumns: TableColumnsType<Version> = [
    { title: t('submission.ver'), dataIndex: 'ver' },
    { title: t('submission.vcode'), dataIndex: 'vcode' },
    {
      title: t('submission.size'),
      dataIndex: 'size',
      render: (size: number) => formatBytes(size),
    },
    {
      title: t('submission.time'),
      dataIndex: 'time',
      render: (time: string) => formatTime(time),
    },
  ];
  const auditColumns: TableColumnsType<Audit> = [
    {
      title: t('submission.auditType'),
      dataIndex: 'type',
      render: (type: number) =>
        [1, 2, 3, 4].includes(type) ? t(`stage.${type as 1}`) : String(type),
    },
    {
      title: t('submission.auditResult'),
      dataIndex: 'status',
      render: (status: number, audit) => (
        <Link to={`/notification?type=${audit.type}&auditId=${audit.auditId}`}>
          <Tag color={status === AuditStatus.passed ? 'success' : 'error'}>
            {status === AuditStatus.passed ? t('submission.passed') : t('submission.failed')}
          </Tag>
        </Link>
      ),
    },
    {
      title: t('submission.auditTime'),
      dataIndex: 'time',
      render: (time: string) => formatTime(time),
    },
  ];

  return (
    <div className="submission" data-testid="submission" data-status={app.status}>
      <SubmissionTopBar back={back} refreshLabel={t('queue.refresh')} onRefresh={onRefresh} />
      <Card className="review-card">
        <div className="submission__app">
          <AppCover id={app.id} name={app.name} src={app.scover} shape="square" />
          <div className="submission__app-text">
            <h2 className="submission__name">{app.name}</h2>
            {app.channel ? (
              <Tag color="purple">{t('queue.channel', { name: app.channel })}</Tag>
            ) : null}
            <AppStatusTag status={app.status} />
          </div>
        </div>
        <FactList
          className="submission__facts"
          items={[
            {
              key: 'id',
              label: t('submission.appId'),
              children: <span className="mono">{app.id}</span>,
            },
            { key: 'pkg', label: t('submission.pkg'), children: app.pkg },
            { key: 'owner', label: t('submission.owner'), children: app.owner || '—' },
            {
              key: 'submitted',
              label: t('submission.submitted'),
              children: formatTime(app.submitTime) || '—',
            },
          ]}
        />
      </Card>
      {/* start first; the checklist after the release the reviewer reads */}
      {panel === 'auto' ? <Alert type="info" showIcon title={t('decision.automatic')} /> : null}
      {panel === 'start' ? (
        <Card className="review-card" title={t('decision.queuedTitle')}>
          <p className="review-card__intro">{t('decision.queuedText')}</p>
          <Button
            type="primary"
            icon={<PlayCircleOutlined />}
            loading={start.isPending}
            onClick={() => void startReview()}
          >
            {t('decision.start')}
          </Button>
        </Card>
      ) : null}
      {data.release ? (
        <>
          <ReleaseView release={data.release} />
          <ReleaseChanges release={data.release} />
          <BuildFiles release={data.release} appId={app.id} cId={app.cId} />
        </>
      ) : null}
      {panel === 'decide' ? (
        <ChecklistPanel key={`${app.id}#${app.status}`} submission={data} />
      ) : null}
      <StatePanel submission={data} />
      <Card className="review-card" title={t('submission.versions')}>
        <Table<Version>
          rowKey={(v) => `${v.ver}#${v.vcode}#${v.time}`}
          size="small"
          columns={versionColumns}
          dataSource={data.versions}
          pagination={false}
          locale={{ emptyText: t('submission.noVersions') }}
        />
      </Card>
      <Card className="review-card" title={t('submission.audits')}>
        <Table<Audit>
          rowKey="auditId"
          size="small"
          columns={auditColumns}
          dataSource={data.audits}
          pagination={false}
          locale={{ emptyText: t('submission.noAudits') }}
        />
      </Card>
      <ReviewLogTable log={data.log} />
    </div>
  );
}
