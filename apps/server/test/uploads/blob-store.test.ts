import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appCalls, assetPaths } from '@vrportal/contract';
import type { BlobStore } from '../../src/lib/blob-store.js';
import { LocalBlobStore } from '../../src/lib/blob-store.js';
import { S3BlobStore } from '../../src/lib/s3-blob-store.js';
import { multipart, png } from '../asset-files.js';
import { createTestApp } from '../harness.js';
import { LARGE_FILE_TIMEOUT, peakBufferMemory } from '../memory.js';
import { startS3Server } from '../s3-server.js';

const MiB = 1024 * 1024;

interface StoreUnderTest {
  store: BlobStore;
  /** every file or object the store holds, temporary ones included */
  stored(): Promise<string[]>;
  stop(): Promise<void>;
}

async function localStore(): Promise<StoreUnderTest> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'vrportal-blobs-'));
  return {
    store: new LocalBlobStore(dir),
    async stored() {
      const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
      return entries
        .filter((e) => e.isFile())
        .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
        .sort();
    },
    stop: () => fs.rm(dir, { recursive: true, force: true }),
  };
}

async function s3Store(): Promise<StoreUnderTest> {
  const s3 = await startS3Server({ prefix: 'portal/' });
  return {
    store: s3.store,
    // the prefix is the store's business: compare keys without it
    stored: async () => (await s3.objectKeys()).map((k) => k.replace(/^portal\//, '')),
    stop: s3.stop,
  };
}

/** `mib` MiB of fresh 1 MiB chunks made as they are read, then optionally a failure. */
function source(mib: number, opts: { failAfter?: boolean; seed?: number } = {}): Readable {
  let i = 0;
  return new Readable({
    read() {
      if (i < mib) {
        const chunk = Buffer.alloc(MiB, (i * 7 + (opts.seed ?? 1)) % 251);
        i++;
        this.push(chunk);
      } else if (opts.failAfter) {
        this.destroy(new Error('source failed'));
      } else {
        this.push(null);
      }
    },
  });
}

const sha = async (stream: Readable) => {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
};
const text = async (stream: Readable) => {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(chunk as Buffer);
  return Buffer.concat(parts).toString('utf8');
};

const stores = [
  { name: 'local folder', start: localStore },
  { name: 'S3-compatible server', start: s3Store },
];

describe.each(stores)('blob store contract: $name', ({ start }) => {
  let s: StoreUnderTest;
  beforeAll(async () => {
    s = await start();
  });
  afterAll(async () => {
    await s?.stop();
  });

  it('keeps a buffer and gives it back with its size', async () => {
    expect(await s.store.put('a/b/hello.txt', Buffer.from('hello'))).toEqual({ size: 5 });
    expect(await s.store.size('a/b/hello.txt')).toBe(5);
    const blob = await s.store.open('a/b/hello.txt');
    expect(blob?.size).toBe(5);
    expect(await text(blob!.stream)).toBe('hello');
  });

  it('keeps a stream, and an empty one', async () => {
    const body = Readable.from([Buffer.from('one '), Buffer.from('two')]);
    expect(await s.store.put('streamed', body)).toEqual({ size: 7 });
    expect(await text((await s.store.open('streamed'))!.stream)).toBe('one two');
    expect(await s.store.put('empty', Readable.from([]))).toEqual({ size: 0 });
    expect(await s.store.size('empty')).toBe(0);
  });

  it('answers null for a blob that is not there; deleting one is fine', async () => {
    expect(await s.store.open('missing/blob')).toBeNull();
    expect(await s.store.size('missing/blob')).toBeNull();
    await s.store.delete('missing/blob');
    await s.store.put('to-delete', Buffer.from('x'));
    await s.store.delete('to-delete');
    expect(await s.store.size('to-delete')).toBeNull();
    expect(await s.stored()).not.toContain('to-delete');
  });

  it('replaces a blob put again under its key', async () => {
    await s.store.put('replaced', Buffer.from('first'));
    await s.store.put('replaced', Readable.from([Buffer.from('second!')]));
    const blob = await s.store.open('replaced');
    expect(blob?.size).toBe(7);
    expect(await text(blob!.stream)).toBe('second!');
  });

  it('reads a byte range, with the size of the whole blob', async () => {
    await s.store.put('ranged', Buffer.from('0123456789'));
    const blob = await s.store.open('ranged', { start: 2, end: 5 });
    expect(blob?.size).toBe(10);
    expect(await text(blob!.stream)).toBe('2345');
    const last = await s.store.open('ranged', { start: 9, end: 9 });
    expect(await text(last!.stream)).toBe('9');
  });

  it('refuses keys that could leave its folder or bucket', async () => {
    for (const key of ['../x', '/abs', 'a//b', 'a/./b', 'a/../b', 'a b', '', 'a/', 'ü', 'a\\b']) {
      await expect(s.store.put(key, Buffer.from('x')), key).rejects.toThrow(/invalid blob key/);
      await expect(s.store.open(key), key).rejects.toThrow(/invalid blob key/);
      await expect(s.store.size(key), key).rejects.toThrow(/invalid blob key/);
      await expect(s.store.delete(key), key).rejects.toThrow(/invalid blob key/);
    }
  });

  it(
    'streams 128 MiB in and out without holding it in memory',
    async () => {
      const expected = await sha(source(128, { seed: 3 }));
      const peakIn = await peakBufferMemory(async () => {
        expect(await s.store.put('big/video.bin', source(128, { seed: 3 }))).toEqual({
          size: 128 * MiB,
        });
      });
      let read = '';
      const peakOut = await peakBufferMemory(async () => {
        const blob = await s.store.open('big/video.bin');
        expect(blob?.size).toBe(128 * MiB);
        read = await sha(blob!.stream);
      });
      expect(read).toBe(expected);
      // holding the blob would take 128 MiB; the S3 store holds a few 5 MiB parts (about 35 MiB
      // measured, with the in-process server's own buffers), the local store far less
      expect(peakIn).toBeLessThan(64 * MiB);
      expect(peakOut).toBeLessThan(64 * MiB);
    },
    LARGE_FILE_TIMEOUT,
  );

  it.each([
    ['before its first part is sent', 1],
    ['after several parts were sent', 12],
  ])('leaves no blob when the stream fails %s', async (_when, mib) => {
    const key = `failed/${mib}.bin`;
    await expect(s.store.put(key, source(mib, { failAfter: true }))).rejects.toThrow(
      'source failed',
    );
    expect(await s.store.size(key)).toBeNull();
    expect(await s.store.open(key)).toBeNull();
    expect((await s.stored()).filter((k) => k.startsWith('failed'))).toEqual([]);
  });

  it('keeps the old blob when a put over it fails', async () => {
    await s.store.put('kept', Buffer.from('old'));
    await expect(s.store.put('kept', source(7, { failAfter: true }))).rejects.toThrow(
      'source failed',
    );
    expect(await text((await s.store.open('kept'))!.stream)).toBe('old');
  });
});

describe('the service on an S3 bucket named by its settings', () => {
  it('keeps uploaded files in the bucket and serves them back', async () => {
    const s3 = await startS3Server();
    const { settings } = s3;
    const t = await createTestApp({
      S3_BUCKET: settings.bucket,
      S3_ENDPOINT: settings.endpoint!,
      S3_ACCESS_KEY_ID: settings.accessKeyId!,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey!,
      S3_PREFIX: 'portal/',
    });
    try {
      expect(t.services.blobs).toBeInstanceOf(S3BlobStore);
      const token = await t.signIn('dev@example.com');
      const created = await t.call(
        appCalls.createApp,
        { name: 'Bucket Game', pkg: 'com.example.bucket' },
        { token },
      );
      const { appId } = created.data;
      const icon = png(512, 512);
      const form = multipart([
        ['appId', appId],
        ['type', '1'],
        { field: 'picFile', filename: 'icon.png', body: icon },
      ]);
      const res = await t.inject({
        method: 'POST',
        url: assetPaths.uploadAppPic,
        headers: { ...form.headers, token },
        payload: form.payload,
      });
      const { url } = (res.json() as { data: { url: string } }).data;
      const id = url.split('/').pop()!.split('.')[0]!;
      expect(await s3.objectKeys()).toEqual([`portal/assets/${appId}/${id}`]);
      const served = await t.inject({ method: 'GET', url });
      expect(served.rawPayload.equals(icon)).toBe(true);
    } finally {
      await t.close();
      await s3.stop();
    }
  });
});
