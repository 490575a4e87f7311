import type { ReviewLogEntry } from '@vrportal/contract';
import type { AccountNamesOf } from '../account/index.js';
import { newId } from '../../lib/crypto.js';
import type { Actor, ReviewEvent, Transition } from './state-machine.js';

/** A review-log row, as an app's or a channel release's log stores it. */
export interface ReviewLogRow {
  id: string;
  actor_id: string | null;
  event: string;
  from_status: number;
  to_status: number;
  role: string;
  note: string;
  audit_id: string | null;
  created_at: string;
}

/** Lines of the review console's log, the same for apps and channel releases. */
export async function toReviewLogEntries(
  rows: ReviewLogRow[],
  accountNamesOf: AccountNamesOf,
): Promise<ReviewLogEntry[]> {
  const actors = await accountNamesOf(rows.map((row) => row.actor_id));
  return rows.map((row) => ({
    id: row.id,
    event: row.event,
    from: row.from_status,
    to: row.to_status,
    actor: (row.actor_id && actors.get(row.actor_id)) || '',
    role: row.role,
    note: row.note,
    auditId: row.audit_id ?? '',
    time: row.created_at,
  }));
}

/** The columns a new log line of an app or a channel release shares: who moved it, how and why. */
export const logColumns = (
  event: ReviewEvent,
  step: Transition,
  actor: { role: Actor; id: string | null },
  extra: { note?: string; auditId?: string | null },
  now: string,
) => ({
  id: newId(),
  actor_id: actor.id,
  role: actor.role,
  event,
  from_status: step.from,
  to_status: step.to,
  note: extra.note ?? '',
  audit_id: extra.auditId ?? null,
  created_at: now,
});
