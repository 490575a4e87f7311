// Starts the built server (apps/server/dist/server.js) on the Node that runs this script, on a
// fresh SQLite data folder and a free port, waits for GET /healthz to answer { ok: true }, then
// stops it with SIGTERM and expects a clean exit. Fails with the server's output otherwise. Then
// runs the built command lines (dist/upload.js, dist/vrportal.js) from a folder of their own, as
// a CI job copies them: each must need nothing but Node.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'apps/server/dist/server.js');
// a busy machine runs the browser tests beside this: a bound, not a budget
const patience = 90_000;

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

async function healthy(url) {
  try {
    const answer = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return answer.ok && (await answer.json()).ok === true;
  } catch {
    return false;
  }
}

if (!fs.existsSync(server)) {
  console.error(`No ${server}: run npm run build first`);
  process.exit(1);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vrportal-start-'));
const port = await freePort();
const url = `http://127.0.0.1:${port}/healthz`;
const begun = Date.now();
let output = '';
const env = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SEED_DEMO: '0',
  LOG_LEVEL: 'warn',
};
delete env.DATABASE_URL; // SQLite
const child = spawn(process.execPath, [server], {
  cwd: root,
  env,
  stdio: ['ignore', 'pipe', 'pipe'],
});
child.stdout.on('data', (d) => (output += d));
child.stderr.on('data', (d) => (output += d));
const exited = new Promise((resolve) =>
  child.on('exit', (code, signal) => resolve({ code, signal })),
);
let gone = false;
void exited.then(() => (gone = true));

let answered = false;
while (!gone && !answered && Date.now() - begun < patience) {
  answered = await healthy(url);
  if (!answered) await new Promise((resolve) => setTimeout(resolve, 250));
}
const seconds = ((Date.now() - begun) / 1000).toFixed(1);
const stoppedEarly = gone;
if (!gone) child.kill('SIGTERM');
const { code, signal } = await exited;
fs.rmSync(dataDir, { recursive: true, force: true });

const failure = !answered
  ? stoppedEarly
    ? `the server stopped before GET /healthz answered (exit ${code ?? signal})`
    : `GET /healthz did not answer within ${patience / 1000} s`
  : code !== 0
    ? `the server answered but did not stop cleanly on SIGTERM (exit ${code ?? signal})`
    : null;
if (failure) {
  console.error(`Server on Node ${process.version}: ${failure}\n${output}`);
  process.exit(1);
}
console.log(output.trim());
console.log(`Server on Node ${process.version} answered GET /healthz in ${seconds} s and stopped`);

const alone = fs.mkdtempSync(path.join(os.tmpdir(), 'vrportal-cli-'));
for (const name of ['upload.js', 'vrportal.js']) {
  const copy = path.join(alone, `copied-${name}`);
  fs.copyFileSync(path.join(root, 'apps/server/dist', name), copy);
  const run = spawnSync(process.execPath, [copy, '--help'], { cwd: alone, encoding: 'utf8' });
  if (run.status !== 0 || !run.stdout.startsWith('Usage:')) {
    console.error(`${name} alone on Node ${process.version}: exit ${run.status}\n${run.stderr}`);
    process.exit(1);
  }
  console.log(`${name} runs alone on Node ${process.version}`);
}
fs.rmSync(alone, { recursive: true, force: true });
