import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3Settings } from '../src/lib/s3-blob-store.js';
import { S3BlobStore } from '../src/lib/s3-blob-store.js';

/** The credentials s3rver accepts; it checks every request's signature against them. */
const KEY = 'S3RVER';
const OBJECT_SUFFIX = '._S3rver_object';

export interface TestS3 {
  settings: S3Settings;
  store: S3BlobStore;
  /** keys of the objects in the bucket, read from the server's folder */
  objectKeys(): Promise<string[]>;
  stop(): Promise<void>;
}

/**
 * An S3-compatible server (s3rver) on a free loopback port with a fresh folder and one bucket,
 * and an S3BlobStore talking to it. No network beyond 127.0.0.1.
 */
export async function startS3Server(opts: { prefix?: string } = {}): Promise<TestS3> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'vrportal-s3-'));
  const bucket = 'portal-blobs';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  const settings: S3Settings = {
    bucket,
    endpoint: `http://127.0.0.1:${address.port}`,
    region: 'us-east-1',
    accessKeyId: KEY,
    secretAccessKey: KEY,
    forcePathStyle: true,
    prefix: opts.prefix ?? '',
  };
  const store = new S3BlobStore(settings);
  return {
    settings,
    store,
    async objectKeys() {
      const root = path.join(dir, bucket);
      const files = (await fs.readdir(root, { recursive: true })) as string[];
      return files
        .filter((f) => f.endsWith(OBJECT_SUFFIX))
        .map((f) => f.slice(0, -OBJECT_SUFFIX.length).split(path.sep).join('/'))
        .sort();
    },
    async stop() {
      await store.close();
      await server.close();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
