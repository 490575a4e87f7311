import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { FinanceStatus, NotifyState, NotifyStatus, transportPassword } from '@vrportal/contract';
import { snap } from '../support/browser.js';
import { registerDeveloper } from '../support/accounts.js';
import { demoAccounts, loginUrl, openAs, storage } from '../support/portal.js';
import { usePortal } from '../support/portal-session.js';

/** A developer of their own: the demo developer's payment information is approved already (its bills). */
const DEV = { email: 'nebula.dev@example.com', password: 'Nebula2026!x', name: 'Nebula Studio' };

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
    await field(page, '手机号或邮箱').fill(DEV.email);
    await field(page, '密码').fill(DEV.password);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL(/\/manage\/all_apps$/);
    dev = { ...dev, token: (await storage(page)).local.token! };
    admin = {
      ...admin,
      token: await apiToken(server.url, accounts.admin.email, accounts.admin.password),
    };

    await page.getByRole('link', { name: '财务' }).click();
    await page.waitForURL(/\/manage\/pay_info$/);
    await page.getByRole('heading', { name: '收款信息', level: 1 }).waitFor();
    expect(
      await page.getByText('提交后，平台将在 7 个工作日内完成审核。').first().isVisible(),
    ).toBe(true);
    // nothing picked yet: the city waits for its country
    expect(await field(page, '组织所在城市').isDisabled()).toBe(true);
    await snap(page, 'e2e-finance-empty-zh');
  });

  it('validates on blur with the spec wording', async () => {
    const { page } = portal;
    await field(page, '组织名称').click();
    await field(page, '团队名称').click();
    await expect.poll(() => page.getByText('请输入组织名称').isVisible()).toBe(true);
    await field(page, '银行账号').fill('6222.02.1');
    await field(page, '组织名称').click();
    await expect
      .poll(() => page.getByText('只能输入数字，且最多包含一个小数点').isVisible())
      .toBe(true);
  });

  it('hits every submit-priority message: organisation city, bank city, then the general one', async () => {
    const { page } = portal;
    const submit = page.getByRole('button', { name: '提交', exact: true });
    await submit.click();
    await expect.poll(() => toast(page, '请选择组织所在城市').isVisible()).toBe(true);

    await pickCountry(page, '组织所在国家/地区', '中国', '中国');
    await pickRegion(page, '组织所在城市', ['浙江省', '杭州市', '西湖区']);
    // changing the country clears its city; picking mainland China again brings the cascade back
    await pickCountry(page, '组织所在国家/地区', '美国', '美国');
    expect(await field(page, '组织所在城市').inputValue()).toBe('');
    await pickCountry(page, '组织所在国家/地区', '中国', '中国');
    await pickRegion(page, '组织所在城市', ['浙江省', '杭州市', '西湖区']);
    await submit.click();
    await expect.poll(() => toast(page, '请选择开户行城市').isVisible()).toBe(true);

    await pickCountry(page, '开户行国家/地区', '香港', '香港');
    // the foreign city is free text without slashes
    await field(page, '开户行城市').fill('Hong/Kong');
    expect(await field(page, '开户行城市').inputValue()).toBe('HongKong');
    await field(page, '开户行城市').fill('Hong Kong');
    await submit.click();
    await expect
      .poll(() => toast(page, '请修改您填写的信息：标注的字段有误').isVisible())
      .toBe(true);
    await snap(page, 'e2e-finance-invalid-zh');
  });

  it('fills every field, submits, and shows the read-only form under review', async () => {
    const { page } = portal;
    await field(page, '组织名称').fill('星云工作室');
    await field(page, '团队名称').fill('星云 VR');
    await pickOption(page, '组织类型', '有限责任公司');
    await field(page, '组织街道地址').fill('文三路 100 号');
    await field(page, '联系电话').fill('+86 571-8888 0000');
    await field(page, '联系邮箱').fill('finance@nebula.example');
    await field(page, '发票邮箱（选填）').fill('invoice@nebula.example');
    await field(page, '姓').fill('张');
    await field(page, '名').fill('三');
    await pickDate(page, '出生日期', '1990-05-15');
    await field(page, '纳税人识别号').fill('91330100MA2XXXXX7Q');
    await field(page, '收款人名称').fill('星云工作室');
    await field(page, '银行名称').fill('汇丰银行');
    await field(page, '开户行街道地址').fill('1 Queen’s Road Central');
    await field(page, 'SWIFT/BIC 代码').fill('HSBCHKHHHKH');
    await field(page, '银行账号').fill('004123456789001');
    await page.getByRole('button', { name: '提交', exact: true }).click();
    await expect
      .poll(() => toast(page, '提交成功，审核需要最多 7 个工作日。').isVisible())
      .toBe(true);
    await expect.poll(() => page.getByTestId('finance-status').textContent()).toBe('审核中');
    expect(await page.locator('.fin-status').getAttribute('data-status')).toBe(
      String(FinanceStatus.underReview),
    );
    expect(await field(page, '组织名称').isDisabled()).toBe(true);
    // read-only is not the edit form: sensitive values are masked
    expect(await field(page, '银行账号').inputValue()).toBe('***********9001');
    expect(await field(page, '出生日期').inputValue()).toBe('1990-**-**');
    expect(await page.getByRole('button', { name: '提交', exact: true }).count()).toBe(0);
    await snap(page, 'e2e-finance-under-review-zh');
  });

  it('a super account rejects it with a reason for the beneficiary name', async () => {
    const { page, server } = portal;
    await openAs(page, server.url, '/review/finance', admin, 'zh');
    await page.getByRole('heading', { name: '收款信息审核', level: 1 }).waitFor();
    await page.getByRole('button', { name: /星云工作室/ }).click();
    await page.getByRole('heading', { name: '星云工作室', level: 2 }).waitFor();
    // the reviewer sees sensitive fields masked
    expect(await page.getByText('***********9001').isVisible()).toBe(true);
    expect(await page.getByText('004123456789001').count()).toBe(0);
    await page.getByRole('checkbox', { name: '驳回收款人名称' }).check();
    await field(page, '收款人名称的驳回原因').fill('收款人名称须与银行开户名一致');
    await snap(page, 'e2e-finance-review-zh');
    await page.getByRole('button', { name: '驳回' }).click();
    await expect.poll(() => toast(page, '已驳回，已通知开发者。').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('暂无待审核的收款信息。').isVisible()).toBe(true);
  });

  it('the developer sees "not passed" with the tip to the notifications, and resubmits', async () => {
    const { page, server } = portal;
    await openAs(page, server.url, '/pay_info', dev, 'zh');
    await expect.poll(() => page.getByTestId('finance-status').textContent()).toBe('未通过');
    expect(await page.locator('.fin-status').getAttribute('data-status')).toBe(
      String(FinanceStatus.rejected),
    );
    const tip = page.getByRole('link', { name: '请在消息通知中查看原因' });
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
      .poll(() => page.getByRole('button', { name: `消息通知，${data.unread} 条未读` }).isVisible())
      .toBe(true);
    // the summary masks the account number
    expect(await page.getByText('004123456789001').count()).toBe(0);
    await snap(page, 'e2e-finance-rejected-zh');

    await page.getByRole('button', { name: '重新提交' }).click();
    expect(await field(page, '银行账号').inputValue()).toBe('004123456789001');
    expect(await page.getByText('审核意见：收款人名称须与银行开户名一致').isVisible()).toBe(true);
    await snap(page, 'e2e-finance-resubmit-zh');
    await field(page, '收款人名称').fill('星云工作室有限公司');
    await page.getByRole('button', { name: '提交', exact: true }).click();
    await expect.poll(() => page.getByTestId('finance-status').textContent()).toBe('审核中');
  });

  it('the super account approves the new version, shown with what changed', async () => {
    const { page, server } = portal;
    // the resubmission in English, wide and at 375 px (list, then the submission)
    await openAs(page, server.url, '/review/finance', admin, 'en');
    await page.getByRole('button', { name: /星云工作室/ }).click();
    await page.getByText('Changed since the previous version').waitFor();
    await snap(page, 'e2e-finance-review-en');
    await page.setViewportSize({ width: 375, height: 812 });
    await openAs(page, server.url, '/review/finance', admin, 'zh');
    await page.getByRole('button', { name: /星云工作室/ }).waitFor();
    await noOverflow(page, 'review list 375px');
    await snap(page, 'e2e-finance-review-list-zh-375');
    await page.getByRole('button', { name: /星云工作室/ }).click();
    await page.getByText('与上一版相比有变更').waitFor();
    await noOverflow(page, 'review submission 375px');
    await snap(page, 'e2e-finance-review-zh-375');
    await page.setViewportSize({ width: 1440, height: 900 });

    await openAs(page, server.url, '/review/finance', admin, 'zh');
    await page.getByRole('button', { name: /星云工作室/ }).click();
    await page.getByText('与上一版相比有变更').waitFor();
    await page.getByRole('button', { name: '通过' }).click();
    await expect.poll(() => toast(page, '已通过，已通知开发者。').isVisible()).toBe(true);
  });

  it('the developer sees "passed", edits, and cancel goes back to the summary', async () => {
    const { page, server } = portal;
    await openAs(page, server.url, '/pay_info', dev, 'zh');
    await expect.poll(() => page.getByTestId('finance-status').textContent()).toBe('已通过');
    expect(await page.locator('.fin-status').getAttribute('data-status')).toBe(
      String(FinanceStatus.passed),
    );
    expect(await page.getByText('星云工作室有限公司').isVisible()).toBe(true);
    await snap(page, 'e2e-finance-passed-zh');
    await page.getByRole('button', { name: '编辑' }).click();
    expect(await field(page, '银行账号').inputValue()).toBe('004123456789001');
    expect(await field(page, '组织所在城市').isEnabled()).toBe(true);
    await field(page, '团队名称').fill('changed, then cancelled');
    // Cancel asks before throwing typed changes away; keeping them keeps the form as it is
    await page.getByRole('button', { name: '取消', exact: true }).click();
    const ask = page.getByRole('dialog', { name: '放弃修改？' });
    await ask.waitFor();
    await snap(page, 'e2e-finance-discard-ask-zh');
    await ask.getByRole('button', { name: '继续编辑' }).click();
    expect(await field(page, '团队名称').inputValue()).toBe('changed, then cancelled');
    await page.getByRole('button', { name: '取消', exact: true }).click();
    await page
      .getByRole('dialog', { name: '放弃修改？' })
      .getByRole('button', { name: '放弃' })
      .click();
    // the closing dialog's "继续编辑" must be gone before the page's "编辑" is looked for
    await expect.poll(() => page.getByRole('dialog', { name: '放弃修改？' }).count()).toBe(0);
    await page.getByRole('button', { name: '编辑' }).waitFor();
    expect(await page.getByText('changed, then cancelled').count()).toBe(0);
    expect(portal.pageErrors).toEqual([]);
  });

  it('looks finished in English and at 375 px', async () => {
    const { page, server } = portal;
    await openAs(page, server.url, '/pay_info', dev, 'en');
    await expect.poll(() => page.getByTestId('finance-status').textContent()).toBe('Passed');
    await snap(page, 'e2e-finance-passed-en');
    await page.getByRole('button', { name: 'Edit' }).click();
    await field(page, 'Organisation name').waitFor();
    await snap(page, 'e2e-finance-edit-en');
    // a search of the cascade shows each long zone name whole, wrapping within the field
    await field(page, 'Organisation city').click();
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
      await page.getByRole('button', { name: lang === 'zh' ? '编辑' : 'Edit' }).click();
      await field(page, lang === 'zh' ? '组织名称' : 'Organisation name').waitFor();
      await noOverflow(page, `pay_info form ${lang} 375px`);
      await snap(page, `e2e-finance-edit-${lang}-375`);
    }
    await openAs(page, server.url, '/review/finance', admin, 'en');
    await page.getByRole('heading', { name: 'Finance review', level: 1 }).waitFor();
    await noOverflow(page, 'review 375px');
    await snap(page, 'e2e-finance-review-en-375');
    await page.setViewportSize({ width: 1440, height: 900 });
    expect(portal.pageErrors).toEqual([]);
  });

  it('keeps the entries of a submit cut off by an expired session until signing in again', async () => {
    const { page, server } = portal;
    await openAs(page, server.url, '/pay_info', dev, 'zh');
    await page.getByRole('button', { name: '编辑' }).click();
    await field(page, '团队名称').fill('星云 VR 工作组');
    // the session ends on the server while the form is open
    await fetch(`${server.url}/vrmcsys/account/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: dev.token },
      body: '{}',
    });
    await page.getByRole('button', { name: '提交', exact: true }).click();
    await page.waitForURL(/\/manage\/login\?redirect=/);
    await field(page, '手机号或邮箱').fill(DEV.email);
    await field(page, '密码').fill(DEV.password);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    // back where the session ended (the address keeps its lang parameter)
    await page.waitForURL(/\/manage\/pay_info(\?|$)/);
    await page.getByText('已恢复您重新登录前填写的内容，请检查后提交。').waitFor();
    expect(await field(page, '团队名称').inputValue()).toBe('星云 VR 工作组');
    expect(await field(page, '银行账号').inputValue()).toBe('004123456789001');
    await page.getByRole('button', { name: '提交', exact: true }).click();
    await expect.poll(() => page.getByTestId('finance-status').textContent()).toBe('审核中');
    // taken once: a reload shows the record, without the notice
    await page.reload();
    await page.locator('.fin-status').waitFor();
    expect(await page.getByText('已恢复您重新登录前填写的内容，请检查后提交。').count()).toBe(0);
    expect(portal.pageErrors).toEqual([]);
  });
});
