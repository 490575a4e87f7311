import type { ReportType } from '../api/keys';

/** The report type of a URL parameter: 1 auto, 2 manual, 3 content, 4 publish; else null. */
export function reportTypeOf(value: string | null | undefined): ReportType | null {
  const type = Number(value);
  return type === 1 || type === 2 || type === 3 || type === 4 ? type : null;
}

/** Where a notification opens: its audit report, or its own detail. */
export function notificationTarget(nty: { id: string; type: number; auditId: string }): string {
  const type = reportTypeOf(String(nty.type));
  if (type && nty.auditId) {
    return `/notification?type=${type}&auditId=${encodeURIComponent(nty.auditId)}`;
  }
  return `/notification?nty=${encodeURIComponent(nty.id)}`;
}

/** Technical reports (1 automatic check, 2 manual technical review) may carry a log file. */
export const hasTechnicalLog = (type: number) => type === 1 || type === 2;

/** A link a notification carries, kept only when it stays inside the portal. */
export function internalLink(link: string): string | null {
  return link.startsWith('/') && !link.startsWith('//') && !link.includes('\\') ? link : null;
}
