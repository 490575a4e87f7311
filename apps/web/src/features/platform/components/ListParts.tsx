import { Empty, Table, type TableProps } from 'antd';
import type { HTMLAttributes, ReactNode } from 'react';
import { LoadFailed } from './LoadFailed';

/**
 * A table of the platform screens: their table look, wide tables scrolling sideways, and each row
 * marked with its id (`rowMark`, e.g. data-audit-id) as its card is, for links and the specs.
 * Rows are keyed by their `id` unless `rowKey` names another field; no pages unless `pagination`
 * asks for them.
 */
export function PlatTable<R extends object>({
  rowKey = 'id' as keyof R & string,
  rowMark,
  ...table
}: Omit<TableProps<R>, 'className' | 'rowKey' | 'onRow'> & {
  rowKey?: keyof R & string;
  rowMark: `data-${string}-id`;
}) {
  return (
    <Table<R>
      className="plat-table"
      rowKey={rowKey}
      onRow={(row) => ({ [rowMark]: String(row[rowKey]) }) as HTMLAttributes<HTMLElement>}
      scroll={{ x: 'max-content' }}
      pagination={false}
      {...table}
    />
  );
}

/** A list with no rows to show: why, when its data did not load, else its empty text. */
export function NoRows({
  query,
  empty,
  className,
}: {
  query: { data: unknown; error: unknown; refetch: () => unknown };
  empty: ReactNode;
  className?: string;
}) {
  if (!query.data) return <LoadFailed query={query} />;
  return <Empty className={className} image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
}
