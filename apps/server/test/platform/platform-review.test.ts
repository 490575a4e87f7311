import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AchievementType,
  AddonPublishState,
  AppStatus,
  ErrorCode,
  ItemState,
  NotifyStatus,
  PLATFORM_CHECKLISTS,
  PlatformAuditStatus,
  PlatformImageUse,
  ReportItemStatus,
  notificationCalls,
  platformCalls as calls,
  platformReviewCalls as reviewCalls,
} from '@vrportal/contract';
import type {
  Achievement,
  Addon,
  AddonReport,
  Leaderboard,
  CallAnswer,
  Notification,
  PlatformKind,
  PlatformReport,
} from '@vrportal/contract';
import { t as text } from '../../src/lib/i18n.js';
import type { MessageKey } from '../../src/lib/i18n.js';
import { DEMO_PLAYERS, seedDemoPlatform } from '../../src/seed/demo-platform.js';
import { png } from '../asset-files.js';
import { createApps, freshApps } from '../factories.js';
import type { TestApp } from '../harness.js';
import { dbKind } from '../harness.js';
import { snapshot } from '../support/snapshot.js';
import {
  achievementBody,
  addonBody,
  destinationBody,
  leaderboardBody,
  platformCast,
  uploadImage,
} from '../support/platform.js';
import { founder } from '../../src/plugins/caller.js';

/**
 * Platform submissions on a real database: items sent to review together, the review console's
 * queue, submission and decision, the owner's notification in both languages, the four reports
 * in the reader's language, the states an item moves through, races between submits and between
 * decisions, another developer refused on every call, the ports the runtime module reads, and
 * the demo data.
 */

interface Queue {
  items: {
    auditId: string;
    kind: string;
    appId: string;
    appName: string;
    owner: string;
    count: number;
  }[];
  total: number;
  counts: Record<string, number>;
}

const SAVE: Record<PlatformKind, string> = {
  achievement: calls.achievementSave.path,
  leaderboard: calls.leaderboardSave.path,
  destination: calls.destinationSave.path,
  addon: calls.addonSave.path,
};
const LIST: Record<PlatformKind, string> = {
  achievement: calls.achievementList.path,
  leaderboard: calls.leaderboardList.path,
  destination: calls.destinationList.path,
  addon: calls.addonList.path,
};
const DELETE: Record<PlatformKind, string> = {
  achievement: calls.achievementDelete.path,
  leaderboard: calls.leaderboardDelete.path,
  destination: calls.destinationDelete.path,
  addon: calls.addonDelete.path,
};

