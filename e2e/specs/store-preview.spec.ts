import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { snap } from '../support/browser.js';
import { apiData, registerDeveloper, signInByMail } from '../support/accounts.js';
import { png } from '../support/asset-files.js';
import { usePortal } from '../support/portal-session.js';
import { texts } from '../support/texts.js';

const DEV = { email: 'lyra.dev@example.com', password: 'Lyra2026!x', name: 'Lyra Studio' };
/** each language opens an app of its own, never saved before */
const CREATED = { zh: 'Comet Harbor', en: 'Meteor Bay' } as const;
const LISTING = {
  name: { zh_CN: '彗星港湾', en_US: 'Comet Harbor VR' },
  intros: { zh_CN: '在彗星上建港口', en_US: 'Build a harbour on a comet' },
  brief: { zh_CN: '驾驶飞船停靠彗星。', en_US: 'Dock your ship on a passing comet.' },
  vnote: { zh_CN: '首个版本。', en_US: 'The first release.' },
  cgy: 1,
  tag: [1],
  pMode: 0,
  sprice: 7000,
  currency: 0,
};

/** What the wizard says in a language, from the catalogues. */
const words = (lang: 'zh' | 'en') => {
  const t = texts(lang);
  const name = (language: string) =>
    t('release:localized.label', {
      field: t('release:description.name'),
      lang: t(`release:langs.${language}`),
    });
  return {
    steps: t('release:wizard.steps'),
    description: t('release:wizard.step.1'),
    summary: t('release:wizard.step.5'),
    nameZh: name('zh_CN'),
    nameEn: name('en_US'),
    noPrice: t('release:preview.noPrice'),
    /** the preview's switch between the listing's languages */
    preview: (store: 'zh_CN' | 'en_US') => t(`release:preview.langs.${store}`),
  };
};

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('the wizard starts from the creation name and previews the store listing', () => {
  const portal = usePortal();
  let token = '';
  let appId = '';
  const appIds = { zh: '', en: '' };
  let pics: string[] = [];
  const base = () => portal.server.url;
  const wizardUrl = (lang: 'zh' | 'en', id = appId) =>
    `${base()}/manage/release?appId=${id}&view=wizard&lang=${lang}`;
  const goToStep = async (page: Page, lang: 'zh' | 'en', step: 'description' | 'summary') => {
    const nav = page.getByRole('navigation', { name: words(lang).steps });
    await nav.getByText(words(lang)[step], { exact: true }).click();
  };

  async function upload(type: 1 | 2 | 3, rgb: [number, number, number]) {
    const form = new FormData();
    form.set('appId', appId);
    form.set('type', String(type));
    const picture = type === 1 ? png(512, 512, rgb) : png(1920, 1080, rgb);
    form.set('picFile', new Blob([picture], { type: 'image/png' }), `picture-${type}.png`);
    const res = await fetch(`${base()}/vrmcsys/dvlper/uploadAppPic`, {
      method: 'POST',
      headers: { token },
      body: form,
    });
    const answer = (await res.json()) as { errCode: number; errMsg: string };
    if (answer.errCode !== 0) throw new Error(`uploadAppPic ${type}: ${answer.errMsg}`);
  }

  it('sets up a developer and two new apps', async () => {
    token = await registerDeveloper(portal.server, DEV.email, DEV.password, DEV.name);
    for (const lang of ['zh', 'en'] as const) {
      ({ appId: appIds[lang] } = await apiData<{ appId: string }>(
        base(),
        '/vrmcsys/dvlper/createApp',
        { name: CREATED[lang], pkg: `com.lyra.${lang}` },
        token,
      ));
    }
    appId = appIds.zh;
    await signInByMail(portal.page, base(), DEV.email, DEV.password);
  });

  for (const lang of ['zh', 'en'] as const) {
    it(`shows the creation name in the name fields of a new app (${lang})`, async () => {
      const { page } = portal;
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(wizardUrl(lang, appIds[lang]));
      await goToStep(page, lang, 'description');
      const zh = page.getByLabel(words(lang).nameZh, { exact: true });
      await zh.waitFor();
      expect(await zh.inputValue()).toBe(CREATED[lang]);
      expect(await page.getByLabel(words(lang).nameEn, { exact: true }).inputValue()).toBe(
        CREATED[lang],
      );
      await snap(page, `e2e-wizard-created-name-${lang}-1366`);

      // nothing else given yet: the preview has the name and neutral placeholders
      await goToStep(page, lang, 'summary');
      const preview = page.getByTestId('store-preview');
      await preview.waitFor();
      expect(await preview.getByTestId('preview-name').textContent()).toBe(CREATED[lang]);
      expect(await preview.getByTestId('preview-cover').getAttribute('data-default-picture')).toBe(
        'true',
      );
      expect(await preview.getByTestId('preview-icon').getAttribute('data-default-picture')).toBe(
        'true',
      );
      expect(await preview.getByTestId('preview-price').textContent()).toBe(words(lang).noPrice);
      await page.setViewportSize({ width: 375, height: 812 });
      // the narrow layout follows the resize on the next render: wait for it
      await expect.poll(() => overflow(page)).toBeLessThanOrEqual(0);
      await snap(page, `e2e-store-preview-empty-${lang}-375`);
      await page.setViewportSize({ width: 1366, height: 900 });
      await goToStep(page, lang, 'description');
    });
  }

  it('fills the listing and puts the screenshots in an order of its own', async () => {
    await upload(1, [240, 140, 40]);
    await upload(2, [40, 80, 160]);
    await upload(3, [20, 160, 120]);
    await upload(3, [160, 40, 120]);
    await upload(3, [200, 200, 40]);
    const assets = await apiData<{ pics: string[] }>(
      base(),
      '/vrmcsys/dvlper/getAppAssets',
      { appId },
      token,
    );
    expect(assets.pics).toHaveLength(3);
    // the last upload first: the preview must follow the release's order, not the upload order
    pics = [assets.pics[2]!, assets.pics[0]!, assets.pics[1]!];
    await apiData(base(), '/vrmcsys/dvlper/saveAppInfo', { appId, ...LISTING, pics }, token);
  });

  for (const lang of ['zh', 'en'] as const) {
    it(`previews the listing in Chinese and English on the summary (${lang})`, async () => {
      const { page } = portal;
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(wizardUrl(lang));
      await goToStep(page, lang, 'summary');
      const preview = page.getByTestId('store-preview');
      await preview.waitFor();

      for (const store of ['zh_CN', 'en_US'] as const) {
        await preview.getByText(words(lang).preview(store), { exact: true }).click();
        await expect
          .poll(() => preview.getByTestId('preview-name').textContent())
          .toBe(LISTING.name[store]);
        expect(await preview.getByTestId('preview-price').textContent()).toBe('¥70.00');
        const shots = preview.getByTestId('preview-shots').locator('img');
        expect(await shots.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')))).toEqual(
          pics,
        );
        expect(await preview.getByTestId('preview-vnote').textContent()).toBe(LISTING.vnote[store]);
        const name = store === 'zh_CN' ? 'zh' : 'en';
        await preview.scrollIntoViewIfNeeded();
        await page.setViewportSize({ width: 1366, height: 900 });
        await snap(page, `e2e-store-preview-${name}-on-${lang}-1366`);
        await page.setViewportSize({ width: 375, height: 812 });
        await preview.waitFor();
        // the narrow layout follows the resize on the next render: wait for it
        await expect.poll(() => overflow(page)).toBeLessThanOrEqual(0);
        await snap(page, `e2e-store-preview-${name}-on-${lang}-375`);
        await page.setViewportSize({ width: 1366, height: 900 });
      }
      expect(portal.pageErrors).toEqual([]);
    });
  }
});
