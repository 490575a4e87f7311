import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { appCalls, notificationCalls, reviewCalls } from '@vrportal/contract';
import type { AppCard, Notification } from '@vrportal/contract';
import type { TestApp } from './harness.js';
import { createTestApp, dbKind } from './harness.js';
import { addVersion, createApps } from './factories.js';

/**
 * Another developer names the owner's app, version, audit, notification and log in every call
 * that takes them: each is refused, and nothing of the owner's changes.
 */
describe(`another developer is refused everywhere (${dbKind})`, () => {
  let t: TestApp;
  let owner: string;
  let other: string;
  let appId: string;
  let fname: string;
  let nty: Notification;
  let logName: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.signIn('owner@example.com');
    other = await t.signIn('other@example.com');
    [appId] = (await createApps(t, owner, 1, 'com.owner.app')) as [string];
    fname = (await addVersion(t, appId, { ver: '1.0.0', vcode: 1 })).fname;
    await t.call(appCalls.commitAppInfo.path, { appId }, { token: owner });
    await t.runDeferred();
    const list = await t.call<{ ntys: Notification[] }>(
      notificationCalls.getDvNtyList.path,
      {},
      { token: owner },
    );
    nty = list.data.ntys[0]!;
    const report = await t.call<{ log: string }>(
      notificationCalls.getDvAuditReport.path,
      { auditId: nty.auditId, type: 1 },
      { token: owner },
    );
    logName = report.data.log;
    expect(logName).not.toBe('');
  });
  afterAll(() => t.close());

  const refusals: [string, () => Promise<number>][] = [
    [
      'getAppDetailInfo',
      async () =>
        (await t.call(appCalls.getAppDetailInfo.path, { appId }, { token: other })).errCode,
    ],
    [
      'getAppHistorys',
      async () => (await t.call(appCalls.getAppHistorys.path, { appId }, { token: other })).errCode,
    ],
    [
      'deleteOwnedApp',
      async () => (await t.call(appCalls.deleteOwnedApp.path, { appId }, { token: other })).errCode,
    ],
    [
      'commitAppInfo',
      async () => (await t.call(appCalls.commitAppInfo.path, { appId }, { token: other })).errCode,
    ],
    [
      'disposeNotify',
      async () =>
        (
          await t.call(
            notificationCalls.disposeNotify.path,
            { ntyId: nty.id, mark: 1 },
            { token: other },
          )
        ).errCode,
    ],
    [
      'getDvAuditReport',
      async () =>
        (
          await t.call(
            notificationCalls.getDvAuditReport.path,
            { auditId: nty.auditId, type: 1 },
            { token: other },
          )
        ).errCode,
    ],
    [
      'downloadApp',
      async () =>
        (
          await t.inject({
            method: 'GET',
            url: '/vrmcsys/fileserver/downloadApp',
            headers: { token: other, fname, ver: '1.0.0' },
          })
        ).json().errCode,
    ],
    [
      'downloadSysLog',
      async () =>
        (
          await t.inject({
            method: 'GET',
            url: '/vrmcsys/dvlper/downloadSysLog',
            headers: { token: other, fname: logName },
          })
        ).json().errCode,
    ],
    [
      'getReviewSubmission',
      async () =>
        (await t.call(reviewCalls.getReviewSubmission.path, { appId }, { token: other })).errCode,
    ],
    [
      'decideReview',
      async () =>
        (
          await t.call(
            reviewCalls.decideReview.path,
            { appId, pass: true, items: [] },
            { token: other },
          )
        ).errCode,
    ],
    [
      'changeAppState',
      async () =>
        (
          await t.call(
            reviewCalls.changeAppState.path,
            { appId, action: 'cancel' },
            { token: other },
          )
        ).errCode,
    ],
  ];

  it.each(refusals)('%s refuses the other developer', async (name, attempt) => {
    const code = await attempt();
    const expected: Record<string, number> = {
      getAppDetailInfo: 10501,
      getAppHistorys: 10501,
      deleteOwnedApp: 10501,
      commitAppInfo: 10501,
      disposeNotify: 10521,
      getDvAuditReport: 10522,
      downloadApp: 10523,
      downloadSysLog: 10523,
      getReviewSubmission: 10061,
      decideReview: 10061,
      changeAppState: 10061,
    };
    expect(code).toBe(expected[name]);
  });

  it("lists and searches only their own apps and notifications, and the owner's data is untouched", async () => {
    const apps = await t.call<{ apps: AppCard[] }>(
      appCalls.getOwnedApps.path,
      {},
      { token: other },
    );
    expect(apps.data.apps).toEqual([]);
    const search = await t.call<{ apps: AppCard[] }>(
      appCalls.searchOwnedApps.path,
      { appId, pkg: 'com.owner', showDoodle: 1 },
      { token: other },
    );
    expect(search.data.apps).toEqual([]);
    const ntys = await t.call<{ ntys: Notification[]; unread: number }>(
      notificationCalls.getDvNtyList.path,
      {},
      { token: other },
    );
    expect(ntys.data).toMatchObject({ ntys: [], unread: 0 });

    const mine = await t.call<{ ntys: Notification[]; unread: number }>(
      notificationCalls.getDvNtyList.path,
      {},
      { token: owner },
    );
    expect(mine.data.ntys[0]).toMatchObject({ id: nty.id, state: 0 });
    const detail = await t.call<{ status: number }>(
      appCalls.getAppDetailInfo.path,
      { appId },
      { token: owner },
    );
    expect(detail.data.status).toBe(4);
  });

  it('shows the App Secret only to the owner, even to a super account', async () => {
    const admin = await t.signIn('admin@example.com', { admin: true });
    const seen = await t.call<{ appSecret: string; id: string }>(
      appCalls.getAppDetailInfo.path,
      { appId },
      { token: admin },
    );
    expect(seen.data).toMatchObject({ id: appId, appSecret: '' });
    const own = await t.call<{ appSecret: string }>(
      appCalls.getAppDetailInfo.path,
      { appId },
      { token: owner },
    );
    expect(own.data.appSecret).not.toBe('');
    // a super account may read but not delete another developer's app
    expect((await t.call(appCalls.deleteOwnedApp.path, { appId }, { token: admin })).errCode).toBe(
      10501,
    );
  });
});
