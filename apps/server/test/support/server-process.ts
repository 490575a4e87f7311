import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import type { TestApp } from '../harness.js';

const serverDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

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

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** SIGKILL: no shutdown hooks run, as in a crash */
  kill(): Promise<void>;
  stop(): Promise<void>;
  output(): string;
}

/** Runs `node --import tsx <script>` from apps/server with the given environment. */
export function runTs(script: string, args: string[], env: Record<string, string>) {
  return spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/**
 * The real server in a child process on the test app's data folder and database, as `npm start`
 * runs it (through tsx, so no build is needed first).
 */
export async function startServer(
  t: TestApp,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const child = runTs('src/server.ts', [], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: t.dataDir,
    ...(t.databaseUrl ? { DATABASE_URL: t.databaseUrl } : { DATABASE_URL: '' }),
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
    WEB_DIST: path.join(t.dataDir, 'no-web'),
    ...env,
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i += 1) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    // upper bound only: two TypeScript servers starting at once on a busy machine take a while
    if (child.exitCode !== null || i > 600) throw new Error(`server did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    child,
    output: () => out,
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
