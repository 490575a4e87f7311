import { afterEach, describe, expect, it } from 'vitest';
import { AppStatus, ReportItemStatus, appCalls, reviewCalls } from '@vrportal/contract';
import type { TestApp } from '../harness.js';
import { createTestApp, dbKind } from '../harness.js';
import { addVersion, createApps } from '../factories.js';
import { completeRelease } from '../support/release.js';
import { passEveryStage } from '../support/review.js';

/** An app online with version 1.0.0, then an update (1.1.0) through the whole review. */
describe(`an online app stays online while its update is reviewed (${dbKind})`, () => {
  let t: TestApp;
  afterEach(() => t.close());

  async function onlineApp() {
    t = await createTestApp();
    const dev = await t.signIn('dev@example.com');
    const admin = await t.signIn('admin@example.com', { admin: true });
    const [appId] = await createApps(t, dev, 1, 'com.example.live');
    await addVersion(t, appId!, { ver: '1.0.0', vcode: 1 });
    await completeRelease(t, dev, appId!);
    await passEveryStage(t, dev, admin, appId!);
    const online = await t.call(
      reviewCalls.changeAppState.path,
      { appId, action: 'online' },
      { token: admin },
    );
    expect(online.data).toEqual({ status: AppStatus.online });
    return { dev, admin, appId: appId! };
  }

  const detail = async (token: string, appId: string) =>
    (await t.call(appCalls.getAppDetailInfo, { appId }, { token })).data;
  const card = async (token: string, appId: string) =>
    (await t.call(appCalls.getOwnedApps, { page: 1 }, { token })).data.apps.find(
      (a) => a.id === appId,
    )!;

  it('publishes the reviewed build when the app goes online', async () => {
    const { dev, appId } = await onlineApp();
    expect(await detail(dev, appId)).toMatchObject({
      status: AppStatus.online,
      live: 1,
      ver: '1.0.0',
      vcode: 1,
      reviewVer: '',
    });
    expect((await card(dev, appId)).live).toBe(1);
  });

  it('keeps the live version while the update is reviewed and after it fails', async () => {
    const { dev, admin, appId } = await onlineApp();
    await addVersion(t, appId, { ver: '1.1.0', vcode: 2 });
    // an update writes its own What's new: the live one's is not carried over
    const vnote = { zh_CN: '修复了启动问题。', en_US: 'Fixes the start.' };
    expect((await t.call(appCalls.commitAppInfo, { appId, vnote }, { token: dev })).errCode).toBe(
      0,
    );
    await t.runDeferred();
    // the update waits for the manual review; the store still has 1.0.0
    expect(await detail(dev, appId)).toMatchObject({
      status: AppStatus.manualQueued,
      live: 1,
      ver: '1.0.0',
      reviewVer: '1.1.0',
      reviewVcode: 2,
    });
    expect((await card(dev, appId)).live).toBe(1);

    // the manual review fails the update: the live build is not taken down
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
            note: 'Crashes on start',
          },
        ],
        note: 'Crashes on start',
      },
      { token: admin },
    );
    expect(failed.errCode).toBe(0);
    expect(await detail(dev, appId)).toMatchObject({
      status: AppStatus.manualFailed,
      live: 1,
      ver: '1.0.0',
      reviewVer: '1.1.0',
    });

    // fixed and resubmitted, it passes and goes online: 1.1.0 is the published version now
    await passEveryStage(t, dev, admin, appId);
    await t.call(reviewCalls.changeAppState, { appId, action: 'online' }, { token: admin });
    expect(await detail(dev, appId)).toMatchObject({
      status: AppStatus.online,
      live: 1,
      ver: '1.1.0',
      vcode: 2,
      reviewVer: '',
    });
  });

  it('only a take-down removes the app from the store', async () => {
    const { dev, admin, appId } = await onlineApp();
    await t.call(
      reviewCalls.changeAppState,
      { appId, action: 'takeDown', note: 'Licence expired' },
      { token: admin },
    );
    expect(await detail(dev, appId)).toMatchObject({ status: AppStatus.takenDown, live: 0 });
    expect((await card(dev, appId)).live).toBe(0);
  });
});
