import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AppStatus,
  AuditStatus,
  MergeRet,
  ReportItemStatus,
  UploadFileType,
  ErrorCode,
} from '@vrportal/contract';
import { ApkProblem, readApk } from '../../src/modules/uploads/apk.js';
import { LocalFile } from '../../src/modules/uploads/staging.js';
import type { TestApp } from '../harness.js';
import { createTestApp } from '../harness.js';
import type { TestS3 } from '../s3-server.js';
import { startS3Server } from '../s3-server.js';
import { REAL_APK, REAL_PKG, buildApk, zip } from '../support/apk-builder.js';
import type { MergeAnswer } from '../support/uploads.js';
import {
  createApp,
  md5,
  mergeBody,
  newIdentifier,
  sendChunk,
  uploadAndMerge,
  uploadChunks,
} from '../support/uploads.js';
import { founder } from '../../src/plugins/caller.js';

let t: TestApp;
let tmp: string;
let real: Buffer;
/** the real APK as a release build (the real one is debuggable, which a merge refuses) */
let release: Buffer;

/** An app of the real APK's package (one at a time: a package belongs to one app). */
async function settingsApp(token: string, name = 'Settings') {
  await t.db.deleteFrom('apps').where('pkg', '=', REAL_PKG).execute();
  return createApp(t, token, REAL_PKG, name);
}

async function read(bytes: Buffer) {
  const file = path.join(tmp, `${md5(bytes)}.apk`);
  await fs.writeFile(file, bytes);
  return readApk(await LocalFile.open(file));
}

/** A self-signed certificate and a PKCS#7 signature made by openssl, as jarsigner writes. */
function v1Signature() {
  const dir = path.join(tmp, 'v1');
  execFileSync('mkdir', ['-p', dir]);
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  const sf = path.join(dir, 'CERT.SF');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert,
    '-subj', '/CN=Release Key/O=Example Games', '-days', '2',
  ], { stdio: 'ignore' }); // prettier-ignore
  execFileSync('sh', ['-c', `printf 'Signature-Version: 1.0\\n' > ${sf}`]);
  const pkcs7 = execFileSync('openssl', [
    'cms', '-sign', '-binary', '-noattr', '-in', sf, '-signer', cert, '-inkey', key,
    '-outform', 'DER', '-nodetach',
  ]); // prettier-ignore
  const der = execFileSync('openssl', ['x509', '-in', cert, '-outform', 'DER']);
  return { pkcs7, certSha256: createHash('sha256').update(der).digest('hex') };
}

/** The same tests with builds kept in a local folder and in an S3-compatible store. */
const stores = [
  { name: 'local folder', s3: false },
  { name: 'S3-compatible server', s3: true },
];

