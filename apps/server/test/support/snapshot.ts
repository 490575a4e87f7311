import fs from 'node:fs/promises';
import path from 'node:path';
import type { TestApp } from '../harness.js';

/**
 * Counters that a refused call moves on purpose, left out of "nothing changed" comparisons:
 * wrong passwords and wrong codes count against the account or the code, and the rate limits
 * count tries (the whole table, '*').
 */
const ATTEMPT_COUNTERS: Record<string, string[]> = {
  accounts: ['failed_logins', 'locked_until'],
  verification_codes: ['attempts'],
  rate_counters: ['*'],
};

function plain(value: unknown): unknown {
  if (value instanceof Uint8Array) return `bytes:${Buffer.from(value).toString('hex')}`;
  if (typeof value === 'bigint') return String(value);
  if (value instanceof Date) return value.toISOString();
  return value;
}

async function filesUnder(root: string, dir = root, out: string[] = []): Promise<string[]> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await filesUnder(root, full, out);
    else out.push(`${path.relative(root, full)} ${(await fs.stat(full)).size}`);
  }
  return out;
}

/** Rows of each table and the files of the data folder, as sorted JSON lines. */
export type Snapshot = Record<string, string[]>;

/**
 * Every row of every table (each table's rows sorted) and every file of the data folder with
 * its size, the database's own files aside: two snapshots are equal when nothing was stored,
 * changed or removed in between.
 */
export async function snapshot(t: TestApp): Promise<Snapshot> {
  const tables = (await t.db.introspection.getTables())
    .map((table) => table.name)
    .filter((name) => !name.startsWith('kysely_') && ATTEMPT_COUNTERS[name]?.[0] !== '*')
    .sort();
  const out: Snapshot = {};
  const all = await Promise.all(
    // the table names come from the database itself
    tables.map((name) =>
      t.db
        .selectFrom(name as 'accounts')
        .selectAll()
        .execute(),
    ),
  );
  for (const [i, name] of tables.entries()) {
    const skip = ATTEMPT_COUNTERS[name] ?? [];
    out[name] = all[i]!.map((row) =>
      JSON.stringify(
        Object.entries(row)
          .filter(([column]) => !skip.includes(column))
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([column, value]) => [column, plain(value)]),
      ),
    ).sort();
  }
  out['files in the data folder'] = (await filesUnder(t.dataDir))
    // the database's own files, and the staging folder's identity made on its first use
    .filter((file) => !file.startsWith('portal.sqlite') && !file.startsWith('uploads/staging-id '))
    .sort();
  return out;
}
