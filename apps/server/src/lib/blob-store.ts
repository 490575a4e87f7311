import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';

/** Bytes start to end of a blob, both included. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where files live (builds, audit logs, images): a local folder by default or an S3-compatible
 * bucket (s3-blob-store.ts); any store with the same operations can take their place. Keys are
 * relative paths of letters, digits, dot, dash, underscore and slash.
 */
export interface BlobStore {
  /**
   * Streams the body into the store; the blob appears whole or not at all. A stream of a whole
   * local file (fs.createReadStream(path) with no range) may be taken by linking the file: the
   * caller must not change that file afterwards.
   */
  put(key: string, body: Readable | Buffer): Promise<{ size: number }>;
  /**
   * A stream of the blob (or of `range` of it, which the caller has checked against the size),
   * with the size of the whole blob; null when there is none.
   */
  open(key: string, range?: ByteRange): Promise<{ stream: Readable; size: number } | null>;
  size(key: string): Promise<number | null>;
  delete(key: string): Promise<void>;
  /**
   * An address the blob can be fetched from directly for `seconds`, with byte ranges (a
   * presigned S3 URL); absent where the store has none, and the service serves the blob itself.
   */
  signedUrl?(key: string, seconds: number, filename: string): Promise<string>;
  /** Lets go of connections when the service stops. */
  close?(): Promise<void>;
}

const KEY_RE = /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/;
export function checkKey(key: string): string {
  if (!KEY_RE.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`invalid blob key: ${key}`);
  }
  return key;
}

/**
 * Takes a whole-file read stream by hard-linking its file to `temp` (no copy of a 10 GB build);
 * false when the body is anything else or the file is on another file system.
 */
async function linkWholeFile(body: Readable | Buffer, temp: string): Promise<boolean> {
  if (!(body instanceof fs.ReadStream)) return false;
  // a stream of a part of the file (start or end given) is not the whole file
  const range = body as fs.ReadStream & { start?: number; end?: number };
  if (typeof body.path !== 'string' || range.start !== undefined || range.end !== Infinity) {
    return false;
  }
  if (body.bytesRead > 0) return false;
  try {
    await fs.promises.link(body.path, temp);
  } catch {
    return false;
  }
  body.destroy();
  return true;
}

export class LocalBlobStore implements BlobStore {
  constructor(private readonly root: string) {}

  private file(key: string): string {
    return path.join(this.root, checkKey(key));
  }

  async put(key: string, body: Readable | Buffer): Promise<{ size: number }> {
    const target = this.file(key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    // written beside the target, then renamed: a crash never leaves half a blob under the key
    const temp = `${target}.${randomBytes(6).toString('hex')}.part`;
    if (await linkWholeFile(body, temp)) {
      await fs.promises.rename(temp, target);
      return { size: (await fs.promises.stat(target)).size };
    }
    const out = Buffer.isBuffer(body) ? null : fs.createWriteStream(temp);
    try {
      if (out) await pipeline(body as Readable, out);
      else await fs.promises.writeFile(temp, body);
      await fs.promises.rename(temp, target);
    } catch (error) {
      // a body that breaks off early can fail the pipeline before the file is even opened:
      // wait for the stream to close, or the file would appear after it was removed
      if (out && !out.closed)
        await new Promise<void>((resolve) => out.once('close', () => resolve()));
      await fs.promises.rm(temp, { force: true });
      throw error;
    }
    return { size: (await fs.promises.stat(target)).size };
  }

  async open(key: string, range?: ByteRange): Promise<{ stream: Readable; size: number } | null> {
    const size = await this.size(key);
    if (size === null) return null;
    return { stream: fs.createReadStream(this.file(key), range ?? {}), size };
  }

  async size(key: string): Promise<number | null> {
    const file = this.file(key);
    try {
      const stat = await fs.promises.stat(file);
      return stat.isFile() ? stat.size : null;
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.file(key), { force: true });
  }
}
