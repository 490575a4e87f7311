// Runs every test of the project and prints one closing line with the totals. First it readies a
// fresh machine: the dependencies (npm ci when missing or stale) beside what the machine lacks
// (scripts/setup-machine.sh: Chromium, CJK fonts, a running PostgreSQL and Redis). Once the
// dependencies are in, two lanes run side by side, as neither keeps both cores of a small machine
// busy on its own; the phases that need the machine wait for its setup:
//   lane 1: check (format, lint, types, translations) -> contract and web unit tests ->
//           [machine] API tests on SQLite (Node 24) -> server start (Node 24) ->
//           API tests on PostgreSQL
//   lane 2: build (Node 24) -> [machine] browser tests in headless Chromium, a few specs at a
//           time from a queue that lane 1 also takes from once its API tests are done
// Both Nodes are covered without a second API run: the phases marked Node 24 run on the LTS,
// readied beside the machine's Node 20 in a cache folder (scripts/node24.mjs); the rest, the
// browser tests' servers included, on the Node that runs this script. A Node 24 that cannot be
// had fails the run, saying why, and its phases run on this Node; NODE24=0 runs them here on
// purpose, saying so.
// A phase's output is printed whole when it ends, so the two lanes do not interleave.
// PostgreSQL comes from TEST_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres);
// SKIP_PG=1 skips that phase on purpose, saying so. That phase runs each file's tests in a shuffled
// order, from a new seed each run (printed); TEST_SEED=n repeats a seed's order, TEST_SEED=0 keeps
// the written order. CHROMIUM_PATH overrides /usr/bin/chromium.
// SERIAL=1 runs the phases one after another with their output as it comes.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readyNode24, readyNode24Runtime } from './node24.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vrportal-reports-'));
const pgUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const serial = process.env.SERIAL === '1';
const only = process.argv.slice(2);
const started = Date.now();

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const timings = [];

function run(label, command, args, env = {}) {
  const begun = Date.now();
  const log = path.join(reportDir, `${label.replace(/\W+/g, '-')}.log`);
  console.log(`=== ${label}: started`);
  return new Promise((resolve) => {
    const out = serial ? 'inherit' : fs.openSync(log, 'w');
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', out, out],
      env: { ...process.env, ...env, ...(serial ? {} : { NO_COLOR: '1' }) },
    });
    child.on('close', (code) => {
      const ok = code === 0;
      const seconds = ((Date.now() - begun) / 1000).toFixed(1);
      if (!serial) {
        fs.closeSync(out);
        console.log(`\n=== ${label}\n${fs.readFileSync(log, 'utf8')}`);
      }
      console.log(`=== ${label}: ${ok ? 'ok' : 'FAILED'} in ${seconds} s`);
      timings.push(`${label} ${seconds} s`);
      if (!ok) failures.push(label);
      resolve(ok);
    });
  });
}

