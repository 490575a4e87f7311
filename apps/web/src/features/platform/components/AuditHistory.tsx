import { FileSearchOutlined } from '@ant-design/icons';
import { PlatformAuditStatus, platformReportTag, type PlatformKind } from '@vrportal/contract';
import { Skeleton, Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { currentLang } from '@/lib/lang';
import { formatTime } from '@/lib/time';
import { usePlatformAudits, type PlatformAudit } from '../api/audits';
import { headedColumns } from '../lib/columns';
import { pluralForm } from '../lib/format';
import { usePlatformText } from '../lib/texts';
import { NoRows, PlatTable } from './ListParts';

type AuditStatusName = 'pending' | 'passed' | 'failed';

function statusName(status: number): AuditStatusName {
  if (status === PlatformAuditStatus.passed) return 'passed';
  if (status === PlatformAuditStatus.failed) return 'failed';
  return 'pending';
}

const STATUS_COLOR: Record<AuditStatusName, string> = {
  pending: 'processing',
  passed: 'success',
  failed: 'error',
};

/** The report of a decided submission, read in the notification centre. */
function reportLink(appId: string, kind: PlatformKind, auditId: string) {
  const query = new URLSearchParams({ tag: platformReportTag[kind], auditId, appId });
  return `/notification?${query.toString()}`;
}

/**
 * The submissions of one kind, newest first: when, how many items, the result, and for a
 * decided one the way to its report in the notification centre.
 */
export function AuditHistory({ appId, kind }: { appId: string; kind: PlatformKind }) {
  const t = usePlatformText();
  const mobile = useIsMobile();
  const lang = currentLang();
  const audits = usePlatformAudits(appId, kind);
  const list = audits.data?.audits ?? [];

  const status = (audit: PlatformAudit) => {
    const name = statusName(audit.status);
    return (
      <Tag color={STATUS_COLOR[name]} className="plat-tag" data-testid="audit-status">
        {t(`history.status.${name}`)}
      </Tag>
    );
  };
  const report = (audit: PlatformAudit) =>
    statusName(audit.status) === 'pending' ? (
      <span className="muted">{t('history.pendingReport')}</span>
    ) : (
      <Link to={reportLink(appId, kind, audit.auditId)} className="plat-link">
        <FileSearchOutlined aria-hidden="true" /> {t('history.report')}
      </Link>
    );
  const items = (audit: PlatformAudit) =>
    t(`history.items.${pluralForm(audit.count, lang)}`, { count: audit.count });

  const column = headedColumns(t, 'history.columns');
  const columns: TableColumnsType<PlatformAudit> = [
    column('auditId', (a) => <span className="plat-mono">{a.auditId}</span>),
    column('submitted', (a) => <span className="plat-time">{formatTime(a.submitTime)}</span>),
    column('count', items),
    column('status', status),
    column('decided', (a) => <span className="plat-time">{formatTime(a.decideTime) || '—'}</span>),
    column('report', report),
  ];

  let body;
  if (audits.isPending) {
    body = <Skeleton active paragraph={{ rows: 2 }} />;
  } else if (list.length === 0) {
    body = <NoRows query={audits} empty={t('history.empty')} />;
  } else if (mobile) {
    body = (
      <ul className="plat-cards portal-list plat-cards--compact">
        {list.map((audit) => (
          <li key={audit.auditId} className="plat-card" data-audit-id={audit.auditId}>
            <div className="plat-card__head portal-card-head">
              <span className="plat-card__title plat-mono">{audit.auditId}</span>
              {status(audit)}
            </div>
            <dl className="plat-card__rows">
              <div className="plat-card__row">
                <dt>{t('list.labelled', { label: t('history.columns.submitted') })}</dt>
                <dd>{formatTime(audit.submitTime)}</dd>
              </div>
              <div className="plat-card__row">
                <dt>{t('list.labelled', { label: t('history.columns.count') })}</dt>
                <dd>{items(audit)}</dd>
              </div>
              {audit.decideTime ? (
                <div className="plat-card__row">
                  <dt>{t('list.labelled', { label: t('history.columns.decided') })}</dt>
                  <dd>{formatTime(audit.decideTime)}</dd>
                </div>
              ) : null}
            </dl>
            {report(audit)}
          </li>
        ))}
      </ul>
    );
  } else {
    body = (
      <PlatTable<PlatformAudit>
        rowKey="auditId"
        rowMark="data-audit-id"
        size="small"
        columns={columns}
        dataSource={list}
        pagination={list.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
      />
    );
  }

  return (
    <section
      className="plat-panel portal-surface plat-history"
      aria-labelledby={`plat-${kind}-history`}
    >
      <header className="plat-panel__head">
        <h2 className="plat-panel__title" id={`plat-${kind}-history`}>
          {t('history.title')}
        </h2>
        <p className="plat-panel__hint">{t('history.subtitle')}</p>
      </header>
      {body}
    </section>
  );
}
