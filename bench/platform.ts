// bench/platform: the runtime API's leaderboard at 1,000,000 entries on one board. Builds the
// server, fills a fresh SQLite database (BENCH_ENTRIES entries written straight into the table;
// its triggers count them in the rank index) and starts the built server in a child process.
// With autocannon and the App ID and App Secret headers it drives score writes (random players, a
// sixth of them new, random scores), the top 10, the page of 10 around a random player, and a call
// naming an unknown board (what every runtime call costs before the leaderboard: the envelope,
// the App Secret check and its attempt count, the board's look-up). A bare Fastify route answering
// the same bodies is the baseline, interleaved round by round. First as fast as the connections go
// (throughput, p50, p99, the server's CPU per request, the ratio to the bare route), then at 1,000
// requests a second (the latencies the goals hold). Then the same on the same data with REDIS_URL
// when it is set in the environment (the App Secret attempts are counted in Redis). Checks a few
// ranks against COUNT(*) over the table; exits 1 when a goal is missed.
// Usage: npm run bench:platform   (BENCH_ROUNDS x BENCH_SECONDS per figure, BENCH_CONNECTIONS,
// BENCH_RATE, BENCH_ENTRIES; BENCH_NODE_ARGS=--cpu-prof profiles the server)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import SQLite from 'better-sqlite3';
import { Redis } from 'ioredis';
import {
  APP_ID_HEADER,
  APP_SECRET_HEADER,
  ScoreType,
  SortOrder,
  leaderboardSaveRequest,
  runtimeCalls,
} from '@vrportal/contract';
import { buildServices } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { migrateToLatest, openDatabase } from '../apps/server/src/db/database.js';
import {
  benchNodeArgs,
  build,
  children,
  median,
  serverEnv,
  startBareFastify,
  startServer as startBuiltServer,
} from './support.mjs';
import { seededRandom as random } from '../apps/server/src/lib/seeded-random.js';
import { founder } from '../apps/server/src/plugins/caller.js';

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 1_000_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
// as many as a game server would hold open; the App Secret limit no longer bounds them
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const redisUrl = process.env.REDIS_URL;
const SCORE_RANGE = 10_000_000;
const API_NAME = 'BENCH_BOARD';

const goals = { writesPerSecond: 1000, writeP99: 50, readP99: 20 };
/** the load at which the latencies are held to their goals */
const GOAL_RATE = Number(process.env.BENCH_RATE ?? 1000);

interface Seeded {
  appId: string;
  secret: string;
  boardId: string;
}

