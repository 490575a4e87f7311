import { describe, expect, it } from 'vitest';
import { snap } from '../support/browser.js';
import { demoAccounts, loginUrl, signInLabels } from '../support/portal.js';
import { usePortal } from '../support/portal-session.js';
import { text, texts } from '../support/texts.js';

/**
 * The sign-in form of the first paint takes the account and password before the portal's
 * scripts have arrived (held back here), and the portal's form signs in with what was typed.
 */
describe('sign-in before the portal has loaded', () => {
  const portal = usePortal();

  for (const lang of ['zh', 'en'] as const) {
    it(`keeps what was typed and the press of Sign in (${lang})`, async () => {
      const { page, server } = portal;
      const { developer } = await demoAccounts(server.dataDir);
      const words = signInLabels(lang);
      // the portal's modules wait until the visitor has typed and pressed Sign in
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/manage\/assets\/index-[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(loginUrl(server.url, lang), { waitUntil: 'commit' });
      const form = page.locator('#boot-signin');
      await expect.poll(() => form.isVisible()).toBe(true);
      await snap(page, `e2e-boot-signin-${lang}`);
      await page.getByLabel(words.account, { exact: true }).fill(developer.email);
      await page.getByLabel(words.password, { exact: true }).fill(developer.password);
      await page.getByRole('button', { name: words.submit, exact: true }).click();
      expect(await form.getAttribute('aria-busy')).toBe('true');
      expect(page.url()).toContain('/manage/login');

      release();
      await page.waitForURL(/\/manage\/all_apps$/);
      expect(await page.locator('#boot-signin').count()).toBe(0);
      await page.unroute(/\/manage\/assets\/index-[\w-]+\.js$/);
      // signed out again for the next language
      await page.evaluate(() => localStorage.clear());
    });
  }

  /** Where each link of the form leads, and what the portal shows there once it has loaded. */
  const links = (lang: 'zh' | 'en') => {
    const t = texts(lang);
    const other = lang === 'zh' ? 'en' : 'zh';
    return [
      {
        name: t('auth:login.forgot'),
        url: /\/manage\/login\?mode=retrieve&redirect=/,
        heading: t('auth:retrieve.title'),
      },
      {
        name: t('auth:login.register'),
        url: /\/manage\/login\?mode=register&redirect=/,
        dialog: true,
      },
      // the other way to sign in: the SMS tab in Chinese, a phone number in English
      lang === 'zh'
        ? {
            name: t('auth:login.tabSms'),
            url: /\/manage\/login\?method=sms&redirect=/,
            tab: t('auth:login.tabSms'),
          }
        : {
            name: t('auth:login.usePhone'),
            url: /\/manage\/login\?method=phone&redirect=/,
            tab: t('auth:login.tabPassword'),
          },
      // the switch names the other language, in that language
      {
        name: t(`common:language.${other}`),
        url: new RegExp(`/manage/login\\?lang=${other}&redirect=`),
        heading: text(other, 'auth:login.title'),
      },
      {
        name: t('common:footer.privacy'),
        url: /\/manage\/privacy$/,
        heading: t('legal:privacy.title'),
      },
      {
        name: t('common:footer.agreement'),
        url: /\/manage\/agreement$/,
        heading: t('legal:agreement.title'),
      },
    ];
  };

  for (const lang of ['zh', 'en'] as const) {
    it(`leads each of its links to the right screen before the portal has loaded (${lang})`, async () => {
      const { page, server } = portal;
      const start = `${server.url}/manage/login?lang=${lang}&redirect=${encodeURIComponent('/all_apps')}`;
      // the portal's modules wait for each link to have been followed
      let release = () => {};
      let held = Promise.resolve();
      const hold = () => {
        release();
        held = new Promise<void>((resolve) => (release = resolve));
      };
      const modules = /\/manage\/assets\/index-[\w-]+\.js$/;
      await page.route(modules, async (route) => {
        await held;
        await route.continue();
      });
      try {
        for (const width of [1366, 375]) {
          await page.setViewportSize({ width, height: 800 });
          hold();
          await page.goto(start, { waitUntil: 'commit' });
          await expect.poll(() => page.locator('#boot-signin').isVisible()).toBe(true);
          await snap(page, `e2e-boot-signin-links-${lang}-${width}`);
        }
        for (const link of links(lang)) {
          hold();
          await page.goto(start, { waitUntil: 'commit' });
          const form = page.locator('#boot-signin');
          await expect.poll(() => form.isVisible()).toBe(true);
          await form.getByRole('link', { name: link.name, exact: true }).click();
          // followed while the portal is still held back: a plain link, not the portal's router
          await page.waitForURL(link.url, { waitUntil: 'commit' });
          release();
          if (link.dialog) {
            await page.getByRole('dialog').waitFor();
          } else if (link.tab) {
            const tab = page.getByRole('tab', { name: link.tab, exact: true });
            await tab.waitFor();
            if (lang === 'zh') expect(await tab.getAttribute('aria-selected')).toBe('true');
          } else {
            await page.getByRole('heading', { name: link.heading, exact: true }).first().waitFor();
          }
        }
      } finally {
        release();
        await page.unroute(modules);
        await page.setViewportSize({ width: 1440, height: 900 });
        await page.evaluate(() => localStorage.clear());
      }
    });
  }

  it('is not shown to a signed-in visitor or on the other sign-in screens', async () => {
    const { page, server } = portal;
    await page.goto(`${server.url}/manage/login?mode=register&lang=en`);
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
    expect(
      await page
        .locator('#boot-signin')
        .isVisible()
        .catch(() => false),
    ).toBe(false);
    expect(await page.locator('#boot-signin').count()).toBe(0);
  });
});
