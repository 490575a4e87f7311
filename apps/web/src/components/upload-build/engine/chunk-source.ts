import type { ChunkReader } from './chunk-reader';

/** A ChunkReader the engine owns: reading and hashing happen in a Web Worker where possible. */
export interface ChunkSource extends ChunkReader {
  close(): void;
}

export type OpenChunkSource = (file: Blob, chunkBytes: number) => ChunkSource;

/** Messages to the worker. */
export type WorkerRequest =
  | { id: number; op: 'open'; file: Blob; chunkBytes: number }
  | { id: number; op: 'identity'; salt: string }
  | { id: number; op: 'read'; n: number; withBytes: boolean }
  | { id: number; op: 'digest' };

/** Messages from the worker. */
export type WorkerAnswer =
  | { id: number; ok: true; value: string | ArrayBuffer | null; hashedBytes: number }
  | { id: number; ok: false; error: string };

/** Reading and hashing on the page (no worker): async, a chunk at a time, still responsive. */
export const openInlineSource: OpenChunkSource = (file, chunkBytes) => {
  let reader: Promise<ChunkReader> | null = null;
  const get = () =>
    (reader ??= import('./chunk-reader').then((m) => m.createChunkReader(file, chunkBytes)));
  let hashed = 0;
  const track = async <T>(work: (r: ChunkReader) => Promise<T>) => {
    const r = await get();
    try {
      return await work(r);
    } finally {
      hashed = r.hashedBytes();
    }
  };
  return {
    identity: (salt) => track((r) => r.identity(salt)),
    read: (n, withBytes) => track((r) => r.read(n, withBytes)),
    digest: () => track((r) => r.digest()),
    hashedBytes: () => hashed,
    close: () => undefined,
  };
};

/** A request without its id (the worker source numbers them). */
type Ask = WorkerRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

/**
 * Reading and hashing in a Web Worker: the worker reads each slice once, hashes it, and
 * transfers the bytes back for sending (no copy). Where workers are missing, or the worker fails
 * before its first answer (a blocked script, no module workers), the page does the work instead.
 */
export const openWorkerSource: OpenChunkSource = (file, chunkBytes) => {
  let worker: Worker;
  try {
    worker = new Worker(new URL('./md5.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return openInlineSource(file, chunkBytes);
  }
  let nextId = 1;
  let hashed = 0;
  let answered = false;
  let broken: Error | null = null;
  let inline: ChunkSource | null = null;
  interface Waiting {
    request: Ask;
    resolve: (value: unknown) => void;
    reject: (error: Error) => void;
  }
  const pending = new Map<number, Waiting>();

  const viaInline = (request: Ask): Promise<unknown> => {
    inline ??= openInlineSource(file, chunkBytes);
    switch (request.op) {
      case 'open':
        return Promise.resolve(null);
      case 'identity':
        return inline.identity(request.salt);
      case 'read':
        return inline.read(request.n, request.withBytes);
      case 'digest':
        return inline.digest();
    }
  };

  const fail = (error: Error) => {
    worker.terminate();
    const waiting = [...pending.entries()].sort(([a], [b]) => a - b).map(([, w]) => w);
    pending.clear();
    if (answered) {
      broken = error;
      for (const w of waiting) w.reject(error);
      return;
    }
    // nothing was hashed in the worker yet: the page takes over, in the order asked
    for (const w of waiting) viaInline(w.request).then(w.resolve, w.reject);
  };

  worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
    const answer = event.data;
    const waiting = pending.get(answer.id);
    if (!waiting) return;
    pending.delete(answer.id);
    answered = true;
    if (answer.ok) {
      hashed = answer.hashedBytes;
      waiting.resolve(answer.value);
    } else {
      waiting.reject(new Error(answer.error));
    }
  };
  worker.onerror = (event) => {
    event.preventDefault();
    fail(new Error(event.message || 'the hashing worker stopped'));
  };

  const ask = <T>(request: Ask): Promise<T> => {
    if (broken) return Promise.reject(broken);
    if (inline) return viaInline(request) as Promise<T>;
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { request, resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  };
  void ask({ op: 'open', file, chunkBytes }).catch(() => undefined);
  return {
    identity: (salt) => ask<string>({ op: 'identity', salt }),
    read: (n, withBytes) => ask<ArrayBuffer | null>({ op: 'read', n, withBytes }),
    digest: () => ask<string>({ op: 'digest' }),
    hashedBytes: () => inline?.hashedBytes() ?? hashed,
    close: () => {
      worker.terminate();
      inline?.close();
      broken = new Error('closed');
      for (const w of pending.values()) w.reject(broken);
      pending.clear();
    },
  };
};
