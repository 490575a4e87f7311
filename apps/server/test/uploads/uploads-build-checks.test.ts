import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AppStatus,
  ErrorCode,
  MergeRet,
  ReportItemStatus,
  appCalls,
  reviewCalls,
} from '@vrportal/contract';
import type { TestApp } from '../harness.js';
import { passEveryStage as passStages } from '../support/review.js';
import { createTestApp, dbKind } from '../harness.js';
import { addVersion } from '../factories.js';
import { buildApk, newPackageName } from '../support/apk-builder.js';
import { variantApk } from '../support/apk-variants.js';
import { completeRelease } from '../support/release.js';
import { createApp, uploadAndMerge } from '../support/uploads.js';

/**
 * The build checks of a merge: a debuggable APK (10630), a version code not higher than the
 * app's builds, live, submitted or a draft never submitted (10502), another package (10631, or
 * 10512 when another app has it). Each refusal stores nothing and keeps the draft.
 */
describe(`merge refusals keep the draft build (${dbKind})`, () => {
  let t: TestApp;
  let dev: string;
  let admin: string;
  let appId: string;
  /** the package of the test's app, which its builds are made with */
  let pkg: string;

  beforeAll(async () => {
    t = await createTestApp();
    dev = await t.signIn('checks@example.com');
    admin = await t.signIn('checks-admin@example.com', { admin: true });
  });
  afterAll(() => t.close());
  // each test's own app, of a package of its own: no build yet
  beforeEach(async () => {
    pkg = newPackageName();
    appId = await createApp(t, dev, pkg, 'Checked builds');
  });

  /** A release build of the test app's package (debuggable if asked). */
  const apkOf = (versionCode: number, debuggable = false) =>
    buildApk({ versionCode, debuggable, pkg });

  const passEveryStage = () => passStages(t, dev, admin, appId);

  const detail = async () =>
    (await t.call(appCalls.getAppDetailInfo, { appId }, { token: dev })).data;

  /** The stored builds: version rows, OBB rows and the files of the blob store. */
  async function stored() {
    const versions = await t.db.selectFrom('app_versions').selectAll().orderBy('id').execute();
    const obbs = await t.db
      .selectFrom('app_version_obbs')
      .selectAll()
      .orderBy('version_id')
      .execute();
    const keys = versions.map((v) => v.blob_key).filter((k): k is string => Boolean(k));
    const files = await Promise.all(keys.map(async (k) => Boolean(await t.services.blobs.open(k))));
    return { versions, obbs, files };
  }

  /** Version 200 online, and version 300 submitted after it: its review failed. */
  async function liveAndFailed() {
    await addVersion(t, appId, { ver: '2.0.0', vcode: 200 });
    await completeRelease(t, dev, appId);
    await passEveryStage();
    await t.call(reviewCalls.changeAppState, { appId, action: 'online' }, { token: admin });
    t.clock.advance(1000);
    await addVersion(t, appId, { ver: '3.0.0', vcode: 300 });
    // an update writes its own What's new: the live one's is not carried over
    const vnote = { zh_CN: '第三版。', en_US: 'Version three.' };
    expect((await t.call(appCalls.commitAppInfo, { appId, vnote }, { token: dev })).errCode).toBe(
      0,
    );
    await t.runDeferred();
    await t.call(reviewCalls.startReview, { appId }, { token: admin });
    const failed = await t.call(
      reviewCalls.decideReview,
      {
        appId,
        pass: false,
        items: [
          {
            name: 'Stability',
            status: ReportItemStatus.failed,
            require: '',
            desc: '',
            note: 'Crashes',
          },
        ],
        note: 'Crashes',
      },
      { token: admin },
    );
    expect(failed.errCode).toBe(0);
  }

  /** The same, and a draft build of version 400 never submitted. */
  async function withDraft() {
    await liveAndFailed();
    t.clock.advance(1000);
    const ok = await uploadAndMerge(t, dev, { appId, data: await apkOf(400) });
    expect(ok.ret).toBe(MergeRet.success);
  }

  it('sets up version 200 online and version 300 submitted (its review failed)', async () => {
    await liveAndFailed();
    expect(await detail()).toMatchObject({
      status: AppStatus.manualFailed,
      vcode: 200,
      reviewVcode: 300,
      form: { vcode: 300, maxVcode: 300 },
    });
  });

  it('10502 for the version code of the live or the submitted build, or one below', async () => {
    await liveAndFailed();
    const before = await stored();
    for (const code of [150, 200, 250, 300]) {
      const answer = await uploadAndMerge(t, dev, {
        appId,
        data: await apkOf(code),
      });
      expect(answer, `versionCode ${code}`).toEqual({
        ret: MergeRet.failed,
        ecode: ErrorCode.versionNotHigher,
        filename: '',
      });
    }
    expect(await stored()).toEqual(before);
  });

  it('a draft never submitted takes its version code too: 10502 up to it, the draft kept', async () => {
    await liveAndFailed();
    t.clock.advance(1000);
    const ok = await uploadAndMerge(t, dev, { appId, data: await apkOf(400) });
    expect(ok.ret).toBe(MergeRet.success);
    const draft = (await detail()).form;
    expect(draft).toMatchObject({ vcode: 400, maxVcode: 400, fname: ok.filename });

    const before = await stored();
    for (const code of [350, 400]) {
      const answer = await uploadAndMerge(t, dev, {
        appId,
        data: await apkOf(code),
      });
      expect(answer.ecode, `versionCode ${code}`).toBe(ErrorCode.versionNotHigher);
    }
    expect(await stored()).toEqual(before);
    expect((await detail()).form).toMatchObject({ vcode: 400, maxVcode: 400, fname: ok.filename });
  });

  it('10630 for a debuggable APK whose version code is higher: nothing stored, draft kept', async () => {
    await withDraft();
    const before = await stored();
    const answer = await uploadAndMerge(t, dev, {
      appId,
      data: await apkOf(500, true),
    });
    expect(answer).toEqual({ ret: MergeRet.failed, ecode: ErrorCode.apkUnparseable, filename: '' });
    expect(await stored()).toEqual(before);
    expect((await detail()).form).toMatchObject({ vcode: 400, maxVcode: 400 });
  });

  it('10631 for another package, 10512 once another app has it: nothing stored, draft kept', async () => {
    await withDraft();
    const other = await variantApk({ versionCode: 500, pkg: 'com.example.nebula' });
    const before = await stored();
    expect((await uploadAndMerge(t, dev, { appId, data: other })).ecode).toBe(
      ErrorCode.apkPkgDiffers,
    );
    const someoneElse = await t.signIn('nebula-owner@example.com');
    await createApp(t, someoneElse, 'com.example.nebula', 'Nebula');
    const before2 = await stored();
    expect((await uploadAndMerge(t, dev, { appId, data: other })).ecode).toBe(ErrorCode.pkgTaken);
    expect((await stored()).versions).toEqual(before.versions);
    expect(await stored()).toEqual(before2);
    expect((await detail()).form).toMatchObject({ vcode: 400, maxVcode: 400 });
  });

  it('a release build of the package with a higher version code becomes the draft', async () => {
    await withDraft();
    t.clock.advance(1000);
    const ok = await uploadAndMerge(t, dev, { appId, data: await apkOf(401) });
    expect(ok.ret).toBe(MergeRet.success);
    expect((await detail()).form).toMatchObject({ vcode: 401, maxVcode: 401, fname: ok.filename });
  });

  it('another developer does not learn the version codes', async () => {
    const stranger = await t.signIn('stranger@example.com');
    const res = await t.call(appCalls.getAppDetailInfo, { appId }, { token: stranger });
    expect(res.errCode).toBe(ErrorCode.appNotFound);
    expect(res.data).toBeNull();
  });
});
