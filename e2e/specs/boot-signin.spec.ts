import { describe, expect, it } from 'vitest';
import { snap } from '../support/browser.js';
import { demoAccounts, loginUrl } from '../support/portal.js';
import { usePortal } from '../support/portal-session.js';

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
      const words =
        lang === 'zh'
          ? { account: '手机号或邮箱', password: '密码', submit: '登录' }
          : { account: 'E-mail', password: 'Password', submit: 'Sign in' };
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
