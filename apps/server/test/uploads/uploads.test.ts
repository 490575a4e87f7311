import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MergeRet, UploadFileType, ErrorCode } from '@vrportal/contract';
import type { TestApp } from '../harness.js';
import { createTestApp, dbKind, wrongValue } from '../harness.js';
import { unique } from '../factories.js';
import type { TestS3 } from '../s3-server.js';
import { startS3Server } from '../s3-server.js';
import { REAL_PKG, REAL_VCODE, buildApk, newPackageName } from '../support/apk-builder.js';
import type { MergeAnswer } from '../support/uploads.js';
import {
  createApp,
  md5,
  mergeBody,
  newIdentifier,
  sendChunk,
  sha256hex,
  stagedFiles,
  uploadAndMerge,
  uploadChunks,
} from '../support/uploads.js';

let t: TestApp;
let apk: Buffer;

const MB = 1024 * 1024;
const ids = (plan: { appId: string; identifier: string }) => ({
  appId: plan.appId,
  identifier: plan.identifier,
});

async function uploadRows(appId: string) {
  return t.db.selectFrom('uploads').selectAll().where('app_id', '=', appId).execute();
}

/** The same tests with builds kept in a local folder and in an S3-compatible store. */
const stores = [
  { name: 'local folder', s3: false },
  { name: 'S3-compatible server', s3: true },
];

