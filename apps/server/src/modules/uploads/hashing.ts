import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * Hashing off the event loop, in one worker thread (a second core while requests are served):
 *
 * - `assemble`: copies a chunk file into the build being assembled at its offset and carries the
 *   MD5 across it as a saved hash-wasm state (about 150 bytes, kept in the upload's row), so
 *   hashing resumes after a restart where it stopped and a merge's MD5 check reads nothing.
 * - `sha256`: the SHA-256 of a whole file, native (about 2 GB/s with SHA extensions).
 *
 * The worker's code is plain CommonJS run with `eval`, so it works the same from the sources
 * (tsx, tests) and from the bundle; hash-wasm is resolved here and handed over by path.
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const crypto = require('node:crypto');
const { createMD5 } = require(workerData.hashWasm);
const buf = Buffer.allocUnsafe(1 << 20);

async function assemble({ state, chunk, data, offset }) {
  const md5 = await createMD5();
  if (state) md5.load(Buffer.from(state, 'base64'));
  else md5.init();
  const input = fs.openSync(chunk, 'r');
  const output = fs.openSync(data, fs.constants.O_WRONLY | fs.constants.O_CREAT);
  try {
    for (let at = offset; ; ) {
      const n = fs.readSync(input, buf, 0, buf.length, null);
      if (n === 0) break;
      const piece = buf.subarray(0, n);
      md5.update(piece);
      for (let done = 0; done < n; ) done += fs.writeSync(output, piece, done, n - done, at + done);
      at += n;
    }
  } finally {
    fs.closeSync(input);
    fs.closeSync(output);
  }
  return Buffer.from(md5.save()).toString('base64');
}

async function md5Digest({ state }) {
  const md5 = await createMD5();
  if (state) md5.load(Buffer.from(state, 'base64'));
  else md5.init();
  return md5.digest('hex');
}

function sha256({ file }) {
  const sha = crypto.createHash('sha256');
  const input = fs.openSync(file, 'r');
  try {
    for (;;) {
      const n = fs.readSync(input, buf, 0, buf.length, null);
      if (n === 0) break;
      sha.update(buf.subarray(0, n));
    }
  } finally {
    fs.closeSync(input);
  }
  return sha.digest('hex');
}

const jobs = { assemble, md5Digest, sha256 };
parentPort.on('message', async ({ id, job, args }) => {
  try {
    parentPort.postMessage({ id, result: await jobs[job](args) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message ? error.message : error) });
  }
});
`;

type Job = 'assemble' | 'md5Digest' | 'sha256';

/** One worker thread, started on first use, that runs hashing jobs one at a time. */
export class Hasher {
  private worker: Worker | null = null;
  private nextId = 0;
  private readonly waiting = new Map<
    number,
    { resolve: (v: string) => void; reject: (e: Error) => void }
  >();

  private start(): Worker {
    const worker = new Worker(WORKER, {
      eval: true,
      workerData: { hashWasm: createRequire(import.meta.url).resolve('hash-wasm') },
    });
    worker.on('message', (m: { id: number; result?: string; error?: string }) => {
      const w = this.waiting.get(m.id);
      this.waiting.delete(m.id);
      if (this.waiting.size === 0) worker.unref();
      if (m.error !== undefined) w?.reject(new Error(m.error));
      else w?.resolve(m.result ?? '');
    });
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', () => {
      this.worker = null;
      this.fail(new Error('the hashing worker stopped'));
    });
    worker.unref();
    return worker;
  }

  private fail(error: Error) {
    for (const w of this.waiting.values()) w.reject(error);
    this.waiting.clear();
  }

  private run(job: Job, args: Record<string, unknown>): Promise<string> {
    this.worker ??= this.start();
    const id = (this.nextId += 1);
    this.worker.ref();
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker!.postMessage({ id, job, args });
    });
  }

  /** Copies `chunk` into `data` at `offset`, carrying the MD5 state across it. */
  assemble(state: string, chunk: string, data: string, offset: number) {
    return this.run('assemble', { state, chunk, data, offset });
  }

  md5Digest(state: string) {
    return this.run('md5Digest', { state });
  }

  sha256(file: string) {
    return this.run('sha256', { file });
  }

  async close() {
    await this.worker?.terminate();
    this.worker = null;
  }
}