describe.each(stores)('APK uploads (blobs in $name)', ({ s3 }) => {
  let server: TestS3 | undefined;
  beforeAll(async () => {
    server = s3 ? await startS3Server() : undefined;
    t = await createTestApp({}, server ? { blobs: server.store } : {});
    tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'vrportal-apk-'));
    real = await fs.readFile(REAL_APK);
    release = await buildApk();
  });
  afterAll(async () => {
    await t.close();
    await server?.stop();
    await fs.rm(tmp, { recursive: true, force: true });
  });

  describe('reading APKs', () => {
    it('reads the real APK from its v2 signing block', async () => {
      const info = await read(real);
      expect(info).toMatchObject({
        pkg: 'io.appium.settings',
        versionCode: 192,
        versionName: '8.0.10',
        minSdk: 26,
        targetSdk: 35,
        debuggable: true,
        abis: [],
        signer: { scheme: 'v2', subject: 'CN=Android Debug, O=Android, C=US' },
      });
      expect(info.signer?.certSha256).toMatch(/^[0-9a-f]{64}$/);
      expect(info.permissions).toHaveLength(27);
    });

    it('reads native ABIs, a cleared debuggable flag and an edited version code', async () => {
      const info = await read(
        await buildApk({
          versionCode: 300,
          debuggable: false,
          extra: [
            { name: 'lib/arm64-v8a/libgame.so', data: Buffer.alloc(64, 1) },
            { name: 'lib/armeabi-v7a/libgame.so', data: Buffer.alloc(64, 2) },
            { name: 'lib/arm64-v8a/libaudio.so', data: Buffer.alloc(64, 3) },
          ],
        }),
      );
      expect(info).toMatchObject({ versionCode: 300, debuggable: false });
      expect(info.abis).toEqual(['arm64-v8a', 'armeabi-v7a']);
      // the v2 block copied over still names the same certificate
      expect(info.signer).toMatchObject({ scheme: 'v2' });
      expect(info.signer?.certSha256).toBe((await read(real)).signer?.certSha256);
    });

    it('reads a v1 (META-INF) signature: the digest is the certificate openssl made', async () => {
      const v1 = v1Signature();
      const info = await read(await buildApk({ signature: { v1: v1.pkcs7 } }));
      expect(info.signer).toEqual({
        scheme: 'v1',
        certSha256: v1.certSha256,
        subject: 'CN=Release Key, O=Example Games',
      });
    });

    const problems: [string, () => Promise<Buffer>, 'unparseable' | 'abnormal'][] = [
      ['random bytes', async () => Buffer.alloc(4096, 0x5a), 'unparseable'],
      ['a truncated APK', async () => real.subarray(0, Math.floor(real.length / 2)), 'unparseable'],
      ['a zip that is not an APK', async () => zip([{ name: 'readme.txt', data: Buffer.from('hi') }]), 'unparseable'],
      ['a manifest that is not binary XML', async () => zip([{ name: 'AndroidManifest.xml', data: Buffer.from('<manifest/>') }]), 'unparseable'],
      ['an unsigned APK', async () => buildApk({ signature: 'none' }), 'abnormal'],
    ]; // prettier-ignore
    for (const [what, make, kind] of problems) {
      it(`refuses ${what} (${kind})`, async () => {
        const error = await read(await make()).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ApkProblem);
        expect((error as ApkProblem).kind).toBe(kind);
      });
    }
  });

  describe('merge codes of APKs', () => {
    let token: string;
    beforeAll(async () => {
      token = await t.signIn('apk@example.com');
    });

    const cases: [string, () => Promise<Buffer>, number][] = [
      ['10630 for a zip that is not an APK', async () => zip([{ name: 'a.txt', data: Buffer.from('a') }]), 10630],
      ['10630 for a truncated APK', async () => real.subarray(0, real.length - 1000), 10630],
      ['10632 for an unsigned APK', async () => buildApk({ signature: 'none' }), 10632],
    ]; // prettier-ignore
    for (const [what, make, code] of cases) {
      it(what, async () => {
        const appId = await settingsApp(token, 'Parse');
        const answer = await uploadAndMerge(t, token, {
          appId,
          data: await make(),
          chunkSize: 1 << 20,
        });
        expect(answer).toEqual({ ret: MergeRet.failed, ecode: code, filename: '' });
        expect(
          await t.db.selectFrom('app_versions').selectAll().where('app_id', '=', appId).execute(),
        ).toEqual([]);
        await t.call('/vrmcsys/dvlper/deleteOwnedApp', { appId }, { token });
      });
    }

    it('10631 when the package is not the app’s, 10512 when another app owns it', async () => {
      // no app of an earlier test holds the package yet
      await t.db.deleteFrom('apps').where('pkg', '=', REAL_PKG).execute();
      const mine = await createApp(t, token, 'com.example.mine');
      expect(await uploadAndMerge(t, token, { appId: mine, data: release })).toEqual({
        ret: MergeRet.failed,
        ecode: 10631,
        filename: '',
      });
      const other = await t.signIn('owns-settings@example.com');
      const owned = await createApp(t, other, REAL_PKG, 'Owned elsewhere');
      expect(await uploadAndMerge(t, token, { appId: mine, data: release })).toEqual({
        ret: MergeRet.failed,
        ecode: 10512,
        filename: '',
      });
      await t.call('/vrmcsys/dvlper/deleteOwnedApp', { appId: owned }, { token: other });
    });

    it('10502 when the version code is not higher than the last', async () => {
      const appId = await settingsApp(token, 'Versions');
      expect((await uploadAndMerge(t, token, { appId, data: release })).ret).toBe(MergeRet.success);
      expect(await uploadAndMerge(t, token, { appId, data: release })).toEqual({
        ret: MergeRet.failed,
        ecode: 10502,
        filename: '',
      });
      const lower = await buildApk({ versionCode: 100 });
      expect((await uploadAndMerge(t, token, { appId, data: lower })).ecode).toBe(
        ErrorCode.versionNotHigher,
      );
      const higher = await buildApk({ versionCode: 193 });
      expect((await uploadAndMerge(t, token, { appId, data: higher })).ret).toBe(MergeRet.success);
      await t.call('/vrmcsys/dvlper/deleteOwnedApp', { appId }, { token });
    });
  });

  describe('OBBs and drafts', () => {
    it('an OBB joins the draft APK; the APK goes only after its OBBs (10509)', async () => {
      const token = await t.signIn('obb@example.com');
      const appId = await settingsApp(token, 'With OBB');
      const obb = Buffer.alloc(3 * 1024 * 1024 + 17, 9);
      const obbPlan = {
        appId,
        data: obb,
        fileType: UploadFileType.mainObb,
        filename: 'main.obb',
        chunkSize: 1 << 20,
      };

      // before the APK: refused at the first chunk, and at merge time
      expect(
        (await sendChunk(t, token, { ...obbPlan, identifier: newIdentifier() }, 1)).errCode,
      ).toBe(ErrorCode.deleteObbFirst);

      const apk = await uploadAndMerge(t, token, { appId, data: release });
      expect(apk.ret).toBe(MergeRet.success);
      const main = await uploadAndMerge(t, token, obbPlan);
      expect(main).toEqual({
        ret: MergeRet.success,
        ecode: 0,
        filename: 'main.192.io.appium.settings.obb',
      });
      const patch = await uploadAndMerge(t, token, {
        ...obbPlan,
        data: Buffer.alloc(1000, 8),
        fileType: UploadFileType.patchObb,
        filename: 'patch.obb',
      });
      expect(patch.filename).toBe('patch.192.io.appium.settings.obb');

      // the OBB downloads as it was uploaded
      const download = await t.inject({
        method: 'GET',
        url: '/vrmcsys/fileserver/downloadApp',
        headers: { token, fname: main.filename },
      });
      expect(md5(download.rawPayload)).toBe(md5(obb));

      const delApk = await t.call(
        '/vrmcsys/dvlper/deleteDraftResource',
        { appId, fname: apk.filename },
        { token },
      );
      expect(delApk.errCode).toBe(ErrorCode.deleteObbFirst);
      // the OBB calls delete only their own kind
      const wrongKind = await t.call(
        '/vrmcsys/dvlper/deleteDraftOBBResource',
        { appId, fname: patch.filename },
        { token },
      );
      expect(wrongKind.errCode).toBe(ErrorCode.fileNotFound);
      for (const [call, fname] of [
        ['deleteDraftOBBResource', main.filename],
        ['deleteDraftPatchOBBResource', patch.filename],
      ]) {
        expect((await t.call(`/vrmcsys/dvlper/${call}`, { appId, fname }, { token })).errCode).toBe(
          0,
        );
      }
      expect(
        (
          await t.call(
            '/vrmcsys/dvlper/deleteDraftResource',
            { appId, fname: apk.filename },
            { token },
          )
        ).errCode,
      ).toBe(0);
      expect(
        await t.db.selectFrom('app_versions').selectAll().where('app_id', '=', appId).execute(),
      ).toEqual([]);
      // files are gone from the blob store
      const blobs = await fs
        .readdir(path.join(t.dataDir, 'blobs', 'builds', appId))
        .catch(() => []);
      expect(blobs).toEqual([]);
      // with the draft gone the same version code may come again
      expect((await uploadAndMerge(t, token, { appId, data: release })).ret).toBe(MergeRet.success);
      await t.call('/vrmcsys/dvlper/deleteOwnedApp', { appId }, { token });
    });

    it('10509 at merge time for an OBB whose APK was deleted after its chunks were sent', async () => {
      const token = await t.signIn('obb-late@example.com');
      const appId = await settingsApp(token, 'Late OBB');
      const apk = await uploadAndMerge(t, token, { appId, data: release });
      const plan = {
        appId,
        data: Buffer.alloc(2000, 5),
        identifier: newIdentifier(),
        fileType: UploadFileType.mainObb,
        filename: 'main.obb',
      };
      await uploadChunks(t, token, plan);
      const del = await t.call(
        '/vrmcsys/dvlper/deleteDraftResource',
        { appId, fname: apk.filename },
        { token },
      );
      expect(del.errCode).toBe(0);
      const merge = await t.call('/vrmcsys/dvlper/mergeAppFile', mergeBody(plan), { token });
      expect(merge.errCode).toBe(ErrorCode.deleteObbFirst);
    });

    it('the files of only three versions are kept (and of the version online)', async () => {
      const token = await t.signIn('keep3@example.com');
      const appId = await settingsApp(token, 'Three');
      const filenames: string[] = [];
      for (const code of [200, 201, 202, 203, 204]) {
        if (code === 202) {
          // version 201 goes online: the store still serves it, so its file stays
          const v201 = await t.db
            .selectFrom('app_versions')
            .select('id')
            .where('app_id', '=', appId)
            .where('vcode', '=', 201)
            .executeTakeFirstOrThrow();
          await t.db
            .updateTable('apps')
            .set({ published_version_id: v201.id })
            .where('id', '=', appId)
            .execute();
        }
        const answer = await uploadAndMerge(t, token, {
          appId,
          data: await buildApk({ versionCode: code }),
        });
        expect(answer.ret).toBe(MergeRet.success);
        filenames.push(answer.filename);
        if (code === 200) {
          const obb = await uploadAndMerge(t, token, {
            appId,
            data: Buffer.alloc(500, 1),
            fileType: UploadFileType.mainObb,
            filename: 'm.obb',
          });
          expect(obb.ret).toBe(MergeRet.success);
        }
      }
      const rows = await t.db
        .selectFrom('app_versions')
        .selectAll()
        .where('app_id', '=', appId)
        .orderBy('vcode')
        .execute();
      expect(rows.map((r) => [Number(r.vcode), r.fname !== null, r.blob_key !== null])).toEqual([
        [200, false, false],
        [201, true, true],
        [202, true, true],
        [203, true, true],
        [204, true, true],
      ]);
      const obbs = await t.db
        .selectFrom('app_version_obbs')
        .selectAll()
        .where('version_id', '=', rows[0]!.id)
        .execute();
      expect(obbs.map((o) => [o.fname, o.blob_key])).toEqual([[null, null]]);
      // the files left in the store, whichever store it is
      const kept = server
        ? (await server.objectKeys()).filter((key) => key.includes(`builds/${appId}/`))
        : await fs.readdir(path.join(t.dataDir, 'blobs', 'builds', appId));
      expect(kept).toHaveLength(4);
      // the history still lists every version; the pruned one has no file to download
      const history = await t.call<{ apps: { vcode: number; fname: string }[] }>(
        '/vrmcsys/dvlper/getAppHistorys',
        { appId },
        { token },
      );
      expect(history.data.apps.map((a) => [a.vcode, a.fname !== ''])).toEqual([
        [204, true],
        [203, true],
        [202, true],
        [201, true],
        [200, false],
      ]);
      const gone = await t.inject({
        method: 'GET',
        url: '/vrmcsys/fileserver/downloadApp',
        headers: { token, fname: filenames[0]! },
      });
      expect(gone.json().errCode).toBe(ErrorCode.fileNotFound);
      await t.call('/vrmcsys/dvlper/deleteOwnedApp', { appId }, { token });
    });
  });

  describe('the automatic technical check', () => {
    async function submitAndCheck(_token: string, appId: string) {
      // the check itself is tested here, also on what the release form refuses to commit (no
      // build, a build already online): submitted through the review service
      const app = await t.db
        .selectFrom('apps')
        .select('org_id')
        .where('id', '=', appId)
        .executeTakeFirstOrThrow();
      const submit = await t.services.review.submit(founder(app.org_id), appId);
      expect(submit.status).toBe(AppStatus.autoQueued);
      await t.runDeferred();
      const audit = await t.db
        .selectFrom('audits')
        .selectAll()
        .where('app_id', '=', appId)
        .where('kind', '=', 'auto')
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow();
      const items = JSON.parse(audit.items) as { desc: string; status: number }[];
      const blob = await t.services.blobs.open(audit.log_key!);
      const chunks: Buffer[] = [];
      for await (const c of blob!.stream) chunks.push(c as Buffer);
      return {
        status: audit.status,
        items: Object.fromEntries(items.map((i) => [i.desc, i.status])),
        log: Buffer.concat(chunks).toString('utf8'),
      };
    }

    it('fails without a build, fails a debuggable build, passes a release build', async () => {
      const token = await t.signIn('autocheck@example.com');
      const appId = await settingsApp(token, 'Checked');

      const none = await submitAndCheck(token, appId);
      expect(none.items['auto.build']).toBe(ReportItemStatus.failed);
      expect(none.log).toContain('[FAIL] auto.build');

      expect((await uploadAndMerge(t, token, { appId, data: release })).ret).toBe(MergeRet.success);
      // a debug build stored before merges refused them: the check is the second line
      const stored = await t.db
        .selectFrom('app_versions')
        .select(['id', 'manifest'])
        .where('app_id', '=', appId)
        .executeTakeFirstOrThrow();
      await t.db
        .updateTable('app_versions')
        .set({ manifest: JSON.stringify({ ...JSON.parse(stored.manifest), debuggable: true }) })
        .where('id', '=', stored.id)
        .execute();
      const debug = await submitAndCheck(token, appId);
      expect(debug.status).toBe(AuditStatus.failed);
      expect(debug.items).toMatchObject({
        'auto.build': ReportItemStatus.passed,
        'auto.buildPkg': ReportItemStatus.passed,
        'auto.versionCode': ReportItemStatus.passed,
        'auto.debuggable': ReportItemStatus.failed,
      });
      expect(debug.log).toContain('package io.appium.settings, version 8.0.10 (192)');
      expect(debug.log).toContain('minSdk 26, targetSdk 35');
      expect(debug.log).toContain('[FAIL] auto.debuggable');

      const higher = await buildApk({ versionCode: 193 });
      expect((await uploadAndMerge(t, token, { appId, data: higher })).ret).toBe(MergeRet.success);
      const passed = await submitAndCheck(token, appId);
      expect(passed.status).toBe(AuditStatus.passed);
      expect(passed.log).toContain('[PASS] auto.debuggable');
      expect(passed.log).toContain('RESULT: PASS');
    });

    it('fails a build whose version code is not above the version online', async () => {
      const token = await t.signIn('online@example.com');
      const appId = await settingsApp(token, 'Online');
      expect(
        (
          await uploadAndMerge(t, token, {
            appId,
            data: await buildApk({ versionCode: 500, debuggable: false }),
          })
        ).ret,
      ).toBe(MergeRet.success);
      const v = await t.db
        .selectFrom('app_versions')
        .select('id')
        .where('app_id', '=', appId)
        .executeTakeFirstOrThrow();
      await t.db
        .updateTable('apps')
        .set({ published_version_id: v.id })
        .where('id', '=', appId)
        .execute();
      const same = await submitAndCheck(token, appId);
      expect(same.items['auto.versionCode']).toBe(ReportItemStatus.failed);
      expect(same.log).toContain('version code 500 is not higher than 500 online');
    });
  });

  describe('merging what was uploaded with a resumed hash', () => {
    it('hashes chunks that arrived out of order once the gap is filled', async () => {
      const token = await t.signIn('order@example.com');
      const appId = await settingsApp(token, 'Order');
      // three chunks of 1 MB
      const data = await buildApk({
        extra: [{ name: 'assets/padding.bin', data: Buffer.alloc(2_500_000, 7) }],
      });
      const plan = { appId, data, identifier: newIdentifier(), chunkSize: 1 << 20 };
      await uploadChunks(t, token, plan, [1]);
      await t.services.uploads.idle();
      const before = await t.db
        .selectFrom('uploads')
        .select('hashed_chunks')
        .where('app_id', '=', appId)
        .executeTakeFirstOrThrow();
      expect(before.hashed_chunks).toBe(0);
      await sendChunk(t, token, plan, 1);
      await t.services.uploads.idle();
      const after = await t.db
        .selectFrom('uploads')
        .select('hashed_chunks')
        .where('app_id', '=', appId)
        .executeTakeFirstOrThrow();
      expect(after.hashed_chunks).toBe(3);
      await t.call('/vrmcsys/dvlper/mergeAppFile', mergeBody(plan), { token });
      await t.runDeferred();
      const ret = await t.call<MergeAnswer>(
        '/vrmcsys/dvlper/checkMergeAppRet',
        { identifier: plan.identifier },
        { token },
      );
      expect(ret.data.ret).toBe(MergeRet.success);
    });
  });
});
