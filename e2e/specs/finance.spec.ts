import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { FinanceStatus, NotifyState, NotifyStatus, transportPassword } from '@vrportal/contract';
import { snap } from '../support/browser.js';
import { registerDeveloper } from '../support/accounts.js';
import { demoAccounts, loginUrl, openAs, storage } from '../support/portal.js';
import { usePortal } from '../support/portal-session.js';
import { texts } from '../support/texts.js';

/** A developer of their own: the demo developer's payment information is approved already (its bills). */
const DEV = { email: 'nebula.dev@example.com', password: 'Nebula2026!x', name: 'Nebula Studio' };

const zh = texts('zh');
const en = texts('en');
/** A field's label in the Chinese form. */
const label = (name: string) => zh(`finance:fields.${name}`);

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

async function apiToken(base: string, email: string, password: string) {
  const res = await fetch(`${base}/vrmcsys/account/loginDvlperByMail`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, pwd: await transportPassword(password, md5) }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** Opens a portal path as the given account (the portal takes a session from the address). */

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
/** The toast of the submit (the field under it may carry the same words). */
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text);
const openDropdown = '.ant-select-dropdown:not(.ant-select-dropdown-hidden)';

async function pickCountry(page: Page, label: string, search: string, name: string) {
  await field(page, label).click();
  await page.keyboard.type(search);
  await page.locator(`${openDropdown} .ant-select-item-option[title="${name}"]`).click();
}

async function pickOption(page: Page, label: string, name: string) {
  await field(page, label).click();
  await page.locator(`${openDropdown} .ant-select-item-option[title="${name}"]`).click();
}

async function pickRegion(page: Page, label: string, path: string[]) {
  await field(page, label).click();
  for (const name of path) {
    await page.locator(`${openDropdown} .ant-cascader-menu-item[title="${name}"]`).click();
  }
}

async function pickDate(page: Page, label: string, date: string) {
  await field(page, label).click();
  await field(page, label).fill(date);
  await page.keyboard.press('Enter');
}

async function noOverflow(page: Page, what: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, `${what} overflows`).toBeLessThanOrEqual(0);
}

