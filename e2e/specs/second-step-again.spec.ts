import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountCalls, appCalls, ErrorCode } from '@vrportal/contract';
import { apiCall, apiData, registerDeveloper } from '../support/accounts.js';
import { Authenticator } from '../support/authenticator.js';
import { axeViolations } from '../support/axe.js';
import { expectFitsWidth, snap } from '../support/browser.js';
import { loginUrl, signInLabels, storage } from '../support/portal.js';
import { usePortal } from '../support/portal-session.js';
import { ageSecondStep } from '../support/session-age.js';
import { errorText, texts } from '../support/texts.js';

const PASSWORD = 'Abcd1234!';

type Lang = 'en' | 'zh';

/** What the screens say in a language, from the catalogues (the server's refusal: its own). */
const words = (lang: Lang) => {
  const t = texts(lang);
  return {
    ...signInLabels(lang),
    code: t('security:secondStep.code'),
    verify: t('security:secondStep.submit'),
    show: t('apps:center.overview.reveal'),
    replace: t('apps:center.overview.reset'),
    replaceWindow: t('apps:center.overview.resetTitle'),
    replaceOk: t('apps:center.overview.resetOk'),
    replaced: t('apps:center.overview.resetDone'),
    window: t('security:confirm.title'),
    intro: t('security:confirm.intro'),
    recovery: t('security:secondStep.recovery'),
    useRecovery: t('security:secondStep.useRecovery'),
    confirm: t('security:confirm.submit'),
    codeRequired: t('security:secondStep.codeRequired'),
    wrong: (left: number) => t('security:secondStep.wrong', { count: left }),
    expired: t('security:confirm.expired'),
    asked: errorText(ErrorCode.confirmSecondStep, lang),
    locked: t('security:confirm.locked', { minutes: 5 }),
    close: t('security:confirm.close'),
    cancel: t('security:confirm.cancel'),
  };
};

/**
 * A screenshot at 1366 px and at 375 px (nothing may stick out sideways there), and no serious
 * or critical finding of axe-core.
 */
async function snapBoth(page: Page, name: string, lang: Lang) {
  await page.mouse.move(0, 0);
  for (const [w, h] of [
    [1366, 900],
    [375, 812],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    if (w === 375) await expectFitsWidth(page);
    await snap(page, `e2e-second-step-again-${name}-${lang}-${w}`);
  }
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1366, height: 900 });
}

