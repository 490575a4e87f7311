import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  appPaths,
  billPaths,
  type FinanceOrder,
  type FinanceOverview,
  type StoreOrder,
} from '@vrportal/contract';
import { apiData, signInByMail } from '../support/accounts.js';
import { launchBrowser, snap, watchPageErrors } from '../support/browser.js';
import { demoAccounts, storage } from '../support/portal.js';
import { startServer, type StartedServer } from '../support/server.js';
import { textPattern, texts } from '../support/texts.js';
import { AHEAD_ZONE, BEHIND_ZONE, daysAgoIn } from '../support/zones.js';

type Lang = 'en' | 'zh';

/** What the screen says in a language, from the catalogues. */
const words = (lang: Lang) => {
  const t = texts(lang);
  return {
    title: t('common:screens.financeOverview'),
    last7: t('overview:range.last', { days: 7 }),
    last30: t('overview:range.last', { days: 30 }),
    last90: t('overview:range.last', { days: 90 }),
    search: t('overview:search.open'),
    dialog: t('overview:search.title'),
    field: t('overview:search.field'),
    find: t('overview:search.submit'),
    notFound: t('overview:search.notFound'),
    close: t('overview:search.close'),
    tabs: (['all', 'pending', 'frozen', 'settled'] as const).map((tab) =>
      t(`overview:tabs.${tab}`),
    ),
  };
};
const locales = { en: 'en-US', zh: 'zh-CN' } as const;
const en = words('en');
const t = texts('en');

/** US cents as the cards show them. */
const usd = (cents: number, lang: Lang) =>
  new Intl.NumberFormat(locales[lang], {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);

const MINOR: Record<string, bigint> = { CNY: 100n, USD: 100n, JPY: 1n };

/**
 * An order's US cents as the bills count them: amount / minor units × rate × 100, exact in
 * decimals and rounded half up; refunds negative.
 */
function centsOf(order: Pick<StoreOrder, 'amount' | 'currency' | 'usdRate' | 'type'>): number {
  const [whole, fraction = ''] = String(order.usdRate).split('.');
  const scale = 10n ** BigInt(fraction.length);
  const rate = BigInt(whole!) * scale + BigInt(fraction || '0');
  const numerator = BigInt(order.amount) * rate * 100n;
  const denominator = scale * MINOR[order.currency]!;
  let cents = numerator / denominator;
  if ((numerator % denominator) * 2n >= denominator) cents += 1n;
  return Number(cents) * (order.type === 'refund' ? -1 : 1);
}

/**
 * The portal counts days in UTC−12, the browser lives in UTC+14: the browser's calendar is one
 * or two days ahead of the portal's at any hour, and the page must count the portal's days.
 */
const PORTAL_ZONE = BEHIND_ZONE;
const BROWSER_ZONE = AHEAD_ZONE;

/** Days relative to the portal's today, as the page sends them. */
const daysAgo = (n: number) => daysAgoIn(PORTAL_ZONE, n);

const text = async (page: Page, testId: string) =>
  ((await page.getByTestId(testId).textContent()) ?? '').replace(/\u00a0/g, ' ').trim();

async function noOverflow(page: Page, what: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
}

/** The order ids of the rows on screen (the table, or the list under 750 px). */
const rowIds = (page: Page) =>
  page
    .getByTestId('order-table')
    .locator('[data-row-key]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row-key')));

