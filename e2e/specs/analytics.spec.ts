import fs from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { AppStatus, ErrorCode } from '@vrportal/contract';
import type { Page } from 'playwright-core';
import { snap } from '../support/browser.js';
import { signInByMail } from '../support/accounts.js';
import { demoAccounts } from '../support/portal.js';
import { usePortal } from '../support/portal-session.js';
import { errorText, escapeRegExp, serverText, textPattern, texts } from '../support/texts.js';
import { AHEAD_ZONE, BEHIND_ZONE, daysAgoIn } from '../support/zones.js';

type Lang = 'en' | 'zh';

/** What the three pages say and press in a language, from the catalogues. */
const words = (lang: Lang) => {
  const t = texts(lang);
  const col = (key: string) => serverText(lang, `dc.col.${key}`);
  return {
    appData: t('common:screens.applicationData'),
    activity: t('common:screens.activityAnalysis'),
    addons: t('common:screens.addonAnalysis'),
    thisYear: t('analytics:range.year'),
    thisMonth: t('analytics:range.month'),
    today: t('analytics:range.today'),
    salesExport: t('analytics:export.sales'),
    activeExport: t('analytics:export.active'),
    addonExport: t('analytics:export.addonDetail'),
    // the sheets' headers are the server's
    salesHeader: ['date', 'sales', 'saleAmount', 'refunds', 'refundAmount'].map(col),
    activeHeader: ['date', 'devices', 'newDevices'].map(col),
    addonHeader: ['name', 'sku', 'sales', 'income'].map(col),
    exported: t('analytics:export.done'),
    male: t('analytics:gender.1'),
    skuLabel: t('analytics:chart.sku'),
    revenue: t('analytics:chart.revenue'),
    total: t('analytics:chart.total').split('{{')[0]!,
    noApp: t('analytics:page.noApp'),
    toApps: t('analytics:page.toApps'),
    appMissing: errorText(ErrorCode.appNotFound, lang),
    sections: t('shell:nav.sections'),
    empty: t('analytics:state.empty'),
  };
};
/** The demo's add-on, by its name in each language (seed data). */
const seasonPass = { en: 'Season pass', zh: '赛季通行证' } as const;
const en = words('en');
const t = texts('en');
/** A total as a chart's title shows it: `figure` is the pattern of its figure. */
const totalPattern = (figure: string) =>
  new RegExp(`^${textPattern('en', 'analytics:chart.total', { value: figure })}$`);
/** Where the add-on table stands: "1-2 of 2". */
const tableRange = (start: number, end: number, total: number) =>
  t('analytics:table.range', { start, end, total });

const pages = {
  appData: '/applicationdata',
  activity: '/activityanalysis',
  addons: '/addonanalysis',
} as const;

const totalOf = (page: Page, chart: string) => page.getByTestId(`${chart}-total`);
const text = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).textContent())?.trim() ?? '';
/** A counter's figure once it holds one ('--' while loading). */
async function figure(page: Page, key: string) {
  await expect.poll(() => text(page, `counter-${key}-value`)).toMatch(/\d/);
  return text(page, `counter-${key}-value`);
}
/**
 * A chart drawn on its canvas, with its total once loaded: not the previous range's figures,
 * which it keeps showing (aria-busy) while the new ones load.
 */
async function drawn(page: Page, chart: string) {
  await expect
    .poll(() => page.getByTestId(chart).getAttribute('data-state'), { timeout: 30_000 })
    .toBe('ready');
  await expect
    .poll(() => page.getByTestId(chart).getAttribute('aria-busy'), { timeout: 30_000 })
    .toBe('false');
  await page.getByTestId(`${chart}-canvas`).locator('canvas').first().waitFor();
  const box = await page.getByTestId(`${chart}-canvas`).boundingBox();
  expect(box?.height ?? 0, `${chart} is drawn`).toBeGreaterThan(150);
}
async function noOverflow(page: Page, what: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
}

/**
 * The portal counts days in UTC+14, the browser lives in UTC−12: the browser's calendar is one
 * or two days behind the portal's at any hour, and the page must count the portal's days.
 */
const PORTAL_ZONE = AHEAD_ZONE;
const BROWSER_ZONE = BEHIND_ZONE;

/** Days relative to the portal's today, as the page sends them. */
const daysAgo = (n: number) => daysAgoIn(PORTAL_ZONE, n);

/** Today on the browser's own calendar. */
const browserToday = (page: Page) =>
  page.evaluate(() => {
    const d = new Date();
    const pad = (v: number) => String(v).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  });

