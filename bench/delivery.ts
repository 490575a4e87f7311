// bench/delivery: the store's update check (POST /vrmcsys/store/v1/updateCheck), the call every
// headset makes. Builds the server, fills a fresh database (seed-delivery.ts: 100 apps online
// through the real review workflow, the first with an update rolling out to 10%), starts the
// built server in a child process and drives, with autocannon and the store key: the check of
// one app (the rolling-out one, a random device each time, so the rollout's hash runs) and of a
// headset with all 100 apps. The baseline is a bare Fastify route that parses the same request
// bodies and answers the same bodies (an answer of the server, captured before the load),
// interleaved round by round. First as fast as the connections go (req/s, p99, ratio), then at
// BENCH_RATE (2,000) requests a second, where the p99 goals hold. SQLite, then PostgreSQL
// (BENCH_DB=sqlite skips it). Exits 1 when a goal is missed.
// Usage: npm run bench:delivery   (BENCH_ROUNDS x BENCH_SECONDS per figure, BENCH_CONNECTIONS,
// BENCH_RATE; BENCH_NODE_ARGS=--cpu-prof profiles the server)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { STORE_KEY_HEADER, trackCalls } from '@vrportal/contract';
import type { UpdateCheckAnswer } from '@vrportal/contract';
import {
  benchNodeArgs,
  build,
  children,
  createScratchDatabase,
  median,
  root,
  serverEnv,
  startBareFastify,
  startServer,
} from './support.mjs';
import { seededRandom as random } from '../apps/server/src/lib/seeded-random.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const GOAL_RATE = Number(process.env.BENCH_RATE ?? 2000);
const STORE_KEY = 'bench-delivery-store-key-0123456789abcdef';
const goals = { ratio: 0.6, oneP99: 10, batchP99: 30 };

interface Seeded {
  appIds: string[];
  rolloutAppId: string;
}

type Kind = 'one' | 'batch';
const KINDS: [Kind, string][] = [
  ['one', 'one app (in a 10% rollout)'],
  ['batch', 'a headset with 100 apps'],
];

/** A check's body: a random device and store user, each app installed at its first build. */
function bodyOf(kind: Kind, s: Seeded, rnd: () => number) {
  const device = Math.floor(rnd() * 1_000_000);
  const ids = kind === 'one' ? [s.rolloutAppId] : s.appIds;
  return {
    deviceId: `bench-device-${device}`,
    // a signed-in store user: the check looks for tracks the user tests
    userId: `bench-user-${device}`,
    apps: ids.map((appId) => ({ appId, installedVersionCode: 1 })),
  };
}

interface Load {
  rps: number;
  p99: number;
  /** answers other than errCode 0 */
  refused: number;
}

function load(
  url: string,
  headers: Record<string, string>,
  body: () => unknown,
  rate?: number,
): Promise<Load> {
  let refused = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections,
        duration: seconds,
        ...(rate ? { overallRate: rate } : {}),
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        requests: [
          {
            setupRequest: (req: Record<string, unknown>) => ({
              ...req,
              body: JSON.stringify(body()),
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
          requests: { average: number };
          latency: { p99: number };
          errors: number;
          non2xx: number;
        },
      ) =>
        err
          ? reject(err)
          : resolve({
              rps: r.requests.average,
              p99: r.latency.p99,
              refused: r.errors + r.non2xx + refused,
            }),
    );
  });
}

const medianLoad = (runs: Load[]): Load => ({
  rps: median(runs.map((r) => r.rps)),
  p99: median(runs.map((r) => r.p99)),
  refused: runs.reduce((sum, r) => sum + r.refused, 0),
});

