import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountCalls, appCalls, ErrorCode, transportPassword } from '@vrportal/contract';
import { apiCall, apiData, registerDeveloper } from '../support/accounts.js';
import { Authenticator } from '../support/authenticator.js';
import { axeViolations } from '../support/axe.js';
import { expectFitsWidth, snap } from '../support/browser.js';
import { loginUrl, signInLabels, storage, signOutFromMenu } from '../support/portal.js';
import { usePortal } from '../support/portal-session.js';
import { texts } from '../support/texts.js';

const PASSWORD = 'Abcd1234!';
const md5 = (text: string) => createHash('md5').update(text).digest('hex');

type Lang = 'en' | 'zh';

/** What the screens say in a language, from the catalogues. */
const words = (lang: Lang) => {
  const t = texts(lang);
  return {
    ...signInLabels(lang),
    menu: t('shell:user.menu'),
    logout: t('shell:user.logout'),
    twoStepItem: t('shell:user.twoStep'),
    twoStepWindow: t('security:twoStep.title'),
    qr: t('security:twoStep.qrAlt'),
    off: t('security:twoStep.off'),
    on: t('security:twoStep.on'),
    turnOn: t('security:twoStep.turnOn'),
    turnOff: t('security:twoStep.turnOff'),
    offWindow: t('security:twoStep.offTitle'),
    appCode: t('security:twoStep.code'),
    offCode: t('security:twoStep.offCode'),
    confirm: t('security:twoStep.confirm'),
    enrolWrong: t('security:twoStep.wrongCode'),
    codes: t('security:twoStep.codesLabel'),
    download: t('security:twoStep.download'),
    copy: t('security:twoStep.copy'),
    copied: t('security:twoStep.copied'),
    saved: t('security:twoStep.saved'),
    fileName: t('security:twoStep.fileName'),
    fileTitle: (account: string) => t('security:twoStep.fileTitle', { account }),
    turnedOff: t('security:twoStep.turnedOff'),
    secondStep: t('security:secondStep.title'),
    code: t('security:secondStep.code'),
    recovery: t('security:secondStep.recovery'),
    useRecovery: t('security:secondStep.useRecovery'),
    verify: t('security:secondStep.submit'),
    wrong: (left: number) => t('security:secondStep.wrong', { count: left }),
    expired: t('security:secondStep.expired'),
    locked: (minutes: number) => t('security:secondStep.locked', { minutes }),
    back: t('security:secondStep.back'),
    sessionsItem: t('shell:sessions.menu'),
    sessionsWindow: t('shell:sessions.title'),
    thisBrowser: t('shell:sessions.current'),
    signOut: t('shell:sessions.revoke'),
    onlyThis: t('shell:sessions.onlyThis'),
  };
};

/**
 * A screenshot at 1366 px and at 375 px (nothing may stick out sideways there), and no serious
 * or critical finding of axe-core.
 */
async function snapBoth(page: Page, name: string, lang: Lang) {
  const { width, height } = page.viewportSize() ?? { width: 1366, height: 900 };
  // the pointer leaves the button it pressed: its hover colour is no state of the screen
  await page.mouse.move(0, height - 1);
  for (const [w, h] of [
    [1366, 900],
    [375, 812],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    if (w === 375) await expectFitsWidth(page);
    await snap(page, `e2e-two-step-${name}-${lang}-${w}`);
  }
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width, height });
}

async function openMenuItem(page: Page, lang: Lang, item: string) {
  await page.getByRole('button', { name: words(lang).menu }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** The first step: account and password on the sign-in form of the language. */
async function signInWithPassword(page: Page, base: string, lang: Lang, email: string) {
  const w = words(lang);
  await page.goto(loginUrl(base, lang));
  await page.getByLabel(w.account, { exact: true }).fill(email);
  await page.getByLabel(w.password, { exact: true }).fill(PASSWORD);
  await page.locator('form button[type="submit"]').click();
}

async function signOut(page: Page, lang: Lang) {
  await signOutFromMenu(page, words(lang).menu, words(lang).logout);
}

/** Reads a download of the page as text. */
async function downloadedText(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), text: await fs.readFile(file, 'utf8') };
}

