// bench/datacenter: the store's intake and every data call of the data centre, at 10 k events
// and again at 10 M (BENCH_EVENTS), in one run against the built server in a child process.
// Ingest goes through the HTTP intake in batches of 1,000; a bare Fastify route taking the same
// bodies is the baseline. Prints events/s, each call's p95 at both sizes and their ratio.
// Usage: npm run bench:datacenter   (BENCH_DB=postgres for PostgreSQL on BENCH_PG_URL;
// BENCH_EVENTS for another size than 10 M)
import { STORE_KEY_HEADER, datacenterCalls, datacenterPaths } from '@vrportal/contract';
import type { StoreEvent, StoreOrder } from '@vrportal/contract';
import {
  bareIngestRate,
  benchNodeArgs,
  build,
  drainBatches,
  p95OfCalls,
  printSizes,
  startSeededServer,
} from './support.mjs';
import { seededRandom as random } from '../apps/server/src/lib/seeded-random.js';

const bigTotal = Number(process.env.BENCH_EVENTS ?? 10_000_000);
const smallTotal = 10_000;
const devices = Number(process.env.BENCH_DEVICES ?? 50_000);
const days = 365;
const kind = process.env.BENCH_DB === 'postgres' ? 'postgres' : 'sqlite';
const STORE_KEY = 'bench-store-key-0123456789abcdefghij';
const inFlight = 2;
const queryRounds = Number(process.env.BENCH_QUERY_ROUNDS ?? 200);

/**
 * The store's stream, in time order as it arrives: `count` events spread over a year for one
 * app, with an order for about one event in 40. Made batch by batch, never all at once.
 */
function* stream(appId: string, count: number, from: number, seed: number) {
  const rnd = random(seed);
  const end = Date.now() - 60_000;
  const start = end - days * 86_400_000;
  const step = (end - start) / count;
  for (let i = from; i < from + count; i += 1000) {
    const events: StoreEvent[] = [];
    const orders: StoreOrder[] = [];
    for (let j = i; j < Math.min(i + 1000, from + count); j += 1) {
      const time = Math.floor(start + (j - from) * step);
      const deviceId = `d${Math.floor(rnd() * devices)}`;
      const r = rnd();
      const type = r < 0.3 ? 'visit' : r < 0.6 ? 'start' : 'usage';
      events.push({
        eventId: `e${seed}-${j}`,
        appId,
        type,
        deviceId,
        time,
        ...(type === 'usage' ? { duration: 60 + Math.floor(rnd() * 1800) } : {}),
      });
      if (rnd() < 0.025) {
        const addon = rnd() < 0.5;
        orders.push({
          orderId: `o${seed}-${j}`,
          appId,
          userId: `u${deviceId}`,
          deviceId,
          type: rnd() < 0.03 ? 'refund' : 'sale',
          amount: addon ? 600 : 4000,
          currency: 'CNY',
          usdRate: 0.14,
          time,
          ...(addon
            ? { sku: `Sku${Math.floor(rnd() * 8)}`, name: { zh_CN: '道具', en_US: 'Item' } }
            : {}),
        });
      }
    }
    yield { events, orders };
  }
}

async function ingest(base: string, appId: string, count: number, from: number, seed: number) {
  const post = async (url: string, body: unknown) => {
    const res = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [STORE_KEY_HEADER]: STORE_KEY },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as {
      errCode: number;
      errMsg: string;
      data: { rejected: unknown[] };
    };
    if (json.errCode !== 0 || json.data.rejected.length)
      throw new Error(`${url}: ${JSON.stringify(json).slice(0, 300)}`);
  };
  const started = performance.now();
  let done = 0;
  await drainBatches(stream(appId, count, from, seed), inFlight, async (batch) => {
    await post(datacenterPaths.reportEvents, { events: batch.events });
    if (batch.orders.length) await post(datacenterPaths.reportOrders, { orders: batch.orders });
    done += batch.events.length;
    if (process.stdout.isTTY && done % 100_000 === 0)
      process.stdout.write(`\r  ingested ${done}/${count}`);
  });
  if (process.stdout.isTTY) process.stdout.write('\r');
  return count / ((performance.now() - started) / 1000);
}

/** The same batch bodies posted to a route that only parses them: the ingest baseline. */
function bareIngest(count: number) {
  const batches = stream('0'.repeat(32), count, 0, 99);
  return bareIngestRate({
    field: 'events',
    batches: (function* () {
      for (const batch of batches) yield batch.events;
    })(),
    count,
    inFlight,
    bodyLimit: 1 << 20,
  });
}

/** Each data call, interleaved, `queryRounds` times: answers each one's p95 in ms. */
async function queryAll(base: string, token: string, appId: string) {
  const endDay = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  const startDay = new Date(Date.now() + 8 * 3_600_000 - 29 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const range = { startTime: startDay, endTime: endDay, appId };
  const targets: Record<string, () => Promise<Response>> = {
    'bare route (GET /healthz)': () => fetch(`${base}/healthz`),
  };
  // the JSON calls of the portal; the buyer figures (GET) and the export are timed below
  for (const [name, spec] of Object.entries(datacenterCalls)) {
    if (spec.kind !== 'json') continue;
    const body =
      name === 'addonSaleTendency'
        ? { ...range, sku: 'Sku1' }
        : name === 'addonDetailData'
          ? { ...range, page: 1, size: 5 }
          : name === 'addonSkuList'
            ? { appId }
            : range;
    targets[name] = () =>
      fetch(`${base}${spec.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token },
        body: JSON.stringify(body),
      });
  }
  const query = new URLSearchParams(range).toString();
  targets.appUserGender = () =>
    fetch(`${base}${datacenterPaths.appUserGender}?${query}`, { headers: { token } });
  targets.appUserAge = () =>
    fetch(`${base}${datacenterPaths.appUserAge}?${query}`, { headers: { token } });
  targets['export type 1'] = () =>
    fetch(`${base}${datacenterPaths.export}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token },
      body: JSON.stringify({ ...range, type: 1 }),
    });
  return p95OfCalls(targets, queryRounds);
}

async function main() {
  build();
  const server = await startSeededServer({
    name: 'bench-dc',
    postgres: kind === 'postgres',
    extra: { STORE_API_KEY: STORE_KEY },
    nodeArgs: benchNodeArgs(),
  });
  const { base, token, appId } = server;
  try {
    console.log(
      `data centre on ${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'}: ${devices} devices over ${days} days`,
    );
    const bare = await bareIngest(200_000);
    const small = await ingest(base, appId, smallTotal, 0, 1);
    const atSmall = await queryAll(base, token, appId);
    const rest = bigTotal - smallTotal;
    const big = await ingest(base, appId, rest, smallTotal, 2);
    const atBig = await queryAll(base, token, appId);
    console.log(`\ningest through the HTTP intake (${inFlight} batches of 1,000 in flight)`);
    console.log(`  bare route parsing the same bodies: ${bare.toFixed(0)} events/s`);
    console.log(
      `  first ${smallTotal}: ${small.toFixed(0)} events/s; next ${rest}: ${big.toFixed(0)} events/s (${(big / bare).toFixed(2)} of the bare route; goal on SQLite: at least 20000/s)`,
    );
    const callsMet = printSizes({
      small: atSmall,
      big: atBig,
      rounds: queryRounds,
      bigLabel: `${bigTotal / 1e6} M`,
    });
    const met = callsMet && (big >= 20_000 || kind !== 'sqlite');
    console.log(`\nGoals ${met ? 'met' : 'NOT met'}`);
    process.exitCode = met ? 0 : 1;
  } finally {
    await server.stop();
  }
}

await main();
