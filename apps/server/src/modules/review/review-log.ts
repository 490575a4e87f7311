import type { ReviewLogEntry } from '@vrportal/contract';

/** A review-log row with its actor's account, as an app's or a channel release's log stores it. */
export interface ReviewLogRow {
  id: string;
  event: string;
  from_status: number;
  to_status: number;
  role: string;
  note: string;
  audit_id: string | null;
  created_at: string;
  email: string | null;
  mobile: string | null;
}

/** One line of the review console's log, the same for apps and channel releases. */
export const toReviewLogEntry = (row: ReviewLogRow): ReviewLogEntry => ({
  id: row.id,
  event: row.event,
  from: row.from_status,
  to: row.to_status,
  actor: row.email ?? row.mobile ?? '',
  role: row.role,
  note: row.note,
  auditId: row.audit_id ?? '',
  time: row.created_at,
});