async function vitest(label, dir, env = {}, files = [], options = []) {
  const out = path.join(reportDir, `${label.replace(/\W+/g, '-')}.json`);
  const ok = await run(
    label,
    'npx',
    [
      'vitest',
      'run',
      '--root',
      dir,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
      ...options,
      ...files,
    ],
    env,
  );
  if (fs.existsSync(out)) {
    const report = JSON.parse(fs.readFileSync(out, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
    if (report.numTotalTests === 0) failures.push(`${label} (no test ran)`);
  } else if (ok) {
    failures.push(`${label} (no report)`);
  }
  return ok;
}

async function postgresReachable() {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch (error) {
    console.error(`PostgreSQL at ${pgUrl} is not reachable: ${error.message}`);
    return false;
  }
}

const want = (phase) => only.length === 0 || only.includes(phase);

/** Runs a command to its end with its output kept, for printing once it is done. */
function quietly(command, args) {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

/**
 * Node 24 beside this Node: `node24Runtime` answers the runtime alone (enough for the build),
 * `node24` the runtime with its native packages built once the dependencies are in; each
 * answers null when Node 24 is off on purpose or failed (a failure is recorded once).
 */
let node24Runtime = Promise.resolve(null);
let node24 = Promise.resolve(null);
function readyNode24Beside(dependenciesReady) {
  if (process.env.NODE24 === '0') {
    console.log(
      `=== Node 24: SKIPPED (NODE24=0): the build and the API tests on SQLite run on Node ${process.version}, no server start on Node 24`,
    );
    return;
  }
  const begun = Date.now();
  const lines = [];
  const log = (line) => lines.push(line);
  let failed = false;
  const fail = (error) => {
    if (!failed) {
      const reason = error.message.split('\n')[0];
      failures.push(`Node 24 (${reason}; its phases ran on ${process.version}; NODE24=0 skips it)`);
      lines.push(`FAILED: ${error.message}`);
    }
    failed = true;
    return null;
  };
  const runtime = readyNode24Runtime(log);
  node24Runtime = runtime.catch(fail);
  node24 = dependenciesReady
    .then((ok) => (ok ? readyNode24(log, runtime) : Promise.reject(new Error('no dependencies'))))
    .then((ready) => (log(ready.check), ready))
    .catch(fail)
    .then((ready) => {
      const seconds = ((Date.now() - begun) / 1000).toFixed(1);
      console.log(`\n=== setup: Node 24\n${lines.join('\n')}\n=== setup: Node 24 in ${seconds} s`);
      timings.push(`Node 24 ${seconds} s`);
      return ready;
    });
}

/** A phase's label and environment on Node 24 when it is there, else on this Node. */
const onNode24 = (label, ready, env) =>
  ready ? [`${label} on Node ${ready.version}`, env] : [label, {}];

/**
 * Readies the dependencies and the machine side by side. Answers when the dependencies are in;
 * `machineReady` resolves when Chromium, PostgreSQL and Redis are too, so the checks, the unit
 * tests and the build need not wait for the system packages.
 */
let machineReady = Promise.resolve();
async function readyDependencies() {
  const begun = Date.now();
  const seconds = () => ((Date.now() - begun) / 1000).toFixed(1);
  console.log('=== setup: dependencies and the machine');
  const machine =
    want('api') || want('e2e')
      ? quietly('bash', ['scripts/setup-machine.sh'])
      : Promise.resolve({ ok: true, output: '' });
  machineReady = machine.then((done) => {
    console.log(`\n=== setup: the machine\n${done.output}=== setup: the machine in ${seconds()} s`);
    timings.push(`machine ${seconds()} s`);
  });
  const depsRun = quietly(process.execPath, ['scripts/ensure-deps.mjs']);
  if (want('api') || want('e2e')) readyNode24Beside(depsRun.then((done) => done.ok));
  const deps = await depsRun;
  process.stdout.write(deps.output);
  timings.push(`dependencies ${seconds()} s`);
  if (!deps.ok) {
    console.log('Installing the dependencies failed');
    process.exit(1);
  }
  console.log(`=== setup: dependencies ok in ${seconds()} s`);
  // the rate-limit tests count in Redis too when one answers (setup-machine.sh starts it)
  process.env.TEST_REDIS_URL ??= 'redis://127.0.0.1:6379';
}

async function checksAndApi() {
  if (want('check')) await run('check: format, lint, types, translations', 'npm', ['run', 'check']);
  if (want('unit')) await vitest('contract unit tests', 'packages/contract');
  if (want('unit')) await vitest('web unit tests', 'apps/web');
  await machineReady;
  if (want('api')) {
    const ready = await node24;
    const [label, env] = onNode24('API tests on SQLite', ready, ready?.env);
    await vitest(label, 'apps/server', { TEST_DB: 'sqlite', ...env });
    // the built server starts on Node 24 too (the browser tests start it on this Node)
    if (ready && (await buildOnce()))
      await run(
        `server start on Node ${ready.version}`,
        ready.node,
        ['scripts/check-start.mjs'],
        ready.env,
      );
  }
  if (want('api')) {
    if (process.env.SKIP_PG === '1') {
      console.log('=== API tests on PostgreSQL: SKIPPED (SKIP_PG=1)');
    } else if (await postgresReachable()) {
      // each file's tests in a shuffled order, so a test that leans on an earlier one's state
      // fails; the seed in the label repeats the order (TEST_SEED=n), 0 keeps the written one
      const seed = process.env.TEST_SEED ?? String(1 + Math.floor(Math.random() * 99_999));
      const shuffled = seed !== '0';
      await vitest(
        shuffled
          ? `API tests on PostgreSQL, shuffled with seed ${seed} (TEST_SEED=${seed} repeats it)`
          : 'API tests on PostgreSQL',
        'apps/server',
        { TEST_DB: 'postgres', TEST_PG_URL: pgUrl },
        [],
        shuffled ? ['--sequence.shuffle.tests', `--sequence.seed=${seed}`] : [],
      );
    } else {
      failures.push(
        'API tests on PostgreSQL (no server: start one, set TEST_PG_URL, or SKIP_PG=1)',
      );
    }
  }
}

// The browser specs wait in one queue, the longest first: lane 2 takes them one by one after the
// build, and lane 1 joins in when its API tests are done, so both lanes end at about the same time.
const longestSpecs = [
  'screens',
  'platform',
  'release-wizard',
  'platform-review',
  'analytics',
  'apps-review',
  'bill-disputes',
  'no-dead-ends',
  'finance',
  'two-step',
  'teams',
];
const specQueue = fs
  .readdirSync(path.join(root, 'e2e/specs'))
  .filter((f) => f.endsWith('.spec.ts'))
  .map((f) => f.replace(/\.spec\.ts$/, ''))
  .sort((a, b) => {
    const rank = (name) => (longestSpecs.includes(name) ? longestSpecs.indexOf(name) : 99);
    return rank(a) - rank(b) || a.localeCompare(b);
  });

/**
 * The next specs a lane runs in one vitest process (its start and imports cost a few seconds of
 * a busy machine each time): a long spec alone, shorter ones by three while many wait, and one
 * by one at the end, so the two lanes still end together.
 */
function nextBatch() {
  const first = specQueue.shift();
  if (!first) return [];
  if (longestSpecs.includes(first)) return [first];
  const more = Math.min(2, Math.max(0, Math.floor(specQueue.length / 4) - 1));
  return [first, ...specQueue.splice(0, more)];
}

// built on Node 24: the bundles are plain JavaScript that both Nodes run
let built;
function buildOnce() {
  built ??= node24Runtime.then((runtime) => {
    const path24 = runtime && { PATH: `${runtime.bin}:${process.env.PATH}` };
    const [label, env] = onNode24('build', runtime, path24);
    return run(label, 'npm', ['run', 'build'], env);
  });
  return built;
}

let chromiumFound;
async function browserSpecs() {
  if (!want('e2e') || !(await buildOnce())) return;
  await machineReady;
  if (chromiumFound === undefined) {
    chromiumFound = fs.existsSync(chromium);
    if (!chromiumFound)
      failures.push(
        `browser tests (no Chromium at ${chromium}: sudo apt-get install -y chromium fonts-noto-cjk)`,
      );
  }
  if (!chromiumFound) return;
  for (let batch = nextBatch(); batch.length; batch = nextBatch()) {
    await vitest(
      `browser: ${batch.join(', ')}`,
      'e2e',
      { CHROMIUM_PATH: chromium },
      batch.map((spec) => `specs/${spec}.spec.ts`),
    );
  }
}

await readyDependencies();
if (serial) {
  await checksAndApi();
  await browserSpecs();
} else {
  await Promise.all([
    checksAndApi().then(() => (want('api') ? browserSpecs() : undefined)),
    browserSpecs(),
  ]);
}

console.log(
  `\nPhases: ${timings.join(', ')}; all in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
if (failures.length) console.log(`Failed phases:\n${failures.map((f) => `  - ${f}`).join('\n')}\n`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length || totals.failed ? 1 : 0);
