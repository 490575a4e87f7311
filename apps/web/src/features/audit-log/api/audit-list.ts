import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, type CallOptions } from '@/lib/api-client';
import type { AuditListBody } from '../lib/filters';
import { auditApi } from './calls';
import { auditKeys } from './keys';

/**
 * POST /vrmcsys/org/audit/list {page, psize, accountId?, action?, appId?, from?, to?}: a page of
 * the organisation's audit log, newest first, with the number of entries the filters keep.
 */
export function getAuditList(body: AuditListBody, options?: CallOptions) {
  return callApi(auditApi.auditList, body, options);
}

/** A page of the log; the rows on screen stay while the next page or filter loads. */
export function useAuditList(body: AuditListBody, enabled: boolean) {
  return useQuery({
    queryKey: auditKeys.list(body),
    queryFn: ({ signal }) => getAuditList(body, { signal }),
    enabled,
    placeholderData: keepPreviousData,
    // the page shows a refusal or a failure where the entries would be
    meta: { quiet: true },
    staleTime: 15_000,
  });
}
