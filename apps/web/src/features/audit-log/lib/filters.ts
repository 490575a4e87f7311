import type { auditFilters, CallRequest, teamCalls } from '@vrportal/contract';
import type { z } from 'zod';
import type { DayRange } from '@/lib/day-range';

/** The body of org/audit/list as the screen sends it: the page always named. */
export type AuditListBody = CallRequest<typeof teamCalls.auditList> & {
  page: number;
  psize: number;
};

/** The body of org/audit/export: the list's filters without a page. */
export type AuditExportBody = z.input<typeof auditFilters>;

/** What the reader chose in the filter bar; null: that filter keeps every entry. */
export interface AuditFilterState {
  /** the member who made the change */
  accountId: string | null;
  /** the call's name in the contract (`resetAppSecret`, `setRole`...) */
  action: string | null;
  appId: string | null;
  /** first and last day, both included, as yyyy-mm-dd */
  days: DayRange | null;
}

export const NO_FILTERS: AuditFilterState = {
  accountId: null,
  action: null,
  appId: null,
  days: null,
};

export interface Paging {
  page: number;
  size: number;
}

/** Page sizes offered; the list call takes at most 100 entries a page. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const FIRST_PAGE: Paging = { page: 1, size: 20 };

/** Whether any filter narrows the log (the empty state then says the filters kept nothing). */
export function hasFilters(filters: AuditFilterState): boolean {
  return Boolean(filters.accountId || filters.action || filters.appId || filters.days);
}

/** The filters as the calls take them: a filter not chosen is left out, not sent empty. */
export function filtersBody(filters: AuditFilterState): AuditExportBody {
  return {
    ...(filters.accountId ? { accountId: filters.accountId } : {}),
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.appId ? { appId: filters.appId } : {}),
    ...(filters.days ? { from: filters.days.start, to: filters.days.end } : {}),
  };
}

/** The list call's body: the filters and one page of at most 100 entries. */
export function listBody(filters: AuditFilterState, paging: Paging): AuditListBody {
  return {
    ...filtersBody(filters),
    page: Math.max(1, Math.floor(paging.page)),
    psize: Math.min(100, Math.max(1, Math.floor(paging.size))),
  };
}

/** The name an export is saved under when the server gives none. */
export function exportName(body: AuditExportBody): string {
  const days = body.from && body.to ? `-${body.from}-${body.to}` : '';
  return `audit-log${days}.xlsx`;
}
