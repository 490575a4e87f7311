import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import {
  AppStatus,
  NotifyState,
  appCalls,
  notificationCalls,
  platformCalls,
  releaseCalls,
  reviewCalls,
  reviewPaths,
} from '@vrportal/contract';
import type { Notification } from '@vrportal/contract';
import type { TestApp } from '../harness.js';
import { createTestApp, dbKind } from '../harness.js';
import { addVersion, createApps } from '../factories.js';
import { completeRelease } from '../support/release.js';

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
  let cId: string;
  let bId: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.signIn('owner@example.com');
    other = await t.signIn('other@example.com');
    [appId] = (await createApps(t, owner, 1, 'com.owner.app')) as [string];
    fname = (await addVersion(t, appId, { ver: '1.0.0', vcode: 1 })).fname;
    await completeRelease(t, owner, appId);
    await t.call(appCalls.commitAppInfo, { appId }, { token: owner });
    await t.runDeferred();
    const list = await t.call(notificationCalls.getDvNtyList, {}, { token: owner });
    nty = list.data.ntys[0]!;
    const report = await t.call(
      notificationCalls.getDvAuditReport,
      { auditId: nty.auditId, type: 1 },
      { token: owner },
    );
    logName = report.data.log;
    expect(logName).not.toBe('');
    const channel = await t.call(
      releaseCalls.createAppChannel,
      { appId, name: 'Arcade halls' },
      { token: owner },
    );
    cId = channel.data.cId;
    bId = (await t.services.releases.createBusiness('Arcade Ltd', 'arcade@example.com')).bId;
    const bound = await t.call(releaseCalls.bindBusinessToChannel, { cId, bId }, { token: owner });
    expect(bound.errCode).toBe(0);
  });
  afterAll(() => t.close());

  const refusals: [string, () => Promise<number>][] = [
    [
      'getAppDetailInfo',
      async () => (await t.call(appCalls.getAppDetailInfo, { appId }, { token: other })).errCode,
    ],
    [
      'getAppHistorys',
      async () => (await t.call(appCalls.getAppHistorys, { appId }, { token: other })).errCode,
    ],
    [
      'deleteOwnedApp',
      async () => (await t.call(appCalls.deleteOwnedApp, { appId }, { token: other })).errCode,
    ],
    [
      'resetAppSecret',
      async () => (await t.call(appCalls.resetAppSecret, { appId }, { token: other })).errCode,
    ],
    [
      'commitAppInfo',
      async () => (await t.call(appCalls.commitAppInfo, { appId }, { token: other })).errCode,
    ],
    [
      'disposeNotify',
      async () =>
        (
          await t.call(
            notificationCalls.disposeNotify,
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
            notificationCalls.getDvAuditReport,
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
      'downloadReviewBuild',
      async () =>
        (
          await t.inject({
            method: 'GET',
            url: reviewPaths.downloadReviewBuild,
            headers: { token: other, appid: appId, fname },
          })
        ).json().errCode,
    ],
    [
      'getReviewSubmission',
      async () =>
        (await t.call(reviewCalls.getReviewSubmission, { appId }, { token: other })).errCode,
    ],
    [
      'decideReview',
      async () =>
        (await t.call(reviewCalls.decideReview, { appId, pass: true, items: [] }, { token: other }))
          .errCode,
    ],
    [
      'changeAppState',
      async () =>
        (await t.call(reviewCalls.changeAppState, { appId, action: 'cancel' }, { token: other }))
          .errCode,
    ],
  ];
  const releaseRefusals: [string, () => Promise<number>][] = (
    [
      ['saveAppInfo', releaseCalls.saveAppInfo.path, () => ({ appId, developer: 'Someone Else' })],
      ['getAppInfoTob', releaseCalls.getAppInfoTob.path, () => ({ appId, cId })],
      ['saveAppInfoTob', releaseCalls.saveAppInfoTob.path, () => ({ appId, cId, abbr: 'X' })],
      ['commitAppInfoTob', releaseCalls.commitAppInfoTob.path, () => ({ appId, cId })],
      ['getReleaseDiff', releaseCalls.getReleaseDiff.path, () => ({ appId })],
      ['getAppChannelList', releaseCalls.getAppChannelList.path, () => ({ appId })],
      ['createAppChannel', releaseCalls.createAppChannel.path, () => ({ appId, name: 'Mine' })],
      ['getAppChannelInfo', releaseCalls.getAppChannelInfo.path, () => ({ cId })],
      ['deleteAppChannel', releaseCalls.deleteAppChannel.path, () => ({ cId })],
      ['bindBusinessToChannel', releaseCalls.bindBusinessToChannel.path, () => ({ cId, bId })],
      [
        'unbindBusinessFromChannel',
        releaseCalls.unbindBusinessFromChannel.path,
        () => ({ cId, bId }),
      ],
    ] as const
  ).map(([name, path, body]) => [
    name,
    async () => (await t.call(path, body(), { token: other })).errCode,
  ]);
  refusals.push(...releaseRefusals);
  // platform services: each kind answers its own codes for an app that is not the caller's
  const platformRefusals: [string, () => Promise<number>][] = (
    [
      ['achievementList', platformCalls.achievementList.path, () => ({ appId })],
      ['leaderboardList', platformCalls.leaderboardList.path, () => ({ appId })],
      ['destinationList', platformCalls.destinationList.path, () => ({ appId })],
      ['addonList', platformCalls.addonList.path, () => ({ appId })],
      [
        'achievementDelete',
        platformCalls.achievementDelete.path,
        () => ({ appId, id: '0'.repeat(32) }),
      ],
      ['addonDelete', platformCalls.addonDelete.path, () => ({ appId, id: '0'.repeat(32) })],
      [
        'platformSubmit',
        platformCalls.submit.path,
        () => ({ appId, kind: 'destination', ids: ['0'.repeat(32)] }),
      ],
      ['platformAudits', platformCalls.audits.path, () => ({ appId, kind: 'leaderboard' })],
    ] as const
  ).map(([name, path, body]) => [
    name,
    async () => (await t.call(path, body(), { token: other })).errCode,
  ]);
  refusals.push(...platformRefusals);
  // leaderboard moderation: the board is looked for in the caller's own apps only
  const moderationRefusals: [string, () => Promise<number>][] = (
    [
      ['leaderboardEntries', platformCalls.leaderboardEntries.path, {}],
      [
        'leaderboardRemoveEntry',
        platformCalls.leaderboardRemoveEntry.path,
        { userId: 'player-1', reason: 'Not mine to remove' },
      ],
      ['leaderboardModeration', platformCalls.leaderboardModeration.path, { page: 1 }],
    ] as const
  ).map(([name, path, extra]) => [
    name,
    async () =>
      (await t.call(path, { appId, id: '0'.repeat(32), ...extra }, { token: other })).errCode,
  ]);
  refusals.push(...moderationRefusals);

  it.each(refusals)('%s refuses the other developer', async (name, attempt) => {
    const code = await attempt();
    const expected: Record<string, number> = {
      getAppDetailInfo: 10501,
      getAppHistorys: 10501,
      deleteOwnedApp: 10501,
      resetAppSecret: 10501,
      commitAppInfo: 10501,
      disposeNotify: 10521,
      getDvAuditReport: 10522,
      downloadApp: 10523,
      downloadSysLog: 10523,
      downloadReviewBuild: 10061,
      getReviewSubmission: 10061,
      decideReview: 10061,
      changeAppState: 10061,
      saveAppInfo: 10501,
      getAppInfoTob: 10501,
      saveAppInfoTob: 10501,
      commitAppInfoTob: 10501,
      getReleaseDiff: 10501,
      getAppChannelList: 10501,
      createAppChannel: 10501,
      getAppChannelInfo: 10550,
      deleteAppChannel: 10550,
      bindBusinessToChannel: 10550,
      unbindBusinessFromChannel: 10550,
      achievementList: 10501,
      leaderboardList: 10501,
      destinationList: 2,
      addonList: 10011,
      achievementDelete: 10501,
      addonDelete: 10011,
      platformSubmit: 2,
      platformAudits: 10501,
      leaderboardEntries: 10501,
      leaderboardRemoveEntry: 10501,
      leaderboardModeration: 10501,
    };
    expect(code).toBe(expected[name]);
  });

  it("lists and searches only their own apps and notifications, and the owner's data is untouched", async () => {
    const apps = await t.call(appCalls.getOwnedApps, {}, { token: other });
    expect(apps.data.apps).toEqual([]);
    const search = await t.call(
      appCalls.searchOwnedApps,
      { appId, pkg: 'com.owner', showDoodle: 1 },
      { token: other },
    );
    expect(search.data.apps).toEqual([]);
    const ntys = await t.call(notificationCalls.getDvNtyList, {}, { token: other });
    expect(ntys.data).toMatchObject({ ntys: [], unread: 0 });

    const mine = await t.call(notificationCalls.getDvNtyList, {}, { token: owner });
    expect(mine.data.ntys[0]).toMatchObject({ id: nty.id, state: NotifyState.unread });
    const detail = await t.call(appCalls.getAppDetailInfo, { appId }, { token: owner });
    expect(detail.data.status).toBe(AppStatus.manualQueued);
    // the owner's release form, channel and business link are as they were
    const form = await t.call(appCalls.getAppDetailInfo, { appId }, { token: owner });
    expect(form.data.form.developer).toBe('Demo Studio');
    const info = await t.call(releaseCalls.getAppChannelInfo, { cId }, { token: owner });
    expect(info.data).toMatchObject({ name: 'Arcade halls', businessList: [{ bId }] });
    const channels = await t.call(releaseCalls.getAppChannelList, { appId }, { token: owner });
    expect(channels.data.tob.map((c) => c.id)).toEqual([cId]);
  });

  it('shows the App Secret only to the owner, even to a super account', async () => {
    const admin = await t.signIn('admin@example.com', { admin: true });
    const seen = await t.call(appCalls.getAppDetailInfo, { appId }, { token: admin });
    expect(seen.data).toMatchObject({ id: appId, appSecret: '' });
    const own = await t.call(appCalls.getAppDetailInfo, { appId }, { token: owner });
    expect(own.data.appSecret).not.toBe('');
    // a super account may read but not delete another developer's app
    expect((await t.call(appCalls.deleteOwnedApp, { appId }, { token: admin })).errCode).toBe(
      10501,
    );
  });
});
