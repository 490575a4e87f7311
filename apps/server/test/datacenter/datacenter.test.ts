import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import {
  appCalls,
  datacenterCalls as calls,
  datacenterPaths as paths,
  jsonCallsOf,
  ErrorCode,
} from '@vrportal/contract';
import type { IntakeAnswer } from '@vrportal/contract';
import type { TestApp } from '../harness.js';
import { createTestApp, dbKind } from '../harness.js';
import { unique } from '../factories.js';
import { fieldsOf } from '../support/zod-sample.js';

const STORE_KEY = 'store-key-for-the-tests-0123456789';
const at = (iso: string) => Date.parse(iso);

/**
 * The intake's batch of events: six good ones of `appId` (ids after `p`, which the ids are unique
 * under), one of a type not known, one of no app, and one of another developer's app.
 */
const eventBatch = (appId: string, otherApp: string, p: string) => [
  {
    eventId: `${p}e1`,
    appId,
    type: 'visit',
    deviceId: 'd9',
    time: at('2026-03-01T02:00:00Z'),
  },
  // 23:59:59 and 00:00:00 in UTC+8: two days
  {
    eventId: `${p}e2`,
    appId,
    type: 'visit',
    deviceId: 'd9',
    time: at('2026-03-01T16:30:00Z'),
  },
  {
    eventId: `${p}e3`,
    appId,
    type: 'start',
    deviceId: 'd1',
    time: at('2026-03-01T15:59:59Z'),
  },
  {
    eventId: `${p}e4`,
    appId,
    type: 'usage',
    deviceId: 'd1',
    duration: 600,
    time: at('2026-03-01T16:00:00Z'),
  },
  {
    eventId: `${p}e5`,
    appId,
    type: 'start',
    deviceId: 'd2',
    time: at('2026-03-02T01:00:00Z'),
  },
  {
    eventId: `${p}e6`,
    appId,
    type: 'start',
    deviceId: 'd2',
    time: at('2026-03-02T01:30:00Z'),
  },
  {
    eventId: 'bad-type',
    appId,
    type: 'jump',
    deviceId: 'd1',
    time: at('2026-03-02T01:30:00Z'),
  },
  {
    eventId: 'no-app',
    appId: 'f'.repeat(32),
    type: 'visit',
    deviceId: 'd1',
    time: at('2026-03-02T01:30:00Z'),
  },
  {
    eventId: `${p}y1`,
    appId: otherApp,
    type: 'start',
    deviceId: 'd1',
    time: at('2026-03-02T01:30:00Z'),
  },
];

/** d2 in use before: a start on 28 February. */
const earlierStart = (appId: string, p: string) => ({
  eventId: `${p}e7`,
  appId,
  type: 'start',
  deviceId: 'd2',
  time: at('2026-02-28T12:00:00Z'),
});

const gems = { zh_CN: '宝石 100', en_US: '100 gems' };

/**
 * The orders of `appId` (ids after `p`): three sales of the app in three currencies, a refund of
 * one, add-on sales of two SKUs and a refund of one of them, and an order with a negative amount.
 */
function orderBatch(appId: string, p: string) {
  const order = (o: Record<string, unknown>) => ({
    appId,
    userId: 'u1',
    deviceId: 'd1',
    type: 'sale',
    currency: 'CNY',
    usdRate: 0.14,
    time: at('2026-03-01T04:00:00Z'),
    ...o,
  });
  return [
    order({ orderId: `${p}o1`, amount: 600 }),
    // 1.99 USD at 0.14 USD per yuan: 14.214... yuan
    order({ orderId: `${p}o2`, amount: 199, currency: 'USD', usdRate: 1 }),
    // 1000 yen at 0.0067 USD each: 47.857... yuan
    order({ orderId: `${p}o3`, amount: 1000, currency: 'JPY', usdRate: 0.0067 }),
    order({
      orderId: `${p}o4`,
      type: 'refund',
      refundOf: `${p}o1`,
      amount: 600,
      time: at('2026-03-02T04:00:00Z'),
    }),
    order({ orderId: `${p}o5`, sku: 'Gems100', name: gems, amount: 1200, userId: 'u2' }),
    order({ orderId: `${p}o6`, sku: 'Gems100', name: gems, amount: 1200, userId: 'u3' }),
    order({
      orderId: `${p}o7`,
      sku: 'Skin',
      name: { zh_CN: '皮肤', en_US: 'Skin' },
      amount: 3000,
      userId: 'u4',
    }),
    order({
      orderId: `${p}o8`,
      sku: 'Gems100',
      type: 'refund',
      refundOf: `${p}o5`,
      amount: 1200,
      userId: 'u2',
    }),
    order({ orderId: 'bad', amount: -5 }),
  ];
}

