import { useQuery } from '@tanstack/react-query';
import type { CallAnswer, CallRequest, notificationCalls } from '@vrportal/contract';
import { notificationApi } from '@/lib/api-calls';
import { callApi, type CallOptions } from '@/lib/api-client';
import { currentLang } from '@/lib/lang';
import { notificationKeys } from './keys';

/** POST /vrmcsys/dvlper/getDvAuditReport {auditId, type, language}: one audit report. */
export type ReportType = CallRequest<typeof notificationCalls.getDvAuditReport>['type'];
export type AuditReport = CallAnswer<typeof notificationCalls.getDvAuditReport>;

export function getDvAuditReport(auditId: string, type: ReportType, options?: CallOptions) {
  return callApi(
    notificationApi.getDvAuditReport,
    { auditId, type, language: currentLang() },
    options,
  );
}

/** The report view shows a missing or foreign report as its own state, not as a toast. */
export function useAuditReport(auditId: string, type: ReportType | null) {
  return useQuery({
    queryKey: notificationKeys.report(type, auditId),
    queryFn: ({ signal }) => getDvAuditReport(auditId, type!, { signal }),
    enabled: type !== null && auditId !== '',
    meta: { quiet: true },
  });
}
