import { createMD5 } from 'hash-wasm';

/**
 * Reads a file in upload chunks and hashes it on the way: every chunk is read once, fed to the
 * MD5 of the whole file in order, and handed out for sending. The same code runs inside the
 * Web Worker (md5.worker.ts) and, where workers are missing, on the page.
 */
export interface ChunkReader {
  /**
   * The identity of the file's content for the upload identifier: an MD5 over `salt`, the MD5
   * of the first MiB and the MD5 of the last MiB (cheap, and stable across page loads).
   */
  identity(salt: string): Promise<string>;
  /**
   * Chunk n (1-based). Every chunk before n that is not hashed yet is read and hashed first, so
   * the whole-file MD5 stays in order. `withBytes` false only hashes (chunks the server holds).
   * A chunk hashed earlier is read again without hashing (resending after a pause or a fault).
   */
  read(n: number, withBytes: boolean): Promise<ArrayBuffer | null>;
  /** The MD5 (hex) of the whole file; reads whatever was not hashed yet. */
  digest(): Promise<string>;
  /** How many bytes are hashed so far. */
  hashedBytes(): number;
}

const MIB = 1024 * 1024;

export function createChunkReader(file: Blob, chunkBytes: number): ChunkReader {
  const totalChunks = Math.max(1, Math.ceil(file.size / chunkBytes));
  const whole = createMD5();
  let hashedThrough = 0;
  let hashed = 0;
  let finished: string | null = null;

  const range = (n: number) => {
    if (!Number.isInteger(n) || n < 1 || n > totalChunks) throw new RangeError(`chunk ${n}`);
    return [(n - 1) * chunkBytes, Math.min(file.size, n * chunkBytes)] as const;
  };
  const slice = (n: number) => file.slice(...range(n)).arrayBuffer();

  async function hashNext(): Promise<ArrayBuffer> {
    const n = hashedThrough + 1;
    const bytes = await slice(n);
    (await whole).update(new Uint8Array(bytes));
    hashedThrough = n;
    hashed += bytes.byteLength;
    return bytes;
  }

  // one operation at a time, in the order asked: the MD5 must see the chunks in order
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };

  return {
    identity: (salt) =>
      serial(async () => {
        const part = async (start: number, end: number) => {
          const md5 = await createMD5();
          md5.update(new Uint8Array(await file.slice(start, end).arrayBuffer()));
          return md5.digest('hex');
        };
        const head = await part(0, Math.min(MIB, file.size));
        const tail = await part(Math.max(0, file.size - MIB), file.size);
        const id = await createMD5();
        id.update(`${salt}|${head}|${tail}`);
        return id.digest('hex');
      }),
    read: (n, withBytes) =>
      serial(async () => {
        range(n);
        if (n <= hashedThrough) return withBytes ? slice(n) : null;
        while (hashedThrough < n - 1) await hashNext();
        const bytes = await hashNext();
        return withBytes ? bytes : null;
      }),
    digest: () =>
      serial(async () => {
        if (finished === null) {
          while (hashedThrough < totalChunks) await hashNext();
          finished = (await whole).digest('hex');
        }
        return finished;
      }),
    hashedBytes: () => hashed,
  };
}
