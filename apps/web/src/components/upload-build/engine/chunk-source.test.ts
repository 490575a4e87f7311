import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkerAnswer, WorkerRequest } from './chunk-source';

const CHUNK = 1000;
const bytes = new Uint8Array(3 * CHUNK + 17).map((_, i) => (i * 31) % 251);
const file = new Blob([bytes]);
const md5 = createHash('md5').update(bytes).digest('hex');
const chunk = (n: number) => bytes.slice((n - 1) * CHUNK, n * CHUNK);

/**
 * A Worker whose script is md5.worker.ts itself, run in this process: messages cross through a
 * task boundary as they would between threads.
 */
async function inProcessWorker() {
  const scope = {
    onmessage: null as ((event: MessageEvent<WorkerRequest>) => void) | null,
    postMessage: (answer: WorkerAnswer) => {
      setTimeout(() => created?.onmessage?.({ data: answer } as MessageEvent<WorkerAnswer>));
    },
  };
  let created: FakeWorker | null = null;
  class FakeWorker {
    onmessage: ((event: MessageEvent<WorkerAnswer>) => void) | null = null;
    onerror: ((event: ErrorEvent) => void) | null = null;
    terminated = false;
    constructor() {
      // eslint-disable-next-line @typescript-eslint/no-this-alias -- the worker's scope answers it
      created = this;
    }
    postMessage(request: WorkerRequest) {
      setTimeout(() => scope.onmessage?.({ data: request } as MessageEvent<WorkerRequest>));
    }
    terminate() {
      this.terminated = true;
    }
  }
  vi.stubGlobal('self', scope);
  vi.stubGlobal('Worker', FakeWorker);
  vi.resetModules();
  await import('./md5.worker');
  return () => created;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('chunk sources', () => {
  it('reads chunks in the worker and hashes the whole file there', async () => {
    await inProcessWorker();
    const { openWorkerSource } = await import('./chunk-source');
    const source = openWorkerSource(file, CHUNK);
    expect(await source.identity('salt')).toMatch(/^[0-9a-f]{32}$/);
    // chunk 1 held by the server: hashed only; 2 and 4 sent; 3 hashed on the way to 4
    expect(await source.read(1, false)).toBeNull();
    expect(new Uint8Array((await source.read(2, true))!)).toEqual(chunk(2));
    expect(new Uint8Array((await source.read(4, true))!)).toEqual(chunk(4));
    // sent again after a pause: the same bytes, not hashed twice
    expect(new Uint8Array((await source.read(2, true))!)).toEqual(chunk(2));
    expect(await source.digest()).toBe(md5);
    expect(source.hashedBytes()).toBe(bytes.length);
    source.close();
    await expect(source.read(1, true)).rejects.toThrow('closed');
  });

  it('gives the same identity for the same content and salt only', async () => {
    const { openInlineSource } = await import('./chunk-source');
    const a = await openInlineSource(file, CHUNK).identity('app|1|a.apk');
    expect(await openInlineSource(new Blob([bytes]), CHUNK).identity('app|1|a.apk')).toBe(a);
    expect(await openInlineSource(file, CHUNK).identity('app|1|b.apk')).not.toBe(a);
    const changed = bytes.slice();
    changed.set([changed.at(-1)! ^ 1], changed.length - 1);
    expect(await openInlineSource(new Blob([changed]), CHUNK).identity('app|1|a.apk')).not.toBe(a);
  });

  it('hashes on the page when the worker fails to start, keeping the order of requests', async () => {
    let worker: { onerror: ((event: Partial<ErrorEvent>) => void) | null } | null = null;
    vi.stubGlobal(
      'Worker',
      class {
        onerror: ((event: Partial<ErrorEvent>) => void) | null = null;
        onmessage = null;
        constructor() {
          // eslint-disable-next-line @typescript-eslint/no-this-alias -- the test fires its error
          worker = this;
        }
        postMessage() {}
        terminate() {}
      },
    );
    const { openWorkerSource } = await import('./chunk-source');
    const source = openWorkerSource(file, CHUNK);
    const first = source.read(2, true);
    const digest = source.digest();
    worker!.onerror!({ message: 'blocked', preventDefault: () => undefined });
    expect(new Uint8Array((await first)!)).toEqual(chunk(2));
    expect(await digest).toBe(md5);
  });

  it('hashes on the page where there are no workers', async () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new Error('no workers here');
        }
      },
    );
    const { openWorkerSource } = await import('./chunk-source');
    const source = openWorkerSource(file, CHUNK);
    expect(await source.digest()).toBe(md5);
  });
});
