import { Pagination } from 'antd';
import { hasPages, type ListPaging } from '@/lib/paging';

/** The simple pager under a list of cards (narrow screens): none while all fit on one page. */
export function CardsPager({ className, paging }: { className?: string; paging: ListPaging }) {
  if (!hasPages(paging)) return null;
  return (
    <Pagination
      className={className}
      simple
      current={paging.page}
      pageSize={paging.pageSize}
      total={paging.total}
      onChange={paging.onChange}
    />
  );
}
