// Runs every test of the project in order and prints one closing line with the totals:
//   check (format, lint, types, translations) -> contract and web unit tests -> API tests on SQLite ->
//   API tests on PostgreSQL -> build -> browser tests in headless Chromium.
// PostgreSQL comes from TEST_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres);
// SKIP_PG=1 skips that phase on purpose, saying so. CHROMIUM_PATH overrides /usr/bin/chromium.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vrportal-reports-'));
const pgUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const only = process.argv.slice(2);

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}`);
  const started = Date.now();
  const res = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  console.log(
    `=== ${label}: ${res.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (res.status !== 0) failures.push(label);
  return res.status === 0;
}

function vitest(label, dir, env = {}) {
  const out = path.join(reportDir, `${label.replace(/\W+/g, '-')}.json`);
  const ok = run(
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

if (want('check')) run('check: format, lint, types, translations', 'npm', ['run', 'check']);
if (want('unit')) vitest('contract unit tests', 'packages/contract');
if (want('unit')) vitest('web unit tests', 'apps/web');
if (want('api')) vitest('API tests on SQLite', 'apps/server', { TEST_DB: 'sqlite' });
if (want('api')) {
  if (process.env.SKIP_PG === '1') {
    console.log('\n=== API tests on PostgreSQL: SKIPPED (SKIP_PG=1)');
  } else if (await postgresReachable()) {
    vitest('API tests on PostgreSQL', 'apps/server', { TEST_DB: 'postgres', TEST_PG_URL: pgUrl });
  } else {
    failures.push('API tests on PostgreSQL (no server: start one, set TEST_PG_URL, or SKIP_PG=1)');
  }
}
if (want('e2e')) {
  if (!fs.existsSync(chromium)) {
    failures.push(`browser tests (no Chromium at ${chromium}: apt-get install -y chromium)`);
  } else if (run('build', 'npm', ['run', 'build'])) {
    vitest('browser tests in headless Chromium', 'e2e', { CHROMIUM_PATH: chromium });
  }
}

console.log('');
if (failures.length) console.log(`Failed phases:\n${failures.map((f) => `  - ${f}`).join('\n')}\n`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length || totals.failed ? 1 : 0);
