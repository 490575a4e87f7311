import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { snap } from '../support/browser.js';
import { newSmsCode } from '../support/outbox.js';
import { loginUrl, storage, signOutFromMenu } from '../support/portal.js';
import { usePortal } from '../support/portal-session.js';

/** The words each flow reads and presses, in the reader's language. */
const words = {
  en: {
    register: 'Register',
    choosePhone: 'Mainland China phone number',
    registerTitle: 'Create a developer account',
    mobile: 'Phone number',
    code: 'SMS code',
    getCode: 'Get code',
    password: 'Password',
    confirm: 'Confirm password',
    registered: 'Registration complete',
    signIn: 'Sign in',
    account: 'Phone number or e-mail',
    applyTitle: 'Apply for a developer account',
    applyName: 'Developer or organisation name',
    applyContact: 'Contact',
    applySubmit: 'Submit application',
    nameRequired: 'Please enter the developer or organisation name',
    contactRequired: 'Please enter a contact',
    contactFormat: 'Enter a mainland China phone number or an e-mail address',
    approved: 'You are a developer now',
    toApps: 'Go to My apps',
    menu: 'Account menu',
    logout: 'Log out',
    next: 'Next',
    newPassword: 'New password',
    confirmNew: 'Confirm new password',
    change: 'Change password',
    passwordEmpty: 'Please enter a password',
    confirmRequired: 'Please enter the password again',
    mismatch: 'The two passwords do not match',
    changed: 'Password changed',
    mobileRequired: 'Please enter your phone number',
    codeRequired: 'Please enter the verification code',
  },
  zh: {
    register: '立即注册',
    choosePhone: '中国大陆手机号',
    registerTitle: '注册开发者账号',
    mobile: '手机号',
    code: '短信验证码',
    getCode: '获取验证码',
    password: '密码',
    confirm: '确认密码',
    registered: '注册成功',
    signIn: '去登录',
    account: '手机号或邮箱',
    applyTitle: '申请成为开发者',
    applyName: '开发者或机构名称',
    applyContact: '联系方式',
    applySubmit: '提交申请',
    nameRequired: '请输入开发者或机构名称',
    contactRequired: '请输入联系方式',
    contactFormat: '请输入中国大陆手机号或邮箱地址',
    approved: '您已成为开发者',
    toApps: '前往我的应用',
    menu: '账号菜单',
    logout: '退出登录',
    next: '下一步',
    newPassword: '新密码',
    confirmNew: '确认新密码',
    change: '修改密码',
    passwordEmpty: '请设置密码',
    confirmRequired: '请再次输入密码',
    mismatch: '两次输入的密码不一致',
    changed: '密码已修改',
    mobileRequired: '请输入手机号',
    codeRequired: '请输入验证码',
  },
} as const;

const errorsShown = (page: Page, text: string) =>
  page.locator('.ant-form-item-explain-error', { hasText: text }).first().isVisible();

/** The form's own submit button (a panel has one visible form at a time). */
const submitOf = (page: Page) => page.locator('form button[type="submit"]:visible');

