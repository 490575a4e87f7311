import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/** Tables whose rows move through checks, with the time of their last status change. */
type CheckedTable = 'apps' | 'release_channels';

/**
 * Takes over a check left running by a stopped instance: only the instance whose update finds
 * the same status time wins, so a due check is run by one instance, never two. Called by the
 * repository that owns the table.
 */
export async function claimStale(
  db: Kysely<Database>,
  table: CheckedTable,
  row: { id: string; status: number; changedAt: string },
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable(table)
    .set({ status_changed_at: now })
    .where('id', '=', row.id)
    .where('status', '=', row.status)
    .where('status_changed_at', '=', row.changedAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
