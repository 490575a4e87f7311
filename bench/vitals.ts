// bench/vitals: the store's crash intake and every vitals call, at 10 k crash reports and again
// at 10 M (BENCH_CRASHES), in one run against the built server in a child process. Reports go
// through the HTTP intake in batches of 1,000 (with a start of each device for the rates); a
// bare Fastify route taking the same bodies is the baseline. The server's crash-rollups job
// counts them a few seconds behind: the bench reads its backlog from the database during the
// intake and waits for it to reach zero before timing the calls. Prints reports/s, how far behind
// the rollups were, each call's p95 at both sizes and their ratio.
// Usage: npm run bench:vitals   (BENCH_DB=postgres for PostgreSQL on BENCH_PG_URL;
// BENCH_CRASHES for another size than 10 M)
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { STORE_KEY_HEADER, datacenterPaths, vitalsCalls, vitalsPaths } from '@vrportal/contract';
import type { StoreEvent, storeCrashSchema } from '@vrportal/contract';
import type { z } from 'zod';
import {
  bareIngestRate,
  benchNodeArgs,
  build,
  drainBatches,
  p95OfCalls,
  printSizes,
  sleep,
  startSeededServer,
} from './support.mjs';
import { seededRandom as random } from '../apps/server/src/lib/seeded-random.js';

const bigTotal = Number(process.env.BENCH_CRASHES ?? 10_000_000);
const smallTotal = 10_000;
const devices = Number(process.env.BENCH_DEVICES ?? 50_000);
const days = 365;
/** builds released over the year, and signatures the crashes spread over (a few very common) */
const builds = 24;
const signatures = 2_000;
const kind = process.env.BENCH_DB === 'postgres' ? 'postgres' : 'sqlite';
const STORE_KEY = 'bench-store-key-0123456789abcdefghij';
const inFlight = 2;
const queryRounds = Number(process.env.BENCH_QUERY_ROUNDS ?? 200);
const MODELS = ['Quest 3', 'Quest 3S', 'Quest Pro', 'Quest 2', 'Pico 4', 'Pico 4 Ultra'];
const STACK = Array.from(
  { length: 12 },
  (_, i) => `\tat com.game.layer${i}.Part.run(Part.java:${i * 7})`,
).join('\n');

type Crash = z.input<typeof storeCrashSchema>;

/**
 * The store's stream in time order: `count` reports over a year for one app, each on the build
 * current at its time, with one start of the device per report (the rates' active devices).
 */
function* stream(appId: string, count: number, from: number, seed: number) {
  const rnd = random(seed);
  const end = Date.now() - 60_000;
  const start = end - days * 86_400_000;
  const step = (end - start) / count;
  for (let i = from; i < from + count; i += 1000) {
    const crashes: Crash[] = [];
    const events: StoreEvent[] = [];
    for (let j = i; j < Math.min(i + 1000, from + count); j += 1) {
      const time = Math.floor(start + (j - from) * step);
      const versionCode = 1 + Math.floor(((time - start) / (end - start)) * builds);
      const deviceId = `d${Math.floor(rnd() * devices)}`;
      // a skewed choice: the first signatures are the common ones
      const signature = `java.lang.RuntimeException at com.game.S${Math.floor(rnd() ** 3 * signatures)}.run`;
      crashes.push({
        crashId: `c${seed}-${j}`,
        appId,
        versionCode,
        deviceId,
        deviceModel: MODELS[j % MODELS.length]!,
        osVersion: '14',
        type: rnd() < 0.2 ? 'anr' : 'crash',
        time,
        signature,
        stack: `${signature}\n${STACK}`,
      });
      events.push({ eventId: `s${seed}-${j}`, appId, type: 'start', deviceId, time, versionCode });
    }
    yield { crashes, events };
  }
}

async function post(base: string, url: string, body: unknown) {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [STORE_KEY_HEADER]: STORE_KEY },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { errCode: number; data: { rejected: unknown[] } };
  if (json.errCode !== 0 || json.data.rejected.length)
    throw new Error(`${url}: ${JSON.stringify(json).slice(0, 300)}`);
}

interface Backlog {
  /** reports stored that the crash-rollups job has not counted yet */
  behind(): Promise<number>;
  close(): Promise<void>;
}

/** The rollups' backlog, read from the server's database (SQLite read-only, or PostgreSQL). */
function backlogOf(env: NodeJS.ProcessEnv): Backlog {
  const query = `SELECT (SELECT coalesce(max(seq), 0) FROM crash_log)
    - (SELECT last_seq FROM crash_rollup_marks WHERE name = 'crash_log') AS n`;
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    const connected = client.connect();
    return {
      behind: async () => {
        await connected;
        return Number((await client.query<{ n: string }>(query)).rows[0]?.n ?? 0);
      },
      close: () => client.end(),
    };
  }
  const sqlite = new SQLite(path.join(env.DATA_DIR ?? '', 'portal.sqlite'), { readonly: true });
  const statement = sqlite.prepare<[], { n: number }>(query);
  return {
    behind: async () => Number(statement.get()?.n ?? 0),
    close: async () => void sqlite.close(),
  };
}

/**
 * Reports per second through the crash intake: the segment's starts go in first (not timed),
 * then its reports, timed from the first to the last answer. Then the seconds until the rollups
 * have counted them all, and the most reports they were behind (read every second).
 */
