import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppStatus, ErrorCode, appCalls, assetPaths, releaseCalls } from '@vrportal/contract';
import type { AppAssets } from '@vrportal/contract';
import type { Kysely } from 'kysely';
import * as channelAssetsMigration from '../../src/db/migrations/20261128T0902_channel_assets.js';
import { addVersion, createApps } from '../factories.js';
import type { TestApp } from '../harness.js';
import { createTestApp, dbKind } from '../harness.js';
import {
  COMPLETE_FORM,
  completeRelease,
  uploadPicture,
  uploadTrailer,
} from '../support/release.js';

/**
 * Each release owns its assets: a business channel starts from a copy of the main store's
 * assets, description and details, and from then on neither side changes the other.
 */
describe(`channel assets (${dbKind})`, () => {
  let t: TestApp;
  let dev: string;
  let other: string;
  let serial = 0;

  beforeAll(async () => {
    t = await createTestApp();
    dev = await t.signIn('dev@example.com');
    other = await t.signIn('other@example.com');
  });
  afterAll(() => t.close());

  async function newApp(token = dev) {
    serial += 1;
    const [appId] = await createApps(t, token, 1, `com.chassets.app${serial}x`);
    return appId!;
  }
  async function newChannel(appId: string) {
    const res = await t.call(
      releaseCalls.createAppChannel,
      { appId, name: 'Arcade halls' },
      { token: dev },
    );
    expect(res.errCode).toBe(0);
    return res.data.cId;
  }
  const assets = async (appId: string, cId?: string) => {
    const res = await t.call<AppAssets>(
      assetPaths.getAppAssets,
      { appId, ...(cId ? { cId } : {}) },
      { token: dev },
    );
    expect(res.errCode).toBe(0);
    return res.data;
  };
  const channelForm = async (appId: string, cId: string) =>
    (await t.call(releaseCalls.getAppInfoTob, { appId, cId }, { token: dev })).data;
  const mainForm = async (appId: string) =>
    (await t.call(appCalls.getAppDetailInfo, { appId }, { token: dev })).data.form;
  const served = async (url: string) => (await t.inject({ method: 'GET', url })).statusCode;
  const deletePic = (appId: string, url: string, cId?: string) =>
    t.call(assetPaths.deleteAppPic, { appId, url, ...(cId ? { cId } : {}) }, { token: dev });

  /** An app whose main store has a complete form with three screenshots and a trailer. */
  async function filledApp() {
    const appId = await newApp();
    await completeRelease(t, dev, appId);
    await uploadPicture(t, dev, appId, 3);
    await uploadPicture(t, dev, appId, 3);
    await uploadTrailer(t, dev, appId);
    return appId;
  }

  it('starts a new channel from a copy of the main store assets, description and details', async () => {
    const appId = await filledApp();
    const main = await assets(appId);
    const cId = await newChannel(appId);
    const copy = await assets(appId, cId);
    expect(copy.pics).toHaveLength(3);
    expect(copy.vedios).toHaveLength(1);
    expect(copy.vedios[0]!.pic).not.toBe('');
    expect(copy.scover).not.toBe('');
    expect(copy.rcover).not.toBe('');
    // own rows (own urls) serving the same files
    for (const url of [...copy.pics, copy.scover, copy.rcover, copy.vedios[0]!.pic]) {
      expect([...main.pics, main.scover, main.rcover, main.vedios[0]!.pic]).not.toContain(url);
      expect(await served(url)).toBe(200);
    }
    const form = await channelForm(appId, cId);
    expect(form.name).toEqual(COMPLETE_FORM.name);
    expect(form.brief).toEqual(COMPLETE_FORM.brief);
    expect(form.developer).toBe(COMPLETE_FORM.developer);
    expect(form.tag).toEqual(COMPLETE_FORM.tag);
    // the build note and the price are the channel's own
    expect(form.vnote).toEqual({});
    expect(form.sprice).toBeNull();
    // later changes of the main store's texts stay there
    await t.call(releaseCalls.saveAppInfo, { appId, developer: 'Main Store Ltd' }, { token: dev });
    expect((await channelForm(appId, cId)).developer).toBe(COMPLETE_FORM.developer);
  });

  it('keeps the main store untouched by deletes, uploads and reorders in a channel, and vice versa', async () => {
    const appId = await filledApp();
    const cId = await newChannel(appId);
    const main = await assets(appId);
    const chan = await assets(appId, cId);

    // a channel's delete: the main store keeps its screenshot and its file
    expect((await deletePic(appId, chan.pics[0]!, cId)).errCode).toBe(0);
    expect(await assets(appId)).toEqual(main);
    expect(await served(main.pics[0]!)).toBe(200);
    expect(await served(chan.pics[0]!)).toBe(404);
    // a channel's upload and reorder
    await uploadPicture(t, dev, appId, 3, cId);
    const chanPics = (await assets(appId, cId)).pics;
    expect(chanPics).toHaveLength(3);
    const reordered = [...chanPics].reverse();
    const saved = await t.call(
      releaseCalls.saveAppInfoTob,
      { appId, cId, pics: reordered },
      { token: dev },
    );
    expect(saved.errCode).toBe(0);
    expect(saved.data.pics).toEqual(reordered);
    expect(await assets(appId)).toEqual(main);
    // a channel's new icon leaves the app card's
    await uploadPicture(t, dev, appId, 1, cId);
    expect((await assets(appId)).scover).toBe(main.scover);

    // the main store's delete and reorder leave the channel's
    const before = await assets(appId, cId);
    expect((await deletePic(appId, main.pics[1]!)).errCode).toBe(0);
    const mainPics = (await assets(appId)).pics;
    const mainSaved = await t.call(
      releaseCalls.saveAppInfo,
      { appId, pics: [...mainPics].reverse() },
      { token: dev },
    );
    expect(mainSaved.data.pics).toEqual([...mainPics].reverse());
    expect(await assets(appId, cId)).toEqual(before);
    for (const url of before.pics) expect(await served(url)).toBe(200);
    // a picture of the other release is not this one's to delete
    expect((await deletePic(appId, before.pics[0]!)).errCode).toBe(ErrorCode.fileNotFound);
    expect((await deletePic(appId, mainPics[0]!, cId)).errCode).toBe(ErrorCode.fileNotFound);
    expect(await assets(appId, cId)).toEqual(before);
  });

  it('deletes a channel with its assets; files the main store names stay', async () => {
    const appId = await filledApp();
    const cId = await newChannel(appId);
    const main = await assets(appId);
    const chanOnly = await uploadPicture(t, dev, appId, 3, cId);
    expect((await t.call(releaseCalls.deleteAppChannel, { cId }, { token: dev })).errCode).toBe(0);
    expect(await served(chanOnly)).toBe(404);
    for (const url of main.pics) expect(await served(url)).toBe(200);
    const left = await t.db
      .selectFrom('app_assets')
      .select('id')
      .where('channel_key', '=', cId)
      .execute();
    expect(left).toEqual([]);
  });

  it('gives the channels made before each release owned its assets their own copies', async () => {
    const appId = await filledApp();
    const cId = await newChannel(appId);
    const main = await assets(appId);
    // as such a channel was: no rows of its own, the main store's shown for it
    await t.db.deleteFrom('app_assets').where('channel_key', '=', cId).execute();
    const db = t.db as unknown as Kysely<unknown>;
    await channelAssetsMigration.down(db);
    await channelAssetsMigration.up(db);
    const copy = await assets(appId, cId);
    expect(copy.pics).toHaveLength(main.pics.length);
    expect(copy.vedios[0]!.pic).not.toBe('');
    for (const url of copy.pics) expect(main.pics).not.toContain(url);
    expect((await deletePic(appId, copy.pics[0]!, cId)).errCode).toBe(0);
    expect(await assets(appId)).toEqual(main);
    for (const url of main.pics) expect(await served(url)).toBe(200);
  });

  it('refuses a pics list naming a foreign picture, or more than 8, changing nothing', async () => {
    const appId = await filledApp();
    const cId = await newChannel(appId);
    const otherApp = await filledApp();
    const main = await assets(appId);
    const chan = await assets(appId, cId);
    const mainBefore = await mainForm(appId);
    const save = (body: Record<string, unknown>, lang?: 'zh' | 'en') =>
      t.call(releaseCalls.saveAppInfoTob, { appId, cId, ...body }, { token: dev, lang });
    const foreign = [
      [chan.pics[0]!, chan.pics[1]!, (await assets(otherApp)).pics[0]!],
      [chan.pics[0]!, chan.pics[1]!, main.pics[2]!],
      [chan.pics[0]!, chan.pics[0]!, chan.pics[1]!],
      [chan.pics[1]!, chan.pics[0]!],
    ];
    for (const pics of foreign) {
      const res = await save({ pics, developer: 'Changed Ltd' }, 'en');
      expect(res.errCode).toBe(ErrorCode.picsNotOfRelease);
      expect(res.errMsg).toMatch(/screenshot/);
    }
    const zh = await save({ pics: [chan.pics[2], chan.pics[1], 'x.png'] }, 'zh');
    expect(zh.errMsg).toMatch(/截图/);
    const nine = Array.from({ length: 9 }, (_, i) => chan.pics[i % 3]!);
    const tooMany = await save({ pics: nine, developer: 'Changed Ltd' });
    expect(tooMany).toMatchObject({ errCode: ErrorCode.assetCountExceeded, data: { max: 8 } });
    // the main store's call refuses the channel's pictures the same way
    const mainRes = await t.call(
      releaseCalls.saveAppInfo,
      { appId, pics: [...chan.pics] },
      { token: dev },
    );
    expect(mainRes.errCode).toBe(ErrorCode.picsNotOfRelease);
    expect(await assets(appId, cId)).toEqual(chan);
    expect((await channelForm(appId, cId)).developer).toBe(COMPLETE_FORM.developer);
    expect(await mainForm(appId)).toEqual(mainBefore);
  });

  it('refuses another developer the channel asset calls', async () => {
    const appId = await filledApp();
    const cId = await newChannel(appId);
    const chan = await assets(appId, cId);
    const asOther = (url: string, body: Record<string, unknown>) =>
      t.call(url, body, { token: other });
    expect((await asOther(assetPaths.getAppAssets, { appId, cId })).errCode).toBe(
      ErrorCode.appNotFound,
    );
    expect(
      (await asOther(assetPaths.deleteAppPic, { appId, cId, url: chan.pics[0] })).errCode,
    ).toBe(ErrorCode.appNotFound);
    const saved = await asOther(releaseCalls.saveAppInfoTob.path, {
      appId,
      cId,
      pics: [...chan.pics].reverse(),
    });
    expect(saved.errCode).toBe(ErrorCode.appNotFound);
    // a channel of another app, named beside this app
    const otherApp = await newApp(other);
    const res = await t.call(
      assetPaths.getAppAssets,
      { appId, cId: 'a'.repeat(32) },
      { token: dev },
    );
    expect(res.errCode).toBe(ErrorCode.channelNotFound);
    const theirs = await t.call(
      assetPaths.getAppAssets,
      { appId: otherApp, cId },
      { token: other },
    );
    expect(theirs.errCode).toBe(ErrorCode.channelNotFound);
    expect(await assets(appId, cId)).toEqual(chan);
  });

  async function countOf(appId: string) {
    const [audits, notes] = await Promise.all([
      t.db.selectFrom('audits').select('id').where('app_id', '=', appId).execute(),
      t.db.selectFrom('notifications').select('id').where('app_id', '=', appId).execute(),
    ]);
    return { reports: audits.length, notifications: notes.length };
  }

  it('makes one submission of 20 parallel commits of the main store form', async () => {
    const appId = await newApp();
    await addVersion(t, appId, { ver: '1.0.0', vcode: 1 });
    await completeRelease(t, dev, appId);
    const body = { appId, ...COMPLETE_FORM };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.call(appCalls.commitAppInfo, body, { token: dev })),
    );
    for (const a of answers) {
      expect(a).toMatchObject({ errCode: 0, data: { status: AppStatus.autoQueued } });
    }
    await t.runDeferred();
    expect(await countOf(appId)).toEqual({ reports: 1, notifications: 1 });
    const log = await t.db
      .selectFrom('review_log')
      .select('event')
      .where('app_id', '=', appId)
      .where('event', '=', 'submit')
      .execute();
    expect(log).toHaveLength(1);
  });

  it('makes one submission of 20 parallel commits of a channel form', async () => {
    const appId = await newApp();
    await addVersion(t, appId, { ver: '1.0.0', vcode: 1 });
    const cId = await newChannel(appId);
    const build = await addVersion(t, appId, { ver: '1.0.1-arcade', vcode: 2 });
    await t.db
      .updateTable('app_versions')
      .set({ channel_id: cId })
      .where('id', '=', build.id)
      .execute();
    await completeRelease(t, dev, appId, { cId });
    const body = { appId, cId, ...COMPLETE_FORM };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.call(releaseCalls.commitAppInfoTob, body, { token: dev })),
    );
    for (const a of answers) {
      expect(a).toMatchObject({ errCode: 0, data: { status: AppStatus.autoQueued } });
    }
    await t.runDeferred();
    expect(await countOf(appId)).toEqual({ reports: 1, notifications: 1 });
    const log = await t.db
      .selectFrom('channel_review_log')
      .select('event')
      .where('channel_id', '=', cId)
      .where('event', '=', 'submit')
      .execute();
    expect(log).toHaveLength(1);
  });
});
