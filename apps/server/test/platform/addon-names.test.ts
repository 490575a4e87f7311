import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import {
  ErrorCode,
  ItemState,
  datacenterCalls as dcCalls,
  datacenterPaths as dcPaths,
  platformCalls as calls,
  platformReviewCalls as reviewCalls,
} from '@vrportal/contract';
import type {
  Achievement,
  Addon,
  AddonReport,
  Destination,
  PlatformKind,
} from '@vrportal/contract';
import { down, up } from '../../src/db/migrations/20261128T0901_addon_names.js';
import type { TestApp } from '../harness.js';
import { dbKind } from '../harness.js';
import { freshApps, unique } from '../factories.js';
import { achievementBody, addonBody, destinationBody, platformCast } from '../support/platform.js';

/**
 * Add-ons named in both languages: saved with both and refused without English, read in the
 * reader's language by the reports, the data centre's lists and its exports; single names of
 * before moved into both languages; achievements and destinations sent to review without
 * pictures; the add-on sales export following the chosen SKU.
 */
const STORE_KEY = 'store-key-for-the-addon-tests-012345';
const GOLD = { zh_CN: '黄金皮肤', en_US: 'Gold skin' };

describe(`add-ons named in both languages (${dbKind})`, () => {
  let t: TestApp;
  let dev: string;
  let other: string;
  let admin: string;
  let appId: string;

  beforeAll(async () => {
    ({ t, dev, other, admin } = await platformCast('names', 'names', {
      STORE_API_KEY: STORE_KEY,
    }));
  });
  afterAll(() => t?.close());
  // each test's own app of the developer: its add-ons, submissions and orders are the test's
  beforeEach(async () => {
    [appId] = (await freshApps(t, dev, 1, 'names')) as [string];
  });

  const call = <T = unknown>(path: string, body: unknown, token = dev, lang = 'en') =>
    t.call<T>(path, body, { token, lang });
  const listAddons = async () => {
    const res = await call<{ items: Addon[] }>(calls.addonList.path, { appId });
    expect(res.errCode, res.errMsg).toBe(0);
    return res.data.items;
  };
  /** The add-on "Gold skin" saved, named in both languages. */
  const saveGold = async () => {
    const saved = await call<{ id: string }>(
      calls.addonSave.path,
      addonBody(appId, { name: GOLD }),
    );
    expect(saved.errCode, saved.errMsg).toBe(0);
    return saved.data.id;
  };
  /**
   * Gold skin saved, and three orders reported: two of it (under an older name of the store's),
   * one of a SKU the developer never saved (Gems), on 1 and 2 March; answers the intake's answer.
   */
  const goldOnSale = async () => {
    await saveGold();
    const p = `${unique('names')}-`;
    const order = (orderId: string, sku: string, amount: number, day: string) => ({
      orderId: `${p}${orderId}`,
      appId,
      userId: `u-${p}${orderId}`,
      deviceId: 'd1',
      type: 'sale',
      currency: 'CNY',
      usdRate: 0.14,
      time: Date.parse(`${day}T04:00:00Z`),
      sku,
      // the store's own name is older than the developer's: the developer's wins
      ...(sku === 'GoldSkin' ? { name: { zh_CN: '旧名', en_US: 'Old name' } } : {}),
      amount,
    });
    const res = await t.inject({
      method: 'POST',
      url: dcPaths.reportOrders,
      headers: { 'content-type': 'application/json', 'x-store-key': STORE_KEY },
      payload: JSON.stringify({
        orders: [
          order('a1', 'GoldSkin', 4000, '2026-03-01'),
          order('a2', 'GoldSkin', 4000, '2026-03-02'),
          order('a3', 'Gems', 600, '2026-03-02'),
        ],
      }),
    });
    return res.json() as { data: { accepted: number } };
  };
  const passAll = async (kind: PlatformKind, ids: string[]) => {
    const sent = await call<{ auditId: string }>(calls.submit.path, { appId, kind, ids });
    expect(sent.errCode, sent.errMsg).toBe(0);
    const decided = await call(
      reviewCalls.decide.path,
      { auditId: sent.data.auditId, items: ids.map((id) => ({ id, pass: true })), note: '' },
      admin,
    );
    expect(decided.errCode, decided.errMsg).toBe(0);
    return sent.data.auditId;
  };
  /** An export's first sheet, or the code it was refused with. */
  const book = async (path: string, body: object, lang: string, token = dev) => {
    const res = await t.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/json', token, lang },
      payload: JSON.stringify(body),
    });
    if (String(res.headers['content-type']).includes('json')) {
      return { refused: (res.json() as { errCode: number }).errCode, name: '', rows: [] };
    }
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    return {
      refused: 0,
      name: ws.name,
      rows: ws
        .getSheetValues()
        .slice(1)
        .map((r) => (r as unknown[]).slice(1)),
    };
  };

  it('saves an add-on with its name in both languages and refuses one without English', async () => {
    const saved = await call<{ id: string }>(
      calls.addonSave.path,
      addonBody(appId, { name: GOLD }),
    );
    expect(saved.errCode, saved.errMsg).toBe(0);
    expect((await listAddons()).find((a) => a.id === saved.data.id)).toMatchObject({ name: GOLD });

    for (const name of [{ zh_CN: '白银皮肤' }, { zh_CN: '白银皮肤', en_US: '  ' }, 'Silver']) {
      const refused = await call(calls.addonSave.path, addonBody(appId, { sku: 'Silver', name }));
      expect(refused.errCode, JSON.stringify(name)).toBe(ErrorCode.invalidRequest);
      expect(refused.errMsg).toContain('name');
    }
    const zh = await call(
      calls.addonSave.path,
      addonBody(appId, { sku: 'Silver', name: { zh_CN: '白银皮肤' } }),
      dev,
      'zh',
    );
    expect(zh.errMsg).toContain('请求参数有误');
    // nothing refused was stored, and the saved add-on kept its names
    expect((await listAddons()).map((a) => [a.sku, a.name])).toEqual([['GoldSkin', GOLD]]);
  });

  it('reports an add-on by its name in the reader’s language', async () => {
    await saveGold();
    const id = (await listAddons())[0]!.id;
    const auditId = await passAll('addon', [id]);
    for (const [lang, name] of [
      ['zh', GOLD.zh_CN],
      ['en', GOLD.en_US],
    ] as const) {
      const byHeader = await call<AddonReport>(
        calls.getAddOnAuditReport.path,
        { appId, auditId },
        dev,
        lang,
      );
      expect(byHeader.data.items.map((i) => i.name)).toEqual([name]);
      const asked = await call<AddonReport>(
        calls.getAddOnAuditReport.path,
        { appId, auditId, language: lang },
        dev,
        lang === 'zh' ? 'en' : 'zh',
      );
      expect(asked.data.items.map((i) => i.name)).toEqual([name]);
    }
  });

  it('names the data centre’s add-ons as the developer did, in the reader’s language, on screen and in the exports', async () => {
    const res = await goldOnSale();
    expect(res.data.accepted).toBe(3);
    const range = { appId, startTime: '2026-03-01', endTime: '2026-03-02' };

    for (const [lang, gold] of [
      ['zh', GOLD.zh_CN],
      ['en', GOLD.en_US],
    ] as const) {
      const detail = await call<{ content: { sku: string; name: string; localName: string }[] }>(
        dcCalls.addonDetailData.path,
        { ...range, page: 1, size: 5 },
        dev,
        lang,
      );
      expect(detail.data.content).toMatchObject([
        { sku: 'GoldSkin', name: JSON.stringify(GOLD), localName: gold },
        { sku: 'Gems', name: JSON.stringify({ zh_CN: 'Gems', en_US: 'Gems' }), localName: 'Gems' },
      ]);
      const skus = await call<{ skus: { sku: string; localName: string }[] }>(
        dcCalls.addonSkuList.path,
        { appId },
        dev,
        lang,
      );
      expect(skus.data.skus).toEqual([
        { sku: 'GoldSkin', name: JSON.stringify(GOLD), localName: gold },
      ]);
      const sheet = await book(dcPaths.addonExportDetailData, range, lang);
      expect(sheet.rows.slice(1).map((r) => r[0])).toEqual([gold, 'Gems']);
    }
    const zhSheet = await book(dcPaths.addonExportDetailData, range, 'zh');
    expect(zhSheet.name).toBe('附加内容明细');
    expect(zhSheet.rows[0]).toEqual(['名称', 'SKU', '销量', '收入（元）']);
  });

  it('exports the add-on sales by day of the SKU the screen shows, in the screen’s words', async () => {
    expect((await goldOnSale()).data.accepted).toBe(3);
    const range = { appId, startTime: '2026-03-01', endTime: '2026-03-02' };
    const all = await book(dcPaths.addonExportSaleTendency, range, 'en');
    expect(all.name).toBe('Add-on sales trend');
    expect(all.rows[0]).toEqual(['Date', 'Sales volume', 'Revenue (CNY)']);
    expect(all.rows.slice(1).map((r) => r.slice(1))).toEqual([
      [1, 40],
      [2, 46],
    ]);
    const gems = await book(dcPaths.addonExportSaleTendency, { ...range, sku: 'Gems' }, 'zh');
    expect(gems.rows[0]).toEqual(['日期', '销量', '收入（元）']);
    expect(gems.rows.slice(1).map((r) => r.slice(1))).toEqual([
      [0, 0],
      [1, 6],
    ]);
    // the same as the trend the screen draws for that SKU
    const trend = await call<{ allIncomeList: { allSaleCount: number }[] }>(
      dcCalls.addonSaleTendency.path,
      { ...range, sku: 'Gems' },
    );
    expect(trend.data.allIncomeList.map((p) => p.allSaleCount)).toEqual([0, 1]);
    // another developer is refused the app's export, with or without a SKU
    for (const body of [range, { ...range, sku: 'Gems' }]) {
      expect((await book(dcPaths.addonExportSaleTendency, body, 'en', other)).refused).toBe(
        ErrorCode.notDeveloper,
      );
    }
  });

  it('heads every data-centre export with the words of the page it is exported from', async () => {
    const range = { appId, startTime: '2026-03-01', endTime: '2026-03-02' };
    /** the key column of a sheet of rows by day, hour, gender or age: the chart's axis or slices */
    const keyColumns: Record<string, string[]> = {
      en: ['Date', 'Hour', 'Gender', 'Age', 'Buyers'],
      zh: ['日期', '时段', '性别', '年龄', '购买用户数'],
    };
    for (const [lang, folder] of [
      ['en', 'en-US'],
      ['zh', 'zh-CN'],
    ] as const) {
      const catalogue = JSON.parse(
        await fs.readFile(
          path.resolve(import.meta.dirname, `../../../web/src/locales/${folder}/analytics.json`),
          'utf8',
        ),
      ) as Record<string, unknown>;
      const words = new Set<string>();
      const collect = (value: unknown): void => {
        if (typeof value === 'string') words.add(value);
        else if (value && typeof value === 'object') Object.values(value).forEach(collect);
      };
      collect(catalogue);
      const sheets = [
        ...[1, 2, 3, 5, 6].map((type) => [dcPaths.export, { ...range, type }] as const),
        [dcPaths.addonExportSaleTendency, range] as const,
        [dcPaths.addonExportDetailData, range] as const,
      ];
      for (const [url, body] of sheets) {
        const sheet = await book(url, body, lang);
        expect(sheet.refused, url).toBe(0);
        expect(words, `${lang} ${url} sheet ${sheet.name}`).toContain(sheet.name);
        for (const header of sheet.rows[0] as string[]) {
          // money and time columns say their unit
          const word = header.replace(/\s*(\((CNY|hours)\)|（(元|小时)）)$/, '');
          const known = words.has(word) || words.has(header) || keyColumns[lang]!.includes(word);
          expect(known, `${lang} ${url} header ${header}`).toBe(true);
        }
      }
    }
  });

  it('moves single names of before into both languages, in the add-ons and their submissions', async () => {
    // the migration goes down and up again, rewriting every add-on: on a database of its own
    const own = await platformCast('names', 'legacy');
    try {
      const { t, dev, appId } = own;
      const { id: accountId } = await t.db
        .selectFrom('accounts')
        .select('id')
        .where('email', '=', 'names-dev@example.com')
        .executeTakeFirstOrThrow();
      await down(t.db as never);
      const now = new Date().toISOString();
      await sql`INSERT INTO addons (id, app_id, name, sku, item_type, price_mode, price_cents,
        intro_zh, intro_en, desc_zh, desc_en, state, ever_passed, audit_id, created_at, updated_at)
        VALUES (${'f'.repeat(32)}, ${appId}, ${'Old sword'}, ${'OldSword'}, 1, 0, 0,
        ${'剑'}, ${'A sword'}, ${'剑'}, ${'A sword'}, ${ItemState.createPassed}, 1, ${'e'.repeat(32)},
        ${now}, ${now})`.execute(t.db);
      const snapshot = [{ id: 'f'.repeat(32), sku: 'OldSword', name: 'Old sword', appId }];
      await sql`INSERT INTO platform_reviews (id, app_id, org_id, kind, status, item_count,
        items, decisions, note, submitted_at, decided_at)
        VALUES (${'e'.repeat(32)}, ${appId}, ${accountId}, 'addon', 2, 1, ${JSON.stringify(snapshot)},
        ${JSON.stringify([{ id: 'f'.repeat(32), passed: true, note: '' }])}, '', ${now}, ${now})`.execute(
        t.db,
      );
      await up(t.db as never);

      const both = { zh_CN: 'Old sword', en_US: 'Old sword' };
      const listed = await t.call<{ items: Addon[] }>(
        calls.addonList.path,
        { appId },
        { token: dev, lang: 'en' },
      );
      expect(listed.errCode, listed.errMsg).toBe(0);
      expect(listed.data.items.find((a) => a.sku === 'OldSword')).toMatchObject({ name: both });
      for (const lang of ['zh', 'en']) {
        const report = await t.call<AddonReport>(
          calls.getAddOnAuditReport.path,
          { appId, auditId: 'e'.repeat(32) },
          { token: dev, lang },
        );
        expect(report.errCode, report.errMsg).toBe(0);
        expect(report.data.items.map((i) => i.name)).toEqual(['Old sword']);
      }
      const stored = await t.db
        .selectFrom('platform_reviews')
        .select('items')
        .where('id', '=', 'e'.repeat(32))
        .executeTakeFirstOrThrow();
      expect(JSON.parse(stored.items)[0].name).toEqual(both);
    } finally {
      await own.t.close();
    }
  });

  it('sends an achievement without icons and a destination without an image to review', async () => {
    const achievement = await call<{ id: string }>(
      calls.achievementSave.path,
      achievementBody(appId, { apiName: 'NO_ICONS', lockedIcon: '', unlockedIcon: '' }),
    );
    expect(achievement.errCode, achievement.errMsg).toBe(0);
    const destination = await call<{ id: string }>(
      calls.destinationSave.path,
      destinationBody(appId, { apiName: 'NO_IMAGE', image: '' }),
    );
    expect(destination.errCode, destination.errMsg).toBe(0);
    // an absent image is left out, not sent empty
    const {
      lockedIcon: _l,
      unlockedIcon: _u,
      ...bare
    } = achievementBody(appId, {
      apiName: 'BARE',
    });
    const { image: _i, ...bareDest } = destinationBody(appId, { apiName: 'BARE_DEST' });
    const bareSaved = await call<{ id: string }>(calls.achievementSave.path, bare);
    expect(bareSaved.errCode, bareSaved.errMsg).toBe(0);
    const bareDestSaved = await call<{ id: string }>(calls.destinationSave.path, bareDest);
    expect(bareDestSaved.errCode, bareDestSaved.errMsg).toBe(0);

    const sent = await call<{ auditId: string }>(calls.submit.path, {
      appId,
      kind: 'achievement',
      ids: [achievement.data.id, bareSaved.data.id],
    });
    expect(sent.errCode, sent.errMsg).toBe(0);
    const sentDest = await call<{ auditId: string }>(calls.submit.path, {
      appId,
      kind: 'destination',
      ids: [destination.data.id, bareDestSaved.data.id],
    });
    expect(sentDest.errCode, sentDest.errMsg).toBe(0);
    const seen = await call<{ achievements: Achievement[]; destinations: Destination[] }>(
      reviewCalls.getSubmission.path,
      { auditId: sent.data.auditId },
      admin,
    );
    expect(seen.data.achievements.map((a) => [a.lockedIcon, a.unlockedIcon])).toEqual([
      ['', ''],
      ['', ''],
    ]);
    const seenDest = await call<{ destinations: Destination[] }>(
      reviewCalls.getSubmission.path,
      { auditId: sentDest.data.auditId },
      admin,
    );
    expect(seenDest.data.destinations.map((d) => d.image)).toEqual(['', '']);
    const list = await call<{ items: Achievement[] }>(calls.achievementList.path, { appId });
    expect(list.data.items.find((a) => a.apiName === 'BARE')?.state).toBe(ItemState.createReview);
  });
});