/** Fills the database the environment names, in a process of its own as tsx runs it. */
function seed(env: NodeJS.ProcessEnv): Seeded {
  const started = performance.now();
  const out = execFileSync(
    path.join(root, 'node_modules/.bin/tsx'),
    [path.join(root, 'bench/seed-delivery.ts')],
    { env, cwd: root, encoding: 'utf8' },
  );
  const seeded = JSON.parse(out.trim().split('\n').pop() ?? '') as Seeded;
  console.log(
    `seeded ${seeded.appIds.length} apps online in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return seeded;
}

async function check(
  base: string,
  body: unknown,
): Promise<{ text: string; answer: UpdateCheckAnswer }> {
  const res = await fetch(`${base}${trackCalls.updateCheck.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [STORE_KEY_HEADER]: STORE_KEY },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  const json = JSON.parse(text) as { errCode: number; errMsg: string; data: UpdateCheckAnswer };
  if (json.errCode !== 0) throw new Error(`updateCheck: ${json.errCode} ${json.errMsg}`);
  return { text, answer: json.data };
}

/** Whether the answers are what the seed made: every app offered a build, the rollout split. */
async function verify(base: string, s: Seeded) {
  const { answer } = await check(base, bodyOf('batch', s, random(7)));
  const offered = answer.apps.filter((a) => a.build);
  if (offered.length !== s.appIds.length) {
    throw new Error(`${offered.length} of ${s.appIds.length} apps offered a build`);
  }
  const rnd = random(8);
  let newer = 0;
  const devices = 400;
  for (let i = 0; i < devices; i += 1) {
    const { answer: one } = await check(base, bodyOf('one', s, rnd));
    // the update is the app's second build (versionCode 2)
    if (one.apps[0]!.build!.versionCode === 2) newer += 1;
  }
  console.log(`the rollout at 10%: ${newer} of ${devices} random devices get the update`);
  if (newer < devices * 0.05 || newer > devices * 0.15) throw new Error('the rollout share is off');
}

async function run(name: string, env: NodeJS.ProcessEnv) {
  const s = seed(env);
  const server = await startServer({ env, nodeArgs: benchNodeArgs() });
  let bare: Awaited<ReturnType<typeof startBareFastify>> | undefined;
  try {
    await verify(server.base, s);
    // the bare route answers what the server answers, after parsing the request the same way
    const answers = {
      one: (await check(server.base, bodyOf('one', s, random(1)))).text,
      batch: (await check(server.base, bodyOf('batch', s, random(2)))).text,
    };
    // (as objects, so that the bare route also serialises what it answers)
    bare = await startBareFastify(
      `const answers = { one: JSON.parse(${JSON.stringify(answers.one)}), batch: JSON.parse(${JSON.stringify(answers.batch)}) };
       app.post('/one', async (req) => (req.body.apps.length, answers.one));
       app.post('/batch', async (req) => (req.body.apps.length, answers.batch));`,
    );
    const targets = {
      server: () => ({
        url: `${server.base}${trackCalls.updateCheck.path}`,
        headers: { [STORE_KEY_HEADER]: STORE_KEY },
      }),
      bare: (kind: Kind) => ({ url: `${bare!.base}/${kind}`, headers: {} }),
    };
    const measure = async (rate?: number) => {
      const runs = {
        one: { server: [] as Load[], bare: [] as Load[] },
        batch: { server: [] as Load[], bare: [] as Load[] },
      };
      for (let round = 0; round < rounds; round += 1) {
        for (const [kind] of KINDS) {
          for (const side of ['server', 'bare'] as const) {
            const rnd = random(round * 10 + (kind === 'one' ? 1 : 2));
            const t = targets[side](kind);
            runs[kind][side].push(await load(t.url, t.headers, () => bodyOf(kind, s, rnd), rate));
          }
        }
      }
      return {
        one: { server: medianLoad(runs.one.server), bare: medianLoad(runs.one.bare) },
        batch: { server: medianLoad(runs.batch.server), bare: medianLoad(runs.batch.bare) },
      };
    };
    // a warm-up
    await load(targets.server().url, targets.server().headers, () =>
      bodyOf('batch', s, random(99)),
    );
    const most = await measure();
    const atRate = await measure(GOAL_RATE);

    console.log(`\n${name}`);
    console.log(`\nas fast as ${connections} connections go (median of ${rounds} x ${seconds} s)`);
    console.log(`${'call'.padEnd(32)}   req/s   p99 ms   ratio   refused`);
    const line = (label: string, r: Load, ratio = '') =>
      console.log(
        `${label.padEnd(32)} ${r.rps.toFixed(0).padStart(7)} ${r.p99.toFixed(1).padStart(8)} ${ratio.padStart(7)} ${String(r.refused).padStart(9)}`,
      );
    for (const [kind, label] of KINDS) {
      line(label, most[kind].server, (most[kind].server.rps / most[kind].bare.rps).toFixed(2));
      line('  bare route, same bodies', most[kind].bare);
    }
    console.log(`\nat ${GOAL_RATE} requests a second (median of ${rounds} x ${seconds} s)`);
    console.log(`${'call'.padEnd(32)}   req/s   p99 ms   ratio   refused`);
    for (const [kind, label] of KINDS) {
      line(label, atRate[kind].server);
      line('  bare route, same bodies', atRate[kind].bare);
    }
    const ratio = most.one.server.rps / most.one.bare.rps;
    const clean =
      most.one.server.refused +
        most.batch.server.refused +
        atRate.one.server.refused +
        atRate.batch.server.refused ===
      0;
    const verdicts = [
      [`one app: at least ${goals.ratio} of the bare route's req/s`, ratio >= goals.ratio],
      [
        `one app: p99 under ${goals.oneP99} ms at ${GOAL_RATE}/s`,
        atRate.one.server.p99 < goals.oneP99,
      ],
      [
        `100 apps: p99 under ${goals.batchP99} ms at ${GOAL_RATE}/s`,
        atRate.batch.server.p99 < goals.batchP99,
      ],
      ['no refused answer', clean],
    ] as const;
    for (const [goal, met] of verdicts) console.log(`goal: ${goal}: ${met ? 'met' : 'NOT met'}`);
    return verdicts.every(([, met]) => met);
  } finally {
    await bare?.stop();
    await server.stop();
  }
}

async function main() {
  build();
  const dataDirs: string[] = [];
  const drops: (() => Promise<void>)[] = [];
  const cleanUp = async () => {
    for (const drop of drops) await drop().catch((e) => console.error(e));
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      for (const child of children) child.kill('SIGTERM');
      void cleanUp().finally(() => process.exit(1));
    });
  }
  const fresh = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vrportal-bench-delivery-'));
    dataDirs.push(dir);
    return serverEnv(dir, { STORE_API_KEY: STORE_KEY });
  };
  try {
    let met = await run('SQLite (the embedded default)', fresh());
    const kinds = (process.env.BENCH_DB ?? 'sqlite,postgres').split(',');
    if (kinds.includes('postgres')) {
      const scratch = await createScratchDatabase(`vrportal_bench_delivery_${process.pid}`);
      drops.push(scratch.drop);
      met = (await run('PostgreSQL', { ...fresh(), DATABASE_URL: scratch.url })) && met;
    }
    console.log(`\nGoals ${met ? 'met' : 'NOT met'}`);
    process.exitCode = met ? 0 : 1;
  } finally {
    await cleanUp();
  }
}

await main();
