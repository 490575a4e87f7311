import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import {
  ADDON_REPORT_CHECKS,
  AuditStatus,
  ErrorCode,
  ReportItemStatus,
  type AddonReport,
  type PlatformKind,
  type PlatformReport,
} from '@vrportal/contract';
import { Descriptions, Result, Skeleton, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { isApiError } from '@/lib/api-client';
import { formatTime } from '@/lib/time';
import { useNotificationList } from '../api/get-dv-nty-list';
import { usePlatformReport } from '../api/get-platform-report';
import '../platform-report.css';

type Item = PlatformReport['items'][number];
type AddonItem = AddonReport['items'][number];

/** A report that does not exist, is another account's or is named wrongly reads "not found". */
const NOT_FOUND = [
  ErrorCode.auditNotFound,
  ErrorCode.invalidRequest,
  ErrorCode.platformItemNotFound,
  ErrorCode.appNotFound,
] as number[];

function Mark({ passed, yes, no }: { passed: boolean; yes: string; no: string }) {
  return passed ? (
    <span className="report-mark report-mark--pass" data-pass="1">
      <CheckCircleFilled aria-hidden="true" /> {yes}
    </span>
  ) : (
    <span className="report-mark report-mark--fail" data-pass="0">
      <CloseCircleFilled aria-hidden="true" /> {no}
    </span>
  );
}

function ItemMark({ status }: { status: number }) {
  const { t } = useTranslation('notifications');
  return (
    <Mark
      passed={status === ReportItemStatus.passed}
      yes={t('report.passed')}
      no={t('report.failed')}
    />
  );
}

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
                <p className="pf-report-check__reason">
                  <span className="muted">
                    {t('platform.labelled', { label: t('platform.reason') })}
                  </span>
                  {reason}
                </p>
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
export function PlatformReportView({
  kind,
  auditId,
  appId,
}: {
  kind: PlatformKind;
  auditId: string;
  appId: string;
}) {
  const { t } = useTranslation('notifications');
  const mobile = useIsMobile();
  const report = usePlatformReport(kind, auditId, appId);

  if (report.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (report.isError) {
    const error = report.error;
    return isApiError(error) && NOT_FOUND.includes(error.errCode) ? (
      <Result
        status="404"
        title={t('report.notFoundTitle')}
        subTitle={t('report.notFoundText')}
        data-testid="report-not-found"
      />
    ) : (
      <Result status="warning" title={t('report.loadFailed')} />
    );
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
      <ol className="report-items pf-report-items" data-testid="report-items">
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
              <div className="report-items__head">
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
                <p className="report-items__row report-items__note">
                  <span className="muted">
                    {t('platform.labelled', { label: t('platform.note') })}
                  </span>
                  <span className="pf-report__note">{item.note}</span>
                </p>
              ) : null}
              {addon ? <AddonChecks item={addon} /> : null}
            </li>
          );
        })}
      </ol>
    );
  } else {
    body = (
      <Table<Item>
        className="report__table"
        rowKey="id"
        columns={columns}
        dataSource={items}
        pagination={false}
        tableLayout="fixed"
        locale={{ emptyText: t('platform.noItems') }}
        rowClassName={(item) =>
          item.status === ReportItemStatus.passed ? '' : 'report__row--failed'
        }
        onRow={(item) => ({ 'data-api-name': item.apiName }) as HTMLAttributes<HTMLElement>}
        data-testid="report-items"
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
      <header className="report__head">
        <h2 className="report__title">{t(`platform.title.${kind}`)}</h2>
        <Tag color={passed ? 'success' : 'error'} className="report__result">
          {passed ? t('report.passed') : t('report.failed')}
        </Tag>
      </header>
      <Descriptions
        className="report__facts"
        size="small"
        column={mobile ? 1 : 2}
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
      <section className="report__section" aria-labelledby="pf-report-summary">
        <h3 id="pf-report-summary" className="report__section-title">
          {t('platform.summary')}
        </h3>
        <p className="report__summary" data-testid="report-summary">
          {data.note || <span className="muted">{t('platform.noSummary')}</span>}
        </p>
      </section>
      <section className="report__section" aria-labelledby="pf-report-items">
        <h3 id="pf-report-items" className="report__section-title">
          {t('platform.items')}
        </h3>
        {body}
      </section>
    </article>
  );
}

/**
 * A platform report opened by its address (/notification?tag=achive&auditId=…, the link its
 * notification carries): the app, which leaderboard and add-on reports also need, comes from the
 * address or from the notification in the list.
 */
export function PlatformReportByAddress({
  kind,
  auditId,
  appId,
}: {
  kind: PlatformKind;
  auditId: string;
  appId: string;
}) {
  const list = useNotificationList();
  const nty = list.data?.pages.flatMap((page) => page.ntys).find((n) => n.auditId === auditId);
  const app = appId || nty?.appId || '';
  if (!app && (kind === 'leaderboard' || kind === 'addon') && list.isPending) {
    return <Skeleton active paragraph={{ rows: 8 }} />;
  }
  return <PlatformReportView kind={kind} auditId={auditId} appId={app} />;
}
