import { describe, expect, it } from 'vitest';
import { expectFitsWidth, snap } from '../support/browser.js';
import { newSmsCode, smsCodesTo } from '../support/outbox.js';
import {
  demoAccounts,
  loginUrl,
  signInLabels,
  storage,
  signOutFromMenu,
} from '../support/portal.js';
import { usePortal } from '../support/portal-session.js';
import { escapeRegExp, textPattern, texts } from '../support/texts.js';

const zh = texts('zh');
const en = texts('en');

describe('Chinese: phone registration, SMS sign-in, and the lockout after 5 wrong passwords', () => {
  const portal = usePortal();
  const mobile = '13912345678';
  const password = 'Qwer1234!';

  it('registers with a phone number and the SMS code from the outbox', async () => {
    await portal.page.goto(loginUrl(portal.server.url, 'zh'));
    await expect
      .poll(() => portal.page.getByRole('heading', { name: zh('auth:login.title') }).isVisible())
      .toBe(true);
    await snap(portal.page, 'e2e-login-zh');
    await portal.page.getByRole('button', { name: zh('auth:login.register') }).click();
    await portal.page
      .getByRole('dialog')
      .getByText(zh('auth:register.chooseChina'), { exact: true })
      .click();
    await portal.page.getByRole('heading', { name: zh('auth:register.title') }).waitFor();
    await portal.page.getByLabel(zh('auth:login.mobile'), { exact: true }).fill(mobile);
    const send = portal.page.getByRole('button', { name: zh('auth:sms.send') });
    const code = await newSmsCode(portal.server.dataDir, mobile, () => send.click());
    // the button waits 60 s before another code
    const wait = new RegExp(textPattern('zh', 'auth:sms.resend', { seconds: '\\d+' }));
    await expect
      .poll(() => portal.page.getByRole('button', { name: wait }).isDisabled())
      .toBe(true);
    await portal.page.getByLabel(zh('auth:login.code'), { exact: true }).fill(code);
    await portal.page.getByLabel(zh('auth:register.password'), { exact: true }).fill(password);
    await portal.page.getByLabel(zh('auth:register.confirm'), { exact: true }).fill(password);
    await portal.page.getByRole('checkbox').check();
    await snap(portal.page, 'e2e-register-phone-zh');
    await portal.page
      .getByRole('button', { name: zh('auth:register.submit'), exact: true })
      .click();
    await expect
      .poll(() => portal.page.getByText(zh('auth:register.doneTitle')).first().isVisible())
      .toBe(true);
  });

  it('sends no code to register a number that has an account, and offers sign-in and password reset', async () => {
    const { developer } = await demoAccounts(portal.server.dataDir);
    const page = portal.page;
    for (const width of [1366, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(loginUrl(portal.server.url, 'en'));
      await page.getByRole('button', { name: en('auth:login.register'), exact: true }).click();
      await page
        .getByRole('dialog')
        .getByText(en('auth:register.chooseChina'), { exact: true })
        .click();
      await page.getByRole('heading', { name: en('auth:register.title') }).waitFor();
      const before = (await smsCodesTo(portal.server.dataDir, developer.mobile)).length;
      await page.getByLabel(en('auth:login.mobile'), { exact: true }).fill(developer.mobile);
      await page.getByRole('button', { name: en('auth:sms.send') }).click();
      const notice = page
        .getByRole('status')
        .filter({ hasText: en('auth:validation.alreadyRegistered') });
      await notice.waitFor();
      await snap(page, `e2e-register-taken-en-${width}`);
      await expectFitsWidth(page);
      expect((await smsCodesTo(portal.server.dataDir, developer.mobile)).length).toBe(before);
      if (width === 1366) {
        await notice.getByRole('button', { name: en('auth:register.signIn') }).click();
        await page.getByRole('heading', { name: en('auth:login.title') }).waitFor();
      } else {
        await notice.getByRole('button', { name: en('auth:login.forgot') }).click();
        await page.getByRole('heading', { name: en('auth:retrieve.title') }).waitFor();
      }
    }
  });

  it('signs in with an SMS code on the phone tab', async () => {
    const { developer } = await demoAccounts(portal.server.dataDir);
    await portal.page.goto(loginUrl(portal.server.url, 'zh'));
    await portal.page.getByRole('tab', { name: zh('auth:login.tabSms') }).click();
    await portal.page.getByLabel(zh('auth:login.mobile'), { exact: true }).fill(developer.mobile);
    const code = await newSmsCode(portal.server.dataDir, developer.mobile, () =>
      portal.page.getByRole('button', { name: zh('auth:sms.send') }).click(),
    );
    await portal.page.getByLabel(zh('auth:login.code'), { exact: true }).fill(code);
    await snap(portal.page, 'e2e-login-sms-zh');
    await portal.page.getByRole('button', { name: zh('auth:login.submit'), exact: true }).click();
    await portal.page.waitForURL(/\/manage\/all_apps$/);
    expect((await storage(portal.page)).local.account).toBe(developer.mobile);
    await signOutFromMenu(portal.page, zh('shell:user.menu'), zh('shell:user.logout'));
  });

  it('counts wrong passwords down and refuses sign-in for 5 minutes after the fifth', async () => {
    const { developer } = await demoAccounts(portal.server.dataDir);
    await portal.page.goto(loginUrl(portal.server.url, 'zh'));
    const labels = signInLabels('zh');
    await portal.page.getByLabel(labels.account, { exact: true }).fill(developer.mobile);
    // the sign-in button of the visible form
    const signIn = async () => {
      const button = portal.page.locator('form button[type="submit"]');
      expect(await button.textContent()).toContain(labels.submit);
      await button.click();
    };
    for (let left = 4; left >= 1; left--) {
      await portal.page.getByLabel(labels.password, { exact: true }).fill(`Wrong${left}234!`);
      await signIn();
      await expect
        .poll(() =>
          portal.page.getByText(zh('auth:login.wrongPassword', { count: left })).isVisible(),
        )
        .toBe(true);
    }
    await snap(portal.page, 'e2e-login-wrong-password-zh');
    await portal.page.getByLabel(labels.password, { exact: true }).fill('Wrong0234!');
    await signIn();
    const refused = portal.page.getByRole('dialog', { name: zh('auth:refused.title') });
    await expect.poll(() => refused.isVisible()).toBe(true);
    const locked = new RegExp(escapeRegExp(zh('auth:refused.locked', { minutes: 5 })));
    await expect.poll(() => refused.getByText(locked).isVisible()).toBe(true);
    await snap(portal.page, 'e2e-login-refused-zh');
    await refused.getByRole('button', { name: zh('auth:refused.ok') }).click();

    // the right password is refused too while the lock lasts
    await portal.page.getByLabel(labels.password, { exact: true }).fill(developer.password);
    await signIn();
    await expect
      .poll(() => portal.page.getByRole('dialog', { name: zh('auth:refused.title') }).isVisible())
      .toBe(true);
    expect((await storage(portal.page)).local.token).toBeUndefined();
    expect(portal.pageErrors).toEqual([]);
  });
});