describe.each(['en', 'zh'] as const)(
  'a sensitive change asks for the second step again (%s)',
  (lang) => {
    const portal = usePortal();
    const w = words(lang);
    const email = `second.step.again.${lang}@example.com`;
    let app: Authenticator;
    let recoveryCodes: string[] = [];
    let appId = '';
    let token = '';

    const secretShown = () => portal.page.getByTestId('app-secret').innerText();
    const storedSecret = async () =>
      (await apiData(portal.server.url, appCalls.getAppDetailInfo, { appId }, token)).appSecret;
    const confirmWindow = () => portal.page.getByRole('dialog', { name: w.window });

    /** Waits for the toasts of the test before to leave: the screenshots show this test's own. */
    const toastsGone = () =>
      expect.poll(() => portal.page.locator('.ant-message-notice').count()).toBe(0);

    /** Replace App Secret, then Replace in the warning; answers the warning window. */
    async function replaceSecret() {
      const { page } = portal;
      await page.getByRole('button', { name: w.replace }).click();
      const warning = page.getByRole('dialog', { name: w.replaceWindow });
      await warning.getByRole('button', { name: w.replaceOk, exact: true }).click();
      return warning;
    }

    it('signs in with both steps; within 10 minutes of it the App Secret is replaced without asking', async () => {
      const { page, server } = portal;
      await page.setViewportSize({ width: 1366, height: 900 });
      if (!appId) {
        const first = await registerDeveloper(server, email, PASSWORD, `Again ${lang}`);
        const { secret } = await apiData(server.url, accountCalls.totpBegin, {}, first);
        app = new Authenticator(secret);
        recoveryCodes = (
          await apiData(server.url, accountCalls.totpConfirm, { code: await app.code() }, first)
        ).recoveryCodes;
        ({ appId } = await apiData(
          server.url,
          appCalls.createApp,
          { name: `Vault ${lang}`, pkg: `com.example.vault.${lang}` },
          first,
        ));
        await apiCall(server.url, accountCalls.logout, {}, first);
      }

      await page.goto(loginUrl(server.url, lang));
      await page.getByLabel(w.account, { exact: true }).fill(email);
      await page.getByLabel(w.password, { exact: true }).fill(PASSWORD);
      await page.locator('form button[type="submit"]').click();
      await page.getByLabel(w.code, { exact: true }).fill(await app.code());
      await page.getByRole('button', { name: w.verify, exact: true }).click();
      await page.waitForURL(/\/manage\/all_apps$/);
      token = (await storage(page)).local.token ?? '';
      expect(token).not.toBe('');

      await page.goto(`${server.url}/manage/app_center?appId=${appId}`);
      await page.getByRole('button', { name: w.show }).click();
      const before = await secretShown();
      await replaceSecret();
      await page.locator('.ant-message').getByText(w.replaced).waitFor();
      await expect.poll(secretShown).not.toBe(before);
      expect(await confirmWindow().count()).toBe(0);
      expect(await secretShown()).toBe(await storedSecret());
    });

    it('asks for the second step again 11 minutes after it: a wrong code counts down, the right one lets the replacement through', async () => {
      const { page, server } = portal;
      ageSecondStep(server, token, 11);
      await toastsGone();
      const before = await secretShown();
      await replaceSecret();
      const dialog = confirmWindow();
      await dialog.getByText(w.intro).waitFor();
      // the field says what it takes before anything is sent
      await dialog.getByRole('button', { name: w.confirm, exact: true }).click();
      await dialog.getByText(w.codeRequired).waitFor();
      await snapBoth(page, 'asked', lang);

      const field = dialog.getByLabel(w.code, { exact: true });
      await field.fill(app.wrongCode());
      await dialog.getByRole('button', { name: w.confirm, exact: true }).click();
      await dialog.getByText(w.wrong(4)).waitFor();
      await snapBoth(page, 'wrong', lang);
      expect(await storedSecret()).toBe(before);

      if (lang === 'zh') {
        // a recovery code instead of the app's code
        await dialog.getByRole('button', { name: w.useRecovery }).click();
        await dialog.getByLabel(w.recovery, { exact: true }).fill(recoveryCodes[0]!);
        await snapBoth(page, 'recovery', lang);
        await dialog.getByLabel(w.recovery, { exact: true }).press('Enter');
      } else {
        await field.fill(await app.code());
        await field.press('Enter');
      }
      await expect.poll(() => dialog.isVisible()).toBe(false);
      await page.locator('.ant-message').getByText(w.replaced).waitFor();
      await expect.poll(secretShown).not.toBe(before);
      expect(await secretShown()).toBe(await storedSecret());
      // the refusal that asked is no toast of its own
      expect(await page.getByText(w.asked).count()).toBe(0);
      expect(portal.pageErrors).toEqual([]);
    });

    it('keeps the App Secret when the window is cancelled with Esc, and says nothing more', async () => {
      const { page, server } = portal;
      ageSecondStep(server, token, 11);
      await toastsGone();
      const before = await secretShown();
      const warning = await replaceSecret();
      const dialog = confirmWindow();
      await dialog.getByText(w.intro).waitFor();
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.isVisible()).toBe(false);
      // the change is cancelled with it
      await expect.poll(() => warning.isVisible()).toBe(false);
      expect(await secretShown()).toBe(before);
      expect(await storedSecret()).toBe(before);
      expect(await page.getByText(w.asked).count()).toBe(0);
      expect(portal.pageErrors).toEqual([]);
    });

    it('says a confirmation that timed out and closes; the change made again goes through', async () => {
      const { page, server } = portal;
      ageSecondStep(server, token, 11);
      await toastsGone();
      const before = await secretShown();
      const [asked] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith(appCalls.resetAppSecret.path)),
        replaceSecret(),
      ]);
      const answer = (await asked.json()) as { errCode: number; data: { challenge: string } };
      expect(answer.errCode).toBe(ErrorCode.confirmSecondStep);
      const dialog = confirmWindow();
      await dialog.getByText(w.intro).waitFor();
      // the challenge is answered elsewhere meanwhile (which confirms this session too)
      const elsewhere = await apiCall(
        server.url,
        accountCalls.twoStepConfirm,
        { challenge: answer.data.challenge, code: recoveryCodes[1]! },
        token,
      );
      expect(elsewhere.errCode).toBe(0);
      await dialog.getByLabel(w.code, { exact: true }).fill(app.shown());
      await dialog.getByRole('button', { name: w.confirm, exact: true }).click();
      await page.locator('.ant-message').getByText(w.expired).waitFor();
      await expect.poll(() => dialog.isVisible()).toBe(false);
      await snap(page, `e2e-second-step-again-expired-${lang}-1366`);
      expect(await storedSecret()).toBe(before);

      // made again, the change goes through: the session passed its second step meanwhile
      await replaceSecret();
      await page.locator('.ant-message').getByText(w.replaced).waitFor();
      await expect.poll(secretShown).not.toBe(before);
      expect(await confirmWindow().count()).toBe(0);
      expect(portal.pageErrors).toEqual([]);
    });

    it('pauses after five wrong codes: says for how long and offers only Close; the secret stays', async () => {
      const { page, server } = portal;
      ageSecondStep(server, token, 11);
      await toastsGone();
      const before = await secretShown();
      const warning = await replaceSecret();
      const dialog = confirmWindow();
      const field = dialog.getByLabel(w.code, { exact: true });
      for (let left = 4; left >= 1; left--) {
        await field.fill(app.wrongCode());
        await dialog.getByRole('button', { name: w.confirm, exact: true }).click();
        await dialog.getByText(w.wrong(left)).waitFor();
      }
      await field.fill(app.wrongCode());
      await dialog.getByRole('button', { name: w.confirm, exact: true }).click();
      await dialog.getByText(w.locked).waitFor();
      expect(await field.count()).toBe(0);
      // no code is taken for now: Close (as the window's own X), nothing to confirm or cancel
      for (const gone of [w.confirm, w.cancel]) {
        expect(await dialog.getByRole('button', { name: gone, exact: true }).count()).toBe(0);
      }
      await snapBoth(page, 'locked', lang);
      await dialog.getByRole('button', { name: w.close, exact: true }).last().click();
      await expect.poll(() => dialog.isVisible()).toBe(false);
      await expect.poll(() => warning.isVisible()).toBe(false);
      expect(await storedSecret()).toBe(before);
      expect(portal.pageErrors).toEqual([]);
    });
  },
);
