import { Table, type TableProps } from 'antd';
import type { AnyObject } from 'antd/es/_util/type';
import type { ReactNode } from 'react';

/**
 * A short list shown whole as a table (a review log, the items of a report): no pages, the
 * columns at their set widths, `emptyText` when there are no rows.
 */
export function UnpagedTable<T extends AnyObject>({
  emptyText,
  ...props
}: Omit<TableProps<T>, 'pagination' | 'tableLayout' | 'locale'> & { emptyText: ReactNode }) {
  return <Table<T> pagination={false} tableLayout="fixed" locale={{ emptyText }} {...props} />;
}
