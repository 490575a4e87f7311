import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MergeRet, UploadFileType } from '@vrportal/contract';
import type { TestApp } from '../harness.js';
import { createTestApp } from '../harness.js';
import { REAL_PKG, buildApk } from '../support/apk-builder.js';
import type { ServerProcess } from '../support/server-process.js';
import { startServer } from '../support/server-process.js';
import { createApp, md5, multipart } from '../support/uploads.js';

const CHUNK = 10 * 1024 * 1024;
let t: TestApp;
let token: string;
let appId: string;
let build: Buffer;
let server: ServerProcess | undefined;
const identifier = `fault-${randomBytes(6).toString('hex')}`;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn('fault@example.com');
  appId = await createApp(t, token, REAL_PKG, 'Crash test');
  // a real APK made large by a 300 MB asset, so a merge lasts long enough to be cut off
  build = await buildApk({
    versionCode: 700,
    extra: [{ name: 'assets/level.bin', data: randomBytes(300 * 1024 * 1024) }],
  });
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await t.close();
});

const totalChunks = () => Math.ceil(build.length / CHUNK);
const fieldsOf = (n: number) => ({
  chunkNumber: n,
  chunkSize: CHUNK,
  currentChunkSize: Math.min(CHUNK, build.length - (n - 1) * CHUNK),
  totalSize: build.length,
  identifier,
  totalChunks: totalChunks(),
  appId,
  fileType: UploadFileType.apk,
});

async function post<T>(url: string, body: unknown) {
  const res = await fetch(`${server!.url}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token, lang: 'en' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { errCode: number; errMsg: string; data: T };
}

async function sendChunk(n: number) {
  const body = multipart(fieldsOf(n), {
    name: 'crash.apk',
    data: build.subarray((n - 1) * CHUNK, n * CHUNK),
  });
  const res = await fetch(`${server!.url}/vrmcsys/dvlper/uploadAppFile`, {
    method: 'POST',
    headers: { ...body.headers, token },
    body: body.payload,
  });
  const json = (await res.json()) as { errCode: number; errMsg: string };
  if (json.errCode !== 0) throw new Error(`chunk ${n}: ${json.errCode} ${json.errMsg}`);
}

const uploadRow = () =>
  t.db
    .selectFrom('uploads')
    .selectAll()
    .where('identifier', '=', identifier)
    .executeTakeFirstOrThrow();

async function until<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  ms = 60_000,
) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('a server killed during an upload and during a merge', () => {
  it('keeps whole chunks, resumes the upload, finishes the merge after a restart', async () => {
    server = await startServer(t);
    for (let n = 1; n <= 5; n += 1) await sendChunk(n);

    // chunk 6 is half sent when the server dies
    const body = multipart(fieldsOf(6), {
      name: 'crash.apk',
      data: build.subarray(5 * CHUNK, 6 * CHUNK),
    });
    const request = http.request(`${server.url}/vrmcsys/dvlper/uploadAppFile`, {
      method: 'POST',
      headers: { ...body.headers, token, 'content-length': body.payload.length },
    });
    request.on('error', () => {});
    request.write(body.payload.subarray(0, body.payload.length / 2));
    const row = await uploadRow();
    const folder = path.join(t.dataDir, 'uploads', row.id);
    await until('half a chunk on disk', async () =>
      (await fs.readdir(folder)).some((f) => f.startsWith('6.') && f.endsWith('.tmp')),
    );
    await server.kill();
    request.destroy();

    // what was whole is held; chunk 6 left only a temporary file (the cleanup removes it)
    const afterUploadCrash = await fs.readdir(folder);
    expect(afterUploadCrash.some((f) => f === '6.chunk')).toBe(false);
    const heldRows = await t.db
      .selectFrom('upload_chunks')
      .select('chunk_number')
      .where('upload_id', '=', row.id)
      .orderBy('chunk_number')
      .execute();
    expect(heldRows.map((r) => Number(r.chunk_number))).toEqual([1, 2, 3, 4, 5]);
    // restart: the client asks what is held and sends the rest
    server = await startServer(t);
    const held = await post<{ uploaded: number[] }>('/vrmcsys/dvlper/checkUploadChunks', {
      appId,
      identifier,
    });
    expect(held.data.uploaded).toEqual([1, 2, 3, 4, 5]);
    for (let n = 6; n <= totalChunks(); n += 1) await sendChunk(n);

    const merge = await post('/vrmcsys/dvlper/mergeAppFile', {
      identifier,
      md5sum: md5(build),
      filename: 'crash.apk',
      totalSize: build.length,
      totalChunks: totalChunks(),
      appId,
      fileType: UploadFileType.apk,
    });
    expect(merge.errCode).toBe(0);
    // the merge is under way (a runner holds it): kill the server in the middle of it
    await until('the merge to start', async () => (await uploadRow()).merge_token);
    await new Promise((r) => setTimeout(r, 40));
    await server.kill();

    const cut = await uploadRow();
    expect(cut.state).toBe('merging');
    const versions = await t.db
      .selectFrom('app_versions')
      .selectAll()
      .where('app_id', '=', appId)
      .execute();
    expect(versions).toEqual([]);
    // nothing is stored under a build's name: at most a temporary file of the blob store
    const stored = await fs.readdir(path.join(t.dataDir, 'blobs', 'builds', appId)).catch(() => []);
    expect(stored.filter((f) => f.endsWith('.apk'))).toEqual([]);

    // restart: the merge starts again by itself and the build is whole
    server = await startServer(t);
    const done = await until(
      'the merge to finish',
      async () => {
        const ret = await post<{ ret: number; ecode: number; filename: string }>(
          '/vrmcsys/dvlper/checkMergeAppRet',
          { identifier },
        );
        return ret.data.ret === MergeRet.pending ? null : ret.data;
      },
      120_000,
    );
    expect(done).toMatchObject({ ret: MergeRet.success, ecode: 0 });
    const download = await fetch(`${server.url}/vrmcsys/fileserver/downloadApp`, {
      headers: { token, fname: done.filename },
    });
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(bytes.length).toBe(build.length);
    expect(md5(bytes)).toBe(md5(build));
    const version = await t.db
      .selectFrom('app_versions')
      .selectAll()
      .where('app_id', '=', appId)
      .executeTakeFirstOrThrow();
    expect(version.md5).toBe(md5(build));
    expect(version.sha256).toBe(createHash('sha256').update(build).digest('hex'));
    expect(Number(version.vcode)).toBe(700);
    // the staging folder of the finished upload is gone
    await expect(fs.stat(folder)).rejects.toThrow();
  }, 240_000);
});
