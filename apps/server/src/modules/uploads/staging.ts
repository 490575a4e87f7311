import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Reads of 1 MiB: large enough for disk throughput, small enough to keep memory flat. */
export const READ_BYTES = 1024 * 1024;

/** A file that can be read at any offset and streamed in ranges (a build before it is stored). */
export interface RandomAccessFile {
  readonly size: number;
  read(offset: number, length: number): Promise<Buffer>;
  /** bytes [start, end) as a stream */
  stream(start?: number, end?: number): Readable;
}

interface Piece {
  file: string;
  start: number;
  size: number;
}

/** Chunk files read as one file, in order, without joining them on disk. */
export class ChunkedFile implements RandomAccessFile {
  readonly size: number;
  private readonly pieces: Piece[] = [];

  constructor(files: { file: string; size: number }[]) {
    let start = 0;
    for (const f of files) {
      this.pieces.push({ file: f.file, start, size: f.size });
      start += f.size;
    }
    this.size = start;
  }

  stream(start = 0, end = this.size): Readable {
    const pieces = this.pieces.filter((p) => p.start < end && p.start + p.size > start);
    return Readable.from(
      (async function* () {
        for (const p of pieces) {
          const from = Math.max(start, p.start) - p.start;
          const to = Math.min(end, p.start + p.size) - p.start;
          if (to <= from) continue;
          // createReadStream's end is inclusive
          yield* fs.createReadStream(p.file, {
            start: from,
            end: to - 1,
            highWaterMark: READ_BYTES,
          });
        }
      })(),
      { objectMode: false },
    );
  }

  async read(offset: number, length: number): Promise<Buffer> {
    const end = Math.min(this.size, offset + length);
    const out = Buffer.alloc(Math.max(0, end - offset));
    let at = 0;
    for (const p of this.pieces) {
      if (p.start >= end || p.start + p.size <= offset) continue;
      const from = Math.max(offset, p.start) - p.start;
      const to = Math.min(end, p.start + p.size) - p.start;
      const handle = await fs.promises.open(p.file, 'r');
      try {
        const { bytesRead } = await handle.read(out, at, to - from, from);
        if (bytesRead !== to - from) throw new Error(`short read of ${p.file}`);
      } finally {
        await handle.close();
      }
      at += to - from;
    }
    return out;
  }
}

/** One file on disk as a RandomAccessFile (tests and the command line read APKs this way). */
export class LocalFile extends ChunkedFile {
  static async open(file: string): Promise<LocalFile> {
    return new LocalFile([{ file, size: (await fs.promises.stat(file)).size }]);
  }
}

/** Counts the bytes that pass, for a chunk whose size must match what the form declared. */
function counter() {
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, bytes: () => bytes };
}

/**
 * The local staging folder of partial uploads: DATA_DIR/uploads/<upload id>/. A chunk is written
 * under a temporary name and linked to its name (<n>.chunk) only when whole, so a crash leaves
 * either a whole chunk or a stray temporary file (removed by the cleanup), never half a chunk
 * under a chunk's name. Chunks are then copied in order into `data` (the build) as they are
 * hashed, and removed: the merge hands `data` to the blob store.
 */
export class Staging {
  private idPromise: Promise<string> | null = null;

  constructor(readonly root: string) {}

  /**
   * The identity of this staging folder, kept in a file in it: an upload row names the folder
   * that holds its chunks, so an instance never touches uploads whose chunks it does not hold.
   */
  id(): Promise<string> {
    this.idPromise ??= (async () => {
      const file = path.join(this.root, 'staging-id');
      await fs.promises.mkdir(this.root, { recursive: true });
      try {
        return (await fs.promises.readFile(file, 'utf8')).trim();
      } catch {
        const id = randomBytes(16).toString('hex');
        // wx: two processes starting at once agree on the first one written
        await fs.promises.writeFile(file, id, { flag: 'wx' }).catch(() => {});
        return (await fs.promises.readFile(file, 'utf8')).trim();
      }
    })();
    return this.idPromise;
  }

