import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { ErrorCode, LANG_HEADER } from '@vrportal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.js';
import { registerEnvelope } from '../../src/plugins/envelope.js';
import type { Db } from '../../src/db/database.js';
import { dbKind } from '../harness.js';

const ROUNDS = 300;

/** A second writer on the file, as the admin command line is: its own connection, its own thread. */
const OTHER_WRITER = `
const { workerData, parentPort } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.file);
db.pragma('busy_timeout = 5000');
const bump = db.transaction(() => {
  const { n } = db.prepare('select n from counter where id = 1').get();
  db.prepare('update counter set n = ? where id = 1').run(n + 1);
});
for (let i = 0; i < workerData.rounds; i += 1) bump.immediate();
db.close();
parentPort.postMessage('done');
`;

/**
 * Two writers on one SQLite file, each reading a row and writing it back in a transaction: none
 * is refused and no write is lost. A transaction that asked for the lock only at its first write
 * was refused at once whenever the other had written since its read.
 */
describe.runIf(dbKind === 'sqlite')('two writers on one SQLite file', () => {
  let dir: string;
  let db: Db;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'vrportal-writers-'));
    db = openDatabase({ databaseUrl: undefined, dataDir: dir });
    await sql`create table counter (id integer primary key, n integer not null)`.execute(db);
    await sql`insert into counter (id, n) values (1, 0)`.execute(db);
  });
  afterAll(async () => {
    await db.destroy();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('runs every read-then-write of both to its end, and the count holds all of them', async () => {
    const other = new Worker(OTHER_WRITER, {
      eval: true,
      workerData: {
        driver: createRequire(import.meta.url).resolve('better-sqlite3'),
        file: path.join(dir, 'portal.sqlite'),
        rounds: ROUNDS,
      },
    });
    const otherDone = new Promise((resolve, reject) => {
      other.once('message', resolve);
      other.once('error', reject);
    });
    const refused: unknown[] = [];
    for (let i = 0; i < ROUNDS; i += 1) {
      try {
        await db.transaction().execute(async (trx) => {
          const row = await sql<{ n: number }>`select n from counter where id = 1`.execute(trx);
          // the other writer runs on meanwhile
          await new Promise((r) => setImmediate(r));
          await sql`update counter set n = ${row.rows[0]!.n + 1} where id = 1`.execute(trx);
        });
      } catch (error) {
        refused.push((error as { code?: string }).code);
      }
    }
    await otherDone;
    expect(refused).toEqual([]);
    const final = await sql<{ n: number }>`select n from counter where id = 1`.execute(db);
    expect(final.rows[0]!.n).toBe(2 * ROUNDS);
  });
});

/** A call whose transaction the database refused as busy: the caller hears to try again. */
describe('a call the database refused as busy', () => {
  it.each([
    ['SQLITE_BUSY', 'en', 'try again in a moment'],
    ['40P01', 'zh', '请稍后再试'],
  ])(
    '%s answers 503, errCode 10429 and retryAfter, in the reader’s language',
    async (code, lang, text) => {
      const app = Fastify();
      registerEnvelope(app);
      app.post('/x', async () => {
        throw Object.assign(new Error('database is locked'), { code });
      });
      const res = await app.inject({ method: 'POST', url: '/x', headers: { [LANG_HEADER]: lang } });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('1');
      const body = res.json() as { errCode: number; errMsg: string; data: unknown };
      expect(body).toMatchObject({ errCode: ErrorCode.tooManyRequests, data: { retryAfter: 1 } });
      expect(body.errMsg).toContain(text);
      await app.close();
    },
  );
});
