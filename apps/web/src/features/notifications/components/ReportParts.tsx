import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { ReportItemStatus } from '@vrportal/contract';
import { Result, Tag, type TableColumnsType, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UnpagedTable } from '@/components/UnpagedTable';
import { isApiError } from '@/lib/api-client';

/** A passed or failed mark with its words. */
export function Mark({ passed, yes, no }: { passed: boolean; yes: string; no: string }) {
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

/** The result of one item of a report. */
export function ItemMark({ status }: { status: number }) {
  const { t } = useTranslation('notifications');
  return (
    <Mark
      passed={status === ReportItemStatus.passed}
      yes={t('report.passed')}
      no={t('report.failed')}
    />
  );
}

export function ReportNotFound() {
  const { t } = useTranslation('notifications');
  return (
    <Result
      status="404"
      title={t('report.notFoundTitle')}
      subTitle={t('report.notFoundText')}
      data-testid="report-not-found"
    />
  );
}

/** A report that did not load: "not found" for the error codes that mean so, else a warning. */
export function ReportFailed({ error, notFound }: { error: unknown; notFound: number[] }) {
  const { t } = useTranslation('notifications');
  return isApiError(error) && notFound.includes(error.errCode) ? (
    <ReportNotFound />
  ) : (
    <Result status="warning" title={t('report.loadFailed')} />
  );
}

/** The title of a report and its overall result. */
export function ReportHead({ title, passed }: { title: string; passed: boolean }) {
  const { t } = useTranslation('notifications');
  return (
    <header className="report__head">
      <h2 className="report__title">{title}</h2>
      <Tag color={passed ? 'success' : 'error'} className="report__result">
        {passed ? t('report.passed') : t('report.failed')}
      </Tag>
    </header>
  );
}

/** A titled part of a report; id names its heading. */
export function ReportSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="report__section" aria-labelledby={id}>
      <h3 id={id} className="report__section-title">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The items of a report as a table (wide screens); the rows of failed items are marked. */
export function ReportItemsTable<T extends { status: number }>({
  rowKey,
  columns,
  items,
  emptyText,
  onRow,
}: {
  rowKey: TableProps<T>['rowKey'];
  columns: TableColumnsType<T>;
  items: T[];
  emptyText: string;
  onRow?: TableProps<T>['onRow'];
}) {
  return (
    <UnpagedTable<T>
      className="report__table"
      rowKey={rowKey}
      columns={columns}
      dataSource={items}
      emptyText={emptyText}
      rowClassName={(item) =>
        item.status === ReportItemStatus.passed ? '' : 'report__row--failed'
      }
      onRow={onRow}
      data-testid="report-items"
    />
  );
}

/** A labelled line of a report item in the narrow list ("Note: …"). */
export function LabelledLine({
  className,
  label,
  children,
}: {
  className: string;
  label: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('notifications');
  return (
    <p className={className}>
      <span className="muted">{t('report.labelled', { label })}</span>
      {children}
    </p>
  );
}

/** The reviewer's overall note, or what stands in for a missing one. */
export function ReportSummary({ note, none }: { note: string; none: string }) {
  return (
    <p className="report__summary" data-testid="report-summary">
      {note || <span className="muted">{none}</span>}
    </p>
  );
}
