import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import type { Generated } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WaitingSqliteDialect } from '../../src/db/sqlite-wait.js';
import { dbKind } from '../harness.js';

interface Tables {
  things: { id: Generated<number>; name: string; size?: number | null };
}

/**
 * Kysely's SQLite driver prepared every query again; the portal's connection prepares each text
 * once and answers what the driver answered (rows, changes, the new row's id).
 */
describe.runIf(dbKind === 'sqlite')('statements on SQLite', () => {
  let dir: string;
  let sqlite: SQLite.Database;
  let db: Kysely<Tables>;
  let prepared: string[];

  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'vrportal-statements-'));
    sqlite = new SQLite(path.join(dir, 'db.sqlite'));
    prepared = [];
    const prepare = sqlite.prepare.bind(sqlite);
    sqlite.prepare = ((source: string) => {
      prepared.push(source);
      return prepare(source);
    }) as typeof sqlite.prepare;
    db = new Kysely<Tables>({ dialect: new WaitingSqliteDialect(sqlite) });
    await sql`create table things (id integer primary key, name text not null)`.execute(db);
  });

  afterEach(async () => {
    await db.destroy();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('prepares a query once however often it runs, and answers as the driver did', async () => {
    const before = prepared.length;
    for (let i = 1; i <= 50; i += 1) {
      const inserted = await db
        .insertInto('things')
        .values({ name: `n${i}` })
        .executeTakeFirst();
      expect(inserted.insertId).toBe(BigInt(i));
      expect(inserted.numInsertedOrUpdatedRows).toBe(1n);
    }
    for (let i = 1; i <= 50; i += 1) {
      const row = await db.selectFrom('things').selectAll().where('id', '=', i).executeTakeFirst();
      expect(row).toEqual({ id: i, name: `n${i}` });
    }
    const updated = await db
      .updateTable('things')
      .set({ name: 'big' })
      .where('id', '>', 40)
      .executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(10n);
    const removed = await db.deleteFrom('things').where('id', '<=', 5).executeTakeFirst();
    expect(removed.numDeletedRows).toBe(5n);
    // RETURNING reads rows from a write
    const back = await db
      .insertInto('things')
      .values({ name: 'last' })
      .returning(['id', 'name'])
      .executeTakeFirstOrThrow();
    expect(back).toEqual({ id: 51, name: 'last' });
    // one insert, one select, one update, one delete, one insert with RETURNING
    expect(prepared.length - before).toBe(5);
  });

  it('reads a table afresh after its columns change, and runs transactions on held statements', async () => {
    await db.insertInto('things').values({ name: 'a' }).execute();
    const all = () => db.selectFrom('things').selectAll().execute();
    expect(await all()).toEqual([{ id: 1, name: 'a' }]);
    await sql`alter table things add column size integer`.execute(db);
    expect(await all()).toEqual([{ id: 1, name: 'a', size: null }]);

    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('things').values({ name: 'gone' }).execute();
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('things').values({ name: 'kept' }).execute();
    });
    expect((await all()).map((r) => r.name)).toEqual(['a', 'kept']);
  });
});
