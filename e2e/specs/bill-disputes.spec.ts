import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  BillStatus,
  billReviewPaths,
  errorText,
  type Bill,
  type StoreOrder,
} from '@vrportal/contract';
import { apiData, apiSignIn, registerDeveloper } from '../support/accounts.js';
import {
  approvePaymentProfile,
  createApp,
  dayOf,
  developerBills,
  disputeBill,
  generateBills,
  pastMonth,
  reportOrders,
} from '../support/bill-disputes.js';
import { snap } from '../support/browser.js';
import { demoAccounts, openAs, type AddressSession } from '../support/portal.js';
import { usePortal } from '../support/portal-session.js';
import { escapeRegExp, texts } from '../support/texts.js';

/**
 * The finance staff's bill disputes: a developer with approved payment information, orders of
 * two ended months through the store's intake, the bills made by the admin command line and
 * both disputed by the developer. A super account opens Review console > Bill disputes, sees
 * both, downloads one bill's lines, upholds one bill and corrects the other, and the developer's
 * bill list then holds the corrected bill with the amounts the preview showed.
 */

const DEV = {
  email: 'orbit-finance@example.com',
  password: 'Abcd1234!',
  name: 'Orbit Forge Studio',
};
const UPHOLD_NOTE = 'The refund of 2.5 USD is in the bill lines; the bill is correct.';
const CORRECT_NOTE = 'The CNY order was a duplicate of an order already paid: it is taken out.';

type Who = AddressSession;
const t = texts('en');
const zh = texts('zh');

const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text);

async function noOverflow(page: Page, what: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, `${what} overflows`).toBeLessThanOrEqual(0);
}

/**
 * An ISO time as the portal shows it in the browser's zone, named after it (the test runs in the
 * same zone).
 */
