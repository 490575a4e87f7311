import { DownloadOutlined } from '@ant-design/icons';
import { AuditStatus, ErrorCode, ReportItemStatus } from '@vrportal/contract';
import { Button, Skeleton } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FactList } from '@/components/FactList';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { formatTime } from '@/lib/time';
import type { AuditReport } from '../api/get-dv-audit-report';
import type { ReportType } from '../api/keys';
import { useAuditReport } from '../api/get-dv-audit-report';
import { platformKindOfTag } from '../api/get-platform-report';
import { useReportLogDownload } from '../hooks/use-report-log-download';
import { hasTechnicalLog } from '../lib/targets';
import { PlatformReportByAddress } from './PlatformReportView';
import {
  ItemMark,
  LabelledLine,
  ReportFailed,
  ReportHead,
  ReportItemsTable,
  ReportNotFound,
  ReportSection,
  ReportSummary,
} from './ReportParts';
import { formatBytes } from '@/lib/bytes';

type ReportItem = AuditReport['report']['items'][number];

/** A report that does not exist, is another account's or is named wrongly reads "not found". */
const NOT_FOUND = [ErrorCode.auditNotFound, ErrorCode.invalidRequest] as number[];

/**
 * An audit report (types 1 auto, 2 manual, 3 content, 4 publish): the result, the reviewer's
 * summary, the checklist with pass/fail marks and notes, and for technical reports the log.
 */
export function ReportView({ auditId, type }: { auditId: string; type: ReportType | null }) {
  const { t } = useTranslation(['notifications', 'common']);
  const mobile = useIsMobile();
  const report = useAuditReport(auditId, type);
  const { downloading, downloadLog } = useReportLogDownload();
  // the report of platform items by the address their notification links (?tag=achive&auditId=)
  const [params] = useSearchParams();
  const platformKind = type === null ? platformKindOfTag(params.get('tag') ?? '') : null;

  if (platformKind && auditId) {
    return (
      <PlatformReportByAddress
        kind={platformKind}
        auditId={auditId}
        appId={params.get('appId') ?? ''}
      />
    );
  }
  if (type === null || !auditId) {
    return <ReportNotFound />;
  }
  if (report.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (report.isError) {
    return <ReportFailed error={report.error} notFound={NOT_FOUND} />;
  }

  const data = report.data;
  const passed = data.status === AuditStatus.passed;

  const columns: TableColumnsType<ReportItem> = [
    {
      title: t('report.item'),
      dataIndex: 'name',
      width: '18%',
      render: (name: string) => <strong>{name}</strong>,
    },
    { title: t('report.require'), dataIndex: 'require', width: '27%' },
    { title: t('report.desc'), dataIndex: 'desc', width: '18%' },
    {
      title: t('report.status'),
      dataIndex: 'status',
      width: '13%',
      render: (status: number) => <ItemMark status={status} />,
    },
    {
      title: t('report.note'),
      dataIndex: 'note',
      width: '24%',
      render: (note: string) => note || <span className="muted">—</span>,
    },
  ];

  return (
    <article className="report" data-testid="audit-report" data-status={data.status}>
      <ReportHead title={t(`report.title${type}`)} passed={passed} />
      <FactList
        className="report__facts"
        items={[
          { key: 'app', label: t('report.app'), children: data.appName || '—' },
          { key: 'ver', label: t('report.version'), children: data.ver || '—' },
          { key: 'time', label: t('report.time'), children: formatTime(data.time) },
          {
            key: 'reviewer',
            label: t('report.reviewer'),
            children:
              data.report.data.reviewer === 'system'
                ? t('report.reviewerSystem')
                : t('report.reviewerPerson'),
          },
        ]}
      />
      <ReportSection id="report-summary" title={t('report.summary')}>
        <ReportSummary note={data.report.data.note} none={t('report.noSummary')} />
      </ReportSection>
      <ReportSection id="report-items" title={t('report.items')}>
        {mobile ? (
          <ReportItemList items={data.report.items} />
        ) : (
          <ReportItemsTable<ReportItem>
            rowKey={(item) => `${item.name}#${item.desc}`}
            columns={columns}
            items={data.report.items}
            emptyText={t('report.noItems')}
          />
        )}
      </ReportSection>
      {hasTechnicalLog(data.type) && data.log ? (
        <section className="report__section report__log" aria-labelledby="report-log">
          <div>
            <h3 id="report-log" className="report__section-title">
              {t('report.log')}
            </h3>
            <p className="muted">{t('report.logText')}</p>
          </div>
          <Button
            icon={<DownloadOutlined />}
            loading={downloading}
            onClick={() => void downloadLog(data)}
          >
            {t('report.downloadLog', { size: formatBytes(data.size) })}
          </Button>
        </section>
      ) : null}
    </article>
  );
}

/** The checklist under 750 px: a block per item, its mark beside its name. */
function ReportItemList({ items }: { items: ReportItem[] }) {
  const { t } = useTranslation('notifications');
  return (
    <ol className="portal-list" data-testid="report-items">
      {items.length === 0 ? <li className="muted">{t('report.noItems')}</li> : null}
      {items.map((item) => (
        <li
          key={`${item.name}#${item.desc}`}
          className={`report-items__item${item.status === ReportItemStatus.passed ? '' : ' report__row--failed'}`}
        >
          <div className="report-items__head portal-card-head">
            <strong>{item.name}</strong>
            <ItemMark status={item.status} />
          </div>
          <LabelledLine className="report-items__row" label={t('report.require')}>
            {item.require}
          </LabelledLine>
          {item.desc ? (
            <LabelledLine className="report-items__row" label={t('report.desc')}>
              {item.desc}
            </LabelledLine>
          ) : null}
          {item.note ? (
            <LabelledLine className="report-items__row report-items__note" label={t('report.note')}>
              {item.note}
            </LabelledLine>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