describe.each(['en', 'zh'] as const)(
  'no dead ends at 375 px (%s): phone sign-up and sign-in, the application, a reset by SMS',
  (lang) => {
    const portal = usePortal();
    const w = words[lang];
    // different numbers per language, and none of the demo data's
    const mobile = lang === 'en' ? '13700000011' : '13700000022';
    const demoMobile = '13800000000';
    const password = 'Start123!a';
    const newPassword = 'Newp123!z';

    it('registers a phone account and signs in with it from the page that follows', async () => {
      const { page } = portal;
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(loginUrl(portal.server.url, lang));
      await page.getByRole('button', { name: w.register, exact: true }).click();
      await page.getByRole('dialog').getByText(w.choosePhone, { exact: true }).click();
      await page.getByRole('heading', { name: w.registerTitle }).waitFor();

      // pressed empty, the register button says what each field needs
      await submitOf(page).click();
      await expect.poll(() => errorsShown(page, w.mobileRequired)).toBe(true);
      await expect.poll(() => errorsShown(page, w.passwordEmpty)).toBe(true);

      await page.getByLabel(w.mobile, { exact: true }).fill(mobile);
      const code = await newSmsCode(portal.server.dataDir, mobile, () =>
        page.getByRole('button', { name: w.getCode }).click(),
      );
      await page.getByLabel(w.code, { exact: true }).fill(code);
      await page.getByLabel(w.password, { exact: true }).fill(password);
      await page.getByLabel(w.confirm, { exact: true }).fill(password);
      await page.getByRole('checkbox').check();
      await submitOf(page).click();
      await expect.poll(() => page.getByText(w.registered).first().isVisible()).toBe(true);
      await page.getByRole('button', { name: w.signIn, exact: true }).click();

      // the sign-in that follows takes the phone number, in English as in Chinese
      const account = page.getByLabel(w.account, { exact: true });
      await account.waitFor();
      expect(await account.inputValue()).toBe(mobile);
      await snap(page, `e2e-phone-signin-${lang}-375`);
      // nothing is pushed sideways at 375 px, also after a field took the focus
      const left = await page.evaluate(() =>
        Math.min(
          ...Array.from(document.querySelectorAll('form'), (f) => f.getBoundingClientRect().left),
        ),
      );
      expect(left).toBeGreaterThan(0);
      // pressed without a password, the sign-in says so
      await submitOf(page).click();
      await expect
        .poll(() => errorsShown(page, lang === 'en' ? 'Please enter your password' : '请输入密码'))
        .toBe(true);
      await page.getByLabel(w.password, { exact: true }).fill(password);
      await submitOf(page).click();
      // a new account is not a developer yet: it lands on the application
      await page.getByRole('heading', { name: w.applyTitle }).waitFor();
      expect((await storage(page)).local.account).toBe(mobile);
    });

    it('the application refuses a contact that is neither phone nor e-mail and shows its outcome', async () => {
      const { page } = portal;
      await page.getByRole('button', { name: w.applySubmit }).click();
      await expect.poll(() => errorsShown(page, w.nameRequired)).toBe(true);
      await expect.poll(() => errorsShown(page, w.contactRequired)).toBe(true);

      await page.getByLabel(w.applyName, { exact: true }).fill('Dead End Studio');
      await page.getByLabel(w.applyContact, { exact: true }).fill('xyz');
      await page.getByRole('button', { name: w.applySubmit }).click();
      await expect.poll(() => errorsShown(page, w.contactFormat)).toBe(true);
      await snap(page, `e2e-apply-contact-${lang}-375`);
      // nothing was sent: the heading is still the application's
      expect(await page.getByRole('heading', { name: w.applyTitle }).isVisible()).toBe(true);

      await page.getByLabel(w.applyContact, { exact: true }).fill(`studio-${lang}@example.com`);
      await page.getByRole('button', { name: w.applySubmit }).click();
      await expect.poll(() => page.getByText(w.approved).isVisible()).toBe(true);
      await snap(page, `e2e-apply-approved-${lang}-375`);
      await page.getByRole('button', { name: w.toApps }).click();
      await page.waitForURL(/\/manage\/all_apps$/);
      await page.locator('.apps-page').waitFor();
      await signOutFromMenu(page, w.menu, w.logout);
    });

    // the demo developer's phone account: the number just registered got a code less than the
    // resend interval ago
    it('resets the password by SMS and signs in with the new one', async () => {
      const { page } = portal;
      const mobile = demoMobile;
      await page.goto(`${portal.server.url}/manage/login?lang=${lang}&mode=retrieve`);
      if (lang === 'zh') {
        await page.getByRole('tab', { name: '通过手机' }).click();
      } else {
        // English resets by e-mail, and leads a phone account to the SMS reset
        await page
          .getByRole('button', {
            name: 'Registered with a mainland China phone number? Reset by SMS',
          })
          .click();
      }
      await submitOf(page).click();
      await expect.poll(() => errorsShown(page, w.mobileRequired)).toBe(true);
      await expect.poll(() => errorsShown(page, w.codeRequired)).toBe(true);
      await page.getByLabel(w.mobile, { exact: true }).fill(mobile);
      const code = await newSmsCode(portal.server.dataDir, mobile, () =>
        page.getByRole('button', { name: w.getCode }).click(),
      );
      await page.getByLabel(w.code, { exact: true }).fill(code);
      await page.getByRole('button', { name: w.next }).click();

      // step 2: empty, then mismatched, then the same valid password typed twice
      await page.getByLabel(w.newPassword, { exact: true }).waitFor();
      await page.getByRole('button', { name: w.change }).click();
      await expect.poll(() => errorsShown(page, w.passwordEmpty)).toBe(true);
      await expect.poll(() => errorsShown(page, w.confirmRequired)).toBe(true);
      await page.getByLabel(w.newPassword, { exact: true }).fill(newPassword);
      await page.getByLabel(w.confirmNew, { exact: true }).fill(`${newPassword}x`);
      await page.getByRole('button', { name: w.change }).click();
      await expect.poll(() => errorsShown(page, w.mismatch)).toBe(true);
      await page.getByLabel(w.confirmNew, { exact: true }).fill(newPassword);
      await snap(page, `e2e-reset-phone-${lang}-375`);
      // Enter submits as the button does
      await page.getByLabel(w.confirmNew, { exact: true }).press('Enter');
      await expect.poll(() => page.getByText(w.changed).first().isVisible()).toBe(true);

      // the new password signs in (English is led to the phone sign-in with the number)
      await page.getByRole('button', { name: w.signIn, exact: true }).click();
      if (lang === 'en') {
        await page.getByLabel('E-mail', { exact: true }).fill(mobile);
        await expect
          .poll(() =>
            errorsShown(page, 'This is a phone number. Phone accounts sign in with their phone'),
          )
          .toBe(true);
        await snap(page, `e2e-phone-in-email-field-en-375`);
        await page.getByRole('button', { name: `Sign in with phone number ${mobile}` }).click();
      } else {
        await page.getByLabel(w.account, { exact: true }).fill(mobile);
      }
      expect(await page.getByLabel(w.account, { exact: true }).inputValue()).toBe(mobile);
      await page.getByLabel(w.password, { exact: true }).fill(newPassword);
      await submitOf(page).click();
      await page.waitForURL(/\/manage\/all_apps$/);
      await page.locator('.apps-page').waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      expect(portal.pageErrors).toEqual([]);
    });
  },
);
