import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
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

// runs s3rver and prints its port; stdin closing (the test process gone) stops it
const SERVER_SCRIPT = `
import S3rver from '@20minutes/s3rver';
const [directory, bucket] = process.argv.slice(1);
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory,
  configureBuckets: [{ name: bucket }] });
const address = await server.run();
process.stdout.write(String(address.port) + '\\n');
process.stdin.resume();
process.stdin.on('end', () => server.close().then(() => process.exit(0)));
`;

/**
 * An S3-compatible server (s3rver) on a free loopback port with a fresh folder and one bucket,
 * and an S3BlobStore talking to it. No network beyond 127.0.0.1. It runs in a process of its
 * own, so the memory the tests measure is the portal's, not the storage server's.
 */
export async function startS3Server(opts: { prefix?: string } = {}): Promise<TestS3> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'vrportal-s3-'));
  const bucket = 'portal-blobs';
  const child = spawn(process.execPath, ['--input-type=module', '-e', SERVER_SCRIPT, dir, bucket], {
    cwd: import.meta.dirname,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = /^(\d+)\n/.exec(out);
      if (line) resolve(Number(line[1]));
    });
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${code}`)));
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const settings: S3Settings = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
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
      child.stdin.end();
      await exited;
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
