import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, MergeRet, releaseCalls, uploadPaths } from '@vrportal/contract';
import { readApk } from '../../src/modules/uploads/apk.js';
import { LocalFile } from '../../src/modules/uploads/staging.js';
import type { TestApp } from '../harness.js';
import { createTestApp, dbKind } from '../harness.js';
import { REAL_APK, REAL_PKG } from '../support/apk-builder.js';
import { v1Signature, variantApk } from '../support/apk-variants.js';
import type { MergeAnswer } from '../support/uploads.js';
import {
  createApp,
  mergeBody,
  newIdentifier,
  uploadAndMerge,
  uploadChunks,
} from '../support/uploads.js';

describe(`risk diff of a release (${dbKind})`, () => {
  let t: TestApp;
  let dev: string;
  let realCert: string;
  let realPermissions: string[];

  beforeAll(async () => {
    t = await createTestApp();
    dev = await t.signIn('dev@example.com');
    const real = await readApk(await LocalFile.open(REAL_APK));
    realCert = real.signer!.certSha256;
    realPermissions = real.permissions;
  });
  afterAll(() => t.close());

  /** An app of the real APK's package (a package belongs to one app at a time). */
  async function settingsApp() {
    await t.db.deleteFrom('apps').where('pkg', '=', REAL_PKG).execute();
    return createApp(t, dev, REAL_PKG, 'Settings');
  }
  async function upload(appId: string, data: Buffer) {
    const ret = await uploadAndMerge(t, dev, { appId, data });
    expect(ret).toMatchObject({ ret: MergeRet.success, ecode: 0 });
    return t.db
      .selectFrom('app_versions')
      .selectAll()
      .where('app_id', '=', appId)
      .where('fname', '=', ret.filename)
      .executeTakeFirstOrThrow();
  }
  const publish = (appId: string, versionId: string) =>
    t.db
      .updateTable('apps')
      .set({ published_version_id: versionId })
      .where('id', '=', appId)
      .execute();
  const diff = async (body: { appId: string; cId?: string }) => {
    const res = await t.call(releaseCalls.getReleaseDiff, body, { token: dev });
    expect(res.errCode).toBe(0);
    return res.data;
  };

  it('reads a first build as all new: nothing is live, no risk', async () => {
    const appId = await settingsApp();
    const apk = await variantApk({ versionCode: 200, abis: ['arm64-v8a'] });
    await upload(appId, apk);
    const d = await diff({ appId });
    expect(d.draft).toMatchObject({ ver: '8.0.10', vcode: 200, size: apk.length });
    expect(d.live).toBeNull();
    expect(d.versionCode).toEqual({ from: null, to: 200, changed: true });
    expect(d.permissions).toEqual({ added: [...realPermissions].sort(), removed: [] });
    expect(d.abis).toEqual({ added: ['arm64-v8a'], removed: [] });
    expect(d.signer).toEqual({ from: null, to: realCert, changed: true });
    expect(d.size).toEqual({ from: null, to: apk.length, changed: true, delta: 0 });
    expect(d).toMatchObject({ risks: [], highRisk: false });
  });

  it('compares an update with the live build: version, permissions, ABIs, SDK levels and size', async () => {
    const appId = await settingsApp();
    const liveApk = await variantApk({
      versionCode: 300,
      minSdk: 26,
      targetSdk: 33,
      abis: ['arm64-v8a', 'armeabi-v7a'],
    });
    const live = await upload(appId, liveApk);
    await publish(appId, live.id);
    // with only the live build there is no draft to compare
    const none = await diff({ appId });
    expect(none).toMatchObject({ draft: null, live: { vcode: 300 }, risks: [], highRisk: false });

    const draftApk = await variantApk({
      versionCode: 301,
      minSdk: 29,
      targetSdk: 35,
      abis: ['arm64-v8a', 'x86_64'],
      renamePermissions: [['android.permission.READ_SMS', 'android.permission.SEND_SMS']],
    });
    await upload(appId, draftApk);
    const d = await diff({ appId });
    expect(d.draft).toMatchObject({ vcode: 301, size: draftApk.length });
    expect(d.live).toMatchObject({ vcode: 300, size: liveApk.length, fname: live.fname });
    expect(d.versionCode).toEqual({ from: 300, to: 301, changed: true });
    expect(d.versionName).toEqual({ from: '8.0.10', to: '8.0.10', changed: false });
    expect(d.minSdk).toEqual({ from: 26, to: 29, changed: true });
    expect(d.targetSdk).toEqual({ from: 33, to: 35, changed: true });
    expect(d.permissions).toEqual({
      added: ['android.permission.SEND_SMS'],
      removed: ['android.permission.READ_SMS'],
    });
    expect(d.abis).toEqual({ added: ['x86_64'], removed: ['armeabi-v7a'] });
    expect(d.size).toEqual({
      from: liveApk.length,
      to: draftApk.length,
      changed: liveApk.length !== draftApk.length,
      delta: draftApk.length - liveApk.length,
    });
    expect(d.signer).toEqual({ from: realCert, to: realCert, changed: false });
    expect(d.risks).toEqual(['permissionsAdded', 'abisRemoved', 'minSdkRaised']);
    expect(d.highRisk).toBe(false);
  });

  it('flags a new signing certificate as a high risk', async () => {
    const appId = await settingsApp();
    const live = await upload(appId, await variantApk({ versionCode: 400 }));
    await publish(appId, live.id);
    const signature = v1Signature('Another Release Key');
    await upload(appId, await variantApk({ versionCode: 401, v1: signature.pkcs7 }));
    const d = await diff({ appId });
    expect(d.signer).toEqual({ from: realCert, to: signature.certSha256, changed: true });
    expect(d.risks).toContain('signerChanged');
    expect(d.highRisk).toBe(true);
    expect(d.permissions).toEqual({ added: [], removed: [] });
  });

  it("compares a business channel's draft with that channel's live build only", async () => {
    const appId = await settingsApp();
    const main = await upload(appId, await variantApk({ versionCode: 500, abis: ['arm64-v8a'] }));
    await publish(appId, main.id);
    const created = await t.call(
      releaseCalls.createAppChannel,
      { appId, name: 'Arcade halls' },
      { token: dev },
    );
    const cId = created.data.cId;
    const data = await variantApk({ versionCode: 501, abis: ['x86_64'] });
    const plan = { appId, data, identifier: newIdentifier() };
    await uploadChunks(t, dev, plan);
    const merge = await t.call(
      uploadPaths.mergeAppFileTob,
      { ...mergeBody(plan), cId },
      { token: dev },
    );
    expect(merge.errCode).toBe(0);
    await t.runDeferred();
    const ret = await t.call<MergeAnswer>(
      uploadPaths.checkMergeAppRet,
      { identifier: plan.identifier },
      { token: dev },
    );
    expect(ret.data.ret).toBe(MergeRet.success);

    const channel = await diff({ appId, cId });
    expect(channel.draft).toMatchObject({ vcode: 501 });
    // the channel has nothing live: the main store's live build is not its base
    expect(channel.live).toBeNull();
    expect(channel.abis).toEqual({ added: ['x86_64'], removed: [] });
    const store = await diff({ appId });
    expect(store).toMatchObject({ draft: null, live: { vcode: 500 } });

    const unknown = await t.call(
      releaseCalls.getReleaseDiff,
      { appId, cId: 'd'.repeat(32) },
      { token: dev },
    );
    expect(unknown.errCode).toBe(ErrorCode.channelNotFound);
  });
});
