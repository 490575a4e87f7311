/**
 * Settlement bills (second document, sections 3.6, 4.3, 5.5, 9): the verification statuses, their
 * groups and the limits, zod-free so the browser can use them.
 *
 * 0 sent, not yet looked at; 1 sent, its details downloaded; 2 confirmed by the developer;
 * 3 confirmed by default when the verification deadline passed; 4 disputed.
 */
export const BillStatus = {
  sent: 0,
  viewed: 1,
  confirmed: 2,
  autoConfirmed: 3,
  disputed: 4,
} as const;
export type BillStatusValue = (typeof BillStatus)[keyof typeof BillStatus];

/** The bill waits for the developer: Confirm or Dispute can be pressed. */
export const AWAITING_VERIFICATION_STATUSES: ReadonlySet<number> = new Set([
  BillStatus.sent,
  BillStatus.viewed,
]);
/** The answers a developer can give. */
export const VERIFY_ANSWERS: ReadonlySet<number> = new Set([
  BillStatus.confirmed,
  BillStatus.disputed,
]);
/** Verified: the invoice (2, 3) or the attachment (4) can be sent inside the upload window. */
export const VERIFIED_STATUSES: ReadonlySet<number> = new Set([
  BillStatus.confirmed,
  BillStatus.autoConfirmed,
  BillStatus.disputed,
]);

/** What became of a dispute: waiting for finance, the bill upheld, or replaced by a corrected one. */
export const DisputeState = {
  none: '',
  open: 'open',
  upheld: 'upheld',
  corrected: 'corrected',
} as const;
export type DisputeStateValue = (typeof DisputeState)[keyof typeof DisputeState];

/**
 * Where an order stands in the finance overview: pending (not billed yet, or its bill awaits the
 * developer), frozen (its bill is held for payment information or disputed and waiting for
 * finance), settled (its bill was confirmed, by the developer or by default, or its dispute decided).
 */
export const OrderSettleState = {
  pending: 'pending',
  frozen: 'frozen',
  settled: 'settled',
} as const;
export type OrderSettleStateValue = (typeof OrderSettleState)[keyof typeof OrderSettleState];
export const ORDER_SETTLE_STATES = Object.values(OrderSettleState);

export const billLimits = {
  /** working days from sending to the automatic confirmation */
  verifyWorkingDays: 5,
  /** working days from the verification to the end of the upload window */
  uploadWorkingDays: 10,
  pdfMaxBytes: 5 * 1024 * 1024,
  /** bills in one batch_download */
  batchMax: 100,
  /** the countdown refreshes every 60 minutes, every 30 under a day */
  refreshMinutes: 60,
  refreshMinutesLastDay: 30,
  disputeNoteMax: 1000,
  /** the developer's reason for disputing a bill, required */
  disputeReasonMax: 500,
  adjustmentsMax: 20,
  disputePageSize: 10,
  /** the finance overview's longest date range, in days, and its shortcuts */
  overviewMaxDays: 366,
  overviewShortcuts: [7, 30, 90] as const,
  orderPageSizes: [5, 10, 20, 30, 40] as const,
} as const;

/** Whole days and hours left until `until` (both 0 once it passed), as the cards count down. */
export function timeLeft(until: string, now: number): { days: number; hours: number } {
  const ms = Date.parse(until) - now;
  if (!Number.isFinite(ms) || ms <= 0) return { days: 0, hours: 0 };
  const hours = Math.ceil(ms / 3_600_000);
  return { days: Math.floor(hours / 24), hours: hours % 24 };
}

/** `storeName#pdfName` of a sent file; the name part is '--' when it cannot be read. */
export function splitFilePath(filePath: string): { storeName: string; pdfName: string } | null {
  const at = filePath.indexOf('#');
  if (at <= 0) return null;
  return { storeName: filePath.slice(0, at), pdfName: filePath.slice(at + 1) || '--' };
}