  dir(uploadId: string) {
    if (!/^[0-9a-f]{32}$/.test(uploadId)) throw new Error(`bad upload id ${uploadId}`);
    return path.join(this.root, uploadId);
  }

  chunkFile(uploadId: string, n: number) {
    return path.join(this.dir(uploadId), `${n}.chunk`);
  }

  /** The build being assembled: the chunks, in order, as far as they have been hashed. */
  dataFile(uploadId: string) {
    return path.join(this.dir(uploadId), 'data');
  }

  async removeChunk(uploadId: string, n: number) {
    await fs.promises.rm(this.chunkFile(uploadId, n), { force: true });
  }

  async dataSize(uploadId: string): Promise<number> {
    return (await fs.promises.stat(this.dataFile(uploadId)).catch(() => null))?.size ?? -1;
  }

  /**
   * Streams one chunk to disk. Answers 'stored' when the chunk is now held, 'held' when it was
   * already held (the bytes are discarded), or the number of bytes received when they are not
   * the declared size (nothing is kept).
   */
  async writeChunk(
    uploadId: string,
    n: number,
    body: Readable,
    expectedSize: number,
    truncated: () => boolean,
  ): Promise<'stored' | 'held' | number> {
    const dir = this.dir(uploadId);
    await fs.promises.mkdir(dir, { recursive: true });
    const temp = path.join(dir, `${n}.${randomBytes(6).toString('hex')}.tmp`);
    const count = counter();
    try {
      await pipeline(body, count.stream, fs.createWriteStream(temp, { highWaterMark: READ_BYTES }));
      if (truncated() || count.bytes() !== expectedSize) {
        await fs.promises.rm(temp, { force: true });
        return truncated() ? expectedSize + 1 : count.bytes();
      }
      // link fails when the chunk is already held: a held chunk is never replaced, so the
      // bytes already hashed stay the bytes that are merged
      const linked = await fs.promises.link(temp, this.chunkFile(uploadId, n)).then(
        () => true,
        (error: unknown) => {
          if ((error as { code?: string }).code !== 'EEXIST') throw error;
          return false;
        },
      );
      await fs.promises.rm(temp, { force: true });
      return linked ? 'stored' : 'held';
    } catch (error) {
      await fs.promises.rm(temp, { force: true });
      throw error;
    }
  }

  async hasChunk(uploadId: string, n: number, size: number): Promise<boolean> {
    try {
      return (await fs.promises.stat(this.chunkFile(uploadId, n))).size === size;
    } catch {
      return false;
    }
  }

  async remove(uploadId: string) {
    await fs.promises.rm(this.dir(uploadId), { recursive: true, force: true });
  }

  /** Upload folders in the staging folder, with their last change. */
  async folders(): Promise<{ uploadId: string; mtimeMs: number }[]> {
    const names = await fs.promises.readdir(this.root).catch(() => [] as string[]);
    const out: { uploadId: string; mtimeMs: number }[] = [];
    for (const name of names) {
      if (!/^[0-9a-f]{32}$/.test(name)) continue;
      const stat = await fs.promises.stat(path.join(this.root, name)).catch(() => null);
      if (stat?.isDirectory()) out.push({ uploadId: name, mtimeMs: stat.mtimeMs });
    }
    return out;
  }

  /** Removes temporary chunk files older than `beforeMs` (left by a crash or a cut request). */
  async removeStaleTemps(uploadId: string, beforeMs: number) {
    const dir = this.dir(uploadId);
    const names = await fs.promises.readdir(dir).catch(() => [] as string[]);
    for (const name of names.filter((n) => n.endsWith('.tmp'))) {
      const file = path.join(dir, name);
      const stat = await fs.promises.stat(file).catch(() => null);
      if (stat && stat.mtimeMs < beforeMs) await fs.promises.rm(file, { force: true });
    }
  }
}
