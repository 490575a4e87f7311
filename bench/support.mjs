// What the benchmarks share: building and starting the built server (on the database of
// seed-api.ts, on SQLite or a scratch PostgreSQL database), a bare Fastify baseline, a seeded PRNG
// and quantiles. Plain JavaScript with JSDoc types: node imports it from the .mjs benches and tsx
// from the .ts ones.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** @typedef {import('node:child_process').ChildProcess} ChildProcess */

export const root = path.resolve(import.meta.dirname, '..');
export const serverJs = path.join(root, 'apps/server/dist/server.js');
export const webIndex = path.join(root, 'apps/web/dist/index.html');
export const pgAdminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** @param {number} ms */
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** @returns {Promise<number>} a loopback port nothing listens on at the moment */
export function freePort() {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Polls `url` every 100 ms until it answers. A bare baseline route has nothing to GET, so for it
 * any answer will do (`anyAnswer`); a real server must answer 2xx.
 * @param {string} url
 * @param {{ tries?: number, anyAnswer?: boolean }} [options]
 */
export async function waitUp(url, { tries = 300, anyAnswer = false } = {}) {
  for (let i = 0; i < tries; i += 1) {
    try {
      const res = await fetch(url);
      if (anyAnswer || res.ok) return;
    } catch {
      /* not listening yet */
    }
    await sleep(100);
  }
  throw new Error(`server did not start: ${url}`);
}

/**
 * Builds the server, and with `web` the portal too, unless BENCH_BUILD=0 and the output is there
 * (a stale build would measure other code than the tree's).
 * @param {{ web?: boolean, announce?: string }} [options] `announce`: printed before building
 */
export function build({ web = false, announce } = {}) {
  const outputs = web ? [serverJs, webIndex] : [serverJs];
  if (process.env.BENCH_BUILD === '0' && outputs.every((file) => fs.existsSync(file))) return;
  if (announce) console.log(announce);
  const args = web ? ['run', 'build'] : ['run', 'build', '-w', 'apps/server'];
  execFileSync('npm', args, { cwd: root, stdio: 'ignore' });
}

/**
 * The environment of a server on a fresh data folder: no demo data, quiet logs, and the embedded
 * SQLite unless `extra` names a DATABASE_URL (one set in the shell must not leak in).
 * @param {string} dataDir
 * @param {Record<string, string>} [extra]
 * @returns {Record<string, string>}
 */
export function serverEnv(dataDir, extra = {}) {
  const env = /** @type {Record<string, string>} */ ({ ...process.env });
  delete env.DATABASE_URL;
  return { ...env, DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'warn', ...extra };
}

/** BENCH_NODE_ARGS, e.g. '--cpu-prof', go to the server's node: where does its time go. */
export const benchNodeArgs = () => (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);

/**
 * @typedef {object} Started
 * @property {ChildProcess} child
 * @property {number} port
 * @property {string} base  http://127.0.0.1:<port>
 * @property {() => Promise<void>} stop  SIGTERM, then waits for the process to exit
 */

/**
 * The child processes started here that have not exited yet: what an interrupted bench stops.
 * @type {Set<ChildProcess>}
 */
export const children = new Set();
// a bench that dies of an error must not leave a server listening behind it
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

/**
 * Counts `child` in `children` until it exits.
 * @param {ChildProcess} child
 * @returns {() => Promise<void>} SIGTERM unless it has exited, then waits for the exit
 */
export function supervise(child) {
  children.add(child);
  const exited = new Promise((r) => child.once('exit', r));
  child.once('exit', () => children.delete(child));
  return async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
}

/**
 * The built server in a child process on 127.0.0.1, once /healthz answers.
 * @param {object} options
 * @param {NodeJS.ProcessEnv} options.env  PORT and HOST are added
 * @param {number} [options.port]  when the environment needs it beforehand (PUBLIC_URL)
 * @param {string[]} [options.nodeArgs]
 * @param {string} [options.cwd]
 * @param {'ignore' | 'inherit'} [options.stdout]
 * @param {number} [options.tries]  of waitUp
 * @returns {Promise<Started>}
 */
export async function startServer({
  env,
  port,
  nodeArgs = [],
  cwd = root,
  stdout = 'ignore',
  tries,
}) {
  const listen = port ?? (await freePort());
  const child = spawn(process.execPath, [...nodeArgs, serverJs], {
    cwd,
    env: { ...env, PORT: String(listen), HOST: '127.0.0.1' },
    stdio: ['ignore', stdout, 'inherit'],
  });
  const stop = supervise(child);
  const base = `http://127.0.0.1:${listen}`;
  try {
    await waitUp(`${base}/healthz`, { tries });
  } catch (error) {
    await stop();
    throw error;
  }
  return { child, port: listen, base, stop };
}

/**
 * A bare Fastify app in a child process: the baseline a bench measures the server against.
 * Runs from apps/server, where fastify resolves.
 * @param {string} routes  JavaScript registering the routes on `app`
 * @param {Record<string, unknown>} [options]  Fastify's
 * @returns {Promise<Started>}
 */
export async function startBareFastify(routes, options = {}) {
  const port = await freePort();
  const source = `import Fastify from 'fastify'; const app = Fastify(${JSON.stringify(options)});
    ${routes}
    await app.listen({ port: ${port}, host: '127.0.0.1' });`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', source], {
    cwd: path.join(root, 'apps/server'),
    stdio: 'ignore',
  });
  const stop = supervise(child);
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitUp(`${base}/`, { anyAnswer: true });
  } catch (error) {
    await stop();
    throw error;
  }
  return { child, port, base, stop };
}

