// Runs every test of the project and prints one closing line with the totals. First it readies a
// fresh machine: the dependencies (npm ci when missing or stale) beside what the machine lacks
// (scripts/setup-machine.sh: Chromium, CJK fonts, a running PostgreSQL and Redis). Then two lanes
// run side by side, as neither keeps both cores of a small machine busy on its own:
//   lane 1: check (format, lint, types, translations) -> contract and web unit tests ->
//           API tests on SQLite -> API tests on PostgreSQL
//   lane 2: build -> browser tests in headless Chromium
// A phase's output is printed whole when it ends, so the two lanes do not interleave.
// PostgreSQL comes from TEST_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres);
// SKIP_PG=1 skips that phase on purpose, saying so. CHROMIUM_PATH overrides /usr/bin/chromium.
// SERIAL=1 runs the phases one after another with their output as it comes.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

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

async function vitest(label, dir, env = {}) {
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

async function readyMachine() {
  const begun = Date.now();
  console.log('=== setup: dependencies and the machine');
  const [deps, machine] = await Promise.all([
    quietly(process.execPath, ['scripts/ensure-deps.mjs']),
    want('api') || want('e2e')
      ? quietly('bash', ['scripts/setup-machine.sh'])
      : { ok: true, output: '' },
  ]);
  process.stdout.write(deps.output + machine.output);
  const seconds = ((Date.now() - begun) / 1000).toFixed(1);
  timings.push(`setup ${seconds} s`);
  if (!deps.ok) {
    console.log('Installing the dependencies failed');
    process.exit(1);
  }
  console.log(`=== setup: ok in ${seconds} s`);
  // the rate-limit tests count in Redis too when one answers (setup-machine.sh starts it)
  process.env.TEST_REDIS_URL ??= 'redis://127.0.0.1:6379';
}

async function checksAndApi() {
  if (want('check')) await run('check: format, lint, types, translations', 'npm', ['run', 'check']);
  if (want('unit')) await vitest('contract unit tests', 'packages/contract');
  if (want('unit')) await vitest('web unit tests', 'apps/web');
  if (want('api')) await vitest('API tests on SQLite', 'apps/server', { TEST_DB: 'sqlite' });
  if (want('api')) {
    if (process.env.SKIP_PG === '1') {
      console.log('=== API tests on PostgreSQL: SKIPPED (SKIP_PG=1)');
    } else if (await postgresReachable()) {
      await vitest('API tests on PostgreSQL', 'apps/server', {
        TEST_DB: 'postgres',
        TEST_PG_URL: pgUrl,
      });
    } else {
      failures.push(
        'API tests on PostgreSQL (no server: start one, set TEST_PG_URL, or SKIP_PG=1)',
      );
    }
  }
}

async function browser() {
  if (!want('e2e')) return;
  if (!fs.existsSync(chromium)) {
    failures.push(
      `browser tests (no Chromium at ${chromium}: sudo apt-get install -y chromium fonts-noto-cjk)`,
    );
  } else if (await run('build', 'npm', ['run', 'build'])) {
    await vitest('browser tests in headless Chromium', 'e2e', { CHROMIUM_PATH: chromium });
  }
}

await readyMachine();
if (serial) {
  await checksAndApi();
  await browser();
} else {
  await Promise.all([checksAndApi(), browser()]);
}

console.log(
  `\nPhases: ${timings.join(', ')}; all in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
if (failures.length) console.log(`Failed phases:\n${failures.map((f) => `  - ${f}`).join('\n')}\n`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length || totals.failed ? 1 : 0);