describe(`data centre: intake and figures (${dbKind})`, () => {
  let t: TestApp;
  let tokenA: string;
  let tokenB: string;
  let appX: string;
  let appY: string;

  const report = async (path: string, body: unknown, key: string | null = STORE_KEY) => {
    const res = await t.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/json', ...(key ? { 'x-store-key': key } : {}) },
      payload: JSON.stringify(body),
    });
    return res.json() as { errCode: number; data: IntakeAnswer };
  };
  const figure = <T>(path: string, body: object, token = tokenA) =>
    t.call<T>(path, body, { token, lang: 'en' });
  const range = { startTime: '2026-02-28', endTime: '2026-03-02' };

  /** A new app of the caller, for a test that reports its own items. */
  const ownApp = async (token: string) => {
    const tag = unique('dc');
    const res = await t.call(
      appCalls.createApp,
      { name: `Game ${tag}`, pkg: `com.${tag}.game` },
      { token },
    );
    return res.data.appId;
  };

  beforeAll(async () => {
    t = await createTestApp({ STORE_API_KEY: STORE_KEY });
    tokenA = await t.signIn('analyst@example.com');
    tokenB = await t.signIn('other@example.com');
    appX = (
      await t.call(appCalls.createApp, { name: 'Data Game', pkg: 'com.dc.x' }, { token: tokenA })
    ).data.appId;
    appY = (
      await t.call(appCalls.createApp, { name: 'Other Game', pkg: 'com.dc.y' }, { token: tokenB })
    ).data.appId;
    // the figures of Data Game that the tests read and none adds to: the events and the orders
    // of the intake tests below, reported once here
    const events = [...eventBatch(appX, appY, 'fig-'), earlierStart(appX, 'fig-')];
    expect((await report(paths.reportEvents, { events })).data.accepted).toBe(8);
    expect((await report(paths.reportOrders, { orders: orderBatch(appX, 'fig-') })).errCode).toBe(
      0,
    );
  });
  afterAll(() => t.close());

  it('refuses the intake without the store key or with a wrong one', async () => {
    const stored = () => t.db.selectFrom('dc_events').select('event_id').execute();
    const before = await stored();
    const batch = {
      events: [
        {
          eventId: 'k1',
          appId: appX,
          type: 'visit',
          deviceId: 'd',
          time: at('2026-03-01T00:00:00Z'),
        },
      ],
    };
    expect((await report(paths.reportEvents, batch, null)).errCode).toBe(ErrorCode.storeKeyRefused);
    expect((await report(paths.reportEvents, batch, `${STORE_KEY}x`)).errCode).toBe(
      ErrorCode.storeKeyRefused,
    );
    const after = await stored();
    expect(after.filter((e) => e.event_id === 'k1')).toEqual([]);
    expect(after).toHaveLength(before.length);
  });

  it('keeps good events, names bad ones, and counts a resent id once', async () => {
    const appX = await ownApp(tokenA);
    const p = `${unique('intake')}-`;
    const events = eventBatch(appX, appY, p);
    const first = await report(paths.reportEvents, { events });
    expect(first.errCode).toBe(0);
    expect(first.data.accepted).toBe(7);
    expect(first.data.duplicates).toBe(0);
    expect(first.data.rejected.map((r) => [r.index, r.id])).toEqual([
      [6, 'bad-type'],
      [7, 'no-app'],
    ]);
    expect(first.data.rejected[0]!.reason).toMatch(/^type: /);
    expect(first.data.rejected[1]!.reason).toBe('appId: no such app');

    const again = await report(paths.reportEvents, { events: events.slice(0, 6) });
    expect(again.data).toEqual({ accepted: 0, duplicates: 6, rejected: [] });

    // d2 was in use before: its first day moves back, and it stops counting as new on 03-02
    const earlier = await report(paths.reportEvents, { events: [earlierStart(appX, p)] });
    expect(earlier.data.accepted).toBe(1);
  });

  it.runIf(dbKind === 'postgres')('keeps raw events and orders in monthly partitions', async () => {
    const parts = await sql<{ name: string }>`
      SELECT c.relname AS name FROM pg_inherits i
      JOIN pg_class c ON c.oid = i.inhrelid JOIN pg_class p ON p.oid = i.inhparent
      WHERE p.relname IN ('dc_events', 'dc_orders') ORDER BY 1`.execute(t.db);
    expect(parts.rows.map((r) => r.name)).toEqual(
      expect.arrayContaining(['dc_events_2026_02', 'dc_events_2026_03']),
    );
    const inFebruary = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM dc_events_2026_02 WHERE app_id = ${appX}`.execute(t.db);
    expect(inFebruary.rows[0]!.n).toBe(1);
  });

  it('answers the exact figures of every event call, days cut in UTC+8', async () => {
    const visits = await figure<{ content: { appVisit: unknown[] } }>(calls.appInfoTendency.path, {
      ...range,
      appId: appX,
    });
    expect(visits.errCode).toBe(0);
    expect(visits.data.content.appVisit).toEqual([
      { time: '2026-02-28', VisitCount: 0 },
      { time: '2026-03-01', VisitCount: 1 },
      { time: '2026-03-02', VisitCount: 1 },
    ]);
    const trend = async (path: string) =>
      (
        await figure<{ content: { tendency: { num: number }[] } }>(path, {
          ...range,
          pkg: 'com.dc.x',
        })
      ).data.content.tendency.map((p) => p.num);
    expect(await trend(calls.appActiveNumTendency.path)).toEqual([1, 1, 2]);
    expect(await trend(calls.appIncreaseNumTendency.path)).toEqual([1, 1, 0]);
    expect(await trend(calls.apUseTimeTendency.path)).toEqual([0, 0, 600]);
    expect(await trend(calls.appStartTendency.path)).toEqual([1, 1, 2]);
    const active = await figure(calls.appActiveData.path, { ...range, appId: appX });
    expect(active.data).toEqual({ activeNum: 2, increaseNum: 2, useTime: 600, startNum: 4 });

    // epoch milliseconds name the same days
    const byMs = await figure(calls.appActiveData.path, {
      startTime: at('2026-02-27T16:00:00Z'),
      endTime: String(at('2026-03-02T15:59:59Z')),
      appId: appX,
    });
    expect(byMs.data).toEqual(active.data);

    const hours = await figure<{ content: { tendency: { time: string; devNum: number }[] } }>(
      calls.dayAppDevNum.path,
      { ...range, pkg: 'com.dc.x' },
    );
    const busy = hours.data.content.tendency.filter((h) => h.devNum > 0);
    expect(hours.data.content.tendency).toHaveLength(24);
    expect(busy).toEqual([
      { time: '00:00', devNum: 1 },
      { time: '09:00', devNum: 1 },
      { time: '20:00', devNum: 1 },
      { time: '23:00', devNum: 1 },
    ]);
  });

  it('adds up sales and refunds in CNY fen, app and add-ons apart, each order once', async () => {
    const appX = await ownApp(tokenA);
    const orders = orderBatch(appX, `${unique('orders')}-`);
    const stored = await report(paths.reportOrders, { orders });
    expect(stored.data.accepted).toBe(8);
    expect(stored.data.rejected.map((r) => r.id)).toEqual(['bad']);
    expect((await report(paths.reportOrders, { orders: orders.slice(0, 2) })).data.duplicates).toBe(
      2,
    );

    const marketing = await figure(calls.appMarketing.path, { ...range, appId: appX });
    expect(marketing.data).toEqual({
      saleCount: 3,
      amount: 600 + 1421 + 4786,
      refundCount: 1,
      refundAmount: 600,
    });
    const sales = await figure<{ content: { appSale: unknown[]; appRefund: unknown[] } }>(
      calls.appInfoTendency.path,
      { ...range, appId: appX },
    );
    expect(sales.data.content.appSale).toEqual([
      { time: '2026-02-28', saleCount: 0 },
      { time: '2026-03-01', saleCount: 3 },
      { time: '2026-03-02', saleCount: 0 },
    ]);
    expect(
      sales.data.content.appRefund.map((p) => (p as { refundCount: number }).refundCount),
    ).toEqual([0, 0, 1]);

    const detail = await figure(calls.addonDetailData.path, {
      ...range,
      appId: appX,
      page: 1,
      size: 5,
    });
    expect(detail.data).toEqual({
      content: [
        {
          name: JSON.stringify({ zh_CN: '皮肤', en_US: 'Skin' }),
          localName: 'Skin',
          sku: 'Skin',
          allSaleCount: 1,
          allIncome: 3000,
        },
        {
          name: JSON.stringify(gems),
          localName: '100 gems',
          sku: 'Gems100',
          allSaleCount: 2,
          allIncome: 1200,
        },
      ],
      totalCount: 2,
    });
    const secondPage = await figure<{ content: { sku: string }[] }>(calls.addonDetailData.path, {
      ...range,
      appId: appX,
      page: 2,
      size: 1,
    });
    expect(secondPage.data.content.map((r) => r.sku)).toEqual(['Gems100']);
    const all = await figure(calls.addonAllIncome.path, { ...range, appId: appX });
    expect(all.data).toEqual({ allIncome: { allSaleCount: 3, allIncome: 4200 } });
    const gemsTrend = await figure<{ allIncomeList: unknown[] }>(calls.addonSaleTendency.path, {
      ...range,
      appId: appX,
      sku: 'Gems100',
    });
    expect(gemsTrend.data.allIncomeList).toEqual([
      { time: '2026-02-28', allSaleCount: 0, allIncome: 0 },
      { time: '2026-03-01', allSaleCount: 2, allIncome: 1200 },
      { time: '2026-03-02', allSaleCount: 0, allIncome: 0 },
    ]);
    const skus = await figure<{ skus: { sku: string }[] }>(calls.addonSkuList.path, {
      appId: appX,
    });
    expect(skus.data.skus.map((s) => s.sku)).toEqual(['Gems100', 'Skin']);
  });

  it('counts distinct buyers by gender and age, folding groups under 5 into unknown', async () => {
    // buyers' profiles are the whole intake's: this test's own ids and its own app
    const appY = await ownApp(tokenB);
    const p = `${unique('buyers')}-`;
    const buyer = (i: number, sex: number, birthYear: number) => ({
      userId: `${p}b${i}`,
      sex,
      birthYear,
    });
    // six men born 2000 (26 in 2026), three women, two undisclosed, one with no profile
    const users = [
      ...[0, 1, 2, 3, 4, 5].map((i) => buyer(i, 1, 2000)),
      ...[6, 7, 8].map((i) => buyer(i, 2, 1980)),
      ...[9, 10].map((i) => buyer(i, 3, 2010)),
    ];
    expect((await report(paths.reportUsers, { users })).data.accepted).toBe(11);
    expect((await report(paths.reportUsers, { users: users.slice(0, 3) })).data.duplicates).toBe(3);
    const orders = Array.from({ length: 12 }, (_, i) => ({
      orderId: `${p}g${i}`,
      appId: appY,
      userId: `${p}b${i}`,
      deviceId: `gd${i}`,
      type: 'sale',
      amount: 100,
      currency: 'CNY',
      usdRate: 0.14,
      time: at('2026-03-01T04:00:00Z'),
    }));
    // one buyer twice: still one buyer
    orders.push({ ...orders[0]!, orderId: `${p}g-again` });
    expect((await report(paths.reportOrders, { orders })).data.accepted).toBe(13);

    const get = (path: string, token = tokenB) =>
      t.inject({
        method: 'GET',
        url: `${path}?appId=${appY}&startTime=2026-03-01&endTime=2026-03-31`,
        headers: { token, lang: 'en' },
      });
    const gender = (await get(paths.appUserGender)).json();
    expect(gender).toEqual({
      errCode: 0,
      errMsg: '',
      data: [
        { sex: 0, count: 6 },
        { sex: 1, count: 6 },
        { sex: 2, count: 0 },
        { sex: 3, count: 0 },
      ],
    });
    const age = (await get(paths.appUserAge)).json();
    expect(age.data).toEqual([
      { age: 0, count: 6 },
      { age: 1, count: 0 },
      { age: 2, count: 0 },
      { age: 3, count: 6 },
      { age: 4, count: 0 },
      { age: 5, count: 0 },
      { age: 6, count: 0 },
    ]);
    // another developer's app
    const refused = (await get(paths.appUserGender, tokenA)).json();
    expect(refused.errCode).toBe(ErrorCode.notDeveloper);

    // profiles that come after the orders, and a profile that changes, move buyers between groups:
    // b11 (no profile until now) and two undisclosed become women, a man becomes a woman
    const later = [buyer(11, 2, 1980), buyer(9, 2, 1980), buyer(10, 2, 1980), buyer(5, 2, 1980)];
    expect((await report(paths.reportUsers, { users: later })).data.accepted).toBe(4);
    expect((await get(paths.appUserGender)).json().data).toEqual([
      { sex: 0, count: 0 },
      { sex: 1, count: 5 },
      { sex: 2, count: 7 },
      { sex: 3, count: 0 },
    ]);
    expect((await get(paths.appUserAge)).json().data).toEqual([
      { age: 0, count: 0 },
      { age: 1, count: 0 },
      { age: 2, count: 0 },
      { age: 3, count: 5 },
      { age: 4, count: 0 },
      { age: 5, count: 0 },
      { age: 6, count: 7 },
    ]);
    // buyers are counted in the range only: nobody bought in April
    const april = (
      await t.inject({
        method: 'GET',
        url: `${paths.appUserGender}?appId=${appY}&startTime=2026-04-01&endTime=2026-04-30`,
        headers: { token: tokenB, lang: 'en' },
      })
    ).json();
    expect(april.data.reduce((n: number, g: { count: number }) => n + g.count, 0)).toBe(0);
  });

  it("refuses another developer's app with 10011, an unknown one with 10501 and a bad range with 10580", async () => {
    for (const spec of Object.values(jsonCallsOf(calls))) {
      const body = { ...range, appId: appY, page: 1, size: 5 };
      const res = await figure(spec.path, body, tokenA);
      expect(res.errCode, spec.path).toBe(ErrorCode.notDeveloper);
      expect(res.errMsg).toBe('This app belongs to another developer');
    }
    expect(
      (await figure(calls.appMarketing.path, { ...range, appId: 'a'.repeat(32) })).errCode,
    ).toBe(ErrorCode.appNotFound);
    expect((await figure(calls.appMarketing.path, { ...range, pkg: 'com.no.such' })).errCode).toBe(
      10501,
    );
    const bad = [
      { startTime: '2026-03-02', endTime: '2026-03-01' },
      { startTime: '2025-01-01', endTime: '2026-01-02' },
      { startTime: '2026-02-30', endTime: '2026-03-01' },
    ];
    for (const r of bad) {
      const res = await figure(calls.appMarketing.path, { ...r, appId: appX });
      expect(res.errCode, JSON.stringify(r)).toBe(ErrorCode.dateRangeInvalid);
    }
    const exported = await t.inject({
      method: 'POST',
      url: paths.export,
      headers: { 'content-type': 'application/json', token: tokenA },
      payload: JSON.stringify({ ...range, appId: appY, type: 1 }),
    });
    expect(exported.json().errCode).toBe(ErrorCode.notDeveloper);
  });

  it('refuses instants past what a date holds with 10400 in every figure call, GET and export', async () => {
    const instants = [-1, 2 ** 31 * 1e6, 2 ** 53 - 1, 8.64e15 + 1];
    for (const n of instants) {
      const ranged = Object.values(jsonCallsOf(calls)).filter((c) =>
        fieldsOf(c.request).includes('startTime'),
      );
      expect(ranged.length).toBeGreaterThan(5);
      for (const spec of ranged) {
        for (const r of [
          { startTime: n, endTime: at('2026-03-01T00:00:00Z') },
          { startTime: at('2026-03-01T00:00:00Z'), endTime: n },
        ]) {
          const res = await figure(spec.path, { ...r, appId: appX, page: 1, size: 5 });
          expect(res.status, `${spec.path} ${n}`).toBeLessThan(500);
          expect(res.errCode, `${spec.path} ${n}`).toBe(ErrorCode.invalidRequest);
        }
      }
      for (const path of [paths.appUserGender, paths.appUserAge]) {
        const res = await t.inject({
          method: 'GET',
          url: `${path}?appId=${appX}&startTime=${n}&endTime=2026-03-31`,
          headers: { token: tokenA, lang: 'en' },
        });
        expect(res.statusCode, `${path} ${n}`).toBeLessThan(500);
        expect(res.json().errCode, `${path} ${n}`).toBe(ErrorCode.invalidRequest);
      }
      const exported = await t.inject({
        method: 'POST',
        url: paths.export,
        headers: { 'content-type': 'application/json', token: tokenA, lang: 'en' },
        payload: JSON.stringify({ startTime: n, endTime: '2026-03-02', appId: appX, type: 1 }),
      });
      expect(exported.statusCode).toBeLessThan(500);
      expect(exported.json().errCode).toBe(ErrorCode.invalidRequest);
    }
  });

  it('exports real .xlsx files: headers in the caller language, dates as dates, numbers as numbers', async () => {
    const book = async (path: string, body: object, lang: string) => {
      const res = await t.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/json', token: tokenA, lang },
        payload: JSON.stringify(body),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.headers['content-disposition']).toContain('.xlsx');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      return wb;
    };
    const sales = await book(paths.export, { ...range, appId: appX, type: 1 }, 'en');
    const ws = sales.worksheets[0]!;
    expect(ws.name).toBe('Sales and refunds by day');
    expect(ws.getRow(1).values).toEqual([
      undefined,
      'Date',
      'Sales',
      'Sales amount (CNY)',
      'Refunds',
      'Refund amount (CNY)',
    ]);
    expect(ws.getCell('A3').value).toEqual(new Date('2026-03-01T00:00:00Z'));
    expect(ws.getCell('B3').value).toBe(3);
    expect(ws.getCell('C3').value).toBe(68.07);
    expect(ws.getCell('E4').value).toBe(6);
    expect(ws.rowCount).toBe(4);

    const zh = await book(paths.export, { ...range, appId: appX, type: 4 }, 'zh');
    expect(zh.worksheets.map((w) => w.name)).toEqual(['购买用户性别', '购买用户年龄']);
    expect(zh.worksheets[0]!.getRow(1).values).toEqual([undefined, '性别', '购买用户数']);

    const addons = await book(paths.addonExportDetailData, { ...range, appId: appX }, 'en');
    const rows = addons.worksheets[0]!.getSheetValues().slice(2);
    expect(rows.map((r) => (r as unknown[]).slice(1))).toEqual([
      ['Skin', 'Skin', 1, 30],
      ['100 gems', 'Gems100', 2, 12],
    ]);
    const trend = await book(paths.addonExportSaleTendency, { ...range, appId: appX }, 'en');
    expect(trend.worksheets[0]!.getCell('C3').value).toBe(42);
  });

  it('gives a studio its day figures with the App ID and App Secret, as JSON or CSV, a page of days at a time', async () => {
    const row = await t.db
      .selectFrom('apps')
      .select('app_secret')
      .where('id', '=', appX)
      .executeTakeFirstOrThrow();
    const get = (query: string, secret = row.app_secret, appId = appX) =>
      t.inject({
        method: 'GET',
        url: `${paths.openStats}?${query}`,
        headers: { appId, appSecret: secret, lang: 'en' },
      });
    const first = (
      await get('startTime=2026-02-28&endTime=2026-03-02&metric=visits,sales,saleAmount&pageSize=2')
    ).json();
    expect(first).toEqual({
      errCode: 0,
      errMsg: '',
      data: {
        days: [
          { day: '2026-02-28', visits: 0, sales: 0, saleAmount: 0 },
          { day: '2026-03-01', visits: 1, sales: 3, saleAmount: 6807 },
        ],
        page: 1,
        pageSize: 2,
        totalDays: 3,
        nextPage: 2,
      },
    });
    const second = (
      await get('startTime=2026-02-28&endTime=2026-03-02&metric=visits&pageSize=2&page=2')
    ).json();
    expect(second.data.days).toEqual([{ day: '2026-03-02', visits: 1 }]);
    expect(second.data.nextPage).toBeNull();

    const csv = await get(
      'startTime=2026-02-28&endTime=2026-03-02&metric=starts,addonIncome&format=csv',
    );
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['cache-control']).toContain('no-store');
    expect(csv.headers['x-total-days']).toBe('3');
    expect(csv.headers['x-next-page']).toBeUndefined();
    expect(csv.body).toBe(
      'day,starts,addonIncome\r\n2026-02-28,1,0\r\n2026-03-01,1,4200\r\n2026-03-02,2,0\r\n',
    );

    expect(
      (await get('startTime=2026-02-28&endTime=2026-03-02', `${row.app_secret}x`)).json().errCode,
    ).toBe(ErrorCode.wrongAppSecret);
    // another app's id with this app's secret
    expect(
      (await get('startTime=2026-02-28&endTime=2026-03-02', row.app_secret, appY)).json().errCode,
    ).toBe(ErrorCode.wrongAppSecret);
    const unknown = (await get('startTime=2026-02-28&endTime=2026-03-02&metric=profit')).json();
    expect(unknown.errCode).toBe(ErrorCode.invalidRequest);
    expect(unknown.errMsg).toContain('unknown metric profit');
  });
});
