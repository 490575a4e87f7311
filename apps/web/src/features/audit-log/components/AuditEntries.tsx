import { ReloadOutlined } from '@ant-design/icons';
import type { AuditEntry } from '@vrportal/contract';
import { Alert, Button, Pagination, Spin, Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/EmptyState';
import type { Lang } from '@/lib/lang';
import { failureText } from '../api/calls';
import type { Names } from '../lib/changes';
import { entryView, type EntryView } from '../lib/entry-view';
import { PAGE_SIZES, type Paging } from '../lib/filters';
import type { AuditText } from '../lib/texts';

export interface EntriesState {
  data: { entries: AuditEntry[]; total: number } | undefined;
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * The entries of a page, newest first: a table on wide screens, a list of cards under 750 px,
 * with the pages and the number of entries the filters keep.
 */
export function AuditEntries({
  entries,
  paging,
  onPaging,
  filtered,
  names,
  mobile,
  lang,
  t,
}: {
  entries: EntriesState;
  paging: Paging;
  onPaging: (paging: Paging) => void;
  /** whether filters narrow the log: the empty state then says so */
  filtered: boolean;
  names: Names;
  mobile: boolean;
  lang: Lang;
  t: AuditText;
}) {
  if (entries.isError) {
    return (
      <Alert
        className="audit-entries__error"
        type="warning"
        showIcon
        title={t('page.loadFailed')}
        description={failureText(entries.error) ?? undefined}
        action={
          <Button size="small" icon={<ReloadOutlined />} onClick={() => void entries.refetch()}>
            {t('page.retry')}
          </Button>
        }
      />
    );
  }

  const views = (entries.data?.entries ?? []).map((entry) => entryView(entry, lang, t, names));
  const total = entries.data?.total ?? 0;
  const loading = entries.isFetching;
  const pagination = {
    current: paging.page,
    pageSize: paging.size,
    total,
    pageSizeOptions: PAGE_SIZES.map(String),
    showSizeChanger: true,
    showTotal: (count: number, [start, end]: [number, number]) =>
      t('table.range', { start, end, total: count }),
    size: mobile ? ('small' as const) : undefined,
    onChange: (page: number, size: number) =>
      onPaging({ page: size === paging.size ? page : 1, size }),
  };
  const empty = (
    <EmptyState
      block="audit-empty"
      title={filtered ? t('empty.filteredTitle') : t('empty.title')}
      text={filtered ? t('empty.filteredText') : t('empty.text')}
    />
  );

  if (mobile) {
    return (
      <Spin spinning={loading && !entries.isPending} delay={200}>
        <div className="audit-list" data-testid="audit-entries" aria-busy={loading}>
          {entries.isPending ? (
            <div className="audit-list__loading">
              <Spin />
            </div>
          ) : views.length === 0 ? (
            empty
          ) : (
            <ul className="portal-list">
              {views.map((view) => (
                <EntryCard key={view.id} view={view} t={t} />
              ))}
            </ul>
          )}
          {total > 0 ? <Pagination className="audit-list__pages" {...pagination} /> : null}
        </div>
      </Spin>
    );
  }

  const columns: TableColumnsType<EntryView> = [
    {
      key: 'time',
      title: t('table.time'),
      dataIndex: 'time',
      width: 150,
      render: (time: string) => <span className="audit-time">{time}</span>,
    },
    {
      key: 'member',
      title: t('table.member'),
      dataIndex: 'member',
      render: (member: string) => <Breakable text={member} />,
    },
    { key: 'action', title: t('table.action'), dataIndex: 'action' },
    {
      key: 'app',
      title: t('table.app'),
      dataIndex: 'app',
      render: (app: string) => <Breakable text={app} />,
    },
    {
      key: 'target',
      title: t('table.target'),
      dataIndex: 'target',
      render: (target: string) => <Breakable text={target} />,
    },
    { key: 'address', title: t('table.address'), dataIndex: 'address', width: 130 },
    {
      key: 'changes',
      title: t('table.changes'),
      dataIndex: 'changes',
      width: 260,
      render: (_: string[], view) => <Changes view={view} t={t} />,
    },
  ];

  return (
    <div className="audit-table" data-testid="audit-entries" aria-busy={loading}>
      <Table<EntryView>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={views}
        loading={loading}
        locale={{ emptyText: entries.isPending ? ' ' : empty }}
        tableLayout="auto"
        scroll={{ x: 1080 }}
        pagination={pagination}
      />
    </div>
  );
}

/**
 * A sign-in account, an app name or an id: an e-mail address breaks after its "@" rather than
 * inside a word, anything too long for its column wherever it must.
 */
function Breakable({ text }: { text: string }) {
  const at = text.indexOf('@');
  return (
    <span className="audit-break">
      {at < 0 ? (
        text
      ) : (
        <>
          {text.slice(0, at + 1)}
          <wbr />
          {text.slice(at + 1)}
        </>
      )}
    </span>
  );
}

/** The changes of an entry, one a line; "—" when the entry keeps none. */
function Changes({ view, t }: { view: EntryView; t: AuditText }) {
  if (view.changes.length === 0) return <span className="audit-muted">{t('table.none')}</span>;
  return (
    <ul className="audit-changes">
      {view.changes.map((change, index) => (
        <li key={index}>{change}</li>
      ))}
    </ul>
  );
}

/** An entry as a card of the narrow list: the action and time first, then the rest. */
function EntryCard({ view, t }: { view: EntryView; t: AuditText }) {
  const facts: [string, ReactNode][] = [
    [t('table.member'), <Breakable text={view.member} />],
    [t('table.app'), <Breakable text={view.app} />],
    [t('table.target'), <Breakable text={view.target} />],
    [t('table.address'), view.address],
  ];
  return (
    <li className="audit-card" data-row-key={view.id}>
      <div className="audit-card__head">
        <strong className="audit-card__action">{view.action}</strong>
        <span className="audit-card__time">{view.time}</span>
      </div>
      <dl className="audit-card__facts">
        {facts.map(([label, value]) => (
          <div key={label} className="audit-card__fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="audit-card__fact audit-card__fact--wide">
          <dt>{t('table.changes')}</dt>
          <dd>
            <Changes view={view} t={t} />
          </dd>
        </div>
      </dl>
    </li>
  );
}
