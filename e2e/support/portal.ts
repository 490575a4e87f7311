import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';

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

export const loginUrl = (base: string, lang: 'zh' | 'en') => `${base}/manage/login?lang=${lang}`;

/** Logout reloads to /manage/login with no query; the guard's own redirect comes first. */
export async function waitForLogoutReload(page: Page) {
  await page.waitForURL((url) => url.pathname === '/manage/login' && url.search === '', {
    waitUntil: 'load',
  });
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
