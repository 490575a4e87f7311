import { useQuery } from '@tanstack/react-query';
import type { AuditListBody } from '../lib/filters';
import { auditQueries } from './keys';

/** A page of the log; the rows on screen stay while the next page or filter loads. */
export function useAuditList(body: AuditListBody, enabled: boolean) {
  return useQuery({ ...auditQueries.list(body), enabled });
}
