import fs from 'node:fs/promises';
import { Writable } from 'node:stream';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, createHash } from 'node:crypto';
import pg from 'pg';
import PostalMime from 'postal-mime';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { transportPassword, type CallSpec, type GetSpec } from '@vrportal/contract';
import { everyRoute } from '@vrportal/contract/openapi';
import { buildApp } from '../src/app.js';
import type { Services } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { Db } from '../src/db/database.js';
import { migrateToLatest, openDatabase } from '../src/db/database.js';
import type { BlobStore } from '../src/lib/blob-store.js';
import type { Clock } from '../src/lib/time.js';
import type { SmsTransport } from '../src/messaging/sms.js';

/** Which database the API tests run on: TEST_DB=postgres uses TEST_PG_URL's server. */
export const dbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
const pgAdminUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export class TestClock implements Clock {
  private offsetMs = 0;
  private frozenAt: number | undefined;
  now() {
    return new Date((this.frozenAt ?? Date.now()) + this.offsetMs);
  }
  /** Stops the clock where it is: from then on only `advance` moves it. */
  freeze() {
    this.frozenAt ??= Date.now();
  }
  advance(ms: number) {
    this.offsetMs += ms;
  }
}

export interface CallOptions {
  token?: string;
  lang?: string;
  /** an API key, sent as `Authorization: Bearer <key>` (the publishing API) */
  bearer?: string;
}
export interface CallResult<T> {
  status: number;
  errCode: number;
  errMsg: string;
  data: T;
}

const jsonCallsByPath = new Map(
  everyRoute().flatMap(({ spec }) => (spec.kind === 'json' ? [[spec.path, spec] as const] : [])),
);

/** A successful answer's data must have its call's shape: a drift fails the test that saw it. */
function checkAnswer(path: string, answer: CallResult<unknown>) {
  const spec = jsonCallsByPath.get(path);
  if (!spec || answer.errCode !== 0) return;
  const parsed = spec.answer.safeParse(answer.data);
  if (!parsed.success) {
    throw new Error(`The answer of ${path} is not of its call's shape: ${parsed.error.message}`);
  }
}

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  db: Db;
  clock: TestClock;
  dataDir: string;
  /** the PostgreSQL database of this app (undefined on SQLite), for a server started beside it */
  databaseUrl: string | undefined;
  /**
   * Makes a JSON call of the contract: the body typed by its request schema, the answer's data by
   * its answer schema, which a successful answer is checked against at run time.
   */
  call<C extends CallSpec>(
    spec: C,
    body?: z.input<C['request']>,
    opts?: CallOptions,
  ): Promise<CallResult<z.output<C['answer']>>>;
  /** The same at a bare path, for bodies the request schema refuses and paths off the contract. */
  call<T = unknown>(path: string, body?: unknown, opts?: CallOptions): Promise<CallResult<T>>;
  /** A GET call of the contract, its query typed by the call's query schema. */
  get<C extends GetSpec>(
    spec: C,
    query: z.input<C['query']>,
    opts?: CallOptions,
  ): Promise<CallResult<z.output<C['answer']>>>;
  /** GET or POST with raw headers, for downloads and uploads */
  inject: FastifyInstance['inject'];
  /** runs the background work (automatic checks) queued so far */
  runDeferred(): Promise<void>;
  /** creates an approved account (a super account with admin) and answers its token */
  signIn(email: string, opts?: { admin?: boolean }): Promise<string>;
  close(): Promise<void>;
}

