import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface StartedServer {
  url: string;
  dataDir: string;
  output: () => string;
  stop(options?: { keepData?: boolean }): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A data folder the built server seeded on its first start today (demo accounts, apps, bills and
 * store traffic, all relative to today): a server on the default settings starts from a copy,
 * so only the first spec of a run pays for hashing the demo passwords and the seed. Made once
 * per build and day; two specs starting together make it once (the folder appears whole, by
 * rename, or not at all).
 */
async function seededDataDir(): Promise<string> {
  const built = (await fs.stat(path.join(repoRoot, 'apps/server/dist/server.js'))).mtimeMs;
  const day = new Date().toISOString().slice(0, 10);
  const template = path.join(os.tmpdir(), `vrportal-e2e-seeded-${Math.round(built)}-${day}`);
  const exists = await fs.stat(template).then(
    () => true,
    () => false,
  );
  if (exists) return template;
  const server = await launch({}, await fs.mkdtemp(path.join(os.tmpdir(), 'vrportal-e2e-seed-')));
  await server.stop({ keepData: true });
  await fs.rename(server.dataDir, template).catch(async (error: NodeJS.ErrnoException) => {
    // another spec made it first: keep theirs
    if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
    await fs.rm(server.dataDir, { recursive: true, force: true });
  });
  return template;
}

/**
 * Starts the built server (npm run build first) as the product runs: its own process, a fresh
 * data folder with the embedded SQLite database and the outbox, on a free port. On the default
 * settings the folder is a copy of one seeded today; other settings seed their own.
 */
export async function startServer(env: Record<string, string> = {}): Promise<StartedServer> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vrportal-e2e-'));
  if (Object.keys(env).length === 0) {
    await fs.cp(await seededDataDir(), dataDir, { recursive: true });
  }
  return launch(env, dataDir);
}

async function launch(env: Record<string, string>, dataDir: string): Promise<StartedServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child: ChildProcess = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      // {port} in a setting is the port the server was given (PUBLIC_URL on localhost, say)
      ...Object.fromEntries(
        Object.entries(env).map(([name, value]) => [
          name,
          value.replaceAll('{port}', String(port)),
        ]),
      ),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += String(d)));
  child.stderr?.on('data', (d) => (log += String(d)));
  let stopping = false;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // a server that dies under a test leaves only refused connections: say why it died
  child.once('exit', (code, signal) => {
    if (!stopping) {
      console.error(
        `[server ${url}] exited unexpectedly (code ${code}, signal ${signal}):\n${log}`,
      );
    }
  });
  // an upper bound for a busy machine (the first start hashes the demo passwords), not a budget
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${log}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir,
    output: () => log,
    async stop(options = {}) {
      stopping = true;
      // a server that is already gone has nothing left to stop
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      if (!options.keepData) await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
