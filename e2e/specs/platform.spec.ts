import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  APP_ID_HEADER,
  APP_SECRET_HEADER,
  ErrorCode,
  appPaths,
  errorText,
  platformLimits,
  runtimePaths,
} from '@vrportal/contract';
import { apiData } from '../support/accounts.js';
import { png } from '../support/asset-files.js';
import { snap } from '../support/browser.js';
import { signInByMail } from '../support/accounts.js';
import { demoAccounts, storage } from '../support/portal.js';
import { usePortal } from '../support/portal-session.js';
import { escapeRegExp, textPattern, texts } from '../support/texts.js';
import { AHEAD_ZONE, BEHIND_ZONE } from '../support/zones.js';

type Lang = 'en' | 'zh';

/** What the screens say and press in a language, from the catalogues. */
const words = (lang: Lang) => {
  const t = texts(lang);
  return {
    overview: t('common:screens.platformIndex'),
    achievements: t('common:screens.achievement'),
    leaderboard: t('common:screens.leaderboard'),
    destinations: t('common:screens.destination'),
    addons: t('common:screens.addons'),
    iap: t('common:screens.inAppPurchase'),
    save: t('platform:form.save'),
    cancel: t('platform:form.cancel'),
    saved: t('platform:form.saved'),
    submitOk: t('platform:submit.ok'),
    submitOne: t('platform:list.submitCount', { count: 1 }),
    underReview: t('platform:state.createReview'),
    locked: t('platform:list.lockedReason'),
    edit: t('platform:list.edit'),
    historyPending: t('platform:history.status.pending'),
    submitted: t('platform:submit.doneTitle'),
    iapLink: t('platform:iap.link'),
    iapTitle: t('platform:iap.title'),
  };
};
const en = texts('en');
const zh = texts('zh');
/** A form field's label in one of the languages of its text ("Title (English)"). */
const localized = (t: typeof en, field: string, language: 'zh_CN' | 'en_US') =>
  t('platform:form.localized', {
    field: t(`platform:form.fields.${field}`),
    lang: t(`platform:form.langs.${language}`),
  });

const APP = 'Galaxy Chess';
const DESTINATION = { apiName: 'harbour_lobby', zh: '港口大厅', en: 'Harbour lobby' };
const ACHIEVEMENT = { apiName: 'first_checkmate', zh: '首次将死', en: 'First checkmate' };
const LEADERBOARD = { apiName: 'weekly_blitz', zh: '每周闪电战', en: 'Weekly blitz' };
const ADDON = { zh: '大理石棋盘', en: 'Marble board', sku: 'MarbleBoard', price: '¥12.34' };

const drawer = (page: Page, kind: string) =>
  page.locator(`.plat-drawer--${kind} .ant-drawer-section`);
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text).first();
const row = (page: Page, text: string) =>
  page.locator('.plat-table tr.ant-table-row').filter({ hasText: text });
/** The text under a form field that its check left. */
const fieldError = (scope: Locator, text: string) =>
  scope.locator('.ant-form-item-explain-error').filter({ hasText: text });

async function noOverflow(page: Page, what: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
}

/** Chooses an option of an antd select by its text. */
async function choose(page: Page, field: Locator, option: string) {
  await field.click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: option })
    .first()
    .click();
}

/** Uploads a picture through a form's file input and waits for its preview. */
async function upload(scope: Locator, inputId: string, name: string, file: Buffer) {
  await scope.getByTestId(inputId).setInputFiles({ name, mimeType: 'image/png', buffer: file });
  const preview = scope.getByTestId(`${inputId}-preview`).locator('img');
  await preview.waitFor();
  expect(await preview.getAttribute('src')).toMatch(/^\/vrmcsys\/fileserver\/platform\/\w+\.png$/);
  // the stored picture is served to the page
  await expect
    .poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
}