async function ingest(
  base: string,
  backlog: Backlog,
  appId: string,
  count: number,
  from: number,
  seed: number,
) {
  const run = (send: (batch: { crashes: Crash[]; events: StoreEvent[] }) => Promise<void>) =>
    drainBatches(stream(appId, count, from, seed), inFlight, send);
  await run((b) => post(base, datacenterPaths.reportEvents, { events: b.events }));
  let mostBehind = 0;
  let sending = true;
  const watching = (async () => {
    while (sending) {
      mostBehind = Math.max(mostBehind, await backlog.behind());
      await sleep(1000);
    }
  })();
  const started = performance.now();
  let done = 0;
  await run(async (b) => {
    await post(base, vitalsPaths.reportCrashes, { crashes: b.crashes });
    done += b.crashes.length;
    if (process.stdout.isTTY && done % 100_000 === 0)
      process.stdout.write(`\r  ingested ${done}/${count}`);
  });
  const sent = performance.now();
  sending = false;
  await watching;
  if (process.stdout.isTTY) process.stdout.write('\r');
  for (let left = await backlog.behind(); left > 0; left = await backlog.behind()) {
    mostBehind = Math.max(mostBehind, left);
    await sleep(100);
  }
  return {
    rate: count / ((sent - started) / 1000),
    countedAfter: (performance.now() - sent) / 1000,
    mostBehind,
  };
}

/** The same crash bodies posted to a route that only parses them: the ingest baseline. */
function bareIngest(count: number) {
  const batches = stream('0'.repeat(32), count, 0, 99);
  return bareIngestRate({
    field: 'crashes',
    batches: (function* () {
      for (const batch of batches) yield batch.crashes;
    })(),
    count,
    inFlight,
    bodyLimit: 1 << 24,
  });
}

/** Each vitals call, interleaved, `queryRounds` times: answers each one's p95 in ms. */
async function queryAll(base: string, token: string, appId: string) {
  const day = (ago: number) =>
    new Date(Date.now() + 8 * 3_600_000 - ago * 86_400_000).toISOString().slice(0, 10);
  const range = { appId, startTime: day(29), endTime: day(0) };
  const call = (path: string, body: unknown) => () =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token },
      body: JSON.stringify(body),
    });
  const first = (await (
    await call(vitalsCalls.vitalsClusters.path, { ...range, page: 1 })()
  ).json()) as {
    data: { list: { clusterId: string }[] };
  };
  const clusterId = first.data.list[0]?.clusterId ?? '';
  const targets: Record<string, () => Promise<Response>> = {
    'bare route (GET /healthz)': () => fetch(`${base}/healthz`),
    vitalsOverview: call(vitalsCalls.vitalsOverview.path, range),
    vitalsClusters: call(vitalsCalls.vitalsClusters.path, { ...range, page: 1 }),
    'vitalsClusters (one build, ANRs)': call(vitalsCalls.vitalsClusters.path, {
      ...range,
      page: 1,
      versionCode: builds,
      type: 'anr',
    }),
    vitalsCluster: call(vitalsCalls.vitalsCluster.path, { appId, clusterId }),
    vitalsExport: call(vitalsCalls.vitalsExport.path, range),
  };
  return p95OfCalls(targets, queryRounds);
}

async function main() {
  build();
  const server = await startSeededServer({
    name: 'bench-vitals',
    postgres: kind === 'postgres',
    extra: { STORE_API_KEY: STORE_KEY },
    nodeArgs: benchNodeArgs(),
  });
  const { base, token, appId } = server;
  const backlog = backlogOf(server.env);
  try {
    console.log(
      `vitals on ${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'}: ${devices} devices, ${builds} builds and ${signatures} signatures over ${days} days`,
    );
    const bare = await bareIngest(100_000);
    const small = await ingest(base, backlog, appId, smallTotal, 0, 1);
    const atSmall = await queryAll(base, token, appId);
    const rest = bigTotal - smallTotal;
    const big = await ingest(base, backlog, appId, rest, smallTotal, 2);
    const atBig = await queryAll(base, token, appId);
    console.log(`\ncrash intake over HTTP (${inFlight} batches of 1,000 in flight)`);
    console.log(`  bare route parsing the same bodies: ${bare.toFixed(0)} reports/s`);
    console.log(
      `  first ${smallTotal}: ${small.rate.toFixed(0)} reports/s; next ${rest}: ${big.rate.toFixed(0)} reports/s (${(big.rate / bare).toFixed(2)} of the bare route; goal on SQLite: at least 20000/s)`,
    );
    for (const [label, r] of [
      [`first ${smallTotal}`, small],
      [`next ${rest}`, big],
    ] as const) {
      console.log(
        `  rollups (crash-rollups job), ${label}: all counted ${r.countedAfter.toFixed(1)} s after the last answer; at most ${r.mostBehind} reports (${(r.mostBehind / r.rate).toFixed(1)} s of intake) behind`,
      );
    }
    const callsMet = printSizes({
      small: atSmall,
      big: atBig,
      rounds: queryRounds,
      bigLabel: `${bigTotal / 1e6} M`,
    });
    const met = callsMet && (big.rate >= 20_000 || kind !== 'sqlite');
    console.log(`\nGoals ${met ? 'met' : 'NOT met'}`);
    process.exitCode = met ? 0 : 1;
  } finally {
    await backlog.close();
    await server.stop();
  }
}

await main();