/** Types a custom range into the range picker and waits for the call that carries it. */
async function pickRange(page: Page, start: string, end: string, call: string) {
  const inputs = page.locator('.ana-range .ant-picker input');
  const sent = page.waitForRequest(
    (request) =>
      request.url().endsWith(call) &&
      (request.postDataJSON() as { startTime?: string } | null)?.startTime === start,
  );
  await inputs.nth(0).click();
  // the calendars fit the screen, one above the other on a narrow one
  const popup = page.locator('.ana-range__popup .ant-picker-panel-container');
  await popup.waitFor();
  const box = await popup.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width, 'calendar fits').toBe(
    true,
  );
  if (width < 750) await snap(page, 'e2e-analytics-range-picker-375');
  await inputs.nth(0).fill(start);
  await page.keyboard.press('Enter');
  await inputs.nth(1).fill(end);
  await page.keyboard.press('Enter');
  const body = (await sent).postDataJSON() as { startTime: string; endTime: string };
  expect(body).toMatchObject({ startTime: start, endTime: end });
  await page.keyboard.press('Escape');
}

async function chooseShortcut(page: Page, label: string) {
  await page.locator('.ana-range').getByText(label, { exact: true }).click();
  await expect
    .poll(() => page.locator('.ana-range').getByRole('radio', { name: label }).isChecked())
    .toBe(true);
}

/** Clicks an export button and answers the saved file and the first row of its first sheet. */
async function exportSheet(page: Page, button: string, okText: string) {
  // the toast is watched for from the click: on a busy machine the download event can come
  // after the few seconds it shows
  const toast = page.locator('.ant-message').getByText(okText).waitFor({ timeout: 60_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByRole('button', { name: button }).click(),
  ]);
  await toast;
  const chunks: Buffer[] = [];
  for await (const chunk of (await download.createReadStream()) as AsyncIterable<Buffer>) {
    chunks.push(chunk);
  }
  const file = Buffer.concat(chunks);
  // an .xlsx file is a zip archive
  expect(file.subarray(0, 2).toString('latin1')).toBe('PK');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).filter((v) => v !== undefined);
  return { name: download.suggestedFilename(), header, rows: sheet.rowCount };
}

