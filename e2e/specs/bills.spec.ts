import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Download, Locator, Page } from 'playwright-core';
import { BillStatus, ErrorCode, errorText, type Bill } from '@vrportal/contract';
import { snap } from '../support/browser.js';
import { apiSignIn, registerDeveloper, signInByMail } from '../support/accounts.js';
import { devBills, mailsTo, upholdDispute } from '../support/bills.js';
import { demoAccounts, storage } from '../support/portal.js';
import { usePortal } from '../support/portal-session.js';
import { serverText, textPattern, texts } from '../support/texts.js';

type Lang = 'en' | 'zh';

/** What the page says in a language, from the catalogues. */
const words = (lang: Lang) => {
  const t = texts(lang);
  return {
    title: t('common:screens.financialInfo'),
    awaiting: t('bills:status.awaiting'),
    verify: t('bills:verify.button'),
    details: t('bills:card.downloadDetails'),
    invoice: t('bills:upload.invoice'),
    attachment: t('bills:upload.attachment'),
    empty: t('bills:page.empty'),
  };
};
const t = texts('en');
/** A countdown as "3 days 4 hours", one or many of each. */
const countdown = () => {
  const either = (unit: string) =>
    `(${['one', 'other'].map((form) => textPattern('en', `bills:time.${unit}.${form}`, { count: '\\d+' })).join('|')})`;
  return new RegExp(
    `^${textPattern('en', 'bills:time.join', { days: either('days'), hours: either('hours') })}$`,
  );
};

const FINANCE_MAIL = 'finance@vrportal.localhost';
const UPHELD_NOTE = 'Checked against the store ledger:\nthe amount stands.';

/** A one-page PDF, as a developer's invoice would be. */
function invoicePdf(): Buffer {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ];
  return Buffer.from(`${body.join('\n')}\n`, 'latin1');
}

async function bytesOf(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of (await download.createReadStream()) as AsyncIterable<Buffer>) {
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function noOverflow(page: Page, what: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
}

const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text).first();
const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const DISPUTE_REASON = 'Order 17 of the 12th was refunded and is still counted.';