/** @param {string} sql */
async function adminQuery(sql) {
  const client = new pg.Client({ connectionString: pgAdminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A throwaway PostgreSQL database on BENCH_PG_URL's server. `drop` forces it: the server under
 * test may still hold connections.
 * @param {string} name
 * @returns {Promise<{ url: string, drop: () => Promise<void> }>}
 */
export async function createScratchDatabase(name) {
  // a run killed before its drop leaves one of the same name behind
  await adminQuery(`DROP DATABASE IF EXISTS ${name}`);
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(pgAdminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * Fills the database `env` names with bench/seed-api.ts (one developer, 50 apps, 300
 * notifications), in its own process as tsx runs it. Its last line is the JSON it reports.
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ token: string, email: string, pwd: string, appId: string }}
 */
export function seedApi(env) {
  const out = execFileSync(
    path.join(root, 'node_modules/.bin/tsx'),
    [path.join(root, 'bench/seed-api.ts')],
    { env, cwd: root, encoding: 'utf8' },
  );
  return JSON.parse(out.trim().split('\n').pop() ?? '');
}

/**
 * The built server on a fresh data folder filled by seed-api.ts: on SQLite, or with `postgres` on
 * a scratch database. `stop` removes all of it; so does a failure on the way.
 * @param {object} options
 * @param {string} options.name  names the data folder and the database, e.g. 'bench-dc'
 * @param {boolean} [options.postgres]
 * @param {Record<string, string>} [options.extra]  more environment for the seed and the server
 * @param {string[]} [options.nodeArgs]
 * @returns {Promise<ReturnType<typeof seedApi> & { base: string, env: NodeJS.ProcessEnv, stop: () => Promise<void> }>}
 *   `env`: the server's, its DATA_DIR and DATABASE_URL naming its database
 */
export async function startSeededServer({ name, postgres = false, extra = {}, nodeArgs = [] }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `vrportal-${name}-`));
  const env = serverEnv(dataDir, extra);
  let dropDb = async () => {};
  const remove = async () => {
    await dropDb();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    if (postgres) {
      const scratch = await createScratchDatabase(
        `vrportal_${name.replaceAll('-', '_')}_${process.pid}`,
      );
      env.DATABASE_URL = scratch.url;
      dropDb = scratch.drop;
    }
    const seeded = seedApi(env);
    const server = await startServer({ env, nodeArgs });
    return {
      ...seeded,
      base: server.base,
      env,
      stop: async () => {
        await server.stop();
        await remove();
      },
    };
  } catch (error) {
    await remove();
    throw error;
  }
}

/**
 * The value at fraction `q` of the sorted values (no interpolation).
 * @param {number[]} values
 * @param {number} q
 * @returns {number}
 */
export const quantile = (values, q) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length * q)] ?? NaN;