describe(`platform submissions, review and reports (${dbKind})`, () => {
  let t: TestApp;
  let dev: string;
  let other: string;
  let admin: string;
  let appId: string;
  let appB: string;
  let otherApp: string;
  let appName: string;

  beforeAll(async () => {
    ({ t, dev, other, admin, otherApp } = await platformCast('review', 'review'));
  });
  afterAll(() => t?.close());
  // each test's own two apps of the developer, with no items and no submissions yet
  beforeEach(async () => {
    [appId, appB] = (await freshApps(t, dev, 2, 'review')) as [string, string];
    appName = (
      await t.db.selectFrom('apps').select('name').where('id', '=', appId).executeTakeFirstOrThrow()
    ).name;
  });

  const call = <T = unknown>(path: string, body: unknown, token = dev, lang?: string) =>
    t.call<T>(path, body, { token, ...(lang ? { lang } : {}) });
  const save = async (kind: PlatformKind, body: unknown, token = dev) => {
    const res = await call<{ id: string }>(SAVE[kind], body, token);
    expect(res.errCode, res.errMsg).toBe(0);
    return res.data.id;
  };
  const list = async <T>(kind: PlatformKind, app = appId) => {
    const res = await call<{ items: T[] }>(LIST[kind], { appId: app });
    expect(res.errCode, res.errMsg).toBe(0);
    return res.data.items;
  };
  const stateOf = async (kind: PlatformKind, id: string, app = appId) =>
    (await list<{ id: string; state: number }>(kind, app)).find((i) => i.id === id)?.state;
  const submit = (kind: PlatformKind, ids: string[], token = dev, app = appId) =>
    call<{ auditId: string }>(calls.submit.path, { appId: app, kind, ids }, token);
  const submitted = async (kind: PlatformKind, ids: string[]) => {
    const res = await submit(kind, ids);
    expect(res.errCode, res.errMsg).toBe(0);
    return res.data.auditId;
  };
  const decide = (auditId: string, items: Record<string, unknown>[], note = '', token = admin) =>
    call<{ status: number }>(reviewCalls.decide.path, { auditId, items, note }, token);
  /** Submits items and passes them all. */
  const passed = async (kind: PlatformKind, ids: string[]) => {
    const auditId = await submitted(kind, ids);
    const res = await decide(
      auditId,
      ids.map((id) => ({ id, pass: true })),
    );
    expect(res.errCode, res.errMsg).toBe(0);
    return auditId;
  };
  const notificationOf = async (auditId: string, lang: 'zh' | 'en', token = dev) => {
    const res = await call<{ ntys: Notification[] }>(
      notificationCalls.getDvNtyList.path,
      {},
      token,
      lang,
    );
    return res.data.ntys.filter((n) => n.auditId === auditId);
  };
  const both = (
    lang: 'zh' | 'en',
    key: string,
    kind: PlatformKind,
    vars: Record<string, string | number>,
  ) =>
    text(lang, key as MessageKey, {
      ...vars,
      kind: text(lang, `platform.kind.${kind}` as MessageKey),
    });

  it('sends achievements to review, decides them, tells the owner in both languages and reports in the reader’s language', async () => {
    const a1 = await save('achievement', achievementBody(appId));
    const a2 = await save(
      'achievement',
      achievementBody(appId, {
        apiName: 'HUNDRED_KILLS',
        title: { zh_CN: '百人斩', en_US: 'Hundred kills' },
        type: AchievementType.count,
        target: 100,
      }),
    );
    const untouched = await save('achievement', achievementBody(appId, { apiName: 'NOT_SENT' }));
    // the console's queue holds what other tests left pending too: this submission adds one
    const waiting = await call<Queue>(reviewCalls.getQueue.path, {}, admin);
    const auditId = await submitted('achievement', [a2, a1]);
    const items = await list<Achievement>('achievement');
    expect(
      items
        .filter((a) => a.auditId === auditId)
        .map((a) => [a.id, a.state])
        .sort(),
    ).toEqual(
      [
        [a1, ItemState.createReview],
        [a2, ItemState.createReview],
      ].sort(),
    );
    const audits = await call<{ audits: unknown[] }>(calls.audits.path, {
      appId,
      kind: 'achievement',
    });
    expect(audits.data.audits).toEqual([
      {
        auditId,
        kind: 'achievement',
        status: PlatformAuditStatus.pending,
        count: 2,
        submitTime: expect.any(String),
        decideTime: '',
      },
    ]);
    // not reported while pending
    expect((await call(calls.getDvAuditAchReport.path, { auditId })).errCode).toBe(
      ErrorCode.auditNotFound,
    );

    const queue = await call<Queue>(reviewCalls.getQueue.path, {}, admin);
    expect(queue.data.items).toContainEqual({
      auditId,
      kind: 'achievement',
      appId,
      appName,
      // the organisation, named with its owner (a developer made here is named by its address)
      owner: 'review-dev@example.com (review-dev@example.com)',
      count: 2,
      submitTime: expect.any(String),
    });
    expect(queue.data.counts).toMatchObject({
      achievement: waiting.data.counts.achievement! + 1,
      leaderboard: waiting.data.counts.leaderboard,
      destination: waiting.data.counts.destination,
      addon: waiting.data.counts.addon,
    });
    expect(queue.data.total).toBe(waiting.data.total + 1);
    const boards = await call<Queue>(reviewCalls.getQueue.path, { kind: 'leaderboard' }, admin);
    expect(boards.data).toMatchObject({ total: waiting.data.counts.leaderboard });
    expect(boards.data.items.filter((i) => i.appId === appId)).toEqual([]);

    const sub = await call<{
      submission: { status: number; count: number };
      checklist: string[];
      achievements: Achievement[];
      leaderboards: unknown[];
      addons: unknown[];
    }>(reviewCalls.getSubmission.path, { auditId }, admin);
    expect(sub.data.submission).toMatchObject({ status: PlatformAuditStatus.pending, count: 2 });
    expect(sub.data.checklist).toEqual([...PLATFORM_CHECKLISTS.achievement]);
    expect(sub.data.achievements.map((a) => [a.apiName, a.title, a.target])).toEqual([
      ['FIRST_WIN', { zh_CN: '首次胜利', en_US: 'First win' }, 1],
      ['HUNDRED_KILLS', { zh_CN: '百人斩', en_US: 'Hundred kills' }, 100],
    ]);
    expect(sub.data.leaderboards).toEqual([]);
    expect(sub.data.addons).toEqual([]);

    const decided = await decide(
      auditId,
      [
        { id: a1, pass: true, note: 'Clear texts' },
        { id: a2, pass: false, note: 'A hundred is too many / 一百太多了' },
      ],
      'Lower the target of HUNDRED_KILLS. / 请降低目标值。',
    );
    expect(decided).toMatchObject({ errCode: 0, data: { status: PlatformAuditStatus.failed } });
    expect(await stateOf('achievement', a1)).toBe(ItemState.createPassed);
    expect(await stateOf('achievement', a2)).toBe(ItemState.createRejected);
    expect(await stateOf('achievement', untouched)).toBe(ItemState.draft);
    const flags = await t.db
      .selectFrom('achievements')
      .select(['id', 'ever_passed'])
      .where('id', 'in', [a1, a2])
      .execute();
    expect(Object.fromEntries(flags.map((f) => [f.id, f.ever_passed]))).toEqual({
      [a1]: 1,
      [a2]: 0,
    });

    const vars = { app: appName, count: 2, failed: 1 };
    for (const lang of ['zh', 'en'] as const) {
      const [nty] = await notificationOf(auditId, lang);
      expect(nty).toMatchObject({
        tag: 'achive',
        status: NotifyStatus.failed,
        appId,
        appName,
        title: both(lang, 'platform.failed.title', 'achievement', vars),
        content: both(lang, 'platform.failed.content', 'achievement', vars),
      });
    }
    const [zhNty] = await notificationOf(auditId, 'zh');
    expect(zhNty!.title).toBe(`${appName}：成就审核未通过`);
    const [enNty] = await notificationOf(auditId, 'en');
    expect(enNty!.title).toBe(`${appName}: achievements not passed`);

    const zh = await call<PlatformReport>(calls.getDvAuditAchReport.path, { auditId });
    expect(zh.data).toEqual({
      auditId,
      kind: 'achievement',
      status: PlatformAuditStatus.failed,
      appId,
      appName,
      time: expect.any(String),
      note: 'Lower the target of HUNDRED_KILLS. / 请降低目标值。',
      items: [
        {
          id: a1,
          apiName: 'FIRST_WIN',
          name: '首次胜利',
          status: ReportItemStatus.passed,
          note: 'Clear texts',
        },
        {
          id: a2,
          apiName: 'HUNDRED_KILLS',
          name: '百人斩',
          status: ReportItemStatus.failed,
          note: 'A hundred is too many / 一百太多了',
        },
      ],
    });
    // the body's language first, else the caller's
    const en = await call<PlatformReport>(
      calls.getDvAuditAchReport.path,
      { auditId, language: 'en_US' },
      dev,
      'zh',
    );
    expect(en.data.items.map((i) => i.name)).toEqual(['First win', 'Hundred kills']);
    const byHeader = await call<PlatformReport>(
      calls.getDvAuditAchReport.path,
      { auditId },
      dev,
      'en',
    );
    expect(byHeader.data.items.map((i) => i.name)).toEqual(['First win', 'Hundred kills']);
    const decidedAudits = await call<{ audits: { status: number; decideTime: string }[] }>(
      calls.audits.path,
      { appId, kind: 'achievement' },
    );
    expect(decidedAudits.data.audits[0]).toMatchObject({
      status: PlatformAuditStatus.failed,
      decideTime: zh.data.time,
    });

    // ---- a second round: changed items go back to draft; a passed one comes back as an edit
    await save(
      'achievement',
      achievementBody(appId, { id: a1, title: { zh_CN: '首胜', en_US: 'First victory' } }),
    );
    await save(
      'achievement',
      achievementBody(appId, {
        id: a2,
        apiName: 'HUNDRED_KILLS',
        title: { zh_CN: '十人斩', en_US: 'Ten kills' },
        type: AchievementType.count,
        target: 10,
      }),
    );
    expect(await stateOf('achievement', a1)).toBe(ItemState.draft);
    expect(await stateOf('achievement', a2)).toBe(ItemState.draft);
    const again = await submitted('achievement', [a1, a2]);
    expect(await stateOf('achievement', a1)).toBe(ItemState.editReview);
    expect(await stateOf('achievement', a2)).toBe(ItemState.createReview);

    // under review: no save, delete or second submit; the draft sent beside it stays a draft
    expect((await call(SAVE.achievement, achievementBody(appId, { id: a1 }))).errCode).toBe(
      ErrorCode.platformItemInReview,
    );
    expect((await call(DELETE.achievement, { appId, id: a2 })).errCode).toBe(
      ErrorCode.platformItemInReview,
    );
    const reviews = await t.db.selectFrom('platform_reviews').select('id').execute();
    expect((await submit('achievement', [untouched, a1])).errCode).toBe(
      ErrorCode.platformItemInReview,
    );
    expect(await stateOf('achievement', untouched)).toBe(ItemState.draft);
    expect(await t.db.selectFrom('platform_reviews').select('id').execute()).toEqual(reviews);

    const ok = await decide(again, [
      { id: a1, pass: true },
      { id: a2, pass: true },
    ]);
    expect(ok.data.status).toBe(PlatformAuditStatus.passed);
    expect(await stateOf('achievement', a1)).toBe(ItemState.editPassed);
    expect(await stateOf('achievement', a2)).toBe(ItemState.createPassed);
    const [passedNty] = await notificationOf(again, 'en');
    expect(passedNty).toMatchObject({
      status: NotifyStatus.passed,
      title: both('en', 'platform.passed.title', 'achievement', {
        app: appName,
        count: 2,
        failed: 0,
      }),
    });
    // each report shows the items as they were submitted
    const first = await call<PlatformReport>(calls.getDvAuditAchReport.path, {
      auditId,
      language: 'en',
    });
    expect(first.data.items.map((i) => i.name)).toEqual(['First win', 'Hundred kills']);
    const second = await call<PlatformReport>(calls.getDvAuditAchReport.path, {
      auditId: again,
      language: 'zh',
    });
    expect(second.data.items.map((i) => [i.name, i.status])).toEqual([
      ['首胜', ReportItemStatus.passed],
      ['十人斩', ReportItemStatus.passed],
    ]);
    // a passed item saved again is a draft that still passed once
    await save(
      'achievement',
      achievementBody(appId, {
        id: a2,
        apiName: 'HUNDRED_KILLS',
        title: { zh_CN: '十人斩', en_US: 'Ten kills' },
        type: AchievementType.count,
        target: 12,
      }),
    );
    const row = await t.db
      .selectFrom('achievements')
      .select(['state', 'ever_passed'])
      .where('id', '=', a2)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ state: ItemState.draft, ever_passed: 1 });
  });

  it('submits only items of the named kind of the app', async () => {
    const board = await save('leaderboard', leaderboardBody(appId, { apiName: 'SUBMIT_KIND' }));
    const mine = await save('leaderboard', leaderboardBody(appId, { apiName: 'SUBMIT_OK' }));
    const inB = await save('leaderboard', leaderboardBody(appB, { apiName: 'SUBMIT_B' }));
    const before = await snapshot(t);
    expect((await submit('achievement', [board])).errCode).toBe(ErrorCode.platformItemNotFound);
    expect((await submit('leaderboard', [mine, inB])).errCode).toBe(ErrorCode.platformItemNotFound);
    expect((await submit('leaderboard', [mine, '0'.repeat(32)])).errCode).toBe(
      ErrorCode.platformItemNotFound,
    );
    // a super account reads but does not submit
    expect((await submit('leaderboard', [mine], admin)).errCode).toBe(ErrorCode.appNotFound);
    expect((await submit('leaderboard', [], dev)).errCode).toBe(ErrorCode.invalidRequest);
    expect(await snapshot(t)).toEqual(before);
  });

  it('decides a pending submission once, on each submitted item exactly once', async () => {
    const d1 = await save('destination', destinationBody(appId, { apiName: 'DECIDE_ONE' }));
    const d2 = await save('destination', destinationBody(appId, { apiName: 'DECIDE_TWO' }));
    const auditId = await submitted('destination', [d1, d2]);
    const before = await snapshot(t);
    const refusals: [Record<string, unknown>[], number, string?][] = [
      [[{ id: d1, pass: true }], ErrorCode.platformDecisionIncomplete],
      [
        [
          { id: d1, pass: true },
          { id: d1, pass: false },
        ],
        ErrorCode.platformDecisionIncomplete,
      ],
      [
        [
          { id: d1, pass: true },
          { id: d2, pass: true },
          { id: '0'.repeat(32), pass: true },
        ],
        ErrorCode.platformDecisionIncomplete,
      ],
      [
        [
          { id: d1, pass: true },
          { id: '0'.repeat(32), pass: true },
        ],
        ErrorCode.platformDecisionIncomplete,
      ],
    ];
    for (const [items, code] of refusals) expect((await decide(auditId, items)).errCode).toBe(code);
    expect((await decide('0'.repeat(32), [{ id: d1, pass: true }])).errCode).toBe(
      ErrorCode.auditNotFound,
    );
    // the console is for super accounts
    expect(
      (
        await decide(
          auditId,
          [
            { id: d1, pass: true },
            { id: d2, pass: true },
          ],
          '',
          dev,
        )
      ).errCode,
    ).toBe(ErrorCode.notSuper);
    expect((await call(reviewCalls.getQueue.path, {}, dev)).errCode).toBe(ErrorCode.notSuper);
    expect((await call(reviewCalls.getSubmission.path, { auditId }, dev)).errCode).toBe(
      ErrorCode.notSuper,
    );
    expect((await call(reviewCalls.getSubmission.path, { auditId: 'nope' }, admin)).errCode).toBe(
      ErrorCode.auditNotFound,
    );
    expect(await snapshot(t)).toEqual(before);

    const res = await decide(auditId, [
      { id: d2, pass: true },
      { id: d1, pass: true },
    ]);
    expect(res.data.status).toBe(PlatformAuditStatus.passed);
    const after = await snapshot(t);
    expect(
      (
        await decide(auditId, [
          { id: d1, pass: false },
          { id: d2, pass: false },
        ])
      ).errCode,
    ).toBe(ErrorCode.platformAuditNotPending);
    expect(await snapshot(t)).toEqual(after);
    expect(await stateOf('destination', d1)).toBe(ItemState.createPassed);
  });

  it('reports destinations and leaderboards, and answers 10522 for any audit that is not the one asked for', async () => {
    const dest = await save(
      'destination',
      destinationBody(appId, {
        apiName: 'REPORT_DEST',
        displayName: { zh_CN: '竞技场', en_US: 'Arena' },
      }),
    );
    const board = await save(
      'leaderboard',
      leaderboardBody(appId, {
        apiName: 'REPORT_BOARD',
        destinationId: dest,
        title: { zh_CN: '周榜', en_US: 'Weekly board' },
      }),
    );
    const destAudit = await submitted('destination', [dest]);
    await decide(
      destAudit,
      [{ id: dest, pass: false, note: 'Image missing / 缺少图片' }],
      'Add an image.',
    );
    const boardAudit = await passed('leaderboard', [board]);

    const destReport = await call<PlatformReport>(calls.getDvAuditDestReport.path, {
      auditId: destAudit,
      language: 'en',
    });
    expect(destReport.data).toMatchObject({
      kind: 'destination',
      status: PlatformAuditStatus.failed,
      note: 'Add an image.',
      items: [
        {
          id: dest,
          apiName: 'REPORT_DEST',
          name: 'Arena',
          status: ReportItemStatus.failed,
          note: 'Image missing / 缺少图片',
        },
      ],
    });
    const boardReport = await call<PlatformReport>(calls.leaderboardAuditItems.path, {
      appId,
      auditId: boardAudit,
    });
    expect(boardReport.data).toMatchObject({
      kind: 'leaderboard',
      status: PlatformAuditStatus.passed,
      items: [
        { id: board, apiName: 'REPORT_BOARD', name: '周榜', status: ReportItemStatus.passed },
      ],
    });
    expect((await notificationOf(destAudit, 'en'))[0]).toMatchObject({
      tag: 'destination',
      status: NotifyStatus.failed,
    });
    expect((await notificationOf(boardAudit, 'zh'))[0]).toMatchObject({
      tag: 'leaderboard',
      status: NotifyStatus.passed,
      title: both('zh', 'platform.passed.title', 'leaderboard', { app: appName }),
    });

    const pendingDest = await save(
      'destination',
      destinationBody(appId, { apiName: 'REPORT_PENDING' }),
    );
    const pending = await submitted('destination', [pendingDest]);
    const missing: [string, Record<string, unknown>][] = [
      [calls.getDvAuditDestReport.path, { auditId: '0'.repeat(32) }],
      [calls.getDvAuditDestReport.path, { auditId: boardAudit }],
      [calls.getDvAuditAchReport.path, { auditId: destAudit }],
      [calls.getDvAuditDestReport.path, { auditId: pending }],
      [calls.leaderboardAuditItems.path, { appId: appB, auditId: boardAudit }],
      [calls.leaderboardAuditItems.path, { appId, auditId: destAudit }],
      [calls.getAddOnAuditReport.path, { appId, auditId: boardAudit }],
    ];
    for (const [path, body] of missing)
      expect((await call(path, body)).errCode, path).toBe(ErrorCode.auditNotFound);
    // the super account reads any report
    expect(
      (await call(calls.getDvAuditDestReport.path, { auditId: destAudit }, admin)).errCode,
    ).toBe(0);
  });

  it('passes an add-on only when every store check passes, reports the checks, and unpublishes a passed add-on on delete', async () => {
    const gold = await save(
      'addon',
      addonBody(appId, { sku: 'Gold', name: { zh_CN: '黄金皮肤', en_US: 'Gold skin' } }),
    );
    const silver = await save(
      'addon',
      addonBody(appId, { sku: 'Silver', name: { zh_CN: '白银皮肤', en_US: 'Silver skin' } }),
    );
    const auditId = await submitted('addon', [gold, silver]);
    const res = await decide(
      auditId,
      [
        { id: gold, pass: true, note: 'Fine' },
        {
          id: silver,
          pass: true,
          showPrice: 0,
          showPriceReason: 'Too dear for silver',
          showCover: 0,
          showCoverReason: 'No cover',
        },
      ],
      'Fix the silver skin.',
    );
    expect(res.data.status).toBe(PlatformAuditStatus.failed);
    const addons = await list<Addon>('addon');
    expect(addons.find((a) => a.id === gold)).toMatchObject({
      state: ItemState.createPassed,
      publishState: AddonPublishState.published,
    });
    expect(addons.find((a) => a.id === silver)).toMatchObject({
      state: ItemState.createRejected,
      publishState: AddonPublishState.toPublish,
    });
    expect((await notificationOf(auditId, 'en'))[0]).toMatchObject({
      tag: 'addons',
      status: NotifyStatus.failed,
    });

    const report = await call<AddonReport>(calls.getAddOnAuditReport.path, {
      appId,
      auditId,
      language: 'en',
    });
    expect(report.errCode, report.errMsg).toBe(0);
    expect(report.data).toMatchObject({
      kind: 'addon',
      status: PlatformAuditStatus.failed,
      note: 'Fix the silver skin.',
    });
    const [g, s] = report.data.items;
    expect(g).toEqual({
      id: gold,
      apiName: 'Gold',
      name: 'Gold skin',
      status: ReportItemStatus.passed,
      note: 'Fine',
      showName: 1,
      showNameReason: '',
      showPrice: 1,
      showPriceReason: '',
      showOnStore: 1,
      showOnStoreReason: '',
      showDesc: 1,
      showDescReason: '',
      showCover: 1,
      showCoverReason: '',
      showDetailImg: 1,
      showDetailImgReason: '',
      showVideo: 1,
      showVideoReason: '',
    });
    expect(s).toMatchObject({
      id: silver,
      apiName: 'Silver',
      status: ReportItemStatus.failed,
      showPrice: 0,
      showPriceReason: 'Too dear for silver',
      showCover: 0,
      showCoverReason: 'No cover',
      showName: 1,
    });

    // a passed add-on is unpublished, not removed: players may own it, and its SKU stays taken
    expect((await call(DELETE.addon, { appId, id: gold })).errCode).toBe(0);
    const kept = (await list<Addon>('addon')).find((a) => a.id === gold);
    expect(kept).toMatchObject({
      publishState: AddonPublishState.unpublished,
      state: ItemState.createPassed,
    });
    expect((await call(SAVE.addon, addonBody(appId, { sku: 'Gold' }))).errCode).toBe(
      ErrorCode.skuTaken,
    );
    // one that never passed goes, and frees its SKU
    expect((await call(DELETE.addon, { appId, id: silver })).errCode).toBe(0);
    expect((await list<Addon>('addon')).map((a) => a.id)).not.toContain(silver);
    await save('addon', addonBody(appId, { sku: 'Silver' }));
    // the unpublished add-on, changed and passed again, is back on sale
    await save(
      'addon',
      addonBody(appId, {
        id: gold,
        sku: 'Gold',
        name: { zh_CN: '黄金皮肤二代', en_US: 'Gold skin II' },
      }),
    );
    await passed('addon', [gold]);
    expect((await list<Addon>('addon')).find((a) => a.id === gold)).toMatchObject({
      state: ItemState.editPassed,
      publishState: AddonPublishState.published,
    });
  });

  it('lets exactly one of 8 identical submits and one of 2 decisions win', async () => {
    const ids = [
      await save('achievement', achievementBody(appId, { apiName: 'BURST_A' })),
      await save('achievement', achievementBody(appId, { apiName: 'BURST_B' })),
    ];
    const before = await t.db.selectFrom('platform_reviews').select('id').execute();
    const answers = await Promise.all(Array.from({ length: 8 }, () => submit('achievement', ids)));
    const codes = answers.map((a) => a.errCode);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === ErrorCode.platformItemInReview)).toHaveLength(7);
    const auditId = answers.find((a) => a.errCode === 0)!.data.auditId;
    const after = await t.db.selectFrom('platform_reviews').select('id').execute();
    expect(after.length - before.length).toBe(1);
    for (const id of ids) expect(await stateOf('achievement', id)).toBe(ItemState.createReview);

    const decisions = await Promise.all([
      decide(
        auditId,
        ids.map((id) => ({ id, pass: true })),
      ),
      decide(
        auditId,
        ids.map((id) => ({ id, pass: false })),
      ),
    ]);
    expect(decisions.map((d) => d.errCode).sort()).toEqual([0, ErrorCode.platformAuditNotPending]);
    const winner = decisions.find((d) => d.errCode === 0)!.data.status;
    const expected =
      winner === PlatformAuditStatus.passed ? ItemState.createPassed : ItemState.createRejected;
    for (const id of ids) expect(await stateOf('achievement', id)).toBe(expected);
    expect(await notificationOf(auditId, 'en')).toHaveLength(1);
    const review = await t.db
      .selectFrom('platform_reviews')
      .select('status')
      .where('id', '=', auditId)
      .executeTakeFirstOrThrow();
    expect(review.status).toBe(winner);
  });

  it('refuses another developer on every call, and nothing of the owner’s changes', async () => {
    const ids = {
      achievement: await save('achievement', achievementBody(appId, { apiName: 'OWNED' })),
      leaderboard: await save('leaderboard', leaderboardBody(appId, { apiName: 'OWNED' })),
      destination: await save('destination', destinationBody(appId, { apiName: 'OWNED' })),
      addon: await save('addon', addonBody(appId, { sku: 'Owned' })),
    };
    const audits = {
      achievement: await passed('achievement', [ids.achievement]),
      leaderboard: await passed('leaderboard', [ids.leaderboard]),
      destination: await passed('destination', [ids.destination]),
      addon: await passed('addon', [ids.addon]),
    };
    const bodies = {
      achievement: achievementBody(appId, { apiName: 'INTRUDER' }),
      leaderboard: leaderboardBody(appId, { apiName: 'INTRUDER' }),
      destination: destinationBody(appId, { apiName: 'INTRUDER' }),
      addon: addonBody(appId, { sku: 'Intruder' }),
    };
    const owned: Record<PlatformKind, number> = {
      achievement: ErrorCode.appNotFound,
      leaderboard: ErrorCode.appNotFound,
      destination: ErrorCode.destinationAppNotOwned,
      addon: ErrorCode.notDeveloper,
    };
    const uses: Record<PlatformKind, number> = {
      achievement: PlatformImageUse.achievementIcon,
      leaderboard: PlatformImageUse.leaderboardImage,
      destination: PlatformImageUse.destinationImage,
      addon: PlatformImageUse.addonCover,
    };
    const before = await snapshot(t);
    const kinds = Object.keys(ids) as PlatformKind[];
    const attempts: [string, number, () => Promise<number>][] = kinds.flatMap((kind) => {
      const code = owned[kind];
      const id = ids[kind];
      const errCode = async (path: string, body: unknown) =>
        (await call(path, body, other)).errCode;
      return [
        [`${kind} list`, code, () => errCode(LIST[kind], { appId })],
        [`${kind} create`, code, () => errCode(SAVE[kind], bodies[kind])],
        [`${kind} update`, code, () => errCode(SAVE[kind], { ...bodies[kind], id })],
        [`${kind} delete`, code, () => errCode(DELETE[kind], { appId, id })],
        [`${kind} submit`, code, () => errCode(calls.submit.path, { appId, kind, ids: [id] })],
        [`${kind} audits`, code, () => errCode(calls.audits.path, { appId, kind })],
        [
          `${kind} uploadImage`,
          code,
          async () => (await uploadImage(t, other, appId, uses[kind], png(160, 90))).errCode,
        ],
      ] as [string, number, () => Promise<number>][];
    });
    const report = async (path: string, body: unknown) => (await call(path, body, other)).errCode;
    attempts.push(
      [
        'getDvAuditAchReport',
        ErrorCode.auditNotFound,
        () => report(calls.getDvAuditAchReport.path, { auditId: audits.achievement }),
      ],
      [
        'getDvAuditDestReport',
        ErrorCode.auditNotFound,
        () => report(calls.getDvAuditDestReport.path, { auditId: audits.destination }),
      ],
      [
        'leaderboardAuditItems',
        ErrorCode.auditNotFound,
        () => report(calls.leaderboardAuditItems.path, { appId, auditId: audits.leaderboard }),
      ],
      [
        'leaderboardAuditItems of its own app',
        ErrorCode.auditNotFound,
        () =>
          report(calls.leaderboardAuditItems.path, {
            appId: otherApp,
            auditId: audits.leaderboard,
          }),
      ],
      [
        'getAddOnAuditReport',
        ErrorCode.auditNotFound,
        () => report(calls.getAddOnAuditReport.path, { appId, auditId: audits.addon }),
      ],
    );
    const wrong: string[] = [];
    for (const [name, code, attempt] of attempts) {
      const got = await attempt();
      if (got !== code) wrong.push(`${name}: ${got}, not ${code}`);
    }
    expect(wrong).toEqual([]);
    expect(attempts).toHaveLength(33);
    expect(await snapshot(t)).toEqual(before);
    // the owner's items and reports are as they were
    expect(
      (await call(calls.getAddOnAuditReport.path, { appId, auditId: audits.addon })).errCode,
    ).toBe(0);
    expect(await stateOf('addon', ids.addon)).toBe(ItemState.createPassed);
  });

  it('gives the runtime module its ports, asks it for entries and drops the players’ data of deleted items', async () => {
    const platform = t.services.platform;
    const bits = await save(
      'achievement',
      achievementBody(appB, {
        apiName: 'PORT_BITS',
        type: AchievementType.bitfield,
        target: 3,
        bitSize: 5,
      }),
    );
    const board = await save(
      'leaderboard',
      leaderboardBody(appB, { apiName: 'PORT_BOARD', reset: 2 }),
    );
    expect(await platform.achievementByApiName(appB, 'PORT_BITS')).toEqual({
      id: bits,
      apiName: 'PORT_BITS',
      type: AchievementType.bitfield,
      target: 3,
      bitSize: 5,
    });
    expect(await platform.achievementByApiName(appB, 'NOPE')).toBeNull();
    expect(await platform.achievementByApiName(appId, 'PORT_BITS')).toBeNull();
    expect((await platform.achievementsOf(appB)).map((a) => a.apiName)).toContain('PORT_BITS');
    expect(await platform.leaderboardByApiName(appB, 'PORT_BOARD')).toEqual({
      id: board,
      sortOrder: 1,
      reset: 2,
    });
    expect(await platform.leaderboardByApiName(appId, 'PORT_BOARD')).toBeNull();
    const owner = await t.db
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', 'review-dev@example.com')
      .executeTakeFirstOrThrow();
    const stranger = await t.db
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', 'review-other@example.com')
      .executeTakeFirstOrThrow();
    expect(await platform.ownedLeaderboard(founder(owner.id), appB, board)).toEqual({
      id: board,
      sortOrder: 1,
      reset: 2,
    });
    expect(await platform.ownedLeaderboard(founder(stranger.id, true), appB, board)).toMatchObject({
      id: board,
    });
    await expect(
      platform.ownedLeaderboard(founder(stranger.id), appB, board),
    ).rejects.toMatchObject({ code: ErrorCode.appNotFound });
    await expect(platform.ownedLeaderboard(founder(owner.id), appB, bits)).rejects.toMatchObject({
      code: ErrorCode.platformItemNotFound,
    });
    await expect(platform.ownedLeaderboard(founder(owner.id), appId, board)).rejects.toMatchObject({
      code: ErrorCode.platformItemNotFound,
    });

    const asked: { id: string; reset: number }[][] = [];
    const dropped: string[] = [];
    platform.useRuntime({
      entryCounts: async (boards) => {
        asked.push(boards);
        return new Map(boards.map((b) => [b.id, 7]));
      },
      dropLeaderboard: async (id) => void dropped.push(`leaderboard ${id}`),
      dropAchievement: async (id) => void dropped.push(`achievement ${id}`),
    });
    try {
      const boards = await list<Leaderboard>('leaderboard', appB);
      expect(boards.find((b) => b.id === board)?.entries).toBe(7);
      expect(asked.at(-1)).toContainEqual({ id: board, reset: 2 });
      expect((await call(DELETE.achievement, { appId: appB, id: bits })).errCode).toBe(0);
      expect((await call(DELETE.leaderboard, { appId: appB, id: board })).errCode).toBe(0);
      expect(dropped).toEqual([`achievement ${bits}`, `leaderboard ${board}`]);
    } finally {
      // the other tests' runtime module, as the server wires it
      platform.useRuntime(t.services.platformRuntime);
    }
  });

  it('seeds the demo app’s platform services with a report of every kind', async () => {
    const [draft, online] = (await createApps(t, dev, 2, 'com.review.demo')) as [string, string];
    await t.db
      .updateTable('apps')
      .set({ status: AppStatus.online })
      .where('id', '=', online)
      .execute();
    const account = (email: string) =>
      t.db.selectFrom('accounts').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const developer = founder((await account('review-dev@example.com')).id);
    const reviewer = founder((await account('review-admin@example.com')).id, true);
    const seeded = await seedDemoPlatform(
      t.services,
      developer,
      reviewer,
      new Map([
        ['draft', draft],
        ['online', online],
      ]),
    );
    expect(seeded).toBe(online);
    expect((await list<Achievement>('achievement', online)).map((a) => a.state)).toEqual([
      ItemState.createPassed,
      ItemState.draft,
    ]);
    const [board] = await list<Leaderboard>('leaderboard', online);
    const [dest] = await list<{ id: string; state: number }>('destination', online);
    expect(dest!.state).toBe(ItemState.createPassed);
    expect(board).toMatchObject({ state: ItemState.createPassed, destinationId: dest!.id });
    expect(await list<Addon>('addon', online)).toMatchObject([
      {
        sku: 'GoldSkin',
        price: 12,
        state: ItemState.createPassed,
        publishState: AddonPublishState.published,
      },
    ]);
    const ntys = await call<{ ntys: Notification[] }>(
      notificationCalls.getDvNtyList.path,
      {},
      dev,
      'en',
    );
    const tags = ntys.data.ntys.filter((n) => n.appId === online).map((n) => [n.tag, n.status]);
    expect(tags.sort()).toEqual([
      ['achive', NotifyStatus.passed],
      ['addons', NotifyStatus.passed],
      ['destination', NotifyStatus.passed],
      ['leaderboard', NotifyStatus.passed],
    ]);
    expect(await list('achievement', draft)).toEqual([]);

    // the demo players' scores of this period, best first, without the removed cheat
    const honest = DEMO_PLAYERS.slice(0, -1);
    const entries = await call<CallAnswer<typeof calls.leaderboardEntries>>(
      calls.leaderboardEntries.path,
      { appId: online, id: board!.id, period: 'current', limit: 50 },
    );
    expect(entries.data.total).toBe(honest.length);
    expect(entries.data.entries.map((e) => [e.rank, e.userId, e.score])).toEqual(
      honest.map(([userId, score], i) => [i + 1, userId, score]),
    );
    const history = await call<CallAnswer<typeof calls.leaderboardModeration>>(
      calls.leaderboardModeration.path,
      { appId: online, id: board!.id, page: 1 },
    );
    expect(history.data.items).toMatchObject([
      { userId: 'speedhack_99', score: 99999, actor: 'review-dev@example.com' },
    ]);
    expect(history.data.items[0]!.reason).not.toBe('');
    // progress written as a game's server would: the first win of the players above 2,000
    const app = { id: online, orgId: developer.id };
    const progress = await t.services.platformRuntime.userAchievements(app, { userId: 'kenji' });
    expect(progress.achievements.map((a) => [a.apiName, a.count, a.unlocked])).toEqual([
      ['FIRST_WIN', 1, 1],
      ['HUNDRED_GAMES', 53, 0],
    ]);
  });
});