function localTime(iso: string) {
  const d = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())} (${zone})`;
}

/** The developer's reasons, shown to finance as written. */
const REASONS = {
  upheld: 'Three orders of the 20th are missing.',
  corrected: '退款被重复扣除了一次。',
};

describe('bill disputes: finance upholds one disputed bill and corrects another', () => {
  const portal = usePortal();
  const older = pastMonth(3);
  const newer = pastMonth(2);
  const admin: Who = { token: '', account: 'admin@example.com', isSuper: true };
  const dev: Who = { token: '', account: DEV.email, isSuper: false };
  let upheld: Bill;
  let corrected: Bill;
  /** the bill's make-up rows as the page shows them */
  const makeUp = (page: Page, row: string) =>
    page.getByTestId('bill-makeup').locator(`[data-row="${row}"] dd`).textContent();
  const preview = (page: Page, row: string) =>
    page.getByTestId('correction-preview').locator(`[data-row="${row}"] dd`).textContent();

  it('seeds two disputed bills through the API, the intake and the admin command line', async () => {
    const { server } = portal;
    const accounts = await demoAccounts(server.dataDir);
    admin.token = await apiSignIn(server.url, accounts.admin.email, accounts.admin.password);
    dev.token = await registerDeveloper(server, DEV.email, DEV.password, DEV.name);
    await approvePaymentProfile(server.url, dev.token, admin.token, DEV.email);
    const appId = await createApp(server.url, dev.token, 'Orbit Racer', 'com.orbitforge.racer');

    const order = (n: number, o: Partial<StoreOrder>, at: number): StoreOrder => ({
      orderId: `e2e-dispute-${n}`,
      appId,
      userId: `e2e-dispute-user-${n}`,
      deviceId: `e2e-dispute-device-${n}`,
      type: 'sale',
      amount: 1000,
      currency: 'USD',
      usdRate: 1,
      time: at,
      ...o,
    });
    await reportOrders(server, [
      // the older month: 40.00 + 25.00 sold, 25.00 refunded: net 40.00, fee 12.00, bill 28.00
      order(1, { amount: 4000 }, dayOf(older, 8)),
      order(2, { amount: 2500 }, dayOf(older, 12)),
      order(3, { type: 'refund', refundOf: 'e2e-dispute-2', amount: 2500 }, dayOf(older, 20)),
      // the newer month: 100.00 plus 40 yuan at 0.1389 (5.56): net 105.56, fee 31.67, bill 73.89
      order(4, { amount: 10000 }, dayOf(newer, 6)),
      order(5, { amount: 4000, currency: 'CNY', usdRate: 0.1389 }, dayOf(newer, 18)),
    ]);
    for (const month of [older, newer]) {
      expect(await generateBills(server, month)).toMatch(new RegExp(`Bills of ${month}: 1 made`));
    }
    const bills = await developerBills(server.url, dev.token);
    upheld = bills.find((b) => b.month === older)!;
    corrected = bills.find((b) => b.month === newer)!;
    expect(upheld).toMatchObject({
      held: 0,
      checkStatus: BillStatus.sent,
      settleMoney: 2800,
      netMoney: 4000,
    });
    expect(corrected).toMatchObject({
      held: 0,
      checkStatus: BillStatus.sent,
      settleMoney: 7389,
      feeMoney: 3167,
    });

    // the developer disputes both, the older first
    upheld = await disputeBill(server.url, dev.token, upheld.id, REASONS.upheld);
    corrected = await disputeBill(server.url, dev.token, corrected.id, REASONS.corrected);
    expect([upheld.checkStatus, upheld.disputeState]).toEqual([BillStatus.disputed, 'open']);
    expect([corrected.checkStatus, corrected.disputeState]).toEqual([BillStatus.disputed, 'open']);
  });

  it('lists both in Review console > Bill disputes and downloads a bill’s lines', async () => {
    const { page, server } = portal;
    await page.setViewportSize({ width: 1366, height: 900 });
    await openAs(page, server.url, '/all_apps', admin, 'en');
    await page
      .getByRole('navigation', { name: t('shell:nav.main') })
      .getByRole('link', { name: t('shell:nav.review') })
      .click();
    await page.waitForURL(/\/manage\/review$/);
    await page
      .getByRole('navigation', { name: t('shell:nav.sections') })
      .getByRole('link', { name: t('common:screens.billDisputes') })
      .click();
    await page.waitForURL(/\/manage\/review\/bills$/);
    await page.getByRole('heading', { name: t('review:disputes.title'), level: 1 }).waitFor();

    const open = await apiData<{ list: { bill: Bill; disputeTime: string }[] }>(
      server.url,
      billReviewPaths.getDisputes,
      { page: 1 },
      admin.token,
    );
    const disputedAt = new Map(open.list.map((d) => [d.bill.id, d.disputeTime]));
    for (const [bill, amount, orders, reason] of [
      [upheld, '$28.00', '3', REASONS.upheld],
      [corrected, '$73.89', '2', REASONS.corrected],
    ] as const) {
      const row = page.locator(`tr[data-bill-id="${bill.id}"]`);
      await row.waitFor();
      const cells = await row.locator('td').allTextContents();
      expect(cells[0]).toContain(DEV.name);
      expect(cells[0]).toContain(DEV.email);
      expect(cells[1]).toContain(bill.month);
      expect(cells[1]).toContain(
        t('review:disputes.cycle', { start: bill.startTime, end: bill.endTime }),
      );
      expect(cells[2]).toBe(amount);
      expect(cells[3]).toBe(orders);
      expect(cells[4]).toBe(localTime(disputedAt.get(bill.id)!));
      // the developer's reason, as written
      expect(cells[5]).toBe(reason);
    }
    await snap(page, 'e2e-bill-disputes-list-en-1366');

    // the lines of the older bill as an .xlsx
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('button', {
          name: t('review:disputes.downloadLabel', { name: DEV.name, month: older }),
        })
        .click(),
    ]);
    await toast(
      page,
      t('review:disputes.downloaded', { name: `bill-details-${older}.xlsx` }),
    ).waitFor();
    expect(download.suggestedFilename()).toBe(`bill-details-${older}.xlsx`);
    const chunks: Buffer[] = [];
    for await (const chunk of (await download.createReadStream()) as AsyncIterable<Buffer>) {
      chunks.push(chunk);
    }
    const file = Buffer.concat(chunks);
    expect(file.subarray(0, 2).toString('latin1')).toBe('PK');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file as unknown as ArrayBuffer);
    const text = book.worksheets
      .flatMap((sheet) => sheet.getSheetValues().flat())
      .map((v) => String(v))
      .join(' ');
    for (const id of ['e2e-dispute-1', 'e2e-dispute-2', 'e2e-dispute-3'])
      expect(text).toContain(id);
    expect(text).not.toContain('e2e-dispute-4');
  });

  it('shows the bill and the decision form in Chinese, and on a 375 px screen in both languages', async () => {
    const { page, server } = portal;
    await openAs(page, server.url, '/review/bills', admin, 'zh');
    await page.getByRole('heading', { name: zh('review:disputes.title'), level: 1 }).waitFor();
    await page.locator(`tr[data-bill-id="${corrected.id}"]`).waitFor();
    await snap(page, 'e2e-bill-disputes-list-zh-1366');

    await page.setViewportSize({ width: 375, height: 812 });
    for (const lang of ['zh', 'en'] as const) {
      const w = texts(lang);
      await openAs(page, server.url, '/review/bills', admin, lang);
      const card = page.locator(`article[data-bill-id="${corrected.id}"]`);
      await card.waitFor();
      expect(await card.textContent()).toContain(lang === 'zh' ? 'US$73.89' : '$73.89');
      await noOverflow(page, `dispute cards ${lang} 375`);
      await snap(page, `e2e-bill-disputes-list-${lang}-375`);
      await card.getByRole('button', { name: w('review:disputes.decide') }).click();
      await page.getByRole('heading', { name: `${DEV.name} · ${newer}`, level: 2 }).waitFor();
      expect(await page.getByTestId('dispute-reason').innerText()).toBe(REASONS.corrected);
      await page
        .getByRole('radio', { name: new RegExp(`^${escapeRegExp(w('review:disputes.correct'))}`) })
        .check();
      await page
        .getByLabel(w('review:disputes.lineDescLabel', { n: 1 }), { exact: true })
        .fill(lang === 'zh' ? '重复订单' : 'Duplicate order');
      await page
        .getByLabel(w('review:disputes.lineAmountLabel', { n: 1 }), { exact: true })
        .fill('-5.56');
      await expect.poll(() => preview(page, 'settle')).toContain('70.00');
      await noOverflow(page, `dispute decision ${lang} 375`);
      await snap(page, `e2e-bill-disputes-decision-${lang}-375`);
      await page.getByRole('button', { name: w('review:disputes.back') }).click();
      await card.waitFor();
    }
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  it('upholds the older bill with a note, confirmed in a dialog', async () => {
    const { page, server } = portal;
    await openAs(page, server.url, '/review/bills', admin, 'en');
    await page
      .getByRole('button', {
        name: t('review:disputes.decideLabel', { name: DEV.name, month: older }),
      })
      .click();
    await page.getByRole('heading', { name: `${DEV.name} · ${older}`, level: 2 }).waitFor();
    expect(await makeUp(page, 'sales')).toBe('$65.00');
    expect(await makeUp(page, 'refunds')).toBe('-$25.00');
    expect(await makeUp(page, 'net')).toBe('$40.00');
    expect(await page.getByText(t('review:disputes.fee', { percent: '30%' })).isVisible()).toBe(
      true,
    );
    expect(await makeUp(page, 'fee')).toBe('-$12.00');
    expect(await makeUp(page, 'settle')).toBe('$28.00');
    expect(await page.getByTestId('bill-makeup').locator('[data-row="adjust"]').count()).toBe(0);

    // pressing without a note says why under the field
    const submit = page.getByRole('button', { name: t('review:disputes.submitUphold') });
    await submit.click();
    await page.getByText(t('review:disputes.noteRequired')).waitFor();
    await page.getByLabel(t('review:disputes.note'), { exact: true }).fill(UPHOLD_NOTE);
    await snap(page, 'e2e-bill-disputes-uphold-en-1366');
    await submit.click();
    const dialog = page.getByRole('dialog', { name: t('review:disputes.confirmUpholdTitle') });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(
      t('review:disputes.confirmUpholdText', { name: DEV.name, month: older, amount: '$28.00' }),
    );
    expect(await dialog.textContent()).toContain(UPHOLD_NOTE);
    await dialog.getByRole('button', { name: t('review:disputes.confirmOk') }).click();
    await toast(page, t('review:disputes.upheld')).waitFor();
    await expect.poll(() => page.locator(`tr[data-bill-id="${upheld.id}"]`).count()).toBe(0);
    expect(await page.locator(`tr[data-bill-id="${corrected.id}"]`).count()).toBe(1);
  });

  it('corrects the newer bill with an adjustment in Chinese; the developer gets the corrected bill', async () => {
    const { page, server } = portal;
    await openAs(page, server.url, '/review/bills', admin, 'zh');
    await page
      .getByRole('button', {
        name: zh('review:disputes.decideLabel', { name: DEV.name, month: newer }),
      })
      .click();
    await page.getByRole('heading', { name: `${DEV.name} · ${newer}`, level: 2 }).waitFor();
    expect(await makeUp(page, 'sales')).toBe('US$105.56');
    expect(await makeUp(page, 'fee')).toBe('-US$31.67');
    expect(await makeUp(page, 'settle')).toBe('US$73.89');

    await page
      .getByRole('radio', { name: new RegExp(`^${escapeRegExp(zh('review:disputes.correct'))}`) })
      .check();
    const amount1 = page.getByLabel(zh('review:disputes.lineAmountLabel', { n: 1 }), {
      exact: true,
    });
    await amount1.fill('-5.567');
    await page.getByText(zh('review:disputes.amountFormat')).waitFor();
    await amount1.fill('-5.56');
    await page
      .getByLabel(zh('review:disputes.lineDescLabel', { n: 1 }), { exact: true })
      .fill('重复上报的人民币订单');
    // a second line counts in the preview, and can be removed again
    await page.getByRole('button', { name: zh('review:disputes.addLine') }).click();
    await page
      .getByLabel(zh('review:disputes.lineDescLabel', { n: 2 }), { exact: true })
      .fill('临时调整');
    await page
      .getByLabel(zh('review:disputes.lineAmountLabel', { n: 2 }), { exact: true })
      .fill('10');
    await expect.poll(() => preview(page, 'adjust')).toBe('+US$4.44');
    await page.getByRole('button', { name: zh('review:disputes.removeLine', { n: 2 }) }).click();
    expect(
      await page.getByLabel(zh('review:disputes.lineDescLabel', { n: 2 }), { exact: true }).count(),
    ).toBe(0);
    // 105.56 - 5.56 = 100.00 net, fee 30.00, settlement 70.00 (was 73.89)
    await expect.poll(() => preview(page, 'adjust')).toBe('-US$5.56');
    expect(await preview(page, 'net')).toBe('US$100.00');
    expect(await preview(page, 'fee')).toBe('-US$30.00');
    expect(await preview(page, 'settle')).toBe('US$70.00');
    expect(await preview(page, 'change')).toBe('-US$3.89');
    await page.getByLabel(zh('review:disputes.note'), { exact: true }).fill(CORRECT_NOTE);
    await snap(page, 'e2e-bill-disputes-correct-zh-1366');

    await page.getByRole('button', { name: zh('review:disputes.submitCorrect') }).click();
    const dialog = page.getByRole('dialog', { name: zh('review:disputes.confirmCorrectTitle') });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('US$70.00');
    expect(await dialog.textContent()).toContain('重复上报的人民币订单');
    await snap(page, 'e2e-bill-disputes-confirm-zh-1366');
    await dialog.getByRole('button', { name: zh('review:disputes.confirmOk') }).click();
    await toast(page, zh('review:disputes.corrected')).waitFor();
    await expect.poll(() => page.locator(`tr[data-bill-id="${corrected.id}"]`).count()).toBe(0);

    // the developer's bills: the corrected one sent in place of the disputed one, the other upheld
    const bills = await developerBills(server.url, dev.token);
    const replacement = bills.find((b) => b.replacesId === corrected.id);
    expect(replacement).toMatchObject({
      month: newer,
      settleMoney: 7000,
      netMoney: 10000,
      feeMoney: 3000,
      adjustMoney: -556,
      checkStatus: BillStatus.sent,
      held: 0,
    });
    expect(replacement!.sendTime).not.toBe('');
    expect(bills.find((b) => b.id === corrected.id)).toMatchObject({
      checkStatus: BillStatus.disputed,
      disputeState: 'corrected',
      disputeNote: CORRECT_NOTE,
      correctedById: replacement!.id,
    });
    expect(bills.find((b) => b.id === upheld.id)).toMatchObject({
      checkStatus: BillStatus.disputed,
      settleMoney: 2800,
      disputeState: 'upheld',
      disputeNote: UPHOLD_NOTE,
      correctedById: '',
    });
  });

  it('tells a dispute decided elsewhere in the reader’s language, then shows the empty list', async () => {
    const { page, server } = portal;
    await openAs(page, server.url, '/review/bills', admin, 'en');
    await page.getByRole('heading', { name: t('review:disputes.title'), level: 1 }).waitFor();
    const open = await apiData<{ list: { bill: Bill }[]; total: number }>(
      server.url,
      billReviewPaths.getDisputes,
      { page: 1 },
      admin.token,
    );
    // the demo data holds disputes of its own: the first is decided here while another tab
    // decides it too
    const others = open.list.map((d) => d.bill);
    if (others.length > 0) {
      const first = others[0]!;
      await page
        .locator(`tr[data-bill-id="${first.id}"]`)
        .getByRole('button', {
          name: new RegExp(`^${escapeRegExp(t('review:disputes.decideLabel').split('{{')[0]!)}`),
        })
        .click();
      await page.getByLabel(t('review:disputes.note'), { exact: true }).fill('Checked.');
      await page.getByRole('button', { name: t('review:disputes.submitUphold') }).click();
      await apiData(
        server.url,
        billReviewPaths.resolveDispute,
        { id: first.id, decision: 'uphold', note: 'Decided in another tab.' },
        admin.token,
      );
      await page
        .getByRole('dialog', { name: t('review:disputes.confirmUpholdTitle') })
        .getByRole('button', { name: t('review:disputes.confirmOk') })
        .click();
      await toast(page, errorText(10568, 'en')).waitFor();
      for (const other of others.slice(1)) {
        await apiData(
          server.url,
          billReviewPaths.resolveDispute,
          { id: other.id, decision: 'uphold', note: 'Checked.' },
          admin.token,
        );
      }
      await page.getByRole('button', { name: t('review:disputes.refresh') }).click();
    }
    await page.getByText(t('review:disputes.empty')).waitFor();
    expect(await page.getByTestId('dispute-total').textContent()).toBe(
      t('review:disputes.total', { count: 0 }),
    );
    await snap(page, 'e2e-bill-disputes-empty-en-1366');
    expect(portal.pageErrors).toEqual([]);
  });
});
