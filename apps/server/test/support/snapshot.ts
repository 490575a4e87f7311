import fs from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { TestApp } from '../harness.js';

/**
 * Counters that a refused call moves on purpose, left out of "nothing changed" comparisons:
 * wrong passwords and wrong codes count against the account or the code, the rate limits count
 * tries (the whole table, '*'), and the last use of a key or a session is noted.
 */
const ATTEMPT_COUNTERS: Record<string, string[]> = {
  accounts: ['failed_logins', 'locked_until'],
  verification_codes: ['attempts'],
  rate_counters: ['*'],
  // a key's last use is noted by any call made with it
  api_keys: ['last_used_at', 'last_used_address'],
  // and a session's by any call of its holder, once a minute: a refused body may fall on it
  sessions: ['last_seen_at'],
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

const columnsCache = new WeakMap<object, Promise<{ name: string; columns: string[] }[]>>();

/** The tables a fingerprint reads, each with the columns it compares (attempt counters aside). */
function comparedTables(t: TestApp) {
  let found = columnsCache.get(t.db);
  if (!found) {
    found = t.db.introspection.getTables().then((tables) =>
      tables
        .filter(
          (table) => !table.name.startsWith('kysely_') && ATTEMPT_COUNTERS[table.name]?.[0] !== '*',
        )
        .map((table) => ({
          name: table.name,
          columns: table.columns
            .map((c) => c.name)
            .filter((c) => !(ATTEMPT_COUNTERS[table.name] ?? []).includes(c))
            .sort(),
        }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    );
    columnsCache.set(t.db, found);
  }
  return found;
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * What `snapshot` compares, in one query for every table: each table's row count and a digest of
 * its rows (in any order), and the data folder's files with their sizes. Two fingerprints are
 * equal when nothing was stored, changed or removed in between; far cheaper than a snapshot for
 * a test that compares hundreds of times.
 */
export async function fingerprint(t: TestApp): Promise<Snapshot> {
  const tables = await comparedTables(t);
  const postgres = t.databaseUrl !== undefined;
  const parts = tables.map(({ name, columns }) => {
    const table = quoted(name);
    if (postgres) {
      const row = `md5(ROW(${columns.map(quoted).join(', ')})::text)`;
      return `SELECT '${name}' AS name, count(*)::text AS n, coalesce(md5(string_agg(${row}, '' ORDER BY ${row})), '') AS h FROM ${table}`;
    }
    const row = columns.map((c) => `quote(${quoted(c)})`).join(` || '|' || `);
    return `SELECT '${name}' AS name, count(*) AS n, coalesce(group_concat(x, char(10)), '') AS h FROM (SELECT ${row} AS x FROM ${table} ORDER BY x)`;
  });
  const { rows } = await sql
    .raw<{ name: string; n: string | number; h: string }>(parts.join(' UNION ALL '))
    .execute(t.db);
  const out: Snapshot = {};
  for (const r of rows) {
    out[r.name] = [`${r.n} ${createHash('sha1').update(r.h).digest('hex')}`];
  }
  out['files in the data folder'] = (await filesUnder(t.dataDir))
    .filter((file) => !file.startsWith('portal.sqlite') && !file.startsWith('uploads/staging-id '))
    .sort();
  return out;
}