/** @param {number[]} values */
export const median = (values) => quantile(values, 0.5);

/**
 * Runs each call of `targets` `rounds` times, interleaved, and answers each one's p95 in ms. The
 * first round fails on an answer that is not 200 or whose envelope holds an error.
 * @param {Record<string, () => Promise<Response>>} targets
 * @param {number} rounds
 * @returns {Promise<Record<string, number>>}
 */
export async function p95OfCalls(targets, rounds) {
  /** @type {Record<string, number[]>} */
  const times = Object.fromEntries(Object.keys(targets).map((k) => [k, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const [name, run] of Object.entries(targets)) {
      const t0 = performance.now();
      const res = await run();
      const body = Buffer.from(await res.arrayBuffer());
      times[name].push(performance.now() - t0);
      if (
        round === 0 &&
        (res.status !== 200 ||
          (body[0] === 0x7b && (JSON.parse(body.toString()).errCode ?? 0) !== 0))
      ) {
        throw new Error(`${name}: ${res.status} ${body.toString().slice(0, 200)}`);
      }
    }
  }
  return Object.fromEntries(Object.entries(times).map(([k, v]) => [k, quantile(v, 0.95)]));
}

/**
 * Prints each call's p95 at the small and the big size with their ratio, and answers whether
 * every call met the goal: under 50 ms at the big size and at most twice its small figure.
 * @param {{ small: Record<string, number>, big: Record<string, number>, rounds: number, bigLabel: string, scope?: string }} figures
 *   `scope`: what the calls read, for the heading (the last 30 days unless said)
 */
export function printSizes({ small, big, rounds, bigLabel, scope = 'the last 30 days' }) {
  console.log(
    `\ncall (p95 ms over ${rounds} rounds, ${scope})`.padEnd(45) +
      `   at 10 k   at ${bigLabel}   ratio   goal`,
  );
  let met = true;
  for (const name of Object.keys(small)) {
    const a = small[name];
    const b = big[name];
    const bare = name.startsWith('bare');
    const ok = bare || (b < 50 && b <= 2 * Math.max(a, 1));
    if (!ok) met = false;
    console.log(
      `${name.padEnd(44)} ${a.toFixed(1).padStart(8)} ${b.toFixed(1).padStart(9)} ${(b / a).toFixed(2).padStart(7)}   ${bare ? '' : ok ? 'met' : 'NOT met'}`,
    );
  }
  return met;
}

/**
 * Sends every batch of `batches` with `inFlight` senders at once; answers when all are sent.
 * @template T
 * @param {Iterator<T>} batches
 * @param {number} inFlight
 * @param {(batch: T) => Promise<void>} send
 */
export async function drainBatches(batches, inFlight, send) {
  const worker = async () => {
    for (let next = batches.next(); !next.done; next = batches.next()) await send(next.value);
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
}

/**
 * The ingest baseline: items per second a bare Fastify route takes when it only parses the same
 * bodies, `{[field]: items}`, posted `inFlight` at a time.
 * @param {{ field: string, batches: Iterator<unknown[]>, count: number, inFlight: number, bodyLimit: number }} options
 */
export async function bareIngestRate({ field, batches, count, inFlight, bodyLimit }) {
  const bare = await startBareFastify(
    `app.post('/bare', async (req) => ({ n: req.body[${JSON.stringify(field)}].length }));`,
    { bodyLimit },
  );
  try {
    const started = performance.now();
    await drainBatches(batches, inFlight, (items) =>
      fetch(`${bare.base}/bare`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ [field]: items }),
      }).then((r) => void r.arrayBuffer()),
    );
    return count / ((performance.now() - started) / 1000);
  } finally {
    await bare.stop();
  }
}
