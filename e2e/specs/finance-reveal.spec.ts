import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { financePaths } from '@vrportal/contract';
import { snap } from '../support/browser.js';
import { apiData, apiSignIn, registerDeveloper } from '../support/accounts.js';
import { demoAccounts } from '../support/portal.js';
import { usePortal } from '../support/portal-session.js';
import { escapeRegExp, textPattern, texts } from '../support/texts.js';

const DEV = { email: 'reveal.dev@example.com', password: 'Reveal2026!x', name: 'Aurora Studio' };
const CARD = '004123456789001';
const BIC = 'HSBCHKHHHKH';

/** A payment profile the rules accept (a Hangzhou studio paid in Hong Kong). */
const record = {
  orgName: 'Aurora Studio',
  team: 'Aurora VR',
  orgType: 'Limited Liability Company',
  orgCountry: 'CN',
  orgCity: '浙江省/杭州市/西湖区',
  orgAddr: '浙江省/杭州市/西湖区/文三路 100 号',
  mobile: '+86 571-8888 0000',
  fax: '',
  email: 'finance@aurora.example',
  remittance: '',
  invoice: '',
  ownerNamePre: '李',
  ownerNameSuffix: '四',
  ownerName: '李/四',
  ownerBirth: '1988-03-09',
  taxId: '91330100MA2YYYYY8P',
  bfyName: 'Aurora Studio Ltd',
  bankName: 'HSBC',
  bankBranch: 'Central',
  bankCountry: 'HK',
  bankCity: 'Hong Kong',
  bankAddr: 'Hong Kong/1 Queen’s Road Central',
  bankBic: BIC,
  cardNo: CARD,
};

async function openReview(page: Page, base: string, token: string, lang: 'zh' | 'en') {
  const query = new URLSearchParams({ token, account: 'admin@example.com', isSuper: '1', lang });
  await page.goto(`${base}/manage/review/finance?${query.toString()}`);
}

async function noOverflow(page: Page, what: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, `${what} overflows`).toBeLessThanOrEqual(0);
}

const value = (page: Page, field: string) => page.locator(`dd[data-field="${field}"] .fin-masked`);

describe('finance review: the reviewer reveals the account number and SWIFT/BIC, logged', () => {
  const portal = usePortal();
  let admin = '';

  it('a developer submits a profile', async () => {
    const { server } = portal;
    const dev = await registerDeveloper(server, DEV.email, DEV.password, DEV.name);
    await apiData(server.url, financePaths.commitFinanceInfo, record, dev);
    const accounts = await demoAccounts(server.dataDir);
    admin = await apiSignIn(server.url, accounts.admin.email, accounts.admin.password);
  });

  for (const lang of ['zh', 'en'] as const) {
    const t = texts(lang);
    const field = (name: string) => t(`finance:fields.${name}`);
    const words = {
      title: t('finance:review.title'),
      show: ['cardNo', 'bankBic'].map((name) =>
        t('finance:summary.showLabel', { field: field(name) }),
      ),
      none: t('finance:review.revealsEmpty'),
      line: new RegExp(
        textPattern(lang, 'finance:review.revealLine', {
          who: escapeRegExp('admin@example.com'),
          time: '.+',
          version: '1',
          fields: escapeRegExp(field('cardNo')),
        }),
      ),
    };
    it(`shows the values masked, then in full on Show, with the log line (${lang})`, async () => {
      const { page, server } = portal;
      for (const width of [1366, 375]) {
        await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
        await openReview(page, server.url, admin, lang);
        await page.getByRole('heading', { name: words.title, level: 1 }).waitFor();
        await page.getByRole('button', { name: /Aurora Studio/ }).click();
        await page.getByRole('heading', { name: 'Aurora Studio', level: 2 }).waitFor();
        // masked first: a fresh visit shows nothing in full, whatever was revealed before
        expect(await value(page, 'cardNo').textContent()).toBe('***********9001');
        expect(await value(page, 'bankBic').textContent()).toContain('*******HHKH');
        expect(await page.getByText(CARD).count()).toBe(0);
        expect(await page.getByText(BIC, { exact: true }).count()).toBe(0);
        if (lang === 'zh' && width === 1366) {
          expect(await page.getByText(words.none).isVisible()).toBe(true);
        }
        await snap(page, `e2e-finance-reveal-masked-${lang}-${width}`);

        const before = await page.getByTestId('finance-reveals').locator('li').count();
        await page.getByRole('button', { name: words.show[0] }).click();
        await expect.poll(() => value(page, 'cardNo').textContent()).toBe(CARD);
        await page.getByRole('button', { name: words.show[1] }).click();
        await expect.poll(() => value(page, 'bankBic').textContent()).toBe(BIC);
        // one log line per reveal, newest first
        await expect
          .poll(() => page.getByTestId('finance-reveals').locator('li').count())
          .toBe(before + 2);
        const lines = await page.getByTestId('finance-reveals').locator('li').allTextContents();
        expect(lines.some((l) => words.line.test(l))).toBe(true);
        // the revealed values stay while the reviewer stays
        expect(await value(page, 'cardNo').textContent()).toBe(CARD);
        await noOverflow(page, `reveal ${lang} ${width}px`);
        await page.getByTestId('finance-reveals').scrollIntoViewIfNeeded();
        await snap(page, `e2e-finance-reveal-${lang}-${width}`);
      }
      expect(portal.pageErrors).toEqual([]);
    });
  }
});
