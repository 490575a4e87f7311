import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AppStatus,
  STORE_KEY_HEADER,
  appCalls,
  billCalls,
  billPaths,
  datacenterPaths,
  notificationCalls,
  platformCalls,
  platformReviewCalls,
  releaseCalls,
  reviewCalls,
} from '@vrportal/contract';
import type { AuditType, Bill, Lang } from '@vrportal/contract';
import type { TestApp } from '../harness.js';
import { createTestApp, dbKind } from '../harness.js';
import { addVersion, createApps, unique } from '../factories.js';
import { COMPLETE_FORM, completeRelease } from '../support/release.js';
import { achievementBody } from '../support/platform.js';
import { founder } from '../../src/plugins/caller.js';

/**
 * An app is shown by the name it was created with until a release is approved, then by the
 * approved release's name in the reader's language (the other language's when the reader's is
 * missing) in every answer that names it: list, search, detail, notifications, audit reports,
 * bills, the review console.
 */
const STORE_KEY = 'store-key-for-the-approved-name-tests-0123';
const CREATED = 'Cosmos Trail';
const APPROVED = { zh: COMPLETE_FORM.name.zh_CN, en: COMPLETE_FORM.name.en_US };

describe(`the approved release names the app (${dbKind})`, () => {
  let t: TestApp;
  let dev: string;
  let other: string;
  let admin: string;
  /** an app approved with its release's names, which no test changes: the tests that only read */
  let appId: string;

  /**
   * An app of the developer created as CREATED, its build and its release form filled (named
   * APPROVED), not submitted yet.
   */
  async function createdApp(): Promise<string> {
    const [id] = (await createApps(t, dev, 1, `com.${unique('named')}.app`)) as [string];
    await t.db.updateTable('apps').set({ name: CREATED }).where('id', '=', id).execute();
    await addVersion(t, id, { ver: '1.0.0', vcode: 1 });
    await completeRelease(t, dev, id);
    return id;
  }

  /** The same, submitted and passed through every stage: shown by its approved names. */
  async function approvedApp(): Promise<string> {
    const id = await createdApp();
    await passToApproval(id);
    return id;
  }

  beforeAll(async () => {
    t = await createTestApp({ STORE_API_KEY: STORE_KEY });
    dev = await t.signIn('namer@example.com');
    other = await t.signIn('other@example.com');
    admin = await t.signIn('name-admin@example.com', { admin: true });
    appId = await approvedApp();
  });
  afterAll(() => t.close());

  async function passToApproval(id: string, submit?: () => Promise<void>) {
    if (submit) await submit();
    else {
      const res = await t.call(appCalls.commitAppInfo, { appId: id }, { token: dev });
      expect(res.errCode).toBe(0);
    }
    await t.runDeferred();
    for (const expected of [AppStatus.contentQueued, AppStatus.publishQueued, AppStatus.passed]) {
      await t.call(reviewCalls.startReview, { appId: id }, { token: admin });
      const res = await t.call(
        reviewCalls.decideReview,
        { appId: id, pass: true, items: [] },
        { token: admin },
      );
      expect(res.data).toMatchObject({ status: expected });
    }
  }

  const ownCard = async (id: string, lang: Lang, token = dev) =>
    (await t.call(appCalls.getOwnedApps, { page: 1 }, { token, lang })).data.apps.find(
      (a) => a.id === id,
    )?.name;
  const searched = async (id: string, lang: Lang, name?: string) =>
    (
      await t.call(
        appCalls.searchOwnedApps,
        { page: 1, psize: 50, showDoodle: 1, ...(name ? { name } : {}) },
        { token: admin, lang },
      )
    ).data.apps.find((a) => a.id === id)?.name;
  const detailName = async (id: string, lang: Lang) =>
    (await t.call(appCalls.getAppDetailInfo, { appId: id }, { token: dev, lang })).data.name;
  const notifications = async (id: string, lang: Lang) =>
    (
      await t.call(notificationCalls.getDvNtyList, { page: 1 }, { token: dev, lang })
    ).data.ntys.filter((n) => n.appId === id);
  const queueName = async (id: string, lang: Lang) =>
    (
      await t.call(
        reviewCalls.getReviewQueue,
        { queue: 'release', page: 1 },
        { token: admin, lang },
      )
    ).data.items.find((a) => a.id === id)?.name;
  const submissionName = async (id: string, lang: Lang) =>
    (await t.call(reviewCalls.getReviewSubmission, { appId: id }, { token: admin, lang })).data.app
      .name;

  it('shows the creation name before any approval, the approved one after, per language', async () => {
    const appId = await createdApp();
    // submitted and under way, not approved yet: the creation name everywhere
    const commit = await t.call(appCalls.commitAppInfo, { appId }, { token: dev });
    expect(commit.errCode).toBe(0);
    await t.runDeferred();
    for (const lang of ['zh', 'en'] as const) {
      expect(await ownCard(appId, lang)).toBe(CREATED);
      expect(await searched(appId, lang)).toBe(CREATED);
      expect(await detailName(appId, lang)).toBe(CREATED);
      const ntys = await notifications(appId, lang);
      expect(ntys.length).toBeGreaterThan(0);
      for (const n of ntys) {
        expect(n.appName).toBe(CREATED);
        expect(JSON.parse(n.allName)).toEqual({ zh_CN: CREATED, en_US: CREATED });
        expect(n.title).toContain(CREATED);
      }
      expect(await submissionName(appId, lang)).toBe(CREATED);
    }

    await passToApproval(appId, async () => {});
    for (const lang of ['zh', 'en'] as const) {
      const name = APPROVED[lang];
      expect(await ownCard(appId, lang)).toBe(name);
      expect(await searched(appId, lang)).toBe(name);
      expect(await detailName(appId, lang)).toBe(name);
      expect(await queueName(appId, lang)).toBe(name);
      expect(await submissionName(appId, lang)).toBe(name);
      // every notification of the app, also those written before the approval
      const ntys = await notifications(appId, lang);
      expect(ntys.length).toBeGreaterThanOrEqual(4);
      for (const n of ntys) {
        expect(n.appName).toBe(name);
        expect(JSON.parse(n.allName)).toEqual({ zh_CN: APPROVED.zh, en_US: APPROVED.en });
        // their texts, written with the name the app had then, show the approved one
        expect(n.title).toContain(name);
        expect(`${n.title} ${n.content}`).not.toContain(CREATED);
      }
      const report = await t.call(
        notificationCalls.getDvAuditReport,
        {
          auditId: ntys.find((n) => n.auditId)!.auditId,
          type: ntys.find((n) => n.auditId)!.type as AuditType,
        },
        { token: dev, lang },
      );
      expect(report.data.appName).toBe(name);
    }
    // the search by name finds the app by its approved name too
    expect(await searched(appId, 'en', 'star walk')).toBe(APPROVED.en);
    expect(await searched(appId, 'zh', '星际')).toBe(APPROVED.zh);
    expect(await searched(appId, 'zh', 'cosmos')).toBe(APPROVED.zh);
  });

  it('keeps the approved name while an update with another name is reviewed', async () => {
    const appId = await approvedApp();
    await t.call(reviewCalls.changeAppState, { appId, action: 'online' }, { token: admin });
    await addVersion(t, appId, { ver: '1.1.0', vcode: 2 });
    const saved = await t.call(
      releaseCalls.saveAppInfo,
      {
        appId,
        name: { zh_CN: '银河漫步', en_US: 'Galaxy Walk' },
        // an update writes its own What's new: the live one's is not carried over
        vnote: { zh_CN: '改名为银河漫步。', en_US: 'Renamed to Galaxy Walk.' },
      },
      { token: dev },
    );
    expect(saved.errCode).toBe(0);
    const commit = await t.call(appCalls.commitAppInfo, { appId }, { token: dev });
    expect(commit.errCode).toBe(0);
    await t.runDeferred();
    expect(await ownCard(appId, 'en')).toBe(APPROVED.en);
    expect(await detailName(appId, 'zh')).toBe(APPROVED.zh);

    await passToApproval(appId, async () => {});
    expect(await ownCard(appId, 'en')).toBe('Galaxy Walk');
    expect(await ownCard(appId, 'zh')).toBe('银河漫步');
  });

  it('falls back to the other language when the reader’s is missing', async () => {
    const [zhOnly, enOnly] = (await createApps(t, dev, 2, 'com.example.half')) as [string, string];
    for (const [id, names] of [
      [zhOnly, { zh: '半边月', en: '' }],
      [enOnly, { zh: '', en: 'Half Moon' }],
    ] as const) {
      await addVersion(t, id, { ver: '1.0.0', vcode: 1 });
      await passToApproval(id, async () => {
        await t.services.review.submit(founder((await owner(id))!), id, { names });
      });
    }
    for (const lang of ['zh', 'en'] as const) {
      expect(await ownCard(zhOnly, lang)).toBe('半边月');
      expect(await detailName(zhOnly, lang)).toBe('半边月');
      expect(await ownCard(enOnly, lang)).toBe('Half Moon');
      expect(await queueName(enOnly, lang)).toBe('Half Moon');
    }
    const ntys = await notifications(zhOnly, 'en');
    expect(ntys.length).toBeGreaterThan(0);
    for (const n of ntys) {
      expect(n.appName).toBe('半边月');
      expect(JSON.parse(n.allName)).toEqual({ zh_CN: '半边月', en_US: '半边月' });
    }
  });

  const owner = async (id: string) =>
    (await t.db.selectFrom('apps').select('org_id').where('id', '=', id).executeTakeFirst())
      ?.org_id;

  it('names the app in the bill details and the finance orders in the reader’s language', async () => {
    const paidAt = new Date('2026-09-15T04:00:00Z');
    const res = await t.inject({
      method: 'POST',
      url: datacenterPaths.reportOrders,
      headers: { 'content-type': 'application/json', [STORE_KEY_HEADER]: STORE_KEY },
      payload: JSON.stringify({
        orders: [
          {
            orderId: 'named-order-1',
            userId: 'u-1',
            deviceId: 'd-1',
            type: 'sale',
            amount: 4000,
            currency: 'CNY',
            usdRate: 0.1389,
            appId,
            time: paidAt.getTime(),
          },
        ],
      }),
    });
    expect(res.json()).toMatchObject({ errCode: 0, data: { rejected: [] } });
    await t.services.bills.generate('2026-09', new Date('2026-10-10T04:00:00Z'));
    const bills = await t.inject({
      method: 'GET',
      url: billPaths.devQuery,
      headers: { token: dev },
    });
    const bill = (bills.json() as { data: { orderSettleList: Bill[] } }).data.orderSettleList.find(
      (b) => b.month === '2026-09',
    )!;
    expect(bill).toBeDefined();
    for (const lang of ['zh', 'en'] as const) {
      const sheet = await t.inject({
        method: 'POST',
        url: billPaths.batchDownload,
        headers: { token: dev, 'content-type': 'application/json', lang },
        payload: JSON.stringify({ idList: [bill.id] }),
      });
      expect(sheet.statusCode).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(sheet.rawPayload as unknown as ArrayBuffer);
      const rows = book.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][];
      const line = rows.find((r) => r.includes('named-order-1'))!;
      expect(line).toBeDefined();
      expect(line).toContain(APPROVED[lang]);
      expect(line).not.toContain(CREATED);

      const orders = await t.call(
        billCalls.financeOrders,
        { startTime: '2026-09-01', endTime: '2026-09-30', page: 1 },
        { token: dev, lang },
      );
      expect(orders.data.list.find((o) => o.orderId === 'named-order-1')?.appName).toBe(
        APPROVED[lang],
      );
    }
  });

  it('names the app in the platform review console’s queue and submission', async () => {
    const saved = await t.call(platformCalls.achievementSave, achievementBody(appId), {
      token: dev,
    });
    expect(saved.errCode, saved.errMsg).toBe(0);
    const submitted = await t.call(
      platformCalls.submit,
      { appId, kind: 'achievement', ids: [saved.data.id] },
      { token: dev },
    );
    expect(submitted.errCode, submitted.errMsg).toBe(0);
    const { auditId } = submitted.data;
    for (const lang of ['zh', 'en'] as const) {
      const queue = await t.call(platformReviewCalls.getQueue, {}, { token: admin, lang });
      expect(queue.data.items.find((i) => i.auditId === auditId)?.appName).toBe(APPROVED[lang]);
      const sub = await t.call(
        platformReviewCalls.getSubmission,
        { auditId },
        { token: admin, lang },
      );
      expect(sub.data.submission.appName).toBe(APPROVED[lang]);
    }
  });

  it('tells another developer nothing of the app', async () => {
    expect(await ownCard(appId, 'en', other)).toBeUndefined();
    const res = await t.call(appCalls.getAppDetailInfo, { appId }, { token: other });
    expect(res.errCode).not.toBe(0);
    expect(JSON.stringify(res.data ?? null)).not.toContain(APPROVED.en);
  });
});