describe('platform services: achievements, leaderboards, destinations and add-ons of an app', () => {
  // the portal counts days in UTC+14, the browser in UTC−12: never the same day
  const portal = usePortal({ env: { TIME_ZONE: AHEAD_ZONE }, timezoneId: BEHIND_ZONE });
  const base = () => portal.server.url;
  let token = '';
  let appId = '';
  /** the entries of the leaderboard made here */
  let boardPath = '';
  const open = async (path: string, lang: Lang) => {
    await portal.page.goto(`${base()}/manage${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
    await portal.page.locator('.plat-page').first().waitFor();
  };

  it('lists Platform Services and its screens among the app tabs; /platformindex lands on /platform', async () => {
    const { page } = portal;
    await page.setViewportSize({ width: 1366, height: 900 });
    const { developer } = await demoAccounts(portal.server.dataDir);
    await signInByMail(page, base(), developer.email, developer.password);
    token = (await storage(page)).local.token!;
    await page.getByRole('button', { name: en('apps:list.open', { name: APP }) }).click();
    await page.waitForURL(/\/manage\/app_center/);
    appId = (JSON.parse((await storage(page)).session.currentApp!) as { id: string }).id;

    const tabs = page.getByRole('navigation', { name: en('shell:nav.sections') });
    await expect
      .poll(() => tabs.getByRole('link').allTextContents())
      .toEqual(
        [
          'appCenter',
          'release',
          'tracks',
          'reviews',
          'applicationData',
          'activityAnalysis',
          'addonAnalysis',
          'vitals',
          'platformIndex',
          'achievement',
          'leaderboard',
          'destination',
          'addons',
          'inAppPurchase',
        ].map((screen) => en(`common:screens.${screen}`)),
      );
    const overview = words('en').overview;
    await tabs.getByRole('link', { name: overview }).click();
    await page.waitForURL(/\/manage\/platform(\?|$)/);
    await page.getByRole('heading', { name: overview, level: 1 }).waitFor();
    // a card a kind, each with its way in
    for (const key of ['achievement', 'leaderboard', 'destination', 'addon']) {
      const kind = en(`platform:kinds.${key}`);
      expect(await page.getByRole('heading', { name: kind, level: 2, exact: true }).count()).toBe(
        1,
      );
      expect(
        await page.getByRole('link', { name: en('platform:overview.manage', { kind }) }).count(),
      ).toBe(1);
    }
    expect(await page.getByTestId('iap-pointer').textContent()).toContain(
      en('platform:overview.iapTitle'),
    );

    await page.goto(`${base()}/manage/platformindex`);
    await page.waitForURL(/\/manage\/platform(\?|$)/);
    await page.getByRole('heading', { name: overview, level: 1 }).waitFor();
  });

  it('defines a destination with a 16:9 image in Chinese, refusing a minimum group not below the maximum', async () => {
    const { page } = portal;
    await open('/destination', 'zh');
    await page.getByRole('heading', { name: words('zh').destinations, level: 1 }).waitFor();
    await page.getByRole('button', { name: zh('platform:list.create.destination') }).click();
    const form = drawer(page, 'destination');
    await form.waitFor();
    const field = (name: string) =>
      form.getByLabel(zh(`platform:form.fields.${name}`), { exact: true });
    await field('apiName').fill(DESTINATION.apiName);
    await field('deeplinkMessage').fill('open://harbour/lobby');
    await field('minGroup').fill('4');
    await field('maxGroup').fill('4');
    await form
      .getByLabel(localized(zh, 'displayName', 'zh_CN'), { exact: true })
      .fill(DESTINATION.zh);
    await form
      .getByLabel(localized(zh, 'displayName', 'en_US'), { exact: true })
      .fill(DESTINATION.en);
    await form
      .getByLabel(localized(zh, 'desc', 'zh_CN'), { exact: true })
      .fill('与好友在港口大厅对弈。');
    await form
      .getByLabel(localized(zh, 'desc', 'en_US'), { exact: true })
      .fill('Play friends in the harbour lobby.');
    await form.getByRole('button', { name: words('zh').save }).click();
    await fieldError(form, zh('platform:form.errors.groups')).waitFor();
    // a picture that is not 16:9 is refused before it is sent
    await form.getByTestId('destination-image-file').setInputFiles({
      name: 'square.png',
      mimeType: 'image/png',
      buffer: png(200, 200),
    });
    expect(await form.getByTestId('destination-image-file-problem').textContent()).toBe(
      zh('platform:upload.notWide', {
        name: zh('platform:form.fields.destImage'),
        actual: '200 × 200',
      }),
    );
    await upload(form, 'destination-image-file', 'lobby.png', png(320, 180, [20, 140, 120]));
    await field('maxGroup').fill('8');
    await snap(page, 'e2e-platform-services-destination-form-zh-1366');
    await form.getByRole('button', { name: words('zh').save }).click();
    await toast(page, words('zh').saved).waitFor();
    await form.waitFor({ state: 'detached' });
    const saved = row(page, DESTINATION.apiName);
    await saved.waitFor();
    expect(await saved.getByTestId('item-name').textContent()).toBe(DESTINATION.zh);
    expect(await saved.textContent()).toContain(
      zh('platform:list.groupsRange', { min: 4, max: 8 }),
    );
    expect(await saved.getByTestId('item-state').textContent()).toBe(zh('platform:state.draft'));
  });

  it('defines a count achievement with both icons in English, refusing a bad API name, a target of 0 and a taken API name', async () => {
    const { page } = portal;
    await open('/achivement', 'en');
    await page.getByRole('heading', { name: words('en').achievements, level: 1 }).waitFor();
    await page.getByRole('button', { name: en('platform:list.create.achievement') }).click();
    const form = drawer(page, 'achievement');
    await form.waitFor();
    await form
      .getByLabel(en('platform:form.fields.apiName'), { exact: true })
      .fill('first-checkmate');
    const count = en('platform:form.options.achievementType.count');
    await form.getByText(count, { exact: true }).click();
    await form.getByLabel(en('platform:form.fields.target'), { exact: true }).fill('0');
    await form.getByRole('button', { name: words('en').save }).click();
    await fieldError(form, en('platform:form.errors.apiNameFormat')).waitFor();
    await fieldError(form, en('platform:form.errors.targetZero')).waitFor();
    await fieldError(
      form,
      en('platform:form.errors.required', { field: localized(en, 'title', 'en_US') }),
    ).waitFor();
    expect(await form.getByTestId('form-refusal').textContent()).toBe(
      en('platform:form.errors.fixFields'),
    );

    await form
      .getByLabel(en('platform:form.fields.apiName'), { exact: true })
      .fill(ACHIEVEMENT.apiName);
    await form.getByLabel(en('platform:form.fields.target'), { exact: true }).fill('10');
    await form.getByLabel(localized(en, 'title', 'zh_CN'), { exact: true }).fill(ACHIEVEMENT.zh);
    await form.getByLabel(localized(en, 'title', 'en_US'), { exact: true }).fill(ACHIEVEMENT.en);
    await form.getByLabel(localized(en, 'desc', 'zh_CN'), { exact: true }).fill('赢下十局比赛。');
    await form.getByLabel(localized(en, 'desc', 'en_US'), { exact: true }).fill('Win ten games.');
    await upload(form, 'locked-icon-file', 'locked.png', png(128, 128, [120, 120, 120]));
    await upload(form, 'unlocked-icon-file', 'unlocked.png', png(128, 128, [230, 180, 30]));
    await form.getByTestId('unlocked-icon-file-preview').scrollIntoViewIfNeeded();
    await snap(page, 'e2e-platform-services-achievement-form-en-1366');
    await form.getByRole('button', { name: words('en').save }).click();
    await toast(page, words('en').saved).waitFor();
    await form.waitFor({ state: 'detached' });
    const saved = row(page, ACHIEVEMENT.apiName);
    await saved.waitFor();
    expect(await saved.getByTestId('item-name').textContent()).toBe(ACHIEVEMENT.en);
    expect(await saved.textContent()).toContain(count);

    // the same API name again: the server refuses it with its catalogue text
    await page.getByRole('button', { name: en('platform:list.create.achievement') }).click();
    await form.waitFor();
    await form
      .getByLabel(en('platform:form.fields.apiName'), { exact: true })
      .fill(ACHIEVEMENT.apiName);
    await form
      .getByText(en('platform:form.options.achievementType.simple'), { exact: true })
      .click();
    await form.getByLabel(localized(en, 'title', 'zh_CN'), { exact: true }).fill('重复');
    await form.getByLabel(localized(en, 'title', 'en_US'), { exact: true }).fill('Duplicate');
    await form.getByLabel(localized(en, 'desc', 'zh_CN'), { exact: true }).fill('重复的成就');
    await form.getByLabel(localized(en, 'desc', 'en_US'), { exact: true }).fill('A duplicate');
    await form.getByRole('button', { name: words('en').save }).click();
    const taken = errorText(ErrorCode.apiNameTaken, 'en');
    await expect.poll(() => form.getByTestId('form-refusal').textContent()).toBe(taken);
    await fieldError(form, taken).waitFor();
    await form.getByRole('button', { name: words('en').cancel }).click();
    await form.waitFor({ state: 'detached' });
    expect(await row(page, ACHIEVEMENT.apiName).count()).toBe(1);
  });

  it('edits and deletes an achievement that is not under review, checking a bitfield target against its size', async () => {
    const { page } = portal;
    await open('/achivement', 'en');
    await page.getByRole('button', { name: en('platform:list.create.achievement') }).click();
    const form = drawer(page, 'achievement');
    await form.waitFor();
    await form
      .getByLabel(en('platform:form.fields.apiName'), { exact: true })
      .fill('five_openings');
    await form
      .getByText(en('platform:form.options.achievementType.bitfield'), { exact: true })
      .click();
    await form.getByLabel(en('platform:form.fields.bitSize'), { exact: true }).fill('5');
    await form.getByLabel(en('platform:form.fields.target'), { exact: true }).fill('6');
    await form.getByLabel(localized(en, 'title', 'zh_CN'), { exact: true }).fill('五种开局');
    await form.getByLabel(localized(en, 'title', 'en_US'), { exact: true }).fill('Five openings');
    await form.getByLabel(localized(en, 'desc', 'zh_CN'), { exact: true }).fill('下出五种开局。');
    await form
      .getByLabel(localized(en, 'desc', 'en_US'), { exact: true })
      .fill('Play five openings.');
    await form.getByRole('button', { name: words('en').save }).click();
    await fieldError(form, en('platform:form.errors.targetBits')).waitFor();
    await form.getByLabel(en('platform:form.fields.target'), { exact: true }).fill('5');
    await form.getByRole('button', { name: words('en').save }).click();
    await form.waitFor({ state: 'detached' });
    const saved = row(page, 'five_openings');
    await saved.waitFor();
    expect(await saved.textContent()).toContain('5 / 5');

    // the form opens with the stored values; a change is saved
    await saved
      .getByRole('button', { name: en('platform:list.editName', { name: 'Five openings' }) })
      .click();
    await form.waitFor();
    expect(
      await form.getByLabel(en('platform:form.fields.bitSize'), { exact: true }).inputValue(),
    ).toBe('5');
    expect(
      await form.getByLabel(localized(en, 'title', 'zh_CN'), { exact: true }).inputValue(),
    ).toBe('五种开局');
    await form
      .getByLabel(localized(en, 'title', 'en_US'), { exact: true })
      .fill('Five classic openings');
    await form.getByRole('button', { name: words('en').save }).click();
    await form.waitFor({ state: 'detached' });
    await expect
      .poll(() => saved.getByTestId('item-name').textContent())
      .toBe('Five classic openings');

    // deleting asks first
    await saved
      .getByRole('button', {
        name: en('platform:list.deleteName', { name: 'Five classic openings' }),
      })
      .click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm
      .locator('.ant-modal-confirm-title')
      .getByText(en('platform:delete.title', { name: 'Five classic openings' }))
      .waitFor();
    await confirm.getByRole('button', { name: en('platform:delete.ok'), exact: true }).click();
    await toast(page, en('platform:delete.done')).waitFor();
    await expect.poll(() => row(page, 'five_openings').count()).toBe(0);
  });

  it('defines a leaderboard linked to the destination in Chinese', async () => {
    const { page } = portal;
    await open('/leaderboard', 'zh');
    await page.getByRole('heading', { name: words('zh').leaderboard, level: 1 }).waitFor();
    await page.getByRole('button', { name: zh('platform:list.create.leaderboard') }).click();
    const form = drawer(page, 'leaderboard');
    await form.waitFor();
    const field = (name: string) =>
      form.getByLabel(zh(`platform:form.fields.${name}`), { exact: true });
    const weekly = zh('platform:form.options.reset.weekly');
    await field('apiName').fill(LEADERBOARD.apiName);
    await form.getByLabel(localized(zh, 'title', 'zh_CN'), { exact: true }).fill(LEADERBOARD.zh);
    await form.getByLabel(localized(zh, 'title', 'en_US'), { exact: true }).fill(LEADERBOARD.en);
    await form
      .getByText(zh('platform:form.options.sortOrder.higherIsBetter'), { exact: true })
      .click();
    await choose(page, field('scoreType'), zh('platform:form.options.scoreType.score'));
    await choose(page, field('reset'), weekly);
    await field('systemBoard').click();
    await field('notify').click();
    await choose(page, field('destination'), DESTINATION.zh);
    await upload(form, 'leaderboard-image-file', 'board.png', png(256, 256, [90, 60, 200]));
    await snap(page, 'e2e-platform-services-leaderboard-form-zh-1366');
    await form.getByRole('button', { name: words('zh').save }).click();
    await toast(page, words('zh').saved).waitFor();
    await form.waitFor({ state: 'detached' });
    const saved = row(page, LEADERBOARD.apiName);
    await saved.waitFor();
    expect(await saved.getByTestId('item-name').textContent()).toBe(LEADERBOARD.zh);
    expect(await saved.getByTestId('linked-destination').textContent()).toBe(DESTINATION.zh);
    expect(await saved.textContent()).toContain(weekly);
  });

  it('defines an add-on with a custom price and a cover in English, refusing a SKU starting with a digit and three decimals', async () => {
    const { page } = portal;
    await open('/addons', 'en');
    await page.getByRole('heading', { name: words('en').addons, level: 1 }).waitFor();
    await page.getByRole('button', { name: en('platform:list.create.addon') }).click();
    const form = drawer(page, 'addon');
    await form.waitFor();
    await form.getByLabel(localized(en, 'name', 'zh_CN'), { exact: true }).fill(ADDON.zh);
    // an English name is required as well
    await form.getByRole('button', { name: words('en').save }).click();
    await fieldError(
      form,
      en('platform:form.errors.required', { field: localized(en, 'name', 'en_US') }),
    ).waitFor();
    await form.getByLabel(localized(en, 'name', 'en_US'), { exact: true }).fill(ADDON.en);
    await form.getByLabel(en('platform:form.fields.sku'), { exact: true }).fill('2MarbleBoard');
    const nonConsumable = en('platform:form.options.itemType.nonConsumable');
    await choose(
      page,
      form.getByLabel(en('platform:form.fields.itemType'), { exact: true }),
      nonConsumable,
    );
    await form.getByText(en('platform:form.options.priceMode.custom'), { exact: true }).click();
    await form.getByLabel(en('platform:form.fields.customPrice'), { exact: true }).fill('1.234');
    await form.getByLabel(localized(en, 'intro', 'zh_CN'), { exact: true }).fill('大理石棋盘。');
    await form.getByLabel(localized(en, 'intro', 'en_US'), { exact: true }).fill('A marble board.');
    await form
      .getByLabel(localized(en, 'addonDesc', 'zh_CN'), { exact: true })
      .fill('永久解锁大理石棋盘外观。');
    await form
      .getByLabel(localized(en, 'addonDesc', 'en_US'), { exact: true })
      .fill('Unlocks the marble board for good.');
    await form.getByRole('button', { name: words('en').save }).click();
    await fieldError(form, en('platform:form.errors.skuFormat')).waitFor();
    await fieldError(
      form,
      en('platform:form.errors.priceCustom', { max: platformLimits.customPriceMax }),
    ).waitFor();

    await form.getByLabel(en('platform:form.fields.sku'), { exact: true }).fill(ADDON.sku);
    await form.getByLabel(en('platform:form.fields.customPrice'), { exact: true }).fill('12.34');
    await upload(form, 'addon-cover-file', 'cover.png', png(480, 270, [200, 80, 40]));
    await form.getByTestId('addon-screenshot-file').setInputFiles({
      name: 'shot.png',
      mimeType: 'image/png',
      buffer: png(320, 180, [40, 80, 200]),
    });
    await form.locator('.plat-shots__item img').waitFor();
    await form.getByTestId('addon-cover-file-preview').scrollIntoViewIfNeeded();
    await snap(page, 'e2e-platform-services-addon-form-en-1366');
    await form.getByRole('button', { name: words('en').save }).click();
    await toast(page, words('en').saved).waitFor();
    await form.waitFor({ state: 'detached' });
    const saved = row(page, ADDON.sku);
    await saved.waitFor();
    expect(await saved.getByTestId('item-name').textContent()).toBe(ADDON.en);
    expect(await saved.getByTestId('addon-price').textContent()).toBe(ADDON.price);
    expect(await saved.getByTestId('publish-state').textContent()).toBe(
      en('platform:publish.toPublish'),
    );
    expect(await saved.textContent()).toContain(nonConsumable);
    // every picture of the list shows: the cover, or the default picture, never a broken one
    await expect
      .poll(() =>
        page
          .locator('.plat-thumb img')
          .evaluateAll((imgs) =>
            imgs.every(
              (img) =>
                (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
            ),
          ),
      )
      .toBe(true);

    // the Chinese reader reads the Chinese name, in the list and in the form
    await open('/addons', 'zh');
    const zhRow = row(page, ADDON.sku);
    await zhRow.waitFor();
    expect(await zhRow.getByTestId('item-name').textContent()).toBe(ADDON.zh);
    await snap(page, 'e2e-platform-services-addon-names-zh-1366');
    await zhRow
      .getByRole('button', { name: new RegExp(`^${escapeRegExp(zh('platform:list.edit'))}`) })
      .click();
    const zhForm = drawer(page, 'addon');
    await zhForm.waitFor();
    expect(
      await zhForm.getByLabel(localized(zh, 'name', 'zh_CN'), { exact: true }).inputValue(),
    ).toBe(ADDON.zh);
    expect(
      await zhForm.getByLabel(localized(zh, 'name', 'en_US'), { exact: true }).inputValue(),
    ).toBe(ADDON.en);
    await snap(page, 'e2e-platform-services-addon-names-form-zh-1366');
    await zhForm.getByRole('button', { name: words('zh').cancel }).click();
    await zhForm.waitFor({ state: 'detached' });
  });

  it('names the add-on in the add-on data page in the reader language, as its developer did', async () => {
    const { page } = portal;
    // the store sells the add-on now, reporting only its SKU: the page opens on the portal's
    // month so far, which holds it, though the browser's calendar is a day or two behind
    const key = (
      await fs.readFile(path.join(portal.server.dataDir, 'store-api.key'), 'utf8')
    ).trim();
    const res = await fetch(`${base()}/vrmcsys/store/reportOrders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-store-key': key },
      body: JSON.stringify({
        orders: [
          {
            orderId: 'e2e-marble-1',
            appId,
            sku: ADDON.sku,
            userId: 'e2e-marble-buyer',
            deviceId: 'e2e-marble-device',
            type: 'sale',
            amount: 1234,
            currency: 'CNY',
            usdRate: 0.14,
            time: Date.now() - 60_000,
          },
        ],
      }),
    });
    expect(((await res.json()) as { data: { accepted: number } }).data.accepted).toBe(1);
    for (const lang of ['en', 'zh'] as const) {
      for (const width of [1366, 375]) {
        await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
        await page.goto(`${base()}/manage/addonanalysis?lang=${lang}`);
        const table = page.getByTestId('addon-table');
        const marble = table.locator('.ant-table-tbody tr.ant-table-row').filter({
          hasText: ADDON.sku,
        });
        await marble.waitFor();
        expect(await marble.locator('td').first().textContent()).toContain(ADDON[lang]);
        expect(await marble.locator('td').first().textContent()).not.toContain(
          ADDON[lang === 'en' ? 'zh' : 'en'],
        );
        await noOverflow(page, `add-on data ${lang} ${width}`);
        await table.scrollIntoViewIfNeeded();
        await snap(page, `e2e-platform-services-addon-data-${lang}-${width}`);
      }
    }
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  /** Ticks a row, submits it and checks it is locked under review with the reason said. */
  async function submitRow(page: Page, path: string, name: string, lang: Lang) {
    const w = words(lang);
    await open(path, lang);
    const target = row(page, name);
    await target.waitFor();
    await target.getByRole('checkbox').check();
    await page.getByRole('button', { name: w.submitOne }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.waitFor();
    await confirm.getByRole('button', { name: w.submitOk, exact: true }).click();
    const done = page.getByTestId('submitted');
    await done.waitFor();
    expect(await done.textContent()).toContain(w.submitted);
    expect(await done.textContent()).toMatch(/[0-9a-f]{32}/);
    await expect.poll(() => target.getByTestId('item-state').textContent()).toBe(w.underReview);
    expect(await target.getByRole('button', { name: new RegExp(`^${w.edit}`) }).isDisabled()).toBe(
      true,
    );
    expect(await target.getByTestId('locked-reason').textContent()).toContain(w.locked);
    expect(await target.getByRole('checkbox').isDisabled()).toBe(true);
    // the submission is listed, waiting for its review
    const history = page.locator('.plat-history');
    await expect
      .poll(() => history.getByTestId('audit-status').first().textContent())
      .toBe(w.historyPending);
  }

  it('submits an item of each kind for review: the rows are locked and say why', async () => {
    const { page } = portal;
    await submitRow(page, '/achivement', ACHIEVEMENT.apiName, 'en');
    await snap(page, 'e2e-platform-services-achievements-en-1366');
    await submitRow(page, '/destination', DESTINATION.apiName, 'zh');
    await snap(page, 'e2e-platform-services-destinations-zh-1366');
    await submitRow(page, '/leaderboard', LEADERBOARD.apiName, 'zh');
    await snap(page, 'e2e-platform-services-leaderboards-zh-1366');
    await submitRow(page, '/addons', ADDON.sku, 'en');
    await snap(page, 'e2e-platform-services-addons-en-1366');
    // a locked row cannot be deleted either
    expect(
      await row(page, ADDON.sku)
        .getByRole('button', { name: new RegExp(`^${escapeRegExp(en('platform:list.delete'))}`) })
        .isDisabled(),
    ).toBe(true);
  });

  it('leads from a decided submission to its report in the notification centre', async () => {
    const { page } = portal;
    await open('/achivement', 'en');
    const decided = page
      .locator('.plat-history tr.ant-table-row')
      .filter({
        has: page
          .getByTestId('audit-status')
          .getByText(en('platform:history.status.passed'), { exact: true }),
      })
      .first();
    await decided.waitFor();
    const auditId = await decided.getAttribute('data-audit-id');
    await decided.getByRole('link', { name: en('platform:history.report') }).click();
    await page.waitForURL((url) => url.pathname === '/manage/notification');
    const query = new URL(page.url()).searchParams;
    expect([query.get('tag'), query.get('auditId'), query.get('appId')]).toEqual([
      'achive',
      auditId,
      appId,
    ]);
    await page.getByTestId('platform-report').waitFor();
  });

  it('browses the entries of a leaderboard written through the runtime API, finds a user and removes an entry with its reason', async () => {
    const { page } = portal;
    const { appSecret } = await apiData<{ appSecret: string }>(
      base(),
      appPaths.getAppDetailInfo,
      { appId },
      token,
    );
    const headers = {
      'content-type': 'application/json',
      [APP_ID_HEADER]: appId,
      [APP_SECRET_HEADER]: appSecret,
    };
    // 25 players, player_25 best
    for (let i = 1; i <= 25; i += 1) {
      const res = await fetch(`${base()}${runtimePaths.leaderboardsWrite}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          apiName: LEADERBOARD.apiName,
          userId: `player_${String(i).padStart(2, '0')}`,
          score: i * 100,
          ...(i === 7 ? { extra: 'replay:7' } : {}),
        }),
      });
      expect(((await res.json()) as { errCode: number }).errCode).toBe(0);
    }

    await open('/leaderboard', 'en');
    const board = row(page, LEADERBOARD.apiName);
    await expect.poll(() => board.textContent()).toContain('25');
    await board
      .getByRole('button', { name: en('platform:list.entriesName', { name: LEADERBOARD.en }) })
      .click();
    await page.waitForURL(/\/manage\/leaderboard\?board=[0-9a-f]{32}(&|$)/);
    boardPath = new URL(page.url()).pathname.replace('/manage', '') + new URL(page.url()).search;
    await page
      .getByRole('heading', {
        name: en('platform:entries.title', { name: LEADERBOARD.en }),
        level: 1,
      })
      .waitFor();
    const entries = page.locator('.plat-table tr.ant-table-row[data-user-id]');
    await expect.poll(() => entries.count()).toBe(20);
    expect(await entries.first().textContent()).toContain('player_25');
    expect(await entries.first().locator('td').nth(0).textContent()).toBe('1');
    expect(await entries.first().textContent()).toContain('2,500');
    expect(
      await page
        .getByText(en('platform:entries.total.other', { count: 25 }), { exact: true })
        .count(),
    ).toBe(1);
    // the board resets weekly: the period is shown
    const range = (await page.getByTestId('period-range').textContent()) ?? '';
    const day = '(\\d{4}-\\d{2}-\\d{2})';
    const period = new RegExp(
      `^${textPattern('en', 'platform:entries.periodRange', { start: day, end: day })}$`,
    );
    const [, first, last] = period.exec(range) ?? [];
    // a week from Monday to Sunday
    expect(new Date(`${first}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)).toBe(6 * 86_400_000);

    // the second page holds ranks 21 to 25
    await page.locator('.ant-pagination').getByTitle('2', { exact: true }).click();
    await expect.poll(() => entries.first().locator('td').nth(0).textContent()).toBe('21');
    expect(await entries.count()).toBe(5);
    expect(await entries.last().textContent()).toContain('player_01');

    // the previous period is empty
    await page.getByText(en('platform:entries.periods.previous'), { exact: true }).click();
    await page.getByText(en('platform:entries.empty')).waitFor();
    await page.getByText(en('platform:entries.periods.current'), { exact: true }).click();
    await expect.poll(() => entries.count()).toBeGreaterThan(0);

    // the ranks around one user
    const find = page.getByRole('searchbox', { name: en('platform:entries.find') });
    await find.fill('player_07');
    await find.press('Enter');
    await page.getByText(en('platform:entries.around', { userId: 'player_07' })).waitFor();
    const found = page.locator('tr.plat-row--found');
    await found.waitFor();
    expect(await found.getAttribute('data-user-id')).toBe('player_07');
    expect(await found.locator('td').nth(0).textContent()).toBe('19');
    expect(await found.textContent()).toContain('replay:7');
    await snap(page, 'e2e-platform-services-entries-en-1366');

    // removing needs a reason
    await found
      .getByRole('button', { name: en('platform:entries.removeName', { userId: 'player_07' }) })
      .click();
    const dialog = page
      .locator('.ant-modal')
      .filter({ hasText: en('platform:entries.removeTitle', { userId: 'player_07' }) });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(
      en('platform:entries.removeText', { score: 700, rank: 19 }),
    );
    await dialog.getByRole('button', { name: en('platform:entries.removeOk') }).click();
    await fieldError(dialog, en('platform:entries.reasonRequired')).waitFor();
    await dialog
      .getByLabel(en('platform:entries.reason'), { exact: true })
      .fill('Score written by a modified client');
    await dialog.getByRole('button', { name: en('platform:entries.removeOk') }).click();
    await toast(page, en('platform:entries.removed', { score: 700 })).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page
      .getByTestId('not-on-board')
      .getByText(en('platform:entries.notOnBoard', { userId: 'player_07' }))
      .waitFor();

    // the removal is on record: who, when, whose score and why
    const history = page.getByTestId('moderation');
    const record = history.locator('tr.ant-table-row').filter({ hasText: 'player_07' });
    await record.waitFor();
    const { developer } = await demoAccounts(portal.server.dataDir);
    const text = await record.textContent();
    expect(text).toContain('Score written by a modified client');
    expect(text).toContain('700');
    expect(text).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    // the account that removed it, by its e-mail or phone number
    expect([developer.email, developer.mobile].some((account) => text?.includes(account))).toBe(
      true,
    );

    await page.getByRole('button', { name: en('platform:entries.showAll') }).click();
    await expect.poll(() => entries.count()).toBe(20);
    // the list loads again without the removed entry
    await page
      .getByText(en('platform:entries.total.other', { count: 24 }), { exact: true })
      .waitFor();
    await noOverflow(page, 'entries en 1366');
  });

  it('shows the in-app purchase notice, whose link leads to the add-ons', async () => {
    const { page } = portal;
    for (const lang of ['en', 'zh'] as const) {
      await open('/inapppurchase', lang);
      const notice = page.getByTestId('iap-notice');
      await notice.waitFor();
      expect(await notice.getByRole('heading', { level: 2 }).textContent()).toBe(
        words(lang).iapTitle,
      );
      await notice.getByRole('link', { name: words(lang).iapLink }).click();
      await page.waitForURL(/\/manage\/addons(\?|$)/);
      await page.getByRole('heading', { name: words(lang).addons, level: 1 }).waitFor();
    }
  });

  it('shows every screen in Chinese and English at 1366 and 375 px without sideways scrolling', async () => {
    const { page } = portal;
    const screens = [
      ['/platform', 'overview'],
      ['/achivement', 'achievements'],
      ['/leaderboard', 'leaderboard'],
      ['/destination', 'destinations'],
      ['/addons', 'addons'],
      ['/inapppurchase', 'iap'],
    ] as const;
    for (const width of [1366, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      for (const lang of ['zh', 'en'] as const) {
        for (const [path, key] of screens) {
          await open(path, lang);
          await page.getByRole('heading', { name: words(lang)[key], level: 1 }).waitFor();
          // the lists and histories have loaded
          await expect.poll(() => page.locator('.ant-skeleton').count()).toBe(0);
          await noOverflow(page, `${path} ${lang} ${width}`);
          await snap(page, `e2e-platform-services-${key}-${lang}-${width}`);
        }
      }
    }
    // the entries of a leaderboard
    for (const width of [1366, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      for (const lang of ['zh', 'en'] as const) {
        await open(boardPath, lang);
        const title = texts(lang)('platform:entries.title', { name: LEADERBOARD[lang] });
        await page.getByRole('heading', { name: title, level: 1 }).waitFor();
        // a table at desktop width, cards on a phone
        await page.locator('[data-user-id]').first().waitFor();
        await page.getByTestId('moderation').locator('[data-record-id]').first().waitFor();
        await noOverflow(page, `entries ${lang} ${width}`);
        await snap(page, `e2e-platform-services-entries-${lang}-${width}`);
      }
    }
    // a form on a phone
    await open('/addons', 'zh');
    await page.getByRole('button', { name: zh('platform:list.create.addon') }).click();
    await drawer(page, 'addon').waitFor();
    await noOverflow(page, 'add-on form zh 375');
    await snap(page, 'e2e-platform-services-addon-form-zh-375');
    await page.setViewportSize({ width: 1366, height: 900 });
    expect(portal.pageErrors).toEqual([]);
  });
});