describe('settlement bills: the demo developer verifies, downloads and sends an invoice', () => {
  const portal = usePortal();
  let seeded: Bill[] = [];
  let token = '';
  const base = () => portal.server.url;
  const card = (bill: Bill): Locator => portal.page.locator(`[data-bill-id="${bill.id}"]`);
  const open = async (lang: Lang) => {
    await portal.page.goto(`${base()}/manage/financial_info?lang=${lang}`);
    await portal.page.getByRole('heading', { name: words(lang).title, level: 1 }).waitFor();
    await portal.page.locator('.bill-card').first().waitFor();
  };
  /** The seeded bills by their part in the story. */
  const pick = () => {
    const find = (what: string, test: (b: Bill) => boolean) => {
      const bill = seeded.find(test);
      if (!bill) throw new Error(`the demo has no ${what} bill`);
      return bill;
    };
    return {
      corrected: find('corrected', (b) => b.replacesId !== '' && b.checkStatus === BillStatus.sent),
      replaced: find('replaced', (b) => b.correctedById !== ''),
      viewed: find('viewed', (b) => b.checkStatus === BillStatus.viewed),
      disputed: find(
        'disputed',
        (b) => b.checkStatus === BillStatus.disputed && b.disputeState === 'open',
      ),
      invoiced: find(
        'invoiced',
        (b) => b.checkStatus === BillStatus.confirmed && b.filePath !== '',
      ),
      uploadOpen: find(
        'open for an invoice',
        (b) =>
          b.checkStatus === BillStatus.autoConfirmed && Date.parse(b.autoUploadTime) > Date.now(),
      ),
      overtime: find(
        'overtime',
        (b) =>
          b.checkStatus === BillStatus.autoConfirmed &&
          Date.parse(b.autoUploadTime) < Date.now() &&
          !b.filePath,
      ),
    };
  };

  it('shows a card for each bill in every state, three a row', async () => {
    const { page } = portal;
    await page.setViewportSize({ width: 1366, height: 900 });
    const { developer } = await demoAccounts(portal.server.dataDir);
    await signInByMail(page, base(), developer.email, developer.password);
    token = (await storage(page)).local.token!;
    seeded = await devBills(base(), token);
    expect(new Set(seeded.map((b) => b.checkStatus))).toEqual(new Set(Object.values(BillStatus)));
    const bills = pick();

    // the tab of the finance menu leads here
    await page.getByRole('link', { name: t('shell:nav.finance') }).click();
    await page
      .getByRole('navigation', { name: t('shell:nav.sections') })
      .getByRole('link', { name: t('common:screens.financialInfo') })
      .click();
    await page.waitForURL(/\/manage\/financial_info$/);
    await page
      .getByRole('heading', { name: t('common:screens.financialInfo'), level: 1 })
      .waitFor();
    const cards = page.locator('.bill-card');
    await expect.poll(() => cards.count()).toBe(seeded.length);
    expect(
      await cards.evaluateAll((all) => all.map((c) => c.getAttribute('data-bill-id'))),
    ).toEqual(seeded.map((b) => b.id));

    // what every card says: title, cycle, account, amount in dollars
    for (const bill of seeded) {
      const c = card(bill);
      expect(await c.getByRole('heading', { level: 2 }).textContent()).toBe('Demo Studio');
      expect(await c.textContent()).toContain(`${bill.startTime} ~ ${bill.endTime}`);
      expect(await c.textContent()).toContain(bill.cardNo);
      expect(await c.getByTestId('bill-amount').textContent()).toBe(dollars(bill.settleMoney));
      expect(
        await c.getByRole('button', { name: t('bills:card.downloadDetails') }).isVisible(),
      ).toBe(true);
    }

    // awaiting: the countdown and Verify
    const corrected = card(bills.corrected);
    expect(await corrected.getByTestId('bill-status').textContent()).toBe(
      t('bills:status.awaiting'),
    );
    expect(await corrected.getByText(t('bills:card.corrected'), { exact: true }).isVisible()).toBe(
      true,
    );
    expect(await corrected.getByTestId('countdown').textContent()).toMatch(countdown());
    expect(
      await corrected.getByRole('button', { name: t('bills:verify.button') }).isEnabled(),
    ).toBe(true);
    // the adjustment of the correction is part of the amount
    expect(await corrected.textContent()).toContain(
      `${t('bills:card.adjustments')}+${dollars(bills.corrected.adjustMoney)}`,
    );
    expect(await corrected.textContent()).toContain(t('bills:card.fee', { percent: '30%' }));

    // the replaced bill: secondary, pointing to its correction
    const replaced = card(bills.replaced);
    expect(await replaced.getAttribute('class')).toContain('bill-card--replaced');
    expect(await replaced.getByTestId('bill-replaced').textContent()).toBe(
      t('bills:card.replaced'),
    );
    expect(await replaced.getByTestId('dispute-note').textContent()).toBe(
      bills.replaced.disputeNote,
    );
    await replaced.getByRole('button', { name: t('bills:dispute.toCorrected') }).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-bill-id')))
      .toBe(bills.corrected.id);

    // verified: the state instead of Verify, then the upload area
    const disputed = card(bills.disputed);
    expect(await disputed.getByRole('button', { name: t('bills:verify.button') }).count()).toBe(0);
    expect(await disputed.textContent()).toContain(t('bills:dispute.open'));
    expect(
      await disputed.getByRole('heading', { name: t('bills:upload.attachment') }).isVisible(),
    ).toBe(true);
    const invoiced = card(bills.invoiced);
    expect(await invoiced.getByTestId('bill-status').textContent()).toBe(
      t('bills:status.confirmed'),
    );
    expect(await invoiced.getByTestId('stored-file').textContent()).toContain(
      bills.invoiced.filePath.split('#')[1],
    );
    const uploadOpen = card(bills.uploadOpen);
    expect(await uploadOpen.getByTestId('bill-status').textContent()).toBe(
      t('bills:status.autoConfirmed'),
    );
    expect(
      await uploadOpen.getByRole('heading', { name: t('bills:upload.invoice') }).isVisible(),
    ).toBe(true);
    expect(
      await uploadOpen.getByRole('button', { name: t('bills:upload.send') }).isDisabled(),
    ).toBe(true);
    // a disabled button says why beside it
    expect(await uploadOpen.getByText(t('bills:upload.needFile')).isVisible()).toBe(true);
    expect(await card(bills.overtime).textContent()).toContain(t('bills:upload.overtime'));

    // three a row
    const tops = await cards.evaluateAll((all) =>
      all.slice(0, 4).map((c) => Math.round(c.getBoundingClientRect().top)),
    );
    expect(tops[0]).toBe(tops[1]);
    expect(tops[1]).toBe(tops[2]);
    expect(tops[3]).toBeGreaterThan(tops[0]!);
    await noOverflow(page, 'bills en 1366');
    await snap(page, 'e2e-bills-en-1366');
  });

  it('shows the page in Chinese and English at 1366 and 375 px, one card a row when narrow', async () => {
    const { page } = portal;
    for (const lang of ['zh', 'en'] as const) {
      for (const width of [1366, 375]) {
        if (lang === 'en' && width === 1366) continue;
        await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
        await open(lang);
        const w = words(lang);
        const first = card(pick().corrected);
        expect(await first.getByTestId('bill-status').textContent()).toBe(w.awaiting);
        expect(await first.getByRole('button', { name: w.verify }).isVisible()).toBe(true);
        expect(await first.getByRole('button', { name: w.details }).isVisible()).toBe(true);
        expect(
          await card(pick().disputed).getByRole('heading', { name: w.attachment }).count(),
        ).toBe(1);
        expect(
          await card(pick().uploadOpen).getByRole('heading', { name: w.invoice }).count(),
        ).toBe(1);
        if (width === 375) {
          const lefts = await page
            .locator('.bill-card')
            .evaluateAll((all) => all.slice(0, 3).map((c) => c.getBoundingClientRect().left));
          expect(new Set(lefts).size).toBe(1);
        }
        await noOverflow(page, `bills ${lang} ${width}`);
        await snap(page, `e2e-bills-${lang}-${width}`);
      }
    }
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  it('downloads the details of a bill as an .xlsx; a sent bill is then marked as looked at', async () => {
    const { page } = portal;
    await open('en');
    const bill = pick().corrected;
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card(bill)
        .getByRole('button', { name: t('bills:card.downloadDetails') })
        .click(),
    ]);
    await toast(page, t('bills:card.exportOk')).waitFor();
    expect(download.suggestedFilename()).toBe(`bill-details-${bill.month}.xlsx`);
    const file = await bytesOf(download);
    expect(file.subarray(0, 2).toString('latin1')).toBe('PK');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe(
      serverText('en', 'bill.sum.title', { month: bill.month }),
    );
    const settle = sheet.getRow(10);
    expect(settle.getCell(1).value).toBe(serverText('en', 'bill.sum.settle'));
    expect(settle.getCell(2).value).toBe(bill.settleMoney / 100);
    // the summary, a blank row, the header and a line per order and adjustment
    expect(sheet.rowCount).toBeGreaterThan(12 + bill.orderCount);
    await expect.poll(() => card(bill).getAttribute('data-status')).toBe(String(BillStatus.viewed));
  });

  it('tells a refused verification, closes the dialog and reloads the list', async () => {
    const { page } = portal;
    const bill = pick().corrected;
    const refusal = errorText(ErrorCode.billNotAwaiting, 'en');
    await page.route('**/vrmcsys/dev_order/settle_order/dev_update?**', (route) =>
      route.fulfill({ json: { errCode: 10562, errMsg: refusal, data: null } }),
    );
    await card(bill)
      .getByRole('button', { name: t('bills:verify.button') })
      .click();
    const dialog = page.getByRole('dialog', {
      name: t('bills:verify.dialogTitle', { month: bill.month }),
    });
    await dialog.waitFor();
    const reloaded = page.waitForRequest((r) => r.url().includes('/settled_order/dev_query'));
    await dialog.getByRole('button', { name: t('bills:verify.confirm') }).click();
    await toast(page, refusal).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await reloaded;
    await page.unroute('**/vrmcsys/dev_order/settle_order/dev_update?**');
    expect(await card(bill).getAttribute('data-status')).toBe(String(BillStatus.viewed));
  });

  it('confirms a bill in the dialog: Verify gives way to its state and the invoice upload', async () => {
    const { page } = portal;
    const bill = pick().corrected;
    await card(bill)
      .getByRole('button', { name: t('bills:verify.button') })
      .click();
    const dialog = page.getByRole('dialog', {
      name: t('bills:verify.dialogTitle', { month: bill.month }),
    });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(dollars(bill.settleMoney));
    expect(
      await dialog.getByRole('button', { name: t('bills:verify.disputeStart') }).isVisible(),
    ).toBe(true);
    await snap(page, 'e2e-bills-verify-dialog-en');
    await dialog.getByRole('button', { name: t('bills:verify.confirm') }).click();
    await toast(page, t('bills:verify.success')).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(() => card(bill).getAttribute('data-status'))
      .toBe(String(BillStatus.confirmed));
    expect(await card(bill).getByTestId('bill-status').textContent()).toBe(
      t('bills:status.confirmed'),
    );
    expect(
      await card(bill)
        .getByRole('button', { name: t('bills:verify.button') })
        .count(),
    ).toBe(0);
    expect(
      await card(bill)
        .getByRole('heading', { name: t('bills:upload.invoice') })
        .isVisible(),
    ).toBe(true);
    expect(await card(bill).getByTestId('countdown').textContent()).toMatch(countdown());
  });

  it('disputes another bill; finance upholds it and the card shows their note as written', async () => {
    const { page } = portal;
    const bill = pick().viewed;
    await card(bill)
      .getByRole('button', { name: t('bills:verify.button') })
      .click();
    const dialog = page.getByRole('dialog', {
      name: t('bills:verify.dialogTitle', { month: bill.month }),
    });
    await dialog.getByRole('button', { name: t('bills:verify.disputeStart') }).click();
    // a dispute says why: Send waits for the reason and says so
    const send = dialog.getByRole('button', { name: t('bills:verify.sendDispute') });
    expect(await send.isDisabled()).toBe(true);
    expect(await dialog.textContent()).toContain(t('bills:verify.reasonNeeded'));
    const reason = dialog.getByLabel(t('bills:verify.reasonLabel'));
    await reason.fill('x'.repeat(600));
    // the field stops at 500 characters and counts them
    expect((await reason.inputValue()).length).toBe(500);
    expect(await dialog.textContent()).toContain('500 / 500');
    await reason.fill(DISPUTE_REASON);
    await snap(page, 'e2e-bills-dispute-reason-en');
    await send.click();
    await toast(page, t('bills:verify.disputeSent')).waitFor();
    await expect
      .poll(() => card(bill).getAttribute('data-status'))
      .toBe(String(BillStatus.disputed));
    expect(await card(bill).getByTestId('bill-status').textContent()).toBe(
      t('bills:status.disputed'),
    );
    expect(await card(bill).textContent()).toContain(t('bills:dispute.open'));
    expect(
      await card(bill)
        .getByRole('heading', { name: t('bills:upload.attachment') })
        .isVisible(),
    ).toBe(true);
    expect(await card(bill).getByTestId('dispute-reason').innerText()).toBe(DISPUTE_REASON);

    const { admin } = await demoAccounts(portal.server.dataDir);
    const adminToken = await apiSignIn(base(), admin.email, admin.password);
    await upholdDispute(base(), adminToken, bill.id, UPHELD_NOTE);
    await open('en');
    expect(await card(bill).textContent()).toContain(t('bills:dispute.upheld'));
    expect(await card(bill).getByTestId('dispute-note').innerText()).toBe(UPHELD_NOTE);
  });

  it('refuses a file that is not a PDF, or is over 5 MB, before sending it', async () => {
    const { page } = portal;
    const c = card(pick().corrected);
    const input = c.getByTestId('bill-pdf-input');
    await input.setInputFiles({
      name: 'invoice.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an invoice'),
    });
    await c.getByRole('alert').getByText(t('bills:upload.notPdf')).waitFor();
    expect(await c.getByTestId('picked-file').count()).toBe(0);
    await input.setInputFiles({
      name: 'scan.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0x20),
    });
    await c
      .getByRole('alert')
      .getByText(t('bills:upload.tooBig', { max: '5MB' }))
      .waitFor();
    expect(await c.getByTestId('picked-file').count()).toBe(0);
    await snap(page, 'e2e-bills-refused-en');
  });

  it("shows the server's reason when a file named .pdf is not a PDF", async () => {
    const { page } = portal;
    const c = card(pick().corrected);
    await c.getByTestId('bill-pdf-input').setInputFiles({
      name: 'renamed.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('PK\u0003\u0004 a zip file'),
    });
    expect(await c.getByTestId('picked-file').textContent()).toContain('renamed.pdf');
    await c.getByRole('button', { name: t('bills:upload.send') }).click();
    // the server's reason
    await toast(page, errorText(ErrorCode.billNotPdf, 'en')).waitFor();
    // the file stays picked: it can be removed with its delete icon
    await c
      .getByRole('button', { name: t('bills:upload.remove', { name: 'renamed.pdf' }) })
      .click();
    expect(await c.getByTestId('picked-file').count()).toBe(0);
    expect(await c.getByRole('button', { name: t('bills:upload.send') }).isDisabled()).toBe(true);
  });

  it('sends a PDF invoice by mail, then shows the stored file and downloads it', async () => {
    const { page } = portal;
    const bill = pick().corrected;
    const c = card(bill);
    const name = `Demo Studio invoice ${bill.month}.pdf`;
    await c.getByTestId('bill-pdf-input').setInputFiles({
      name,
      mimeType: 'application/pdf',
      buffer: invoicePdf(),
    });
    expect(await c.getByTestId('picked-file').textContent()).toContain(name);
    expect(
      await c.getByRole('button', { name: t('bills:upload.remove', { name }) }).isVisible(),
    ).toBe(true);
    await snap(page, 'e2e-bills-picked-en');
    await c.getByRole('button', { name: t('bills:upload.send') }).click();
    await toast(page, t('bills:upload.sent')).waitFor();
    await c.getByTestId('stored-file').waitFor();
    expect(await c.getByTestId('picked-file').count()).toBe(0);
    expect(await c.getByRole('button', { name: t('bills:upload.send') }).count()).toBe(0);
    const link = c.getByRole('button', { name: t('bills:upload.download', { name }) });
    expect(await link.textContent()).toBe(name);
    // finance has it
    await expect
      .poll(async () =>
        (await mailsTo(portal.server.dataDir, FINANCE_MAIL)).flatMap((m) => m.attachments),
      )
      .toContain(name);

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(name);
    expect((await bytesOf(download)).equals(invoicePdf())).toBe(true);
    await toast(page, t('common:download.done')).waitFor();
    await snap(page, 'e2e-bills-sent-en');
    expect(portal.pageErrors).toEqual([]);
  });

  it('says "No data" to a developer without bills', async () => {
    const { page } = portal;
    const email = 'nova.dev@example.com';
    const fresh = await registerDeveloper(portal.server, email, 'Nova2026!x', 'Nova Works');
    for (const lang of ['en', 'zh'] as const) {
      const { empty } = words(lang);
      const query = new URLSearchParams({ token: fresh, account: email, isSuper: '0', lang });
      await page.goto(`${base()}/manage/financial_info?${query.toString()}`);
      await page.locator('.bills-empty').getByText(empty, { exact: true }).waitFor();
      expect(await page.locator('.bill-card').count()).toBe(0);
      await snap(page, `e2e-bills-empty-${lang}`);
    }
    expect(portal.pageErrors).toEqual([]);
  });
});
