import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectFitsWidth, snap } from '../support/browser.js';
import { apiData, registerDeveloper, signInByMail } from '../support/accounts.js';
import { png } from '../support/asset-files.js';
import { usePortal } from '../support/portal-session.js';
import { texts } from '../support/texts.js';

const DEV = { email: 'lyra.dev@example.com', password: 'Lyra2026!x', name: 'Lyra Works' };
const COLOURS: [number, number, number][] = [
  [200, 40, 40],
  [40, 200, 40],
  [40, 40, 200],
];

/** What the wizard says in a language, from the catalogues. */
const words = (lang: 'en' | 'zh') => {
  const t = texts(lang);
  const shot = (n: number) => t('release:assets.screenshot', { n });
  return {
    steps: t('release:wizard.steps'),
    assets: t('release:wizard.step.3'),
    shot,
    del: (n: number) => t('release:assets.deleteNamed', { name: shot(n) }),
    later: (n: number) => t('release:assets.moveRight', { name: shot(n) }),
    confirmDelete: t('release:assets.delete'),
    deleted: t('release:assets.deleted'),
    saved: t('release:assets.reordered', { n: 2 }),
    own: t('release:assets.introChannel'),
  };
};

/**
 * Each business channel's release owns its assets: deleting a screenshot in a channel's wizard
 * leaves the main store's, and a new order set by keyboard stays after a reload.
 */
describe('the assets of a business channel', () => {
  const portal = usePortal();
  let token = '';
  let appId = '';
  const base = () => portal.server.url;
  const assetsOf = (cId = '') =>
    apiData<{ pics: string[] }>(
      base(),
      '/vrmcsys/dvlper/getAppAssets',
      { appId, ...(cId ? { cId } : {}) },
      token,
    );
  const shownPics = (page: Page) =>
    page
      .getByTestId('screenshot')
      .evaluateAll((items) => items.map((li) => (li as HTMLElement).dataset.url ?? ''));

  it('sets up a developer and an app with three screenshots in the main store', async () => {
    token = await registerDeveloper(portal.server, DEV.email, DEV.password, DEV.name);
    ({ appId } = await apiData<{ appId: string }>(
      base(),
      '/vrmcsys/dvlper/createApp',
      { name: 'Lyra Skies', pkg: 'com.lyra.skies' },
      token,
    ));
    for (const colour of COLOURS) {
      const form = new FormData();
      form.append('appId', appId);
      form.append('type', '3');
      form.append('picFile', new Blob([png(1920, 1080, colour)]), 'shot.png');
      const res = await fetch(`${base()}/vrmcsys/dvlper/uploadAppPic`, {
        method: 'POST',
        headers: { token },
        body: form,
      });
      expect(((await res.json()) as { errCode: number }).errCode).toBe(0);
    }
    expect((await assetsOf()).pics).toHaveLength(3);
    await signInByMail(portal.page, base(), DEV.email, DEV.password);
  });

  for (const lang of ['en', 'zh'] as const) {
    const text = words(lang);
    it(`deletes and reorders a channel's screenshots, the main store's stay (${lang})`, async () => {
      const { page } = portal;
      const { cId } = await apiData<{ cId: string }>(
        base(),
        '/vrmcsys/dvlper/createAppChannel',
        { appId, name: `Arcades ${lang}` },
        token,
      );
      const main = (await assetsOf()).pics;
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(
        `${base()}/manage/release?appId=${appId}&view=wizard&cId=${cId}&lang=${lang}`,
      );
      await page
        .getByRole('navigation', { name: text.steps })
        .getByText(text.assets, { exact: true })
        .click();
      await page.getByText(text.own).waitFor();
      await expect.poll(() => page.getByTestId('screenshot').count()).toBe(3);
      await snap(page, `e2e-channel-assets-1366-${lang}`);

      // delete the first screenshot in the channel: the main store keeps all three
      await page.getByRole('button', { name: text.del(1) }).click();
      await page.getByRole('dialog').getByRole('button', { name: text.confirmDelete }).click();
      await page.getByText(text.deleted, { exact: true }).waitFor();
      await expect.poll(() => page.getByTestId('screenshot').count()).toBe(2);
      expect((await assetsOf()).pics).toEqual(main);
      expect((await assetsOf(cId)).pics).toHaveLength(2);

      // move the first screenshot one place later with the keyboard only
      const before = await shownPics(page);
      await page.getByRole('button', { name: text.later(1) }).focus();
      await page.keyboard.press('Enter');
      await page.getByText(text.saved).waitFor();
      const expected = [before[1]!, before[0]!];
      await expect.poll(() => shownPics(page)).toEqual(expected);
      // the focus followed the moved screenshot (now last: its "earlier" button)
      expect(
        await page.evaluate(
          () => (document.activeElement as HTMLElement | null)?.closest('li')?.dataset.url,
        ),
      ).toBe(before[0]);

      await page.reload();
      await expect.poll(() => page.getByTestId('screenshot').count()).toBe(2);
      expect(await shownPics(page)).toEqual(expected);
      expect((await assetsOf(cId)).pics).toEqual(expected);
      expect((await assetsOf()).pics).toEqual(main);

      await page.setViewportSize({ width: 375, height: 800 });
      await page.getByTestId('screenshot').first().waitFor();
      await expectFitsWidth(page);
      await snap(page, `e2e-channel-assets-375-${lang}`);
      await page.setViewportSize({ width: 1366, height: 900 });

      // the main store's wizard still shows its three
      await page.goto(`${base()}/manage/release?appId=${appId}&view=wizard&lang=${lang}`);
      await page
        .getByRole('navigation', { name: text.steps })
        .getByText(text.assets, { exact: true })
        .click();
      await expect.poll(() => page.getByTestId('screenshot').count()).toBe(3);
      expect(await shownPics(page)).toEqual(main);
      await snap(page, `e2e-main-assets-1366-${lang}`);
      expect(portal.pageErrors).toEqual([]);
    });
  }
});