describe.each([
  ['en', 1366],
  ['zh', 375],
] as const)('two-step sign-in in %s at %i px', (lang, width) => {
  const portal = usePortal();
  const w = words(lang);
  const email = `two.step.${lang}@example.com`;
  let app: Authenticator;
  let recoveryCodes: string[] = [];
  let registered = false;
  let lockedAccount: { email: string; app: Authenticator } | null = null;

  it('turns two-step sign-in on from the user menu: QR code, key, a code of the app, ten recovery codes', async () => {
    const { page, server } = portal;
    if (!registered) {
      const token = await registerDeveloper(server, email, PASSWORD, `Two Step ${lang}`);
      // the sign-in of the registration is no session the sessions window should list
      await apiCall(server.url, accountCalls.logout, {}, token);
      registered = true;
    }
    await portal.browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: server.url,
    });
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await signInWithPassword(page, server.url, lang, email);
    await page.waitForURL(/\/manage\/all_apps$/);

    await page.getByRole('button', { name: w.menu }).click();
    await page.getByRole('menuitem', { name: w.sessionsItem }).waitFor();
    await snap(page, `e2e-two-step-menu-${lang}-${width}`);
    await page.getByRole('menuitem', { name: w.twoStepItem }).click();
    const dialog = page.getByRole('dialog', { name: w.twoStepWindow });
    await dialog.getByText(w.off, { exact: true }).waitFor();
    await snapBoth(page, 'status-off', lang);

    await dialog.getByRole('button', { name: w.turnOn, exact: true }).click();
    const qr = dialog.getByRole('img', { name: w.qr });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    const shownKey = (await dialog.getByTestId('totp-key').innerText()).replace(/\s+/g, '');
    expect(shownKey).toMatch(/^[A-Z2-7]{16,}$/);
    app = new Authenticator(shownKey);
    await snapBoth(page, 'setup', lang);

    // a wrong code keeps it off and says so under the field
    await dialog.getByLabel(w.appCode, { exact: true }).fill(app.wrongCode());
    await dialog.getByRole('button', { name: w.confirm }).click();
    await dialog.getByText(w.enrolWrong).waitFor();
    await snapBoth(page, 'setup-wrong', lang);

    await dialog.getByLabel(w.appCode, { exact: true }).fill(await app.code());
    await dialog.getByRole('button', { name: w.confirm }).click();
    const list = dialog.getByRole('list', { name: w.codes });
    await list.waitFor();
    recoveryCodes = (await list.getByRole('listitem').allInnerTexts()).map((c) => c.trim());
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    await snapBoth(page, 'codes', lang);
    // the layout switched to the narrow one and back meanwhile: the codes shown once stay
    const stillShown = await list.getByRole('listitem').allInnerTexts();
    expect(stillShown.map((c) => c.trim())).toEqual(recoveryCodes);

    // kept as a text file: the account, then every code
    const file = await downloadedText(page, () =>
      dialog.getByRole('button', { name: w.download }).click(),
    );
    expect(file.name).toBe(w.fileName);
    expect(file.text.split('\n')[0]).toBe(w.fileTitle(email));
    for (const code of recoveryCodes) expect(file.text).toContain(code);

    // and copied, one a line
    await dialog.getByRole('button', { name: w.copy }).click();
    await page.locator('.ant-message').getByText(w.copied).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.split('\n')).toEqual(recoveryCodes);

    await dialog.getByRole('button', { name: w.saved }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await openMenuItem(page, lang, w.twoStepItem);
    await dialog.getByText(w.on, { exact: true }).waitFor();
    expect(await dialog.getByRole('row').filter({ hasText: '10' }).count()).toBe(1);
    await snapBoth(page, 'status-on', lang);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
  });

  it('asks the code after the password, counts a wrong code down, and a right one enters the app list', async () => {
    const { page, server } = portal;
    await signOut(page, lang);
    await signInWithPassword(page, server.url, lang, email);
    await page.getByRole('heading', { name: w.secondStep }).waitFor();
    // no session before the second step
    expect((await storage(page)).local.token).toBeUndefined();
    await snapBoth(page, 'second-step', lang);

    await page.getByLabel(w.code, { exact: true }).fill(app.wrongCode());
    await page.getByRole('button', { name: w.verify, exact: true }).click();
    await page.getByText(w.wrong(4)).waitFor();
    await snapBoth(page, 'second-step-wrong', lang);

    await page.getByLabel(w.code, { exact: true }).fill(await app.code());
    await page.getByRole('button', { name: w.verify, exact: true }).click();
    await page.waitForURL(/\/manage\/all_apps$/);
    expect((await storage(page)).local.account).toBe(email);
    expect((await storage(page)).local.token).toBeTruthy();
  });

  it('signs in with a recovery code instead, once', async () => {
    const { page, server } = portal;
    await signOut(page, lang);
    await signInWithPassword(page, server.url, lang, email);
    await page.getByRole('button', { name: w.useRecovery }).click();
    const field = page.getByLabel(w.recovery, { exact: true });
    await field.fill(recoveryCodes[0]!);
    await snapBoth(page, 'second-step-recovery', lang);
    await page.getByRole('button', { name: w.verify, exact: true }).click();
    await page.waitForURL(/\/manage\/all_apps$/);
    // the code is used up: the API refuses it for another sign-in
    const again = await apiCall(server.url, accountCalls.loginDvlperByMail, {
      email,
      pwd: await transportPassword(PASSWORD, md5),
    });
    expect(again.errCode).toBe(ErrorCode.secondStepNeeded);
    const { challenge } = again.data as unknown as { challenge: string };
    const reused = await apiCall(server.url, accountCalls.twoStepVerify, {
      challenge,
      code: recoveryCodes[0]!,
    });
    expect(reused.errCode).toBe(ErrorCode.wrongSecondStep);
  });

  it('lists the two signed-in sessions and signs the other one out', async () => {
    const { page, server } = portal;
    // a second session, signed in elsewhere with a recovery code
    const first = await apiCall(server.url, accountCalls.loginDvlperByMail, {
      email,
      pwd: await transportPassword(PASSWORD, md5),
    });
    const { challenge } = first.data as unknown as { challenge: string };
    const other = await apiCall(server.url, accountCalls.twoStepVerify, {
      challenge,
      code: recoveryCodes[1]!,
    });
    expect(other.errCode).toBe(0);
    const otherToken = other.data.token;

    await openMenuItem(page, lang, w.sessionsItem);
    const dialog = page.getByRole('dialog', { name: w.sessionsWindow });
    const rows = dialog.locator('.ant-list-item');
    await expect.poll(() => rows.count()).toBe(2);
    await expect.poll(() => rows.filter({ hasText: w.thisBrowser }).count()).toBe(1);
    await snapBoth(page, 'sessions', lang);

    await rows
      .filter({ hasNotText: w.thisBrowser })
      .getByRole('button', { name: w.signOut })
      .click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: w.signOut }).click();
    await expect.poll(() => rows.count()).toBe(1);
    await dialog.getByText(w.onlyThis).waitFor();
    await snapBoth(page, 'sessions-one', lang);
    const refused = await apiCall(
      server.url,
      appCalls.getOwnedApps,
      { page: 1, psize: 10 },
      otherToken,
    );
    expect(refused.errCode).toBe(ErrorCode.loginExpired);
    await page.keyboard.press('Escape');
  });

  it('sends a sign-in whose wait is over back to the first step, saying so', async () => {
    const { page, server } = portal;
    await signOut(page, lang);
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(accountCalls.loginDvlperByMail.path)),
      signInWithPassword(page, server.url, lang, email),
    ]);
    const { challenge } = ((await answer.json()) as { data: { challenge: string } }).data;
    await page.getByRole('heading', { name: w.secondStep }).waitFor();
    // the sign-in waiting here is used up elsewhere meanwhile
    expect(
      (
        await apiCall(server.url, accountCalls.twoStepVerify, {
          challenge,
          code: recoveryCodes[2]!,
        })
      ).errCode,
    ).toBe(0);
    await page.getByLabel(w.code, { exact: true }).fill(app.shown());
    await page.getByRole('button', { name: w.verify, exact: true }).click();
    await page.getByText(w.expired).waitFor();
    // the first step again, with what was typed
    expect(await page.getByLabel(w.account, { exact: true }).inputValue()).toBe(email);
    await snapBoth(page, 'expired', lang);
  });

  it('turns two-step sign-in off with a code, and the password alone signs in again', async () => {
    const { page, server } = portal;
    await page.getByLabel(w.password, { exact: true }).fill(PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await page.getByLabel(w.code, { exact: true }).fill(await app.code());
    await page.getByRole('button', { name: w.verify, exact: true }).click();
    await page.waitForURL(/\/manage\/all_apps$/);

    await openMenuItem(page, lang, w.twoStepItem);
    const dialog = page.getByRole('dialog', { name: w.twoStepWindow });
    await dialog.getByRole('button', { name: w.turnOff, exact: true }).click();
    const off = page.getByRole('dialog', { name: w.offWindow });
    await off.getByLabel(w.offCode, { exact: true }).fill(recoveryCodes[3]!);
    await snapBoth(page, 'turn-off', lang);
    await off.getByRole('button', { name: w.turnOff, exact: true }).click();
    await page.locator('.ant-message').getByText(w.turnedOff).waitFor();
    await page
      .getByRole('dialog', { name: w.twoStepWindow })
      .getByText(w.off, { exact: true })
      .waitFor();
    await page.keyboard.press('Escape');

    await signOut(page, lang);
    await signInWithPassword(page, server.url, lang, email);
    await page.waitForURL(/\/manage\/all_apps$/);
    expect(portal.pageErrors).toEqual([]);
  });

  it('pauses the second step after five wrong codes, and says how long, also at the next sign-in', async () => {
    const { page, server } = portal;
    if (!lockedAccount) {
      // another account, its two-step sign-in turned on through the API
      const lockedEmail = `two.step.locked.${lang}@example.com`;
      const token = await registerDeveloper(server, lockedEmail, PASSWORD, `Locked ${lang}`);
      const { secret } = await apiData(server.url, accountCalls.totpBegin, {}, token);
      const lockedApp = new Authenticator(secret);
      await apiData(server.url, accountCalls.totpConfirm, { code: await lockedApp.code() }, token);
      await apiCall(server.url, accountCalls.logout, {}, token);
      lockedAccount = { email: lockedEmail, app: lockedApp };
    }
    // signed in from the test before (a retry of this one may find itself signed out)
    if ((await storage(page)).local.token) await signOut(page, lang);
    await signInWithPassword(page, server.url, lang, lockedAccount.email);
    const field = page.getByLabel(w.code, { exact: true });
    for (let left = 4; left >= 1; left--) {
      await field.fill(lockedAccount.app.wrongCode());
      await page.getByRole('button', { name: w.verify, exact: true }).click();
      await page.getByText(w.wrong(left)).waitFor();
    }
    await field.fill(lockedAccount.app.wrongCode());
    await page.getByRole('button', { name: w.verify, exact: true }).click();
    await page.getByText(w.locked(5)).waitFor();
    expect(await field.count()).toBe(0);
    await snapBoth(page, 'locked', lang);

    // the password is right, but the paused second step refuses a new sign-in as well
    await page.getByRole('button', { name: w.back }).click();
    await page.locator('form button[type="submit"]').click();
    await page.getByText(w.locked(5)).waitFor();
    expect((await storage(page)).local.token).toBeUndefined();
    expect(portal.pageErrors).toEqual([]);
  });
});
