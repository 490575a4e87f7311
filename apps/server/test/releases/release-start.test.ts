import { afterEach, describe, expect, it } from 'vitest';
import {
  AppStatus,
  appCalls,
  releaseCalls,
  releaseIncompleteData,
  reviewCalls,
  ErrorCode,
} from '@vrportal/contract';
import type { TestApp } from '../harness.js';
import { passEveryStage } from '../support/review.js';
import { createTestApp, dbKind } from '../harness.js';
import { addVersion, createApps } from '../factories.js';
import { COMPLETE_FORM, completeRelease } from '../support/release.js';

/** An update starts from the live release's listing, but with a What's new of its own. */
describe(`a new version's What's new starts empty (${dbKind})`, () => {
  let t: TestApp;
  afterEach(() => t.close());

  /** Passes every review stage and puts the app online. */
  async function releaseOnline(dev: string, admin: string, appId: string) {
    await passEveryStage(t, dev, admin, appId);
    const online = await t.call(
      reviewCalls.changeAppState,
      { appId, action: 'online' },
      { token: admin },
    );
    expect(online.data).toEqual({ status: AppStatus.online });
  }

  const detail = async (token: string, appId: string) =>
    (await t.call(appCalls.getAppDetailInfo, { appId }, { token })).data;
  const history = async (token: string, appId: string, lang: string) =>
    (await t.call(appCalls.getAppHistorys, { appId }, { token, lang })).data.apps;

  it('clears the draft note when the release goes online; the note stays with its build', async () => {
    t = await createTestApp();
    const dev = await t.signIn('dev@example.com');
    const admin = await t.signIn('admin@example.com', { admin: true });
    const [appId] = await createApps(t, dev, 1, 'com.example.notes');
    await addVersion(t, appId!, { ver: '1.0.0', vcode: 1 });
    await completeRelease(t, dev, appId!);
    const before = await detail(dev, appId!);
    expect(before.form.vnote).toEqual(COMPLETE_FORM.vnote);
    await releaseOnline(dev, admin, appId!);

    const after = await detail(dev, appId!);
    expect(after.form.vnote).toEqual({});
    // the rest of the listing is the update's starting point; no save of the developer is made up
    expect(after.form.name).toEqual(COMPLETE_FORM.name);
    expect(after.form.brief).toEqual(COMPLETE_FORM.brief);
    expect(after.form.draftTime).toBe(before.form.draftTime);
    // the version history keeps the note of the version that went online
    const zh = await history(dev, appId!, 'zh');
    expect(zh.find((v) => v.ver === '1.0.0')?.version).toBe(COMPLETE_FORM.vnote.zh_CN);

    // the update asks for a note of its own
    await addVersion(t, appId!, { ver: '1.1.0', vcode: 2 });
    const update = await detail(dev, appId!);
    expect(update.form.ver).toBe('1.1.0');
    expect(update.form.vnote).toEqual({});
    expect(update.form.missing).toContain('vnote');
    const refused = await t.call(appCalls.commitAppInfo, { appId: appId! }, { token: dev });
    expect(refused.errCode).toBe(ErrorCode.releaseIncomplete);
    expect(releaseIncompleteData.parse(refused.data).missing).toEqual(['vnote']);

    const note = { zh_CN: '新增了双人模式。', en_US: 'Adds a two-player mode.' };
    const saved = await t.call(
      releaseCalls.saveAppInfo.path,
      { appId, vnote: note },
      { token: dev },
    );
    expect(saved.errCode).toBe(0);
    await releaseOnline(dev, admin, appId!);
    const en = await history(dev, appId!, 'en');
    expect(en.find((v) => v.ver === '1.1.0')?.version).toBe(note.en_US);
    expect(en.find((v) => v.ver === '1.0.0')?.version).toBe(COMPLETE_FORM.vnote.en_US);
    expect((await detail(dev, appId!)).form.vnote).toEqual({});
  });

  it('keeps a note written while the release waited for its review: that one is still in review', async () => {
    t = await createTestApp();
    const dev = await t.signIn('dev@example.com');
    const [appId] = await createApps(t, dev, 1, 'com.example.pending');
    await addVersion(t, appId!, { ver: '1.0.0', vcode: 1 });
    await completeRelease(t, dev, appId!);
    expect((await t.call(appCalls.commitAppInfo.path, { appId }, { token: dev })).errCode).toBe(0);
    await t.runDeferred();
    // submitted, not online: nothing is cleared
    expect((await detail(dev, appId!)).form.vnote).toEqual(COMPLETE_FORM.vnote);
  });
});
