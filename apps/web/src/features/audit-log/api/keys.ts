import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi, type CallOptions } from '@/lib/api-client';
import type { AuditListBody } from '../lib/filters';
import { auditApi } from './calls';

/**
 * POST /vrmcsys/org/audit/list {page, psize, accountId?, action?, appId?, from?, to?}: a page of
 * the organisation's audit log, newest first, with the number of entries the filters keep.
 */
export function getAuditList(body: AuditListBody, options?: CallOptions) {
  return callApi(auditApi.auditList, body, options);
}

/** POST /vrmcsys/org/members {}: the members of the current organisation, for the member filter. */
export function getMembers(options?: CallOptions) {
  return callApi(auditApi.members, {}, options);
}

/**
 * The queries of the audit log, their keys under 'audit-log'; the page shows a refusal or a
 * failure itself, not as a toast.
 */
export const auditQueries = {
  /** a page of the log; the rows on screen stay while the next page or filter loads */
  list: (body: AuditListBody) =>
    queryOptions({
      queryKey: [
        'audit-log',
        'list',
        body.accountId ?? '',
        body.action ?? '',
        body.appId ?? '',
        body.from ?? '',
        body.to ?? '',
        body.page,
        body.psize,
      ] as const,
      queryFn: ({ signal }) => getAuditList(body, { signal }),
      placeholderData: keepPreviousData,
      meta: { quiet: true },
      staleTime: 15_000,
    }),
  /** the members, for the member filter; without them the filter stays empty */
  members: () =>
    queryOptions({
      queryKey: ['audit-log', 'members'] as const,
      queryFn: ({ signal }) => getMembers({ signal }),
      meta: { quiet: true },
      staleTime: 60_000,
    }),
};