describe('payment information in Chinese: fill with the cascade, review, resubmit, approve, edit', () => {
  const portal = usePortal();
  let dev = { token: '', account: DEV.email, isSuper: false };
  let admin = { token: '', account: 'admin@example.com', isSuper: true };

  it('signs in and shows the empty form with the intro and the 7-working-day note', async () => {
    const { page, server } = portal;
    const accounts = await demoAccounts(server.dataDir);
    await registerDeveloper(server, DEV.email, DEV.password, DEV.name);
    await page.goto(loginUrl(server.url, 'zh'));
    await field(page, zh('auth:login.account')).fill(DEV.email);
    await field(page, zh('auth:login.password')).fill(DEV.password);
    await page.getByRole('button', { name: zh('auth:login.submit'), exact: true }).click();
    await page.waitForURL(/\/manage\/all_apps$/);
    dev = { ...dev, token: (await storage(page)).local.token! };
    admin = {
      ...admin,
      token: await apiToken(server.url, accounts.admin.email, accounts.admin.password),
    };

    await page.getByRole('link', { name: zh('shell:nav.finance') }).click();
    await page.waitForURL(/\/manage\/pay_info$/);
    await page.getByRole('heading', { name: zh('finance:page.title'), level: 1 }).waitFor();
    expect(await page.getByText(zh('finance:page.reviewNote')).first().isVisible()).toBe(true);
    // nothing picked yet: the city waits for its country
    expect(await field(page, label('orgCity')).isDisabled()).toBe(true);
    await snap(page, 'e2e-finance-empty-zh');
  });

  it('validates on blur with the spec wording', async () => {
    const { page } = portal;
    await field(page, label('orgName')).click();
    await field(page, label('team')).click();
    await expect
      .poll(() =>
        page
          .getByText(zh('finance:validation.enter', { field: zh('finance:inline.orgName') }))
          .isVisible(),
      )
      .toBe(true);
    await field(page, label('cardNo')).fill('6222.02.1');
    await field(page, label('orgName')).click();
    await expect.poll(() => page.getByText(zh('finance:validation.cardNo')).isVisible()).toBe(true);
  });

  it('hits every submit-priority message: organisation city, bank city, then the general one', async () => {
    const { page } = portal;
    const submit = page.getByRole('button', { name: zh('finance:actions.submit'), exact: true });
    await submit.click();
    await expect.poll(() => toast(page, zh('finance:submit.orgCity')).isVisible()).toBe(true);

    await pickCountry(page, label('orgCountry'), '中国', '中国');
    await pickRegion(page, label('orgCity'), ['浙江省', '杭州市', '西湖区']);
    // changing the country clears its city; picking mainland China again brings the cascade back
    await pickCountry(page, label('orgCountry'), '美国', '美国');
    expect(await field(page, label('orgCity')).inputValue()).toBe('');
    await pickCountry(page, label('orgCountry'), '中国', '中国');
    await pickRegion(page, label('orgCity'), ['浙江省', '杭州市', '西湖区']);
    await submit.click();
    await expect.poll(() => toast(page, zh('finance:submit.bankCity')).isVisible()).toBe(true);

    await pickCountry(page, label('bankCountry'), '香港', '香港');
    // the foreign city is free text without slashes
    await field(page, label('bankCity')).fill('Hong/Kong');
    expect(await field(page, label('bankCity')).inputValue()).toBe('HongKong');
    await field(page, label('bankCity')).fill('Hong Kong');
    await submit.click();
    await expect.poll(() => toast(page, zh('finance:submit.general')).isVisible()).toBe(true);
    await snap(page, 'e2e-finance-invalid-zh');
  });

  it('fills every field, submits, and shows the read-only form under review', async () => {
    const { page } = portal;
    await field(page, label('orgName')).fill('星云工作室');
    await field(page, label('team')).fill('星云 VR');
    await pickOption(page, label('orgType'), zh('finance:orgTypes.Limited Liability Company'));
    await field(page, label('orgAddr')).fill('文三路 100 号');
    await field(page, label('mobile')).fill('+86 571-8888 0000');
    await field(page, label('email')).fill('finance@nebula.example');
    await field(page, label('invoice')).fill('invoice@nebula.example');
    await field(page, label('ownerNamePre')).fill('张');
    await field(page, label('ownerNameSuffix')).fill('三');
    await pickDate(page, label('ownerBirth'), '1990-05-15');
    await field(page, label('taxId')).fill('91330100MA2XXXXX7Q');
    await field(page, label('bfyName')).fill('星云工作室');
    await field(page, label('bankName')).fill('汇丰银行');
    await field(page, label('bankAddr')).fill('1 Queen’s Road Central');
    await field(page, label('bankBic')).fill('HSBCHKHHHKH');
    await field(page, label('cardNo')).fill('004123456789001');
    await page.getByRole('button', { name: zh('finance:actions.submit'), exact: true }).click();
    await expect.poll(() => toast(page, zh('finance:submit.success')).isVisible()).toBe(true);
    await expect
      .poll(() => page.getByTestId('finance-status').textContent())
      .toBe(zh('finance:status.underReview'));
    expect(await page.locator('.fin-status').getAttribute('data-status')).toBe(
      String(FinanceStatus.underReview),
    );
    expect(await field(page, label('orgName')).isDisabled()).toBe(true);
    // read-only is not the edit form: sensitive values are masked
    expect(await field(page, label('cardNo')).inputValue()).toBe('***********9001');
    expect(await field(page, label('ownerBirth')).inputValue()).toBe('1990-**-**');
    expect(
      await page.getByRole('button', { name: zh('finance:actions.submit'), exact: true }).count(),
    ).toBe(0);
    await snap(page, 'e2e-finance-under-review-zh');
  });

  it('a super account rejects it with a reason for the beneficiary name', async () => {
    const { page, server } = portal;
    await openAs(page, server.url, '/review/finance', admin, 'zh');
    await page.getByRole('heading', { name: zh('finance:review.title'), level: 1 }).waitFor();
    await page.getByRole('button', { name: /星云工作室/ }).click();
    await page.getByRole('heading', { name: '星云工作室', level: 2 }).waitFor();
    // the reviewer sees sensitive fields masked
    expect(await page.getByText('***********9001').isVisible()).toBe(true);
    expect(await page.getByText('004123456789001').count()).toBe(0);
    await page
      .getByRole('checkbox', {
        name: zh('finance:review.rejectFieldLabel', { field: label('bfyName') }),
      })
      .check();
    await field(page, zh('finance:review.reasonLabel', { field: label('bfyName') })).fill(
      '收款人名称须与银行开户名一致',
    );
    await snap(page, 'e2e-finance-review-zh');
    await page.getByRole('button', { name: zh('finance:review.reject') }).click();
    await expect.poll(() => toast(page, zh('finance:review.rejected')).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(zh('finance:review.empty')).isVisible()).toBe(true);
  });

  it('the developer sees "not passed" with the tip to the notifications, and resubmits', async () => {
    const { page, server } = portal;
    await openAs(page, server.url, '/pay_info', dev, 'zh');
    await expect
      .poll(() => page.getByTestId('finance-status').textContent())
      .toBe(zh('finance:status.rejected'));
    expect(await page.locator('.fin-status').getAttribute('data-status')).toBe(
      String(FinanceStatus.rejected),
    );
    const tip = page.getByRole('link', { name: zh('finance:status.rejectedLink') });
    expect(await tip.getAttribute('href')).toBe('/manage/notification');
    expect(await page.getByText('收款人名称须与银行开户名一致').isVisible()).toBe(true);
    // the finance notification reached the bell (the demo developer has others besides)
    const list = await fetch(`${server.url}/vrmcsys/dvlper/getDvNtyList`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: dev.token, lang: 'zh' },
      body: JSON.stringify({ page: 1 }),
    });
    const { data } = (await list.json()) as {
      data: { unread: number; ntys: { tag: string; state: number; status: number }[] };
    };
    expect(data.ntys[0]).toMatchObject({
      tag: 'finance',
      state: NotifyState.unread,
      status: NotifyStatus.failed,
    });
    await expect
      .poll(() =>
        page
          .getByRole('button', {
            name: zh('shell:topbar.notificationsUnread', { count: data.unread }),
          })
          .isVisible(),
      )
      .toBe(true);
    // the summary masks the account number
    expect(await page.getByText('004123456789001').count()).toBe(0);
    await snap(page, 'e2e-finance-rejected-zh');

    await page.getByRole('button', { name: zh('finance:actions.resubmit') }).click();
    expect(await field(page, label('cardNo')).inputValue()).toBe('004123456789001');
    expect(
      await page
        .getByText(zh('finance:validation.reviewer', { note: '收款人名称须与银行开户名一致' }))
        .isVisible(),
    ).toBe(true);
    await snap(page, 'e2e-finance-resubmit-zh');
    await field(page, label('bfyName')).fill('星云工作室有限公司');
    await page.getByRole('button', { name: zh('finance:actions.submit'), exact: true }).click();
    await expect
      .poll(() => page.getByTestId('finance-status').textContent())
      .toBe(zh('finance:status.underReview'));
  });

  it('the super account approves the new version, shown with what changed', async () => {
    const { page, server } = portal;
    // the resubmission in English, wide and at 375 px (list, then the submission)
    await openAs(page, server.url, '/review/finance', admin, 'en');
    await page.getByRole('button', { name: /星云工作室/ }).click();
    await page.getByText(en('finance:review.changed')).waitFor();
    await snap(page, 'e2e-finance-review-en');
    await page.setViewportSize({ width: 375, height: 812 });
    await openAs(page, server.url, '/review/finance', admin, 'zh');
    await page.getByRole('button', { name: /星云工作室/ }).waitFor();
    await noOverflow(page, 'review list 375px');
    await snap(page, 'e2e-finance-review-list-zh-375');
    await page.getByRole('button', { name: /星云工作室/ }).click();
    await page.getByText(zh('finance:review.changed')).waitFor();
    await noOverflow(page, 'review submission 375px');
    await snap(page, 'e2e-finance-review-zh-375');
    await page.setViewportSize({ width: 1440, height: 900 });

    await openAs(page, server.url, '/review/finance', admin, 'zh');
    await page.getByRole('button', { name: /星云工作室/ }).click();
    await page.getByText(zh('finance:review.changed')).waitFor();
    await page.getByRole('button', { name: zh('finance:review.approve') }).click();
    await expect.poll(() => toast(page, zh('finance:review.approved')).isVisible()).toBe(true);
  });

  it('the developer sees "passed", edits, and cancel goes back to the summary', async () => {
    const { page, server } = portal;
    await openAs(page, server.url, '/pay_info', dev, 'zh');
    await expect
      .poll(() => page.getByTestId('finance-status').textContent())
      .toBe(zh('finance:status.passed'));
    expect(await page.locator('.fin-status').getAttribute('data-status')).toBe(
      String(FinanceStatus.passed),
    );
    expect(await page.getByText('星云工作室有限公司').isVisible()).toBe(true);
    await snap(page, 'e2e-finance-passed-zh');
    await page.getByRole('button', { name: zh('finance:actions.edit') }).click();
    expect(await field(page, label('cardNo')).inputValue()).toBe('004123456789001');
    expect(await field(page, label('orgCity')).isEnabled()).toBe(true);
    await field(page, label('team')).fill('changed, then cancelled');
    // Cancel asks before throwing typed changes away; keeping them keeps the form as it is
    await page.getByRole('button', { name: zh('finance:actions.cancel'), exact: true }).click();
    const ask = page.getByRole('dialog', { name: zh('finance:page.discardTitle') });
    await ask.waitFor();
    await snap(page, 'e2e-finance-discard-ask-zh');
    await ask.getByRole('button', { name: zh('finance:page.discardKeep') }).click();
    expect(await field(page, label('team')).inputValue()).toBe('changed, then cancelled');
    await page.getByRole('button', { name: zh('finance:actions.cancel'), exact: true }).click();
    await page
      .getByRole('dialog', { name: zh('finance:page.discardTitle') })
      .getByRole('button', { name: zh('finance:page.discardOk') })
      .click();
    // the closing dialog's "keep editing" must be gone before the page's "edit" is looked for
    await expect
      .poll(() => page.getByRole('dialog', { name: zh('finance:page.discardTitle') }).count())
      .toBe(0);
    await page.getByRole('button', { name: zh('finance:actions.edit') }).waitFor();
    expect(await page.getByText('changed, then cancelled').count()).toBe(0);
    expect(portal.pageErrors).toEqual([]);
  });

  it('looks finished in English and at 375 px', async () => {
    const { page, server } = portal;
    await openAs(page, server.url, '/pay_info', dev, 'en');
    await expect
      .poll(() => page.getByTestId('finance-status').textContent())
      .toBe(en('finance:status.passed'));
    await snap(page, 'e2e-finance-passed-en');
    await page.getByRole('button', { name: en('finance:actions.edit') }).click();
    await field(page, en('finance:fields.orgName')).waitFor();
    await snap(page, 'e2e-finance-edit-en');
    // a search of the cascade shows each long zone name whole, wrapping within the field
    await field(page, en('finance:fields.orgCity')).click();
    await page.keyboard.type('Economic and Technological Development Zone');
    const results = page.locator('.ant-cascader-dropdown .ant-cascader-menu-item-content');
    await results.first().waitFor();
    const cut = await results.evaluateAll((items) =>
      items.filter((item) => item.scrollWidth > item.clientWidth).map((item) => item.textContent),
    );
    expect(cut).toEqual([]);
    expect(await results.first().textContent()).toMatch(/Economic and Technological Development/);
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 375, height: 812 });
    for (const lang of ['zh', 'en'] as const) {
      await openAs(page, server.url, '/pay_info', dev, lang);
      await page.locator('.fin-status').waitFor();
      await noOverflow(page, `pay_info ${lang} 375px`);
      await snap(page, `e2e-finance-passed-${lang}-375`);
      const t = texts(lang);
      await page.getByRole('button', { name: t('finance:actions.edit') }).click();
      await field(page, t('finance:fields.orgName')).waitFor();
      await noOverflow(page, `pay_info form ${lang} 375px`);
      await snap(page, `e2e-finance-edit-${lang}-375`);
    }
    await openAs(page, server.url, '/review/finance', admin, 'en');
    await page.getByRole('heading', { name: en('finance:review.title'), level: 1 }).waitFor();
    await noOverflow(page, 'review 375px');
    await snap(page, 'e2e-finance-review-en-375');
    await page.setViewportSize({ width: 1440, height: 900 });
    expect(portal.pageErrors).toEqual([]);
  });

  it('keeps the entries of a submit cut off by an expired session until signing in again', async () => {
    const { page, server } = portal;
    await openAs(page, server.url, '/pay_info', dev, 'zh');
    await page.getByRole('button', { name: zh('finance:actions.edit') }).click();
    await field(page, label('team')).fill('星云 VR 工作组');
    // the session ends on the server while the form is open
    await fetch(`${server.url}/vrmcsys/account/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: dev.token },
      body: '{}',
    });
    await page.getByRole('button', { name: zh('finance:actions.submit'), exact: true }).click();
    await page.waitForURL(/\/manage\/login\?redirect=/);
    await field(page, zh('auth:login.account')).fill(DEV.email);
    await field(page, zh('auth:login.password')).fill(DEV.password);
    await page.getByRole('button', { name: zh('auth:login.submit'), exact: true }).click();
    // back where the session ended (the address keeps its lang parameter)
    await page.waitForURL(/\/manage\/pay_info(\?|$)/);
    await page.getByText(zh('finance:page.restored')).waitFor();
    expect(await field(page, label('team')).inputValue()).toBe('星云 VR 工作组');
    expect(await field(page, label('cardNo')).inputValue()).toBe('004123456789001');
    await page.getByRole('button', { name: zh('finance:actions.submit'), exact: true }).click();
    await expect
      .poll(() => page.getByTestId('finance-status').textContent())
      .toBe(zh('finance:status.underReview'));
    // taken once: a reload shows the record, without the notice
    await page.reload();
    await page.locator('.fin-status').waitFor();
    expect(await page.getByText(zh('finance:page.restored')).count()).toBe(0);
    expect(portal.pageErrors).toEqual([]);
  });
});
