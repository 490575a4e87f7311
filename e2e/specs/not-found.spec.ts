import { describe, expect, it } from 'vitest';
import { expectFitsWidth, snap } from '../support/browser.js';
import { demoAccounts } from '../support/portal.js';
import { usePortal } from '../support/portal-session.js';
import { signInByMail } from '../support/accounts.js';
import { text } from '../support/texts.js';

describe('unknown addresses and the scroll position of a new screen', () => {
  const portal = usePortal();

  it('says an unknown address under /manage/ names no page, in both languages, with the way back', async () => {
    const { developer } = await demoAccounts(portal.server.dataDir);
    await signInByMail(portal.page, portal.server.url, developer.email, developer.password);
    const page = portal.page;
    for (const [lang, width] of [
      ['en', 1366],
      ['zh', 375],
    ] as const) {
      const title = text(lang, 'apps:notFound.title');
      const back = text(lang, 'apps:notFound.back');
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${portal.server.url}/manage/no_such_screen/here?lang=${lang}`);
      await page.getByRole('heading', { name: title }).waitFor();
      // the address stays as typed: nothing redirects silently
      expect(new URL(page.url()).pathname).toBe('/manage/no_such_screen/here');
      expect(await page.getByRole('main').last().textContent()).toContain(
        '/manage/no_such_screen/here',
      );
      expect(await page.title()).toContain(title);
      await snap(page, `e2e-not-found-${lang}-${width}`);
      await expectFitsWidth(page);
      await page.getByRole('button', { name: back }).click();
      await page.waitForURL(/\/manage\/all_apps/);
    }
  });

  it('opens a new screen at the top, and Back returns to where the reader was', async () => {
    const page = portal.page;
    await page.setViewportSize({ width: 1366, height: 420 });
    await page.goto(`${portal.server.url}/manage/all_apps?lang=en`);
    const cards = page.locator('.app-card');
    await cards.first().waitFor();
    const last = cards.last();
    // the list may render once more as its data settles: scroll to the card that stays
    await expect
      .poll(async () => {
        await last.scrollIntoViewIfNeeded({ timeout: 2_000 }).catch(() => undefined);
        return page.evaluate(() => window.scrollY);
      })
      .toBeGreaterThan(100);
    await last.locator('.app-card__open').click();
    await page.waitForURL(/\/manage\/app_center\?appId=/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL(/\/manage\/all_apps/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.setViewportSize({ width: 1366, height: 900 });
  });
});