describe('analytics: application data, activity and add-on data on the demo traffic', () => {
  const portal = usePortal({ env: { TIME_ZONE: PORTAL_ZONE }, timezoneId: BROWSER_ZONE });
  const base = () => portal.server.url;
  const open = async (path: string, lang: Lang) => {
    await portal.page.goto(`${base()}/manage${path}?lang=${lang}`);
  };

  it('opens Application Data from the app tabs with real figures, charts and buyers', async () => {
    const { page } = portal;
    await page.setViewportSize({ width: 1366, height: 900 });
    const { developer } = await demoAccounts(portal.server.dataDir);
    await signInByMail(page, base(), developer.email, developer.password);
    await page.getByRole('button', { name: t('apps:list.open', { name: 'Galaxy Chess' }) }).click();
    await page.waitForURL(/\/manage\/app_center/);
    const tabs = page.getByRole('navigation', { name: en.sections });
    // the app's tabs in order: overview, distribution, the analytics pages, platform services
    await expect
      .poll(() => tabs.getByRole('link').allTextContents())
      .toEqual(
        [
          'appCenter',
          'release',
          'tracks',
          'reviews',
          'applicationData',
          'activityAnalysis',
          'addonAnalysis',
          'vitals',
          'platformIndex',
          'achievement',
          'leaderboard',
          'destination',
          'addons',
          'inAppPurchase',
        ].map((screen) => t(`common:screens.${screen}`)),
      );
    const first = page.waitForRequest((r) => r.url().endsWith('/datacenter/app_marketing'));
    await tabs.getByRole('link', { name: en.appData }).click();
    await page.waitForURL(/\/manage\/applicationdata(\?|$)/);
    await page.getByRole('heading', { name: en.appData, level: 1 }).waitFor();
    // the browser's calendar is behind the portal's: the page opens on the portal's month so far
    const today = daysAgo(0);
    expect(await browserToday(page)).not.toBe(today);
    expect((await first).postDataJSON()).toMatchObject({
      startTime: `${today.slice(0, 8)}01`,
      endTime: today,
    });
    // the bar says in which zone its days are counted, as the reader's clocks read another time
    expect(await page.locator('.ana-range').getByTestId('day-range-zone').textContent()).toBe(
      t('analytics:range.zone', { zone: PORTAL_ZONE }),
    );
    expect(
      await page
        .getByText(t('analytics:page.subtitle.applicationData', { name: 'Galaxy Chess' }))
        .count(),
    ).toBe(1);

    // the month so far is the range at first
    expect(
      await page.locator('.ana-range').getByRole('radio', { name: en.thisMonth }).isChecked(),
    ).toBe(true);
    expect(await figure(page, 'saleCount')).toMatch(/^[\d,]+$/);
    expect(await figure(page, 'amount')).toMatch(/^¥[\d,]+\.\d{2}$/);
    expect(await text(page, 'counter-refundAmount-value')).toMatch(/^¥[\d,]+\.\d{2}$/);
    for (const chart of ['chart-visits', 'chart-sales', 'chart-refunds', 'chart-hours']) {
      await drawn(page, chart);
    }
    expect(await totalOf(page, 'chart-visits').textContent()).toMatch(totalPattern('[\\d,]+'));
    await drawn(page, 'chart-gender');
    await drawn(page, 'chart-age');
    const gender = page.getByTestId('chart-gender-legend').locator('li');
    expect(await gender.count()).toBeGreaterThanOrEqual(2);
    expect(await gender.first().textContent()).toContain(en.male);
    expect(await page.getByTestId('chart-age-legend').locator('li').count()).toBeGreaterThan(1);
    await noOverflow(page, 'application data en 1366');
    await snap(page, 'e2e-analytics-appdata-en-1366');
  });

  it('follows a custom range and the shortcuts, sending whole days', async () => {
    const { page } = portal;
    const monthSales = await figure(page, 'saleCount');
    const monthVisits = await totalOf(page, 'chart-visits').textContent();

    const start = daysAgo(70);
    const end = daysAgo(41);
    await pickRange(page, start, end, '/datacenter/app_marketing');
    await expect.poll(() => totalOf(page, 'chart-visits').textContent()).not.toBe(monthVisits);
    const customSales = await figure(page, 'saleCount');
    const customVisits = await totalOf(page, 'chart-visits').textContent();
    expect([customSales, customVisits]).not.toEqual([monthSales, monthVisits]);
    // a custom range is none of the shortcuts
    expect(await page.locator('.ana-range').getByRole('radio', { checked: true }).count()).toBe(0);

    const sent = page.waitForRequest((r) => r.url().endsWith('/datacenter/app_info_tendency'));
    await chooseShortcut(page, en.thisYear);
    const body = (await sent).postDataJSON() as { startTime: string; endTime: string };
    expect(body.startTime).toBe(`${daysAgo(0).slice(0, 4)}-01-01`);
    expect(body.endTime).toBe(daysAgo(0));
    await expect.poll(() => totalOf(page, 'chart-visits').textContent()).not.toBe(customVisits);
    await drawn(page, 'chart-visits');
  });

  it("counts today as the portal's today, and lets a pick end on it", async () => {
    const { page } = portal;
    const today = daysAgo(0);
    const sent = page.waitForRequest((r) => r.url().endsWith('/datacenter/app_marketing'));
    await chooseShortcut(page, en.today);
    expect((await sent).postDataJSON()).toMatchObject({ startTime: today, endTime: today });
    // the portal's today is no later than today for the picker, the day after it is
    await pickRange(page, daysAgo(6), today, '/datacenter/app_marketing');
    await page.locator('.ana-range .ant-picker input').nth(0).click();
    const popup = page.locator('.ana-range__popup');
    await popup.waitFor();
    const cell = (day: string) => popup.locator(`td[title="${day}"]`).first();
    expect(await cell(today).getAttribute('class')).not.toContain('ant-picker-cell-disabled');
    // the calendar marks the portal's today, not the browser's
    await expect
      .poll(() =>
        popup
          .locator('.portal-today')
          .evaluateAll((cells) => [...new Set(cells.map((c) => c.closest('td')?.title))]),
      )
      .toEqual([today]);
    const markOf = async (day: string) =>
      cell(day)
        .locator('.ant-picker-cell-inner')
        .evaluate((inner) => getComputedStyle(inner, '::before').borderTopColor);
    expect(await markOf(today)).toBe('rgb(91, 79, 233)');
    expect(await markOf(await browserToday(page))).toBe('rgba(0, 0, 0, 0)');
    const tomorrow = daysAgo(-1);
    expect(await cell(tomorrow).count()).toBeGreaterThan(0);
    expect(await cell(tomorrow).getAttribute('class')).toContain('ant-picker-cell-disabled');
    await page.keyboard.press('Escape');
    await chooseShortcut(page, en.thisYear);
  });

  it('exports the sales and refunds of the range as an .xlsx with English headers', async () => {
    const { page } = portal;
    const sheet = await exportSheet(page, en.salesExport, en.exported);
    expect(sheet.name).toMatch(/\.xlsx$/);
    expect(sheet.header).toEqual(en.salesHeader);
    expect(sheet.rows).toBeGreaterThan(1);
  });

  it('shows the activity page with its summary and four trends, and exports it', async () => {
    const { page } = portal;
    await page
      .getByRole('navigation', { name: en.sections })
      .getByRole('link', { name: en.activity })
      .click();
    await page.waitForURL(/\/manage\/activityanalysis(\?|$)/);
    await page.getByRole('heading', { name: en.activity, level: 1 }).waitFor();
    const active = await figure(page, 'activeNum');
    expect(active).toMatch(/^[\d,]+$/);
    expect(await figure(page, 'useTime')).toMatch(
      new RegExp(
        ['analytics:duration.hours', 'analytics:duration.minutes']
          .map((key) => textPattern('en', key, { hours: '\\d+', minutes: '\\d+' }))
          .join('|'),
      ),
    );
    expect(await figure(page, 'startNum')).toMatch(/^[\d,]+$/);
    for (const chart of ['chart-active', 'chart-increase', 'chart-usage', 'chart-starts']) {
      await drawn(page, chart);
    }
    const starts = await totalOf(page, 'chart-starts').textContent();
    await pickRange(page, daysAgo(60), daysAgo(31), '/appActive_data/query');
    await expect.poll(() => totalOf(page, 'chart-starts').textContent()).not.toBe(starts);
    await expect.poll(() => text(page, 'counter-activeNum-value')).not.toBe(active);
    await noOverflow(page, 'activity en 1366');
    await snap(page, 'e2e-analytics-activity-en-1366');

    const sheet = await exportSheet(page, en.activeExport, en.exported);
    expect(sheet.header).toEqual(en.activeHeader);
    // one row a day of the 30-day range under the header
    expect(sheet.rows).toBe(31);
  });

  it('shows add-on sales, filters the trend by SKU, lists the add-ons and exports them', async () => {
    const { page } = portal;
    await page
      .getByRole('navigation', { name: en.sections })
      .getByRole('link', { name: en.addons })
      .click();
    await page.waitForURL(/\/manage\/addonanalysis(\?|$)/);
    await page.getByRole('heading', { name: en.addons, level: 1 }).waitFor();
    await chooseShortcut(page, en.thisYear);
    expect(await figure(page, 'addonSales')).toMatch(/^[\d,]+$/);
    expect(await figure(page, 'addonIncome')).toMatch(/^¥[\d,]+\.\d{2}$/);
    await drawn(page, 'chart-addon-trend');
    const allVolume = (await totalOf(page, 'chart-addon-trend').textContent()) ?? '';
    expect(allVolume).toMatch(totalPattern('[\\d,]+'));

    // one add-on: its trend is a part of all of them
    await page.getByRole('combobox', { name: en.skuLabel }).click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .getByText('Season pass (SeasonPass)')
      .click();
    await expect.poll(() => totalOf(page, 'chart-addon-trend').textContent()).not.toBe(allVolume);
    await drawn(page, 'chart-addon-trend');
    const passVolume = (await totalOf(page, 'chart-addon-trend').textContent()) ?? '';
    const number = (s: string) => Number(s.replace(/[^\d.]/g, ''));
    expect(number(passVolume)).toBeGreaterThan(0);
    expect(number(passVolume)).toBeLessThan(number(allVolume));
    await page.getByTestId('chart-addon-trend').getByText(en.revenue, { exact: true }).click();
    await expect
      .poll(() => totalOf(page, 'chart-addon-trend').textContent())
      .toMatch(new RegExp(`^${escapeRegExp(en.total)}¥`));

    // the table: the add-ons by name in the reader's language, five a page at first
    const rows = page.getByTestId('addon-table').locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await page.getByTestId('addon-table').textContent()).toContain('Season pass');
    expect(await page.getByTestId('addon-table').textContent()).toContain('Gold skin');
    expect(await page.getByTestId('addon-table').textContent()).toContain(tableRange(1, 2, 2));
    expect(
      await page.getByTestId('addon-table').locator('.ant-pagination-options').textContent(),
    ).toContain('5 / page');
    await noOverflow(page, 'add-ons en 1366');
    await snap(page, 'e2e-analytics-addons-en-1366');

    const sheet = await exportSheet(page, en.addonExport, en.exported);
    expect(sheet.header).toEqual(en.addonHeader);
    expect(sheet.rows).toBe(3);
  });

  it('shows the three pages in Chinese and English, wide and at 375 px, without sideways scroll', async () => {
    const { page } = portal;
    for (const lang of ['zh', 'en'] as const) {
      const w = words(lang);
      for (const width of [1366, 375]) {
        if (lang === 'en' && width === 1366) continue;
        await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });

        await open(pages.appData, lang);
        await page.getByRole('heading', { name: w.appData, level: 1 }).waitFor();
        expect(await figure(page, 'saleCount')).toMatch(/^[\d,]+$/);
        await drawn(page, 'chart-visits');
        await drawn(page, 'chart-gender');
        expect(await page.getByTestId('chart-gender-legend').textContent()).toContain(w.male);
        expect(await totalOf(page, 'chart-sales').textContent()).toContain(w.total);
        await noOverflow(page, `application data ${lang} ${width}`);
        await snap(page, `e2e-analytics-appdata-${lang}-${width}`);

        await open(pages.activity, lang);
        await page.getByRole('heading', { name: w.activity, level: 1 }).waitFor();
        expect(await figure(page, 'activeNum')).toMatch(/^[\d,]+$/);
        await drawn(page, 'chart-usage');
        await noOverflow(page, `activity ${lang} ${width}`);
        await snap(page, `e2e-analytics-activity-${lang}-${width}`);

        await open(pages.addons, lang);
        await page.getByRole('heading', { name: w.addons, level: 1 }).waitFor();
        await chooseShortcut(page, w.thisYear);
        expect(await figure(page, 'addonIncome')).toMatch(/^¥/);
        await drawn(page, 'chart-addon-trend');
        await expect
          .poll(() => page.getByTestId('addon-table').textContent())
          .toContain(seasonPass[lang]);
        await noOverflow(page, `add-ons ${lang} ${width}`);
        await snap(page, `e2e-analytics-addons-${lang}-${width}`);
      }
    }
  });

  it('exports in Chinese with Chinese headers', async () => {
    const { page } = portal;
    await page.setViewportSize({ width: 1366, height: 900 });
    await open(pages.appData, 'zh');
    await figure(page, 'saleCount');
    const zh = words('zh');
    const sales = await exportSheet(page, zh.salesExport, zh.exported);
    expect(sales.header).toEqual(zh.salesHeader);
    await open(pages.addons, 'zh');
    await figure(page, 'addonSales');
    const addons = await exportSheet(page, zh.addonExport, zh.exported);
    expect(addons.header).toEqual(zh.addonHeader);
  });

  it('leads /analysispage to Application Data', async () => {
    const { page } = portal;
    await open('/analysispage', 'en');
    await page.waitForURL(/\/manage\/applicationdata/);
    await page.getByRole('heading', { name: en.appData, level: 1 }).waitFor();
  });

  it("shows the server's reason when the figures are refused, in the reader's language", async () => {
    const { page } = portal;
    for (const lang of ['en', 'zh'] as const) {
      // an app that does not exist, as a stale selection would hold it
      await page.evaluate(
        (status) =>
          sessionStorage.setItem(
            'currentApp',
            JSON.stringify({ id: 'f'.repeat(32), name: 'Gone', status, hasShelves: false }),
          ),
        AppStatus.online,
      );
      await open(pages.activity, lang);
      await expect
        .poll(() => page.getByTestId('chart-active').getAttribute('data-state'))
        .toBe('error');
      expect(await page.getByTestId('chart-active').getByTestId('figure-error').textContent()).toBe(
        words(lang).appMissing,
      );
      expect(await text(page, 'counter-activeNum-value')).toBe('--');
      await page.locator('.ant-message').getByText(words(lang).appMissing).first().waitFor();
      await snap(page, `e2e-analytics-refused-${lang}`);
    }
  });

  it('leads to the app list when no app is chosen', async () => {
    const { page } = portal;
    await page.evaluate(() => sessionStorage.removeItem('currentApp'));
    for (const lang of ['en', 'zh'] as const) {
      await open(pages.addons, lang);
      await page.getByText(words(lang).noApp).waitFor();
    }
    await page.getByRole('button', { name: words('zh').toApps }).click();
    await page.waitForURL(/\/manage\/all_apps$/);
    expect(portal.pageErrors).toEqual([]);
  });

  it('shows -- and the empty state for a free game that sells no copies of itself', async () => {
    const { page } = portal;
    await open('/all_apps', 'en');
    await page.getByRole('button', { name: t('apps:list.open', { name: 'Star Miner' }) }).click();
    await page.waitForURL(/\/manage\/app_center/);
    await open(pages.appData, 'en');
    await drawn(page, 'chart-visits');
    await expect
      .poll(() => page.getByTestId('chart-sales').getAttribute('data-state'))
      .toBe('empty');
    expect(await page.getByTestId('chart-sales').textContent()).toContain(en.empty);
    for (const key of ['saleCount', 'amount', 'refundCount', 'refundAmount']) {
      expect(await text(page, `counter-${key}-value`), key).toBe('--');
    }
    await snap(page, 'e2e-analytics-appdata-empty-en');
    // its add-ons sell: three of them in the table
    await open(pages.addons, 'en');
    await chooseShortcut(page, en.thisYear);
    const rows = page.getByTestId('addon-table').locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(3);
    expect(await page.getByTestId('addon-table').textContent()).toContain('100 gems');
    expect(portal.pageErrors).toEqual([]);
  });

  it('pages through many add-ons at 375 px: page sizes 5 to 40, total and jumper', async () => {
    const { page } = portal;
    // the store reports sales of five more add-ons of the free game, five days ago
    const key = (
      await fs.readFile(path.join(portal.server.dataDir, 'store-api.key'), 'utf8')
    ).trim();
    const appId = await page.evaluate(
      () => (JSON.parse(sessionStorage.getItem('currentApp') ?? '{}') as { id: string }).id,
    );
    const when = new Date();
    when.setUTCDate(when.getUTCDate() - 5);
    when.setUTCHours(4, 0, 0, 0);
    const orders = [1, 2, 3, 4, 5].map((n) => ({
      orderId: `e2e-addon-${n}`,
      appId,
      sku: `Crate${n}`,
      name: { zh_CN: `补给箱 ${n}`, en_US: `Supply crate ${n}` },
      userId: `e2e-user-${n}`,
      deviceId: `e2e-device-${n}`,
      type: 'sale',
      amount: 100 * n,
      currency: 'CNY',
      usdRate: 0.14,
      time: when.getTime(),
    }));
    const res = await fetch(`${base()}/vrmcsys/store/reportOrders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-store-key': key },
      body: JSON.stringify({ orders }),
    });
    expect(((await res.json()) as { data: { accepted: number } }).data.accepted).toBe(5);

    await page.setViewportSize({ width: 375, height: 812 });
    await open(pages.addons, 'en');
    await pickRange(page, daysAgo(80), daysAgo(1), '/queryAddonDetailData');
    const table = page.getByTestId('addon-table');
    const rows = table.locator('.ant-table-tbody tr.ant-table-row');
    await expect
      .poll(() => table.locator('.ant-pagination-total-text').textContent())
      .toBe(tableRange(1, 5, 8));
    await expect.poll(() => rows.count()).toBe(5);
    // the jumper and the page sizes stay on a narrow screen
    const jumper = table.locator('.ant-pagination-options-quick-jumper input');
    expect(await jumper.isVisible()).toBe(true);
    await jumper.fill('2');
    await jumper.press('Enter');
    await expect
      .poll(() => table.locator('.ant-pagination-total-text').textContent())
      .toBe(tableRange(6, 8, 8));
    await expect.poll(() => rows.count()).toBe(3);
    await noOverflow(page, 'add-on pages 375');
    await snap(page, 'e2e-analytics-addons-paged-en-375');
    await table.locator('.ant-pagination-options-size-changer').click();
    const sizes = page.locator(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
    );
    await expect
      .poll(() => sizes.allTextContents())
      .toEqual(['5 / page', '10 / page', '20 / page', '30 / page', '40 / page']);
    await sizes.getByText('10 / page', { exact: true }).click();
    await expect
      .poll(() => table.locator('.ant-pagination-total-text').textContent())
      .toBe(tableRange(1, 8, 8));
    await expect.poll(() => rows.count()).toBe(8);
    expect(await table.textContent()).toContain('Supply crate 5');
    expect(portal.pageErrors).toEqual([]);
  });
});
