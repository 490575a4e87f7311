/** Query keys of the notification centre. */
export const notificationKeys = {
  list: ['notifications', 'list'] as const,
  report: (type: number | null, auditId: string | null) =>
    ['notifications', 'report', type, auditId] as const,
  platformReport: (kind: string, auditId: string, appId: string) =>
    ['notifications', 'platform-report', kind, auditId, appId] as const,
};