describe('finance overview: totals, orders by state and the order search', () => {
  let server: StartedServer;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;
  let pageErrors: string[];
  let token = '';
  /** the range the screen opens with, and the totals the API gives for it once the orders are in */
  let range = { startTime: '', endTime: '' };
  let totals: FinanceOverview;
  const run = Date.now().toString(36);
  const ids = {
    cny: `fo-${run}-cny`,
    usd: `fo-${run}-usd`,
    jpy: `fo-${run}-jpy`,
    half: `fo-${run}-half`,
    refund: `fo-${run}-refund`,
  };
  const base = () => server.url;
  const overview = (body: typeof range) =>
    apiData<FinanceOverview>(base(), billPaths.financeOverview, body, token);
  const open = async (lang: Lang) => {
    await page.goto(`${base()}/manage/finance_overview?lang=${lang}`);
    await page.getByRole('heading', { name: words(lang).title, level: 1 }).waitFor();
  };
  const cardValue = async (key: string) => {
    await expect.poll(() => text(page, `total-${key}-value`)).toMatch(/\d/);
    return text(page, `total-${key}-value`);
  };

  beforeAll(async () => {
    server = await startServer({ TIME_ZONE: PORTAL_ZONE });
    browser = await launchBrowser({ timezoneId: BROWSER_ZONE });
    page = await browser.context.newPage();
    pageErrors = watchPageErrors(page);
  });
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && page) {
      const name = context.task.name.replace(/\W+/g, '-').slice(0, 60);
      await snap(page, `failed-${name}`).catch(() => {});
    }
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('adds reported orders to income and pending, and shows the totals the API gives', async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const { developer } = await demoAccounts(server.dataDir);
    await signInByMail(page, base(), developer.email, developer.password);
    token = (await storage(page)).local.token!;
    range = { startTime: daysAgo(29), endTime: daysAgo(0) };
    const before = await overview(range);

    // the store reports four sales and a refund of the demo games, in three currencies
    const { apps } = await apiData<{ apps: { id: string; name: string }[] }>(
      base(),
      appPaths.getOwnedApps,
      { page: 1, psize: 20 },
      token,
    );
    const chess = apps.find((a) => a.name === 'Galaxy Chess')!.id;
    const miner = apps.find((a) => a.name === 'Star Miner')!.id;
    // newer than every order the demo holds, so that they head the list
    const newest = await apiData<{ list: FinanceOrder[] }>(
      base(),
      billPaths.financeOrders,
      { ...range, page: 1, pageSize: 5 },
      token,
    );
    const now = Math.max(Date.now() - 1000, Date.parse(newest.list[0]?.paidTime ?? '') + 1000 || 0);
    const order = (
      orderId: string,
      appId: string,
      fields: Partial<StoreOrder> & Pick<StoreOrder, 'amount' | 'currency' | 'usdRate'>,
      step: number,
    ): StoreOrder => ({
      orderId,
      appId,
      userId: `${orderId}-user`,
      deviceId: `${orderId}-device`,
      type: 'sale',
      time: now + step * 100,
      ...fields,
    });
    const orders: StoreOrder[] = [
      order(ids.cny, chess, { amount: 4000, currency: 'CNY', usdRate: 0.1389 }, 1),
      order(ids.usd, miner, { amount: 499, currency: 'USD', usdRate: 1, sku: 'GoldSkin' }, 2),
      order(ids.jpy, chess, { amount: 1500, currency: 'JPY', usdRate: 0.0067 }, 3),
      // 3.465 dollars: 346.5 cents, half up to 347 (binary fractions would give 346)
      order(ids.half, miner, { amount: 2500, currency: 'CNY', usdRate: 0.1386, sku: 'Gems100' }, 4),
      order(
        ids.refund,
        chess,
        { amount: 4000, currency: 'CNY', usdRate: 0.1392, type: 'refund', refundOf: ids.cny },
        5,
      ),
    ];
    const key = (await fs.readFile(path.join(server.dataDir, 'store-api.key'), 'utf8')).trim();
    const res = await fetch(`${base()}/vrmcsys/store/reportOrders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-store-key': key },
      body: JSON.stringify({ orders }),
    });
    expect(((await res.json()) as { data: { accepted: number } }).data.accepted).toBe(5);
    const expected = orders.reduce((sum, o) => sum + centsOf(o), 0);
    // 556 + 499 + 1005 + 347 - 557
    expect(expected).toBe(1850);

    // not billed yet: all of it is pending
    totals = await overview(range);
    expect(totals.income - before.income).toBe(expected);
    expect(totals.pending - before.pending).toBe(expected);
    expect([totals.frozen, totals.settled]).toEqual([before.frozen, before.settled]);
    expect(totals.orderCount - before.orderCount).toBe(5);
    expect(totals.income).toBe(totals.pending + totals.frozen + totals.settled);

    // the finance menu lists the screen as its third tab
    await page.getByRole('link', { name: t('shell:nav.finance') }).click();
    const tabs = page.getByRole('navigation', { name: t('shell:nav.sections') });
    await expect
      .poll(() => tabs.getByRole('link').allTextContents())
      .toEqual(
        ['payInfo', 'financialInfo', 'financeOverview'].map((screen) =>
          t(`common:screens.${screen}`),
        ),
      );
    const sent = page.waitForRequest((r) => r.url().endsWith(billPaths.financeOverview));
    await tabs.getByRole('link', { name: en.title }).click();
    await page.waitForURL(/\/manage\/finance_overview$/);
    await page.getByRole('heading', { name: en.title, level: 1 }).waitFor();
    // the last 30 days of the portal's calendar, today included
    expect((await sent).postDataJSON()).toEqual(range);
    expect(await page.locator('.fo-range').getByTestId('day-range-zone').textContent()).toBe(
      t('overview:range.zone', { zone: PORTAL_ZONE }),
    );
    expect(await page.getByRole('radio', { name: en.last30 }).isChecked()).toBe(true);

    expect(await cardValue('income')).toBe(usd(totals.income, 'en'));
    expect(await cardValue('pending')).toBe(usd(totals.pending, 'en'));
    expect(await cardValue('frozen')).toBe(usd(totals.frozen, 'en'));
    expect(await cardValue('settled')).toBe(usd(totals.settled, 'en'));
    expect(await text(page, 'order-count')).toBe(
      t('overview:cards.orders', { count: totals.orderCount }),
    );

    // newest first: the five orders head the table, each in its currency and in dollars
    await expect
      .poll(async () => (await rowIds(page)).slice(0, 5))
      .toEqual([ids.refund, ids.half, ids.jpy, ids.usd, ids.cny]);
    const row = (id: string) => page.locator(`.fo-table tr[data-row-key="${id}"]`);
    const cells = async (id: string) =>
      (await row(id).locator('td').allTextContents()).map((c) => c.replace(/\u00a0/g, ' '));
    expect(await cells(ids.jpy)).toEqual([
      ids.jpy,
      'Galaxy Chess',
      t('overview:table.none'),
      t('overview:type.sale'),
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \([\w/+-]+\)$/),
      'JPY 1,500',
      '1 JPY = 0.0067 USD',
      '$10.05',
      t('overview:state.pending'),
      t('overview:table.notBilled'),
    ]);
    expect(await cells(ids.refund)).toEqual(
      expect.arrayContaining([
        t('overview:type.refund'),
        '-CNY 40.00',
        '-$5.57',
        '1 CNY = 0.1392 USD',
      ]),
    );
    expect(await cells(ids.half)).toEqual(
      expect.arrayContaining(['Star Miner', 'Gems100', 'CNY 25.00', '$3.47']),
    );
    // the payment time in the browser's zone, named with it
    const paid = await page.evaluate((ms) => {
      const d = new Date(ms);
      const pad = (v: number) => String(v).padStart(2, '0');
      const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())} (${zone})`;
    }, orders[2]!.time);
    expect((await cells(ids.jpy))[4]).toBe(paid);
    await noOverflow(page, 'overview en 1366');
    await snap(page, 'e2e-finance-overview-en-1366');
  });

  it('shows the orders of a state when its card is pressed, with page sizes 5 to 40', async () => {
    const tab = (name: string) => page.getByRole('tab', { name, exact: true });
    expect(await page.getByRole('tab').allTextContents()).toEqual(en.tabs);
    expect(await tab(t('overview:tabs.all')).getAttribute('aria-selected')).toBe('true');

    for (const state of ['settled', 'frozen', 'pending'] as const) {
      const answer = await apiData<{ list: FinanceOrder[]; total: number }>(
        base(),
        billPaths.financeOrders,
        { ...range, state, page: 1, pageSize: 10 },
        token,
      );
      const sent = page.waitForRequest(
        (r) =>
          r.url().endsWith(billPaths.financeOrders) &&
          (r.postDataJSON() as { state?: string }).state === state,
      );
      await page.getByTestId(`total-${state}`).click();
      expect((await sent).postDataJSON()).toMatchObject({ ...range, state, page: 1, pageSize: 10 });
      await expect
        .poll(() => page.getByRole('tab', { selected: true }).textContent())
        .toBe(t(`overview:tabs.${state}`));
      expect(await page.getByTestId(`total-${state}`).getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => rowIds(page)).toEqual(answer.list.map((o) => o.orderId));
      if (answer.total === 0) {
        expect(await page.getByTestId('order-table').textContent()).toContain(
          t('overview:table.emptyState'),
        );
        await snap(page, `e2e-finance-overview-empty-${state}-en-1366`);
      } else {
        const states = await page
          .getByTestId('order-table')
          .locator('[data-row-key] .fo-state')
          .evaluateAll((tags) => tags.map((t) => t.getAttribute('data-state')));
        expect(new Set(states)).toEqual(new Set([state]));
        expect(await page.getByTestId('order-table').textContent()).toMatch(
          new RegExp(
            textPattern('en', 'overview:table.range', {
              start: '\\d+',
              end: '\\d+',
              total: String(answer.total),
            }),
          ),
        );
      }
    }

    // income stands for all the orders
    await page.getByTestId('total-income').click();
    await expect
      .poll(() => page.getByRole('tab', { selected: true }).textContent())
      .toBe(t('overview:tabs.all'));
    await expect.poll(async () => (await rowIds(page))[0]).toBe(ids.refund);

    // page sizes 5, 10, 20, 30, 40
    await page.locator('.fo-table .ant-pagination-options-size-changer').click();
    const sizes = page.locator(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
    );
    await expect
      .poll(() => sizes.allTextContents())
      .toEqual(['5 / page', '10 / page', '20 / page', '30 / page', '40 / page']);
    const sent = page.waitForRequest(
      (r) =>
        r.url().endsWith(billPaths.financeOrders) &&
        (r.postDataJSON() as { pageSize?: number }).pageSize === 5,
    );
    await sizes.getByText('5 / page', { exact: true }).click();
    await sent;
    await expect
      .poll(() => rowIds(page))
      .toEqual([ids.refund, ids.half, ids.jpy, ids.usd, ids.cny]);
    expect(await page.getByTestId('order-table').textContent()).toContain(
      t('overview:table.range', { start: 1, end: 5, total: totals.orderCount }),
    );
  });

  it('finds an order with the order search, and says when none has the ID', async () => {
    await page.getByRole('button', { name: en.search }).click();
    const dialog = page.getByRole('dialog', { name: en.dialog });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(
      t('overview:search.scope', { start: range.startTime, end: range.endTime }),
    );
    // nothing typed: the field says why
    await dialog.getByRole('button', { name: en.find }).click();
    await dialog.getByText(t('overview:search.required')).waitFor();

    await dialog.getByLabel(en.field, { exact: true }).fill(ids.jpy);
    await dialog.getByRole('button', { name: en.find }).click();
    const detail = dialog.getByTestId('order-detail');
    await detail.waitFor();
    expect(await detail.getAttribute('data-order-id')).toBe(ids.jpy);
    const shown = ((await detail.textContent()) ?? '').replace(/\u00a0/g, ' ');
    for (const part of [
      t('overview:detail.orderIncome'),
      'JPY 1,500',
      t('overview:detail.paymentTime'),
      t('overview:detail.rate'),
      '1 JPY = 0.0067 USD',
      '$10.05',
      t('overview:state.pending'),
      t('overview:table.notBilled'),
    ]) {
      expect(shown).toContain(part);
    }
    await snap(page, 'e2e-finance-overview-search-en-1366');

    // a refund is shown with its refund amount
    await dialog.getByLabel(en.field, { exact: true }).fill(ids.refund);
    await dialog.getByRole('button', { name: en.find }).click();
    await expect.poll(() => detail.getAttribute('data-order-id')).toBe(ids.refund);
    expect(((await detail.textContent()) ?? '').replace(/\u00a0/g, ' ')).toContain(
      `${t('overview:detail.refundAmount')}-CNY 40.00`,
    );

    await dialog.getByLabel(en.field, { exact: true }).fill('no-such-order');
    await dialog.getByRole('button', { name: en.find }).click();
    await dialog.getByText(en.notFound).waitFor();
    await dialog.getByRole('button', { name: en.close }).last().click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('changes the range with the shortcuts and a custom pick; a bill month leads to the bills', async () => {
    const week = { startTime: daysAgo(6), endTime: daysAgo(0) };
    const sent = page.waitForRequest((r) => r.url().endsWith(billPaths.financeOverview));
    await page.locator('.fo-range').getByText(en.last7, { exact: true }).click();
    expect((await sent).postDataJSON()).toEqual(week);
    expect(await page.getByRole('radio', { name: en.last7 }).isChecked()).toBe(true);
    const inputs = page.locator('.fo-range .ant-picker input');
    expect([await inputs.nth(0).inputValue(), await inputs.nth(1).inputValue()]).toEqual([
      week.startTime,
      week.endTime,
    ]);
    const weekTotals = await overview(week);
    await expect.poll(() => text(page, 'total-income-value')).toBe(usd(weekTotals.income, 'en'));
    expect(await cardValue('pending')).toBe(usd(weekTotals.pending, 'en'));
    expect(weekTotals.orderCount).toBeLessThan(totals.orderCount);
    // the orders start again on the first page, the newest first
    await expect.poll(async () => (await rowIds(page))[0]).toBe(ids.refund);

    // 90 days reach the months the demo's bills hold: the four totals as the API gives them
    const quarter = { startTime: daysAgo(89), endTime: daysAgo(0) };
    const quarterTotals = await overview(quarter);
    await page.locator('.fo-range').getByText(en.last90, { exact: true }).click();
    await expect.poll(() => text(page, 'total-income-value')).toBe(usd(quarterTotals.income, 'en'));
    for (const key of ['pending', 'frozen', 'settled'] as const) {
      expect(await cardValue(key)).toBe(usd(quarterTotals[key], 'en'));
    }
    await snap(page, 'e2e-finance-overview-90-en-1366');

    // a custom range of 200 days reaches the demo's settled and disputed months
    const custom = { startTime: daysAgo(199), endTime: daysAgo(0) };
    const customTotals = await overview(custom);
    const picked = page.waitForRequest(
      (r) =>
        r.url().endsWith(billPaths.financeOverview) &&
        (r.postDataJSON() as { startTime?: string }).startTime === custom.startTime,
    );
    await inputs.nth(0).click();
    await inputs.nth(0).fill(custom.startTime);
    await page.keyboard.press('Enter');
    await inputs.nth(1).fill(custom.endTime);
    await page.keyboard.press('Enter');
    expect((await picked).postDataJSON()).toEqual(custom);
    await page.keyboard.press('Escape');
    // a pick ends on the portal's today at the latest, though the browser's calendar is ahead
    await inputs.nth(1).click();
    const popup = page.locator('.fo-range__popup');
    await popup.waitFor();
    const cell = (day: string) => popup.locator(`td[title="${day}"]`).first();
    expect(await cell(daysAgo(0)).getAttribute('class')).not.toContain('ant-picker-cell-disabled');
    // the calendar marks the portal's today, not the browser's
    await expect
      .poll(() =>
        popup
          .locator('.portal-today')
          .evaluateAll((cells) => [...new Set(cells.map((c) => c.closest('td')?.title))]),
      )
      .toEqual([daysAgo(0)]);
    expect(await cell(daysAgo(-1)).count()).toBeGreaterThan(0);
    expect(await cell(daysAgo(-1)).getAttribute('class')).toContain('ant-picker-cell-disabled');
    await page.keyboard.press('Escape');
    expect(await page.locator('.fo-range').getByRole('radio', { checked: true }).count()).toBe(0);
    await expect.poll(() => text(page, 'total-income-value')).toBe(usd(customTotals.income, 'en'));
    for (const key of ['pending', 'frozen', 'settled'] as const) {
      expect(await cardValue(key)).toBe(usd(customTotals[key], 'en'));
    }
    expect(customTotals.income).toBe(
      customTotals.pending + customTotals.frozen + customTotals.settled,
    );
    await snap(page, 'e2e-finance-overview-custom-en-1366');

    // a billed order leads to the bills
    await page.getByTestId('total-settled').click();
    const billed = page.locator('.fo-table [data-row-key] .fo-bill-link').first();
    if (customTotals.settled !== 0 || (await billed.count()) > 0) {
      await billed.waitFor();
      expect(await billed.textContent()).toMatch(/^\d{4}-\d{2}$/);
      await billed.click();
      await page.waitForURL(/\/manage\/financial_info$/);
    }
  });

  it('reads well in Chinese and English, wide and at 375 px, without sideways scroll', async () => {
    for (const lang of ['zh', 'en'] as const) {
      const w = words(lang);
      for (const width of [1366, 375]) {
        if (lang === 'en' && width === 1366) continue;
        await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
        await open(lang);
        expect(await cardValue('income')).toBe(usd(totals.income, lang));
        expect(await page.getByRole('radio', { name: w.last30 }).isChecked()).toBe(true);
        expect(await page.getByRole('tab').allTextContents()).toEqual(w.tabs);
        await expect.poll(async () => (await rowIds(page)).slice(0, 5)).toHaveLength(5);
        expect((await rowIds(page))[0]).toBe(ids.refund);
        await noOverflow(page, `overview ${lang} ${width}`);
        await snap(page, `e2e-finance-overview-${lang}-${width}`);
      }
    }
    // the order search on a narrow screen, in English
    await page.getByRole('button', { name: en.search }).click();
    const dialog = page.getByRole('dialog', { name: en.dialog });
    await dialog.getByLabel(en.field, { exact: true }).fill(ids.usd);
    await dialog.getByRole('button', { name: en.find }).click();
    await dialog.getByTestId('order-detail').waitFor();
    expect(await dialog.getByTestId('order-detail').textContent()).toContain('GoldSkin');
    await noOverflow(page, 'order search en 375');
    await snap(page, 'e2e-finance-overview-search-en-375');
    expect(pageErrors).toEqual([]);
  });
});
