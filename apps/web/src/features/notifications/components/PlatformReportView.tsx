import {
  ADDON_REPORT_CHECKS,
  AuditStatus,
  ErrorCode,
  ReportItemStatus,
  type AddonReport,
  type PlatformKind,
  type PlatformReport,
} from '@vrportal/contract';
import { Skeleton } from 'antd';
import type { TableColumnsType } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { FactList } from '@/components/FactList';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { formatTime } from '@/lib/time';
import { useNotificationList } from '../api/get-dv-nty-list';
import { usePlatformReport } from '../api/get-platform-report';
import {
  ItemMark,
  LabelledLine,
  Mark,
  ReportFailed,
  ReportHead,
  ReportItemsTable,
  ReportSection,
  ReportSummary,
} from './ReportParts';
import '../platform-report.css';

type Item = PlatformReport['items'][number];
type AddonItem = AddonReport['items'][number];
/** Which report: the kind, the submission and the app (leaderboard and add-on reports need it). */
interface ReportAddress {
  kind: PlatformKind;
  auditId: string;
  appId: string;
}

/** A report that does not exist, is another account's or is named wrongly reads "not found". */
const NOT_FOUND = [
  ErrorCode.auditNotFound,
  ErrorCode.invalidRequest,
  ErrorCode.platformItemNotFound,
  ErrorCode.appNotFound,
] as number[];

function Note({ note }: { note: string }) {
  return note ? <span className="pf-report__note">{note}</span> : <span className="muted">—</span>;
}

/** An add-on's seven store checks, each failed one with the reviewer's reason. */
function AddonChecks({ item }: { item: AddonItem }) {
  const { t } = useTranslation('notifications');
  return (
    <section className="pf-report-checks" aria-label={t('platform.checksTitle')}>
      <h4 className="pf-report-checks__title">{t('platform.checksTitle')}</h4>
      <ul className="pf-report-checks__list">
        {ADDON_REPORT_CHECKS.map((check) => {
          const passed = item[check] === 1;
          const reason = item[`${check}Reason`];
          return (
            <li
              key={check}
              className={`pf-report-check${passed ? '' : ' pf-report-check--failed'}`}
              data-check={check}
            >
              <span className="pf-report-check__name">{t(`platform.checks.${check}`)}</span>
              <Mark
                passed={passed}
                yes={t('platform.checkPassed')}
                no={t('platform.checkFailed')}
              />
              {!passed && reason ? (
                <LabelledLine className="pf-report-check__reason" label={t('platform.reason')}>
                  {reason}
                </LabelledLine>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * The audit report of a platform submission (achievements, leaderboards, destinations or
 * add-ons): the result, the reviewer's overall note, and every item with its result and note;
 * an add-on also with its store checks and their reasons. Names come in the reader's language,
 * the reviewer's notes as written.
 */
export function PlatformReportView({ kind, auditId, appId }: ReportAddress) {
  const { t } = useTranslation('notifications');
  const mobile = useIsMobile();
  const report = usePlatformReport(kind, auditId, appId);

  if (report.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (report.isError) {
    return <ReportFailed error={report.error} notFound={NOT_FOUND} />;
  }

  const data = report.data.report;
  const passed = data.status === AuditStatus.passed;
  const items: Item[] = data.items;
  const passedCount = items.filter((i) => i.status === ReportItemStatus.passed).length;
  const idLabel = kind === 'addon' ? t('platform.sku') : t('platform.apiName');

  const columns: TableColumnsType<Item> = [
    {
      title: idLabel,
      dataIndex: 'apiName',
      width: '24%',
      render: (apiName: string) => <span className="pf-report__api">{apiName}</span>,
    },
    {
      title: t('platform.name'),
      dataIndex: 'name',
      width: '26%',
      render: (name: string) => <strong>{name}</strong>,
    },
    {
      title: t('platform.status'),
      dataIndex: 'status',
      width: 120,
      render: (status: number) => <ItemMark status={status} />,
    },
    {
      title: t('platform.note'),
      dataIndex: 'note',
      render: (note: string) => <Note note={note} />,
    },
  ];

  let body;
  if (report.data.kind === 'addon' || mobile) {
    const addonItems = report.data.kind === 'addon' ? report.data.report.items : null;
    body = (
      <ol className="portal-list pf-report-items" data-testid="report-items">
        {items.length === 0 ? <li className="muted">{t('platform.noItems')}</li> : null}
        {items.map((item, index) => {
          const addon = addonItems?.[index];
          return (
            <li
              key={item.id}
              className={`report-items__item pf-report-item${item.status === ReportItemStatus.passed ? '' : ' report__row--failed'}`}
              data-item-id={item.id}
              data-api-name={item.apiName}
            >
              <div className="report-items__head portal-card-head">
                <div className="pf-report-item__names">
                  <strong className="pf-report-item__name">{item.name}</strong>
                  <span className="pf-report-item__api">
                    <span className="muted">{t('platform.labelled', { label: idLabel })}</span>
                    <span className="pf-report__api">{item.apiName}</span>
                  </span>
                </div>
                <ItemMark status={item.status} />
              </div>
              {item.note ? (
                <LabelledLine
                  className="report-items__row report-items__note"
                  label={t('platform.note')}
                >
                  <span className="pf-report__note">{item.note}</span>
                </LabelledLine>
              ) : null}
              {addon ? <AddonChecks item={addon} /> : null}
            </li>
          );
        })}
      </ol>
    );
  } else {
    body = (
      <ReportItemsTable<Item>
        rowKey="id"
        columns={columns}
        items={items}
        emptyText={t('platform.noItems')}
        onRow={(item) => ({ 'data-api-name': item.apiName }) as HTMLAttributes<HTMLElement>}
      />
    );
  }

  return (
    <article
      className="report pf-report"
      data-testid="platform-report"
      data-kind={kind}
      data-status={data.status}
    >
      <ReportHead title={t(`platform.title.${kind}`)} passed={passed} />
      <FactList
        className="report__facts"
        items={[
          { key: 'app', label: t('platform.app'), children: data.appName || '—' },
          { key: 'time', label: t('platform.time'), children: formatTime(data.time) || '—' },
          {
            key: 'tally',
            label: t('platform.tally'),
            children: t('platform.tallyValue', { passed: passedCount, count: items.length }),
          },
        ]}
      />
      <ReportSection id="pf-report-summary" title={t('platform.summary')}>
        <ReportSummary note={data.note} none={t('platform.noSummary')} />
      </ReportSection>
      <ReportSection id="pf-report-items" title={t('platform.items')}>
        {body}
      </ReportSection>
    </article>
  );
}

/**
 * A platform report opened by its address (/notification?tag=achive&auditId=…, the link its
 * notification carries): the app, which leaderboard and add-on reports also need, comes from the
 * address or from the notification in the list.
 */
export function PlatformReportByAddress({ kind, auditId, appId }: ReportAddress) {
  const list = useNotificationList();
  const nty = list.data?.pages.flatMap((page) => page.ntys).find((n) => n.auditId === auditId);
  const app = appId || nty?.appId || '';
  if (!app && (kind === 'leaderboard' || kind === 'addon') && list.isPending) {
    return <Skeleton active paragraph={{ rows: 8 }} />;
  }
  return <PlatformReportView kind={kind} auditId={auditId} appId={app} />;
}
