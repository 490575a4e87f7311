import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountCalls } from '@vrportal/contract';
import { apiCall, registerDeveloper } from '../support/accounts.js';
import { axeViolations } from '../support/axe.js';
import { expectFitsWidth, snap } from '../support/browser.js';
import { loginUrl, signInLabels, storage, signOutFromMenu } from '../support/portal.js';
import { usePortal } from '../support/portal-session.js';
import { ageSecondStep } from '../support/session-age.js';
import { texts } from '../support/texts.js';

const PASSWORD = 'Abcd1234!';

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
    name: t('security:passkey.name'),
    add: t('security:passkey.add'),
    added: t('security:passkey.added'),
    neverUsed: t('security:passkey.neverUsed'),
    lastUsed: t('security:passkey.lastUsed').split('{{')[0]!.trim(),
    secondStep: t('security:secondStep.title'),
    subtitle: t('security:passkey.subtitle').split('{{')[0]!.trim(),
    use: t('security:passkey.use'),
    signInWithPasskey: t('auth:login.passkey'),
    remove: t('security:passkey.remove'),
    confirmTitle: t('security:confirm.title'),
    removed: t('security:passkey.removed'),
    none: t('security:passkey.none'),
  };
};

/** Screenshots at 1366 px and at 375 px (nothing may stick out sideways there), and axe-core. */
async function snapBoth(page: Page, name: string, lang: Lang) {
  await page.mouse.move(0, 899);
  for (const [w, h] of [
    [1366, 900],
    [375, 812],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    if (w === 375) await expectFitsWidth(page);
    await snap(page, `e2e-passkeys-${name}-${lang}-${w}`);
  }
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1366, height: 900 });
}

async function openMenuItem(page: Page, lang: Lang, item: string) {
  await page.getByRole('button', { name: words(lang).menu }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

async function signOut(page: Page, lang: Lang) {
  const w = words(lang);
  await signOutFromMenu(page, w.menu, w.logout);
}

describe.each(['en', 'zh'] as const)('passkeys in %s', (lang) => {
  // a passkey belongs to a host name: the portal is opened on localhost, never an IP address
  const portal = usePortal({ env: { PUBLIC_URL: 'http://localhost:{port}' } });
  const w = words(lang);
  const email = `passkey.${lang}@example.com`;
  const base = () => portal.server.url.replace('127.0.0.1', 'localhost');
  let registered = false;

  it('adds a passkey from the user menu, then signs in with the password and the passkey, then with the passkey alone', async () => {
    const { page, server } = portal;
    if (!registered) {
      const token = await registerDeveloper(server, email, PASSWORD, `Passkey ${lang}`);
      await apiCall(server.url, accountCalls.logout, {}, token);
      registered = true;
    }
    // Chromium's virtual authenticator: a platform passkey with user verification
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    await page.setViewportSize({ width: 1366, height: 900 });

    // the first step alone, as long as the account has no second step
    await page.goto(loginUrl(base(), lang));
    await page.getByLabel(w.account, { exact: true }).fill(email);
    await page.getByLabel(w.password, { exact: true }).fill(PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL(/\/manage\/all_apps$/);

    await openMenuItem(page, lang, w.twoStepItem);
    const dialog = page.getByRole('dialog', { name: w.twoStepWindow });
    await dialog.getByRole('button', { name: w.add }).waitFor();
    await snapBoth(page, 'none', lang);
    await dialog.getByLabel(w.name).fill(`Laptop ${lang}`);
    await dialog.getByRole('button', { name: w.add }).click();
    await page.getByText(w.added).waitFor();
    await dialog.getByText(`Laptop ${lang}`).waitFor();
    await dialog.getByText(w.neverUsed).waitFor();
    await snapBoth(page, 'added', lang);
    await page.keyboard.press('Escape');
    await signOut(page, lang);

    // the password, then the passkey as the second step
    await page.goto(loginUrl(base(), lang));
    await page.getByLabel(w.account, { exact: true }).fill(email);
    await page.getByLabel(w.password, { exact: true }).fill(PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await page.getByText(w.subtitle).waitFor();
    await page.getByRole('heading', { name: w.secondStep }).waitFor();
    await snapBoth(page, 'second-step', lang);
    await page.getByRole('button', { name: w.use }).click();
    await page.waitForURL(/\/manage\/all_apps$/);
    await signOut(page, lang);

    // the passkey alone
    await page.goto(loginUrl(base(), lang));
    await page.getByRole('button', { name: w.signInWithPasskey }).waitFor();
    await snapBoth(page, 'sign-in', lang);
    await page.getByRole('button', { name: w.signInWithPasskey }).click();
    await page.waitForURL(/\/manage\/all_apps$/);
    // the list says when it was last used
    await openMenuItem(page, lang, w.twoStepItem);
    await dialog.getByText(w.lastUsed).waitFor();
    await snapBoth(page, 'used', lang);

    // removing it 11 minutes after that sign-in asks for the passkey again first
    ageSecondStep(server, (await storage(page)).local.token ?? '', 11);
    await dialog.getByRole('button', { name: w.remove }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: w.remove }).click();
    const confirm = page.getByRole('dialog', { name: w.confirmTitle });
    await confirm.getByRole('button', { name: w.use }).waitFor();
    await snapBoth(page, 'confirm', lang);
    await confirm.getByRole('button', { name: w.use }).click();
    await page.getByText(w.removed).waitFor();
    await dialog.getByText(w.none).waitFor();
    expect(portal.pageErrors).toEqual([]);
  });
});