describe.each(stores)('uploads (blobs in $name)', ({ s3 }) => {
  let server: TestS3 | undefined;
  beforeAll(async () => {
    server = s3 ? await startS3Server() : undefined;
    t = await createTestApp({}, server ? { blobs: server.store } : {});
    // the real APK as a release build (a debug build is refused at merge), of about its size
    apk = await buildApk({
      extra: [{ name: 'assets/padding.bin', data: randomBytes(2_700_000) }],
    });
  });
  afterAll(async () => {
    await t.close();
    await server?.stop();
  });
  /**
   * What the staging folder held when the test began: a test asserts that it leaves nothing of
   * its own, whatever another test in any order left (a stray folder is the cleanup job's).
   */
  let stagedBefore: string[];
  beforeEach(async () => {
    stagedBefore = await stagedFiles(t.dataDir);
  });

  describe('resumable uploads', () => {
    let token: string;
    let appId: string;

    beforeAll(async () => {
      token = await t.signIn('resume@example.com');
      appId = await createApp(t, token, REAL_PKG, 'Settings');
    });

    it('holds chunks sent out of order, resends idempotently, merges into a version', async () => {
      const plan = { appId, data: apk, identifier: newIdentifier(), chunkSize: MB };
      expect(Math.ceil(apk.length / MB)).toBe(3);

      const none = await t.call('/vrmcsys/dvlper/checkUploadChunks', ids(plan), { token });
      expect(none.data).toEqual({ uploaded: [], totalChunks: 0, state: 'none' });

      const third = await sendChunk(t, token, plan, 3);
      expect(third.errCode).toBe(0);
      expect(third.data).toEqual({ chunkNumber: 3, uploaded: [3] });
      const first = await sendChunk(t, token, plan, 1);
      expect(first.data?.uploaded).toEqual([1, 3]);

      // the client lost the answer and sends chunk 1 again: accepted, nothing changes
      const again = await sendChunk(t, token, plan, 1);
      expect(again.errCode).toBe(0);
      expect(again.data?.uploaded).toEqual([1, 3]);

      // what a client asks after a restart to know what to send
      const held = await t.call('/vrmcsys/dvlper/checkUploadChunks', ids(plan), { token });
      expect(held.data).toEqual({ uploaded: [1, 3], totalChunks: 3, state: 'uploading' });

      // merging before every chunk is held is refused and leaves the upload resumable
      const early = await t.call('/vrmcsys/dvlper/mergeAppFile', mergeBody(plan), { token });
      expect(early.errCode).toBe(ErrorCode.mergeFailed);
      expect(early.data).toEqual({ missing: [2] });

      expect((await sendChunk(t, token, plan, 2)).data?.uploaded).toEqual([1, 2, 3]);
      const merge = await t.call('/vrmcsys/dvlper/mergeAppFile', mergeBody(plan), { token });
      expect(merge.errCode).toBe(0);

      const pending = await t.call<MergeAnswer>(
        '/vrmcsys/dvlper/checkMergeAppRet',
        { identifier: plan.identifier },
        { token },
      );
      expect(pending.data).toEqual({ ret: MergeRet.pending, ecode: 0, filename: '' });
      const zipRet = await t.call('/vrmcsys/dvlper/checkMergeZipRet', { appId }, { token });
      expect(zipRet.errCode).toBe(36111);
      expect(zipRet.data).toEqual({ ret: MergeRet.pending, ecode: 0 });

      await t.runDeferred();
      const done = await t.call<MergeAnswer>(
        '/vrmcsys/dvlper/checkMergeAppRet',
        { identifier: plan.identifier },
        { token },
      );
      expect(done.data.ret).toBe(MergeRet.success);
      expect(done.data.filename).toMatch(/^io\.appium\.settings_192_[0-9a-f]{6}\.apk$/);
      const after = await t.call('/vrmcsys/dvlper/checkMergeZipRet', { appId }, { token });
      expect(after).toMatchObject({ errCode: 0, data: { ret: MergeRet.success, ecode: 0 } });

      const version = await t.db
        .selectFrom('app_versions')
        .selectAll()
        .where('app_id', '=', appId)
        .executeTakeFirstOrThrow();
      expect(version).toMatchObject({ ver: '8.0.10', fname: done.data.filename });
      expect(Number(version.vcode)).toBe(REAL_VCODE);
      expect(Number(version.size)).toBe(apk.length);
      expect(version.md5).toBe(md5(apk));
      expect(version.sha256).toBe(sha256hex(apk));
      const manifest = JSON.parse(version.manifest);
      expect(manifest).toMatchObject({
        pkg: REAL_PKG,
        versionCode: 192,
        minSdk: 26,
        targetSdk: 35,
        debuggable: false,
        abis: [],
        signer: { scheme: 'v2', subject: 'CN=Android Debug, O=Android, C=US' },
      });
      expect(manifest.permissions).toContain('android.permission.INTERNET');

      // the chunks are gone; the version history lists the build and the download is the same bytes
      expect(await stagedFiles(t.dataDir)).toEqual(stagedBefore);
      const history = await t.call<{ apps: { fname: string; vcode: number; size: number }[] }>(
        '/vrmcsys/dvlper/getAppHistorys',
        { appId },
        { token },
      );
      expect(history.data.apps).toEqual([
        expect.objectContaining({ fname: done.data.filename, vcode: 192, size: apk.length }),
      ]);
      const download = await t.inject({
        method: 'GET',
        url: '/vrmcsys/fileserver/downloadApp',
        headers: { token, fname: done.data.filename },
      });
      expect(download.statusCode).toBe(200);
      expect(md5(download.rawPayload)).toBe(md5(apk));

      // a merge asked again is answered at once and changes nothing
      const twice = await t.call('/vrmcsys/dvlper/mergeAppFile', mergeBody(plan), { token });
      expect(twice.errCode).toBe(0);
    });

    it('accepts the last chunk holding the remainder (totalChunks = floor)', async () => {
      // resumable.js-style: 3 MB file in 1 MB chunks sent as 2 chunks, the last one 2 MB-ish
      const data = Buffer.alloc(Math.floor(2.5 * MB), 7);
      const identifier = newIdentifier();
      const base = {
        chunkSize: MB,
        totalSize: data.length,
        identifier,
        totalChunks: 2,
        appId,
        fileType: UploadFileType.apk,
      };
      const send = (n: number, size: number) =>
        t.inject({
          method: 'POST',
          url: '/vrmcsys/dvlper/uploadAppFile',
          headers: { token, ...multipartHeaders },
          payload: body(
            { ...base, chunkNumber: n, currentChunkSize: size },
            data.subarray((n - 1) * MB, (n - 1) * MB + size),
          ),
        });
      const multipartHeaders = { 'content-type': 'multipart/form-data; boundary=XYZ' };
      const body = (fields: Record<string, string | number>, bytes: Buffer) =>
        Buffer.concat([
          ...Object.entries(fields).map(([k, v]) =>
            Buffer.from(`--XYZ\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
          ),
          Buffer.from(
            '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="big.apk"\r\n\r\n',
          ),
          bytes,
          Buffer.from('\r\n--XYZ--\r\n'),
        ]);
      expect((await send(1, MB)).json().errCode).toBe(0);
      const last = (await send(2, data.length - MB)).json();
      expect(last).toMatchObject({ errCode: 0, data: { uploaded: [1, 2] } });
      await t.call('/vrmcsys/dvlper/cancelAppUpload', { appId, identifier }, { token });
    });

    it('cancel removes the partial upload and its chunks', async () => {
      const plan = { appId, data: apk, identifier: newIdentifier(), chunkSize: MB };
      await uploadChunks(t, token, plan, [3]);
      expect((await stagedFiles(t.dataDir)).length).toBeGreaterThan(stagedBefore.length);
      const cancel = await t.call('/vrmcsys/dvlper/cancelAppUpload', ids(plan), { token });
      expect(cancel.errCode).toBe(0);
      expect(await stagedFiles(t.dataDir)).toEqual(stagedBefore);
      const check = await t.call('/vrmcsys/dvlper/checkUploadChunks', ids(plan), { token });
      expect(check.data).toMatchObject({ uploaded: [], state: 'none' });
      // cancelling again is harmless
      expect((await t.call('/vrmcsys/dvlper/cancelAppUpload', ids(plan), { token })).errCode).toBe(
        0,
      );
    });

    it('a partial upload idle for a day expires and is cleaned up', async () => {
      const plan = { appId, data: apk, identifier: newIdentifier(), chunkSize: MB };
      await uploadChunks(t, token, plan, [2, 3]);
      t.clock.advance(23 * 3_600_000);
      await t.services.uploads.cleanup();
      expect(
        (await t.call('/vrmcsys/dvlper/checkUploadChunks', ids(plan), { token })).data,
      ).toMatchObject({
        uploaded: [1],
      });
      // a chunk keeps it alive
      await sendChunk(t, token, plan, 2);
      t.clock.advance(23 * 3_600_000);
      await t.services.uploads.cleanup();
      expect(
        (await t.call('/vrmcsys/dvlper/checkUploadChunks', ids(plan), { token })).data,
      ).toMatchObject({
        uploaded: [1, 2],
      });
      t.clock.advance(25 * 3_600_000);
      const swept = await t.services.uploads.cleanup();
      expect(swept.uploads).toBeGreaterThanOrEqual(1);
      expect(
        (await t.call('/vrmcsys/dvlper/checkUploadChunks', ids(plan), { token })).data,
      ).toMatchObject({
        uploaded: [],
        state: 'none',
      });
      expect(await stagedFiles(t.dataDir)).toEqual(stagedBefore);
    });

    it('removes staging folders no upload names and stray temporary chunk files', async () => {
      const orphan = path.join(t.dataDir, 'uploads', 'ab'.repeat(16));
      await fs.mkdir(orphan, { recursive: true });
      await fs.writeFile(path.join(orphan, '1.chunk'), 'x');
      const plan = { appId, data: apk, identifier: newIdentifier(), chunkSize: MB };
      await sendChunk(t, token, plan, 1);
      const [row] = (await uploadRows(appId)).filter((r) => r.identifier === plan.identifier);
      const stray = path.join(t.dataDir, 'uploads', row!.id, '2.abcdef.tmp');
      await fs.writeFile(stray, 'half a chunk');
      const old = new Date(Date.now() - 2 * 3_600_000);
      await fs.utimes(orphan, old, old);
      await fs.utimes(stray, old, old);
      const swept = await t.services.uploads.cleanup();
      // the orphan, and any stray folder another test left
      expect(swept.folders).toBeGreaterThanOrEqual(1);
      await expect(fs.stat(orphan)).rejects.toThrow();
      await expect(fs.stat(stray)).rejects.toThrow();
      // the live upload keeps its folder: chunk 1, hashed and copied into the build being assembled
      await t.services.uploads.idle();
      expect((await fs.readdir(path.join(t.dataDir, 'uploads', row!.id))).sort()).toEqual(['data']);
      await t.call('/vrmcsys/dvlper/cancelAppUpload', ids(plan), { token });
    });
  });

  describe('refused before any byte is stored', () => {
    let token: string;
    let appId: string;
    let otherApp: string;

    beforeAll(async () => {
      token = await t.signIn('refuse@example.com');
      appId = await createApp(t, token, 'com.example.refuse');
      const other = await t.signIn('refuse-other@example.com');
      otherApp = await createApp(t, other, 'com.example.notyours');
    });

    const small = Buffer.alloc(1000, 1);
    const cases: [string, Record<string, string | number>, string | undefined, number][] = [
      ['APK over 10 GB', { totalSize: 10 * 1024 ** 3 + 1 }, undefined, 10413],
      [
        'OBB over 4 GB',
        { totalSize: 4 * 1024 ** 3 + 1, fileType: UploadFileType.mainObb },
        'main.obb',
        10413,
      ],
      ['a name with a space', {}, 'my game.apk', 10400],
      ['a name with a slash', { filename: '../evil.apk' }, undefined, 10400],
      ['a name in Chinese', {}, '游戏.apk', 10400],
      ['an OBB named .apk', { fileType: UploadFileType.mainObb }, 'game.apk', 10400],
      ['chunk number past the last', { chunkNumber: 2 }, undefined, 10400],
      ['chunk number 0', { chunkNumber: 0 }, undefined, 10400],
      ['a chunk size that is not the declared one', { currentChunkSize: 999 }, undefined, 10400],
      ['chunks that do not cover the file', { totalChunks: 3 }, undefined, 10400],
      ['a chunk larger than 10 MB', { chunkSize: 10 * 1024 * 1024 + 1 }, undefined, 10400],
      ['an identifier with a slash', { identifier: 'abc/../../etc' }, undefined, 10400],
    ];
    for (const [what, override, name, code] of cases) {
      it(what, async () => {
        const before = await stagedFiles(t.dataDir);
        const plan = { appId, data: small, identifier: newIdentifier(), filename: name };
        const res = await sendChunk(t, token, plan, 1, override);
        expect(res.errCode).toBe(code);
        expect(res.errMsg).not.toBe('');
        expect(await uploadRows(appId)).toEqual([]);
        expect(await stagedFiles(t.dataDir)).toEqual(before);
      });
    }

    it("an app that is not the caller's", async () => {
      const res = await sendChunk(
        t,
        token,
        { appId: otherApp, data: small, identifier: newIdentifier() },
        1,
      );
      expect(res.errCode).toBe(ErrorCode.appNotFound);
      expect(await uploadRows(otherApp)).toEqual([]);
      expect(await stagedFiles(t.dataDir)).toEqual(stagedBefore);
    });

    it('an OBB before its APK (10509)', async () => {
      const res = await sendChunk(
        t,
        token,
        {
          appId,
          data: small,
          identifier: newIdentifier(),
          fileType: UploadFileType.mainObb,
          filename: 'main.obb',
        },
        1,
      );
      expect(res.errCode).toBe(ErrorCode.deleteObbFirst);
      expect(res.errMsg).toMatch(/APK/);
      expect(await stagedFiles(t.dataDir)).toEqual(stagedBefore);
    });

    it('without a token, and with a token of no one', async () => {
      const plan = { appId, data: small, identifier: newIdentifier() };
      expect((await sendChunk(t, '', plan, 1)).errCode).toBe(ErrorCode.loginExpired);
      expect((await sendChunk(t, 'up_nothing', plan, 1)).errCode).toBe(ErrorCode.loginExpired);
      expect(await stagedFiles(t.dataDir)).toEqual(stagedBefore);
    });

    it('a chunk whose bytes are fewer than declared is not kept', async () => {
      const plan = {
        appId,
        data: Buffer.alloc(3000, 2),
        identifier: newIdentifier(),
        chunkSize: 1000,
      };
      const res = await sendChunk(t, token, { ...plan, data: Buffer.alloc(2500, 2) }, 3, {
        totalSize: 3000,
        totalChunks: 3,
        currentChunkSize: 1000,
      });
      expect(res.errCode).toBe(ErrorCode.invalidRequest);
      expect(res.errMsg).toMatch(/500/);
      expect(await stagedFiles(t.dataDir)).toEqual(stagedBefore);
      await t.call('/vrmcsys/dvlper/cancelAppUpload', ids(plan), { token });
    });
  });

  describe('ownership', () => {
    it('another developer cannot upload to, merge, read or delete in an app that is not theirs', async () => {
      const owner = await t.signIn('owner@example.com');
      const intruder = await t.signIn('intruder@example.com');
      const appId = await createApp(t, owner, 'com.example.owned');
      const plan = {
        appId,
        data: Buffer.alloc(5000, 3),
        identifier: newIdentifier(),
        chunkSize: 4096,
      };
      await uploadChunks(t, owner, plan, [2]);

      expect((await sendChunk(t, intruder, plan, 2)).errCode).toBe(ErrorCode.appNotFound);
      const check = await t.call('/vrmcsys/dvlper/checkUploadChunks', ids(plan), {
        token: intruder,
      });
      expect(check.errCode).toBe(ErrorCode.appNotFound);
      const merge = await t.call('/vrmcsys/dvlper/mergeAppFile', mergeBody(plan), {
        token: intruder,
      });
      expect(merge.errCode).toBe(ErrorCode.appNotFound);
      const ret = await t.call(
        '/vrmcsys/dvlper/checkMergeAppRet',
        { identifier: plan.identifier },
        { token: intruder },
      );
      expect(ret.errCode).toBe(ErrorCode.fileNotFound);
      const zipRet = await t.call(
        '/vrmcsys/dvlper/checkMergeZipRet',
        { appId },
        { token: intruder },
      );
      expect(zipRet.errCode).toBe(ErrorCode.appNotFound);
      const cancel = await t.call('/vrmcsys/dvlper/cancelAppUpload', ids(plan), {
        token: intruder,
      });
      expect(cancel.errCode).toBe(ErrorCode.appNotFound);
      const del = await t.call(
        '/vrmcsys/dvlper/deleteDraftResource',
        { appId, fname: 'x.apk' },
        { token: intruder },
      );
      expect(del.errCode).toBe(ErrorCode.appNotFound);
      // the owner's upload is untouched
      const mine = await t.call('/vrmcsys/dvlper/checkUploadChunks', ids(plan), { token: owner });
      expect(mine.data).toMatchObject({ uploaded: [1], state: 'uploading' });

      // the same file sent later to the intruder's own app: each reads the merge of their own
      const theirs = { ...plan, appId: await createApp(t, intruder, 'com.example.theirs') };
      await uploadChunks(t, intruder, theirs);
      await sendChunk(t, owner, plan, 2);
      expect(
        (await t.call('/vrmcsys/dvlper/mergeAppFile', mergeBody(plan), { token: owner })).errCode,
      ).toBe(0);
      await t.runDeferred();
      const result = async (token: string) =>
        (
          await t.call<MergeAnswer>(
            '/vrmcsys/dvlper/checkMergeAppRet',
            { identifier: plan.identifier },
            { token },
          )
        ).data;
      // the owner's merged bytes are no APK; the intruder's newer upload was never merged
      expect(await result(owner)).toEqual({ ret: MergeRet.failed, ecode: 10630, filename: '' });
      expect(await result(intruder)).toEqual({ ret: MergeRet.failed, ecode: 10611, filename: '' });
      await t.call('/vrmcsys/dvlper/cancelAppUpload', ids(theirs), { token: intruder });
    });
  });

  describe('merge codes', () => {
    let token: string;
    let appId: string;
    beforeAll(async () => {
      token = await t.signIn('codes@example.com');
      appId = await createApp(t, token, 'com.example.codes');
    });

    it('10901 when the MD5 differs; the chunks are dropped', async () => {
      const answer = await uploadAndMerge(
        t,
        token,
        { appId, data: Buffer.alloc(5000, 4), chunkSize: 4096 },
        '0'.repeat(32),
      );
      expect(answer).toEqual({ ret: MergeRet.failed, ecode: 10901, filename: '' });
      expect(await stagedFiles(t.dataDir)).toEqual(stagedBefore);
      const zipRet = await t.call('/vrmcsys/dvlper/checkMergeZipRet', { appId }, { token });
      expect(zipRet.data).toEqual({ ret: MergeRet.failed, ecode: 10901 });
    });

    it('10611 when the merge does not match the upload', async () => {
      const plan = {
        appId,
        data: Buffer.alloc(5000, 4),
        identifier: newIdentifier(),
        chunkSize: 4096,
      };
      await uploadChunks(t, token, plan);
      const res = await t.call(
        '/vrmcsys/dvlper/mergeAppFile',
        { ...mergeBody(plan), totalSize: 5001 },
        { token },
      );
      expect(res.errCode).toBe(ErrorCode.mergeFailed);
      const none = await t.call(
        '/vrmcsys/dvlper/mergeAppFile',
        { ...mergeBody(plan), identifier: newIdentifier() },
        { token },
      );
      expect(none.errCode).toBe(ErrorCode.mergeFailed);
      await t.call('/vrmcsys/dvlper/cancelAppUpload', ids(plan), { token });
    });

    it('10611 when the staged build is damaged; the merge can be asked again', async () => {
      // a build, of about the real APK's size, of a package another developer's app holds
      const taken = newPackageName();
      await createApp(t, await t.signIn(`${unique('holder')}@example.com`), taken, 'Holder');
      const build = await buildApk({
        pkg: taken,
        extra: [{ name: 'assets/padding.bin', data: randomBytes(2_700_000) }],
      });
      const plan = { appId, data: build, identifier: newIdentifier(), chunkSize: MB };
      await uploadChunks(t, token, plan);
      await t.services.uploads.idle();
      const [row] = (await uploadRows(appId)).filter((r) => r.identifier === plan.identifier);
      // the chunks are hashed and assembled: cut the assembled build short, as a lost disk would
      const data = path.join(t.dataDir, 'uploads', row!.id, 'data');
      const saved = await fs.readFile(data);
      await fs.truncate(data, 1000);
      await t.call('/vrmcsys/dvlper/mergeAppFile', mergeBody(plan), { token });
      await t.runDeferred();
      const failed = await t.call<MergeAnswer>(
        '/vrmcsys/dvlper/checkMergeAppRet',
        { identifier: plan.identifier },
        { token },
      );
      expect(failed.data).toEqual({ ret: MergeRet.failed, ecode: 10611, filename: '' });
      // after a fault the chunks stay: put the file back (as a restored disk would) and merge again
      await fs.writeFile(data, saved);
      expect(
        (await t.call('/vrmcsys/dvlper/mergeAppFile', mergeBody(plan), { token })).errCode,
      ).toBe(0);
      await t.runDeferred();
      const retried = await t.call<MergeAnswer>(
        '/vrmcsys/dvlper/checkMergeAppRet',
        { identifier: plan.identifier },
        { token },
      );
      // the APK's package belongs to another app: the build is read and refused
      expect(retried.data).toEqual({ ret: MergeRet.failed, ecode: 10512, filename: '' });
    });

    it('the unknown identifier of checkMergeAppRet answers 10523', async () => {
      const res = await t.call(
        '/vrmcsys/dvlper/checkMergeAppRet',
        { identifier: newIdentifier() },
        { token },
      );
      expect(res.errCode).toBe(ErrorCode.fileNotFound);
    });
  });

  describe('upload tokens (App ID + App Secret)', () => {
    it('buys a token scoped to the app; wrong secrets are refused and rate-limited', async () => {
      const token = await t.signIn('secret@example.com');
      const appId = await createApp(t, token, 'com.example.secret');
      const other = await createApp(t, token, 'com.example.secret2');
      const { app_secret: secret } = await t.db
        .selectFrom('apps')
        .select('app_secret')
        .where('id', '=', appId)
        .executeTakeFirstOrThrow();

      const good = await t.call<{ token: string; expiresIn: number }>(
        '/vrmcsys/dvlper/getUploadToken',
        { appId, appSecret: secret },
      );
      expect(good.errCode).toBe(0);
      expect(good.data.expiresIn).toBe(3600);
      const up = good.data.token;
      expect(up).toMatch(/^up_/);
      // good for the upload calls of its app, nothing else
      const plan = { appId, data: Buffer.alloc(100, 1), identifier: newIdentifier() };
      expect((await sendChunk(t, up, plan, 1)).errCode).toBe(0);
      expect(
        (await t.call('/vrmcsys/dvlper/checkUploadChunks', ids(plan), { token: up })).data,
      ).toMatchObject({ uploaded: [1] });
      expect((await sendChunk(t, up, { ...plan, appId: other }, 1)).errCode).toBe(
        ErrorCode.appNotFound,
      );
      expect((await t.call('/vrmcsys/dvlper/getOwnedApps', {}, { token: up })).errCode).toBe(
        ErrorCode.loginExpired,
      );
      expect(
        (
          await t.call(
            '/vrmcsys/dvlper/deleteDraftResource',
            { appId, fname: 'a.apk' },
            { token: up },
          )
        ).errCode,
      ).toBe(ErrorCode.loginExpired);
      // the secret of one app opens no other
      const crossed = await t.call('/vrmcsys/dvlper/getUploadToken', {
        appId: other,
        appSecret: secret,
      });
      expect(crossed.errCode).toBe(ErrorCode.wrongAppSecret);

      for (let i = 0; i < 9; i += 1) {
        const wrong = await t.call('/vrmcsys/dvlper/getUploadToken', {
          appId,
          appSecret: wrongValue(secret),
        });
        expect(wrong.errCode).toBe(ErrorCode.wrongAppSecret);
      }
      // ten wrong secrets (one above for the other app does not count): the eleventh try waits
      const tenth = await t.call('/vrmcsys/dvlper/getUploadToken', { appId, appSecret: 'nope' });
      expect(tenth.errCode).toBe(ErrorCode.wrongAppSecret);
      const locked = await t.call<{ retryAfter: number }>('/vrmcsys/dvlper/getUploadToken', {
        appId,
        appSecret: secret,
      });
      expect(locked.errCode).toBe(ErrorCode.tooManyRequests);
      expect(locked.data.retryAfter).toBeGreaterThan(0);
      t.clock.advance(16 * 60_000);
      expect(
        (await t.call('/vrmcsys/dvlper/getUploadToken', { appId, appSecret: secret })).errCode,
      ).toBe(0);

      // an hour later the token no longer works
      t.clock.advance(61 * 60_000);
      expect(
        (await t.call('/vrmcsys/dvlper/checkUploadChunks', ids(plan), { token: up })).errCode,
      ).toBe(ErrorCode.loginExpired);
      await t.call('/vrmcsys/dvlper/cancelAppUpload', ids(plan), { token });
    });
  });
});

describe(`the App Secret limit and the client address (${dbKind})`, () => {
  it('counts wrong secrets per socket address: a new X-Forwarded-For does not reset it', async () => {
    const t = await createTestApp();
    try {
      const token = await t.signIn('proxy@example.com');
      const created = await t.call<{ appId: string }>(
        '/vrmcsys/dvlper/createApp',
        { name: 'Proxy Game', pkg: 'com.example.proxy' },
        { token },
      );
      const appId = created.data.appId;
      const attempt = async (forwardedFor: string) =>
        (
          await t.inject({
            method: 'POST',
            url: '/vrmcsys/dvlper/getUploadToken',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
            payload: { appId, appSecret: 'not-the-secret' },
          })
        ).json() as { errCode: number };
      for (let i = 0; i < 10; i += 1)
        expect((await attempt(`203.0.113.${i}`)).errCode).toBe(ErrorCode.wrongAppSecret);
      expect((await attempt('198.51.100.7')).errCode).toBe(ErrorCode.tooManyRequests);
    } finally {
      await t.close();
    }
  });
});
