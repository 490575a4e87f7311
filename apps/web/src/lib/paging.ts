import type { TablePaginationConfig } from 'antd';

/** Where a list with a fixed page size stands: its table and its cards (narrow screens) alike. */
export interface ListPaging {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}

/** Whether the list is longer than one page (no pager otherwise). */
export const hasPages = (paging: ListPaging) => paging.total > paging.pageSize;

/** The pager of the list's table: none while every row fits on one page. */
export function tablePaging(paging: ListPaging): TablePaginationConfig | false {
  const { page, pageSize, total, onChange } = paging;
  return hasPages(paging)
    ? { current: page, pageSize, total, showSizeChanger: false, onChange }
    : false;
}
