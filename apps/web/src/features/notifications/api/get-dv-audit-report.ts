import { useQuery } from '@tanstack/react-query';
import type { CallAnswer, notificationCalls } from '@vrportal/contract';
import { notificationQueries, type ReportType } from './keys';

/** An audit report as getDvAuditReport answers it. */
export type AuditReport = CallAnswer<typeof notificationCalls.getDvAuditReport>;

/** The report view shows a missing or foreign report as its own state, not as a toast. */
export function useAuditReport(auditId: string, type: ReportType | null) {
  return useQuery(notificationQueries.report(auditId, type));
}
