import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { texts } from './texts.js';

/** The demo accounts the server printed on its first start. */
export async function demoAccounts(dataDir: string) {
  const text = await fs.readFile(path.join(dataDir, 'demo-accounts.txt'), 'utf8');
  const pwd = (email: string) =>
    new RegExp(`${email.replace('.', '\\.')}.*password (\\S+)`).exec(text)?.[1] ?? '';
  return {
    developer: {
      email: 'demo@example.com',
      mobile: '13800000000',
      password: pwd('demo@example.com'),
    },
    admin: { email: 'admin@example.com', password: pwd('admin@example.com') },
  };
}

/** What the portal keeps in the browser's storage. */
export async function storage(page: Page) {
  return page.evaluate(() => ({
    local: { ...localStorage },
    session: { ...sessionStorage },
  }));
}

/** The sign-in form's labels: English signs in by e-mail, Chinese by phone number or e-mail. */
export function signInLabels(lang: 'zh' | 'en') {
  const t = texts(lang);
  return {
    account: t(lang === 'zh' ? 'auth:login.account' : 'auth:login.email'),
    password: t('auth:login.password'),
    submit: t('auth:login.submit'),
  };
}

export const loginUrl = (base: string, lang: 'zh' | 'en') => `${base}/manage/login?lang=${lang}`;

/**
 * Signs out from the account menu and waits for the login page the sign-out reloads to, as a new
 * document. The guard's own redirect reaches /manage/login first, in the old document: a page
 * opened then is replaced by the reload, and a form filled on it is lost. A mark left on the old
 * document tells them apart.
 */
export async function signOutFromMenu(page: Page, menu: string, logout: string) {
  await page.getByRole('button', { name: menu }).click();
  await page.evaluate(() => {
    (window as { beforeSignOut?: boolean }).beforeSignOut = true;
  });
  await page.getByRole('menuitem', { name: logout }).click();
  await page.waitForFunction(
    () =>
      !(window as { beforeSignOut?: boolean }).beforeSignOut &&
      location.pathname === '/manage/login' &&
      location.search === '' &&
      document.readyState === 'complete',
  );
}

/** An account as the portal takes it from the address: its token, name and whether it is super. */
export interface AddressSession {
  token: string;
  account: string;
  isSuper: boolean;
}

/** Opens a portal path as an account (the portal takes a session from the address). */
export async function openAs(
  page: Page,
  base: string,
  path: string,
  who: AddressSession,
  lang: 'zh' | 'en',
) {
  const query = new URLSearchParams({
    token: who.token,
    account: who.account,
    isSuper: who.isSuper ? '1' : '0',
    lang,
  });
  await page.goto(`${base}/manage${path}?${query.toString()}`);
}