/** A developer, an app and a board made through the services; entries written straight in. */
async function seed(dataDir: string): Promise<Seeded> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
    WEB_DIST: path.join(dataDir, 'no-web'),
  });
  const open = async () => {
    const db = openDatabase(config);
    await migrateToLatest(db);
    return { db, services: buildServices({ config, db }) };
  };
  const { db, services } = await open();
  const accountId = await services.accounts.createAccount({
    email: 'bench-platform@example.com',
    password: 'Bench123!x',
    admin: false,
  });
  const caller = founder(accountId);
  const { appId } = await services.apps.create(caller, 'Bench game', 'com.bench.platform');
  const text = { zh_CN: '排行', en_US: 'Ranking' };
  const { id: boardId } = await services.platform.saveLeaderboard(
    caller,
    leaderboardSaveRequest.parse({
      appId,
      apiName: API_NAME,
      title: text,
      sortOrder: SortOrder.higherIsBetter,
      scoreType: ScoreType.score,
    }),
  );
  const app = await db
    .selectFrom('apps')
    .select('app_secret')
    .where('id', '=', appId)
    .executeTakeFirstOrThrow();
  await services.limits.close();
  await db.destroy();

  // the fill: one statement prepared once, 50,000 rows a transaction; the triggers count each row
  const started = performance.now();
  const sqlite = new SQLite(path.join(dataDir, 'portal.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  const insert = sqlite.prepare(
    `INSERT INTO leaderboard_entries (board_id, period, user_id, score, rank_key, extra, written_at)
     VALUES (?, '', ?, ?, ?, '', ?)`,
  );
  const rnd = random(1);
  const since = Date.now() - 30 * 86_400_000;
  const batch = sqlite.transaction((from: number, to: number) => {
    for (let i = from; i < to; i += 1) {
      const score = Math.floor(rnd() * SCORE_RANGE);
      const at = new Date(since + Math.floor((i / ENTRIES) * 29 * 86_400_000)).toISOString();
      insert.run(boardId, `u${i}`, score, -score, at);
    }
  });
  for (let i = 0; i < ENTRIES; i += 50_000) batch(i, Math.min(ENTRIES, i + 50_000));
  sqlite.pragma('wal_checkpoint(TRUNCATE)');
  sqlite.close();
  console.log(
    `filled ${ENTRIES} entries (and their bucket counts) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return { appId, secret: app.app_secret, boardId };
}

type Kind = 'write' | 'top' | 'around' | 'unknown';
const KINDS: [Kind, string][] = [
  ['write', 'write a score'],
  ['top', 'top 10'],
  ['around', 'the 10 around a player'],
  ['unknown', 'an unknown API name (10657)'],
];

interface Load {
  rps: number;
  p50: number;
  p99: number;
  /** answers other than errCode 0 (expected for the unknown API name) */
  refused: number;
  /** the server's CPU time (user + system) per request, ms */
  cpu: number;
}

/** A process's CPU time so far (user + system), ms, from /proc/<pid>/stat. */
function cpuMs(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

const bodies: Record<Kind, (rnd: () => number) => unknown> = {
  write: (rnd) => ({
    apiName: API_NAME,
    userId: `u${Math.floor(rnd() * ENTRIES * 1.2)}`,
    score: Math.floor(rnd() * SCORE_RANGE),
  }),
  top: () => ({ apiName: API_NAME, start: 0, limit: 10 }),
  around: (rnd) => ({
    apiName: API_NAME,
    limit: 10,
    aroundUserId: `u${Math.floor(rnd() * ENTRIES)}`,
  }),
  unknown: () => ({ apiName: 'NO_SUCH_BOARD', start: 0, limit: 10 }),
};

/** A server under test: where each kind of call goes, its headers, its process. */
interface Target {
  url: (kind: Kind) => string;
  headers: Record<string, string>;
  pid: number | undefined;
}

/**
 * One autocannon run of a kind of call, as fast as the connections go or at `rate` requests a
 * second in all (autocannon then corrects the latencies of requests sent late).
 */
function load(target: Target, kind: Kind, seed: number, rate?: number): Promise<Load> {
  const rnd = random(seed);
  let refused = 0;
  const cpuBefore = cpuMs(target.pid);
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: target.url(kind),
        connections,
        duration: seconds,
        ...(rate ? { overallRate: rate } : {}),
        method: 'POST',
        headers: { 'content-type': 'application/json', ...target.headers },
        requests: [
          {
            setupRequest: (req: Record<string, unknown>) => ({
              ...req,
              body: JSON.stringify(bodies[kind](rnd)),
            }),
            onResponse: (_status: number, text: string) => {
              if (!text.startsWith('{"errCode":0,')) refused += 1;
            },
          },
        ],
      },
      (
        err: Error | null,
        r: {
          requests: { average: number; total: number };
          latency: { p50: number; p99: number };
          errors: number;
          non2xx: number;
        },
      ) =>
        err
          ? reject(err)
          : resolve({
              rps: r.requests.average,
              p50: r.latency.p50,
              p99: r.latency.p99,
              refused: r.errors + r.non2xx + refused,
              cpu: (cpuMs(target.pid) - cpuBefore) / Math.max(1, r.requests.total),
            }),
    );
  });
}

const medianLoad = (runs: Load[]): Load => ({
  rps: median(runs.map((r) => r.rps)),
  p50: median(runs.map((r) => r.p50)),
  p99: median(runs.map((r) => r.p99)),
  refused: runs.reduce((sum, r) => sum + r.refused, 0),
  cpu: median(runs.map((r) => r.cpu)),
});

type Results = Record<Kind, { server: Load; bare: Load }>;

/**
 * Every kind of call on the server and on the bare route, interleaved round by round (a noisy
 * moment of the machine hits both alike); the median of the rounds.
 */
async function measure(server: Target, bare: Target, rate?: number): Promise<Results> {
  const runs = Object.fromEntries(KINDS.map(([k]) => [k, { server: [], bare: [] }])) as Record<
    Kind,
    { server: Load[]; bare: Load[] }
  >;
  for (let round = 0; round < rounds; round += 1) {
    for (const [kind] of KINDS) {
      const seed = round * 10 + KINDS.findIndex(([k]) => k === kind) + (rate ? 100 : 0);
      runs[kind].server.push(await load(server, kind, seed, rate));
      runs[kind].bare.push(await load(bare, kind, seed, rate));
    }
  }
  return Object.fromEntries(
    KINDS.map(([k]) => [k, { server: medianLoad(runs[k].server), bare: medianLoad(runs[k].bare) }]),
  ) as Results;
}

/** The bare route: parse the body, answer the envelope. */
async function startBare() {
  const bare = await startBareFastify(
    `app.post('/bare', async (req) => ({ errCode: 0, errMsg: '', data: { n: Object.keys(req.body).length } }));`,
  );
  const target: Target = { url: () => `${bare.base}/bare`, headers: {}, pid: bare.child.pid };
  return { ...bare, target };
}

async function startServer(dataDir: string, extra: Record<string, string>) {
  const env = serverEnv(dataDir, extra);
  if (!extra.REDIS_URL) delete env.REDIS_URL;
  return startBuiltServer({ env, nodeArgs: benchNodeArgs(), tries: 600 });
}

interface Ranked {
  entries: { rank: number; userId: string; score: number; time: string }[];
  total: number;
}

async function post<T>(base: string, url: string, body: unknown, s: Seeded): Promise<T> {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [APP_ID_HEADER]: s.appId,
      [APP_SECRET_HEADER]: s.secret,
    },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { errCode: number; errMsg: string; data: T };
  if (json.errCode !== 0) throw new Error(`${url}: ${json.errCode} ${json.errMsg}`);
  return json.data;
}

/** A few players' ranks from the API against COUNT(*) over the table (the slow, plain way). */
async function checkRanks(base: string, s: Seeded, dataDir: string) {
  const sqlite = new SQLite(path.join(dataDir, 'portal.sqlite'), { readonly: true });
  const count = sqlite.prepare(
    `SELECT COUNT(*) AS n FROM leaderboard_entries WHERE board_id = ? AND period = ''
     AND (rank_key < ? OR (rank_key = ? AND (written_at < ? OR (written_at = ? AND user_id < ?))))`,
  );
  const rnd = random(99);
  try {
    for (let i = 0; i < 5; i += 1) {
      const user = `u${Math.floor(rnd() * ENTRIES)}`;
      const page = await post<Ranked>(
        base,
        runtimeCalls.leaderboardsEntries.path,
        { apiName: API_NAME, aroundUserId: user, limit: 1 },
        s,
      );
      const e = page.entries[0]!;
      const key = -e.score;
      const { n } = count.get(s.boardId, key, key, e.time, e.time, e.userId) as { n: number };
      if (e.userId !== user || e.rank !== n + 1) {
        throw new Error(`rank of ${user}: ${e.rank} from the API, ${n + 1} counted`);
      }
    }
  } finally {
    sqlite.close();
  }
}

function row(label: string, r: Load, ratio: string, goal: string) {
  return [
    label.padEnd(30),
    r.rps.toFixed(0).padStart(7),
    r.p50.toFixed(1).padStart(8),
    r.p99.toFixed(1).padStart(8),
    r.cpu.toFixed(3).padStart(11),
    ratio.padStart(7),
    `  ${goal}`,
  ].join(' ');
}
const HEAD = `${'call'.padEnd(30)}   req/s   p50 ms   p99 ms  CPU ms/req   ratio`;

/** Prints both tables; answers whether the goals are met. */
function report(name: string, most: Results, atRate: Results) {
  console.log(`\n${name}`);
  console.log(`\nas fast as ${connections} connections go (median of ${rounds} x ${seconds} s)`);
  console.log(HEAD);
  for (const [kind, label] of KINDS) {
    const r = most[kind];
    console.log(row(label, r.server, (r.server.rps / r.bare.rps).toFixed(2), ''));
    console.log(row('  bare route, same bodies', r.bare, '', ''));
  }
  console.log(`\nat ${GOAL_RATE} requests a second (median of ${rounds} x ${seconds} s)`);
  console.log(`${HEAD}  goal`);
  let met = true;
  for (const [kind, label] of KINDS) {
    if (kind === 'unknown') continue;
    const r = atRate[kind].server;
    const clean = r.refused === 0 && most[kind].server.refused === 0;
    const ok =
      clean &&
      (kind === 'write'
        ? most.write.server.rps >= goals.writesPerSecond && r.p99 < goals.writeP99
        : r.p99 < goals.readP99);
    if (!ok) met = false;
    const goal =
      kind === 'write'
        ? `at least ${goals.writesPerSecond}/s above and p99 < ${goals.writeP99} ms here`
        : `p99 < ${goals.readP99} ms`;
    console.log(
      row(label, r, '', `${goal}${clean ? '' : ' (refused answers)'}: ${ok ? 'met' : 'NOT met'}`),
    );
  }
  return met;
}

async function run(
  name: string,
  dataDir: string,
  s: Seeded,
  env: Record<string, string>,
  bare: Target,
) {
  const { child, base, stop } = await startServer(dataDir, env);
  try {
    const first = await post<Ranked>(
      base,
      runtimeCalls.leaderboardsEntries.path,
      bodies.top(Math.random),
      s,
    );
    console.log(`\n${name}: ${first.total} entries on the board`);
    const server: Target = {
      url: (kind) =>
        `${base}${kind === 'write' ? runtimeCalls.leaderboardsWrite.path : runtimeCalls.leaderboardsEntries.path}`,
      headers: { [APP_ID_HEADER]: s.appId, [APP_SECRET_HEADER]: s.secret },
      pid: child.pid,
    };
    // a warm-up, then as fast as the connections go, then at the goal's rate
    await load(server, 'write', 999);
    const most = await measure(server, bare);
    const atRate = await measure(server, bare, GOAL_RATE);
    await checkRanks(base, s, dataDir);
    return report(name, most, atRate);
  } finally {
    await stop();
  }
}

/** Removes what the run left in Redis: the attempt counts of this run's app (a random id). */
async function cleanRedis(s: Seeded) {
  if (!redisUrl) return;
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
  try {
    await redis.connect();
    const match = `vrportal:limit:*${s.appId}*`;
    for await (const keys of redis.scanStream({ match, count: 1000 }) as AsyncIterable<string[]>) {
      if (keys.length) await redis.del(...keys);
    }
  } finally {
    redis.disconnect();
  }
}

async function main() {
  build();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vrportal-bench-platform-'));
  let seeded: Seeded | undefined;
  // interrupted: the children stop and the data folder and Redis counts go as after a full run
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      for (const child of children) child.kill('SIGTERM');
      void (seeded ? cleanRedis(seeded) : Promise.resolve())
        .catch(() => {})
        .finally(() => {
          fs.rmSync(dataDir, { recursive: true, force: true });
          process.exit(1);
        });
    });
  }
  const bare = await startBare();
  try {
    seeded = await seed(dataDir);
    let met = await run('SQLite (the embedded default)', dataDir, seeded, {}, bare.target);
    if (redisUrl) {
      const withRedis = await run(
        'SQLite with REDIS_URL (App Secret attempts counted in Redis)',
        dataDir,
        seeded,
        { REDIS_URL: redisUrl },
        bare.target,
      );
      met = withRedis && met;
    } else {
      console.log('\nREDIS_URL is not set: the configuration with Redis was not measured');
    }
    console.log(`\nGoals ${met ? 'met' : 'NOT met'}`);
    process.exitCode = met ? 0 : 1;
  } finally {
    await bare.stop();
    if (seeded) await cleanRedis(seeded).catch((e) => console.error(e));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
