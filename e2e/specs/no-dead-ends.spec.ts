import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { snap } from '../support/browser.js';
import { newSmsCode } from '../support/outbox.js';
import { loginUrl, storage, signOutFromMenu } from '../support/portal.js';
import { usePortal } from '../support/portal-session.js';
import { text, texts } from '../support/texts.js';

/** The words each flow reads and presses, in the reader's language, from the catalogues. */
const words = (lang: 'en' | 'zh') => {
  const t = texts(lang);
  return {
    register: t('auth:login.register'),
    choosePhone: t('auth:register.chooseChina'),
    registerTitle: t('auth:register.title'),
    mobile: t('auth:login.mobile'),
    code: t('auth:login.code'),
    getCode: t('auth:sms.send'),
    password: t('auth:login.password'),
    registerPassword: t('auth:register.password'),
    confirm: t('auth:register.confirm'),
    registered: t('auth:register.doneTitle'),
    signIn: t('auth:register.signIn'),
    account: t('auth:login.account'),
    passwordRequired: t('auth:validation.passwordRequired'),
    applyTitle: t('auth:apply.title'),
    applyName: t('auth:apply.name'),
    applyContact: t('auth:apply.contact'),
    applySubmit: t('auth:apply.submit'),
    nameRequired: t('auth:apply.nameRequired'),
    contactRequired: t('auth:apply.contactRequired'),
    contactFormat: t('auth:apply.contactFormat'),
    approved: t('auth:apply.approvedTitle'),
    toApps: t('auth:apply.toApps'),
    menu: t('shell:user.menu'),
    logout: t('shell:user.logout'),
    next: t('auth:retrieve.next'),
    newPassword: t('auth:retrieve.newPassword'),
    confirmNew: t('auth:retrieve.confirmPassword'),
    change: t('auth:retrieve.submit'),
    passwordEmpty: t('auth:validation.passwordEmpty'),
    confirmRequired: t('auth:validation.confirmRequired'),
    mismatch: t('auth:validation.confirmMismatch'),
    changed: t('auth:retrieve.doneTitle'),
    mobileRequired: t('auth:validation.mobileRequired'),
    codeRequired: t('auth:validation.codeRequired'),
  };
};

const errorsShown = (page: Page, text: string) =>
  page.locator('.ant-form-item-explain-error', { hasText: text }).first().isVisible();

/** The form's own submit button (a panel has one visible form at a time). */
const submitOf = (page: Page) => page.locator('form button[type="submit"]:visible');

describe.each(['en', 'zh'] as const)(
  'no dead ends at 375 px (%s): phone sign-up and sign-in, the application, a reset by SMS',
  (lang) => {
    const portal = usePortal();
    const w = words(lang);
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
      await page.getByLabel(w.registerPassword, { exact: true }).fill(password);
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
      await expect.poll(() => errorsShown(page, w.passwordRequired)).toBe(true);
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
        await page.getByRole('tab', { name: text('zh', 'auth:retrieve.tabPhone') }).click();
      } else {
        // English resets by e-mail, and leads a phone account to the SMS reset
        await page.getByRole('button', { name: text('en', 'auth:retrieve.usePhone') }).click();
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
        await page.getByLabel(text('en', 'auth:login.email'), { exact: true }).fill(mobile);
        await expect
          .poll(() => errorsShown(page, text('en', 'auth:login.phoneInEmailMode')))
          .toBe(true);
        await snap(page, `e2e-phone-in-email-field-en-375`);
        await page
          .getByRole('button', { name: text('en', 'auth:login.usePhoneWith', { mobile }) })
          .click();
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