const migrationsDir = path.join(import.meta.dirname, '../src/db/migrations');
const databaseUrlOf = (name: string) => {
  const url = new URL(pgAdminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};
let template: Promise<string> | undefined;

/**
 * A PostgreSQL database migrated once and copied for every test app (CREATE DATABASE ...
 * TEMPLATE takes a fraction of running the migrations). Named after the migrations' contents, so
 * a changed or added migration makes a new one; built under an advisory lock, as the test workers
 * start together.
 */
function migratedTemplate(): Promise<string> {
  template ??= (async () => {
    const hash = createHash('sha256');
    for (const file of (await fs.readdir(migrationsDir)).sort()) {
      hash.update(file).update(await fs.readFile(path.join(migrationsDir, file)));
    }
    const name = `vrportal_tpl_${hash.digest('hex').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: pgAdminUrl });
    await admin.connect();
    try {
      await admin.query('SELECT pg_advisory_lock(727001)');
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount === 0) {
        // built under another name and renamed when complete: a stopped run leaves no half
        const building = `${name}_b`;
        await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
        await admin.query(`CREATE DATABASE ${building}`);
        const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vrportal-tpl-'));
        const db = openDatabase(
          loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrlOf(building) }),
        );
        await migrateToLatest(db);
        await db.destroy();
        await fs.rm(dataDir, { recursive: true, force: true });
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      }
    } finally {
      await admin.query('SELECT pg_advisory_unlock(727001)').catch(() => {});
      await admin.end();
    }
    return name;
  })();
  return template;
}

let sqliteTemplate: Promise<string> | undefined;

/**
 * A SQLite file migrated once per test process and copied for every test app: a copy takes a
 * millisecond, the migrations a tenth of a second each time.
 */
function migratedSqliteFile(): Promise<string> {
  sqliteTemplate ??= (async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'vrportal-sqlite-tpl-'));
    const db = openDatabase(loadConfig({ DATA_DIR: dir }));
    await migrateToLatest(db);
    // closing checkpoints the write-ahead log into the file: the copy is the whole database
    await db.destroy();
    return path.join(dir, 'portal.sqlite');
  })();
  return sqliteTemplate;
}

/** A Fastify app on a fresh database and a fresh data folder, with a clock the test can move. */
export async function createTestApp(
  env: Record<string, string> = {},
  transports: { sms?: SmsTransport; blobs?: BlobStore } = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vrportal-test-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (dbKind === 'postgres') {
    const name = `vrportal_t_${randomBytes(6).toString('hex')}`;
    const template = await migratedTemplate();
    const admin = new pg.Client({ connectionString: pgAdminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.end();
    databaseUrl = databaseUrlOf(name);
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: pgAdminUrl });
      await client.connect();
      // pg's pool.end() resolves before its sockets have closed: let them go before forcing,
      // or a closing connection gets killed mid-way and fails the test file
      for (let i = 0; i < 40; i += 1) {
        const open = await client.query(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        if (open.rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }
  const config = loadConfig({
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    PUBLIC_URL: 'http://portal.test',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...env,
  });
  if (!config.databaseUrl) {
    await fs.copyFile(await migratedSqliteFile(), path.join(dataDir, 'portal.sqlite'));
  }
  const db = openDatabase(config);
  await migrateToLatest(db);
  const clock = new TestClock();
  const deferred: (() => Promise<void>)[] = [];
  const { app, services } = await buildApp({
    config,
    db,
    clock,
    logger: false,
    defer: (work) => deferred.push(work),
    ...transports,
  });
  await app.ready();
  return {
    app,
    services,
    db,
    clock,
    dataDir,
    databaseUrl,
    async call(target: CallSpec | string, body?: unknown, opts: CallOptions = {}) {
      const url = typeof target === 'string' ? target : target.path;
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (opts.token) headers.token = opts.token;
      if (opts.lang) headers.lang = opts.lang;
      if (opts.bearer) headers.authorization = `Bearer ${opts.bearer}`;
      const res = await app.inject({
        method: 'POST',
        url,
        headers,
        payload: body === undefined ? '' : JSON.stringify(body),
      });
      const answer = { status: res.statusCode, ...res.json() };
      checkAnswer(url, answer);
      return answer;
    },
    async get(spec, query, opts = {}) {
      const headers: Record<string, string> = {};
      if (opts.token) headers.token = opts.token;
      if (opts.lang) headers.lang = opts.lang;
      if (opts.bearer) headers.authorization = `Bearer ${opts.bearer}`;
      const res = await app.inject({
        method: 'GET',
        url: spec.path,
        query: query as Record<string, string>,
        headers,
      });
      const answer = { status: res.statusCode, ...res.json() };
      if (answer.errCode === 0) spec.answer.parse(answer.data);
      return answer;
    },
    inject: app.inject.bind(app),
    async runDeferred() {
      while (deferred.length) await deferred.shift()!();
    },
    async signIn(email, opts = {}) {
      await services.accounts.createAccount({
        email,
        password: 'Abcd1234!',
        admin: opts.admin ?? false,
      });
      const res = await app.inject({
        method: 'POST',
        url: '/vrmcsys/account/loginDvlperByMail',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email, pwd: await pwdOf('Abcd1234!') }),
      });
      return (res.json() as { data: { token: string } }).data.token;
    },
    async close() {
      await app.close();
      await db.destroy();
      await dropDatabase();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

const md5 = (s: string) => createHash('md5').update(s).digest('hex');
/** The password as the portal sends it. */
export const pwdOf = (password: string) => transportPassword(password, md5);

/**
 * A value that differs from `right` in its last character by construction, in the same alphabet
 * (a digit stays a digit), for "wrong code / wrong secret" cases that must never be right by chance.
 */
export function wrongValue(right: string): string {
  const last = right.at(-1) ?? '';
  const swapped = /\d/.test(last) ? String((Number(last) + 1) % 10) : last === 'A' ? 'B' : 'A';
  return right.slice(0, -1) + swapped;
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  link: URL;
}

/** The mails written to the outbox, oldest first, parsed as RFC 822 messages. */
export async function outboxMails(dataDir: string): Promise<OutboxMail[]> {
  const folder = path.join(dataDir, 'outbox', 'mail');
  const names = (await fs.readdir(folder).catch(() => [])).filter((n) => n.endsWith('.eml')).sort();
  const mails: OutboxMail[] = [];
  for (const name of names) {
    const parsed = await PostalMime.parse(await fs.readFile(path.join(folder, name)));
    const text = parsed.text ?? '';
    const href = /https?:\/\/\S+/.exec(text)?.[0] ?? '';
    mails.push({
      to: parsed.to?.[0]?.address ?? '',
      subject: parsed.subject ?? '',
      text,
      html: parsed.html ?? '',
      // a notice without a link (bills) answers a blank one
      link: new URL(href || 'about:blank'),
    });
  }
  return mails;
}

export async function lastMailTo(dataDir: string, email: string): Promise<OutboxMail> {
  const mail = (await outboxMails(dataDir)).filter((m) => m.to === email).pop();
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

/** The last SMS code sent to a number, read from outbox/sms.jsonl. */
export async function lastSmsCode(dataDir: string, mobile: string): Promise<string> {
  const text = await fs.readFile(path.join(dataDir, 'outbox', 'sms.jsonl'), 'utf8');
  const lines = text
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { mobile: string; text: string; at: string })
    .filter((l) => l.mobile === mobile);
  const code = /\b(\d{6})\b/.exec(lines.at(-1)?.text ?? '')?.[1];
  if (!code) throw new Error(`no SMS code for ${mobile}`);
  return code;
}

/**
 * An embedded app whose structured log (level trace) is captured in `lines`, for tests that
 * prove no secret reaches the log.
 */
export async function createLoggedApp(env: Record<string, string> = {}) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vrportal-log-'));
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      lines.push(String(chunk));
      cb();
    },
  });
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'none'),
    LOG_LEVEL: 'trace',
    ...env,
  });
  const db = openDatabase(config);
  await migrateToLatest(db);
  const { app, services } = await buildApp({ config, db, logger: { stream } });
  return {
    app,
    services,
    db,
    dataDir,
    /** everything logged so far */
    log: () => lines.join(''),
    async close() {
      await app.close();
      await db.destroy();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
