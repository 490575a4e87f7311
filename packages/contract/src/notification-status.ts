/**
 * Notification and audit report statuses, zod-free so the browser can use them. A module of their
 * own: only the screens that show notifications and reports load them.
 */

/** Notification status: 2 passed, 1 failed, 0 informational. */
export const NotifyStatus = { info: 0, failed: 1, passed: 2 } as const;
/** Notification read state. */
export const NotifyState = { unread: 0, read: 1 } as const;
/** Tag left out of the unread counter (developer authorisation requests). */
export const UNCOUNTED_TAG = 'recvDvAuthAcquire';

/** Audit report status (review stages and the finance review): 2 passed, 1 failed. */
export const AuditStatus = { failed: 1, passed: 2 } as const;
/** One line of an audit report: 1 passed, 0 failed. */
export const ReportItemStatus = { failed: 0, passed: 1 } as const;
export type ReportItemStatusValue = (typeof ReportItemStatus)[keyof typeof ReportItemStatus];
