import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  AchievementType,
  AddonItemType,
  AddonPriceMode,
  AuditStatus,
  DeeplinkType,
  PlatformImageUse,
  ResetSchedule,
  ScoreType,
  SortOrder,
  ValidityStart,
  ValidityUnit,
  appPaths,
  errorText,
  platformPaths,
  platformReviewPaths,
  type PlatformKind,
} from '@vrportal/contract';
import { apiData, apiSignIn, registerDeveloper, type Envelope } from '../support/accounts.js';
import { mp4, png } from '../support/asset-files.js';
import { snap } from '../support/browser.js';
import { demoAccounts } from '../support/portal.js';
import { usePortal } from '../support/portal-session.js';
import { escapeRegExp, serverText, texts } from '../support/texts.js';

/**
 * Platform items in the review console and their reports in the notification centre: a new
 * developer defines two achievements, a leaderboard, a destination and an add-on of an app
 * through the API and submits each kind; the demo super account opens Review console >
 * Platform services, sees the four submissions, passes the achievement (one of its items
 * rejected with a note), leaderboard and destination submissions and rejects the add-on with two
 * failed store checks and their reasons. A fifth submission decided elsewhere while open shows
 * 10660. The developer then reads each report in Chinese and in English, at 1366 and 375 px.
 */

const DEV = { email: 'nova.platform@example.com', password: 'Nova2026!x', name: 'Nova Arcade' };
const APP = { name: 'Nebula Drift', pkg: 'com.novaarcade.nebuladrift' };

const REJECT_NOTE = 'The unlocked icon is the same picture as the locked one; make them differ.';
const ACH_SUMMARY = 'First Light is fine. Star Collector: see the note on its icon.';
const BOARD_SUMMARY = '排行榜设置合理，已通过。';
const PRICE_REASON = '推荐价格 40 元与内容不符，请降低价格。';
const VIDEO_REASON = 'The trailer shows another game.';
const ADDON_NOTE = '请根据检查项修改后重新提交。';

type Lang = 'zh' | 'en';
const t = texts('en');
const zh = texts('zh');
/** A text of the review console's platform services, in English. */
const pf = (key: string, vars?: Record<string, string | number>) =>
  t(`review:platform.${key}`, vars);
interface Who {
  token: string;
  account: string;
  isSuper: boolean;
}

/** Opens a portal path as an account (the portal takes a session from the address). */
async function openAs(page: Page, base: string, path: string, who: Who, lang: Lang) {
  const [pathname, search = ''] = path.split('?');
  const query = new URLSearchParams(search);
  query.set('token', who.token);
  query.set('account', who.account);
  query.set('isSuper', who.isSuper ? '1' : '0');
  query.set('lang', lang);
  await page.goto(`${base}/manage${pathname}?${query.toString()}`);
}

async function noOverflow(page: Page, what: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, `${what} overflows`).toBeLessThanOrEqual(0);
}

/** An image or trailer uploaded for the app (multipart: the text fields, then picFile). */
async function uploadImage(
  base: string,
  token: string,
  appId: string,
  use: number,
  file: Buffer,
  name: string,
  type: string,
): Promise<string> {
  const form = new FormData();
  form.set('appId', appId);
  form.set('use', String(use));
  form.set('picFile', new Blob([new Uint8Array(file)], { type }), name);
  const res = await fetch(`${base}${platformPaths.uploadImage}`, {
    method: 'POST',
    headers: { token },
    body: form,
  });
  const answer = (await res.json()) as Envelope<{ url: string }>;
  if (answer.errCode !== 0) throw new Error(`uploadImage answered ${answer.errCode}`);
  return answer.data.url;
}

const text = (zh: string, en: string) => ({ zh_CN: zh, en_US: en });

/** The cells of a table row, or the text of a card, that names an item. */
async function rowText(page: Page, apiName: string) {
  return (await page.locator(`[data-api-name="${apiName}"]`).first().textContent()) ?? '';
}

describe('platform items: the review console decides them, the developer reads their reports', () => {
  const portal = usePortal();
  const admin: Who = { token: '', account: 'admin@example.com', isSuper: true };
  const dev: Who = { token: '', account: DEV.email, isSuper: false };
  let appId = '';
  const audits = {} as Record<PlatformKind | 'late', string>;
  const ids = {} as Record<
    'firstLight' | 'starCollector' | 'board' | 'cave' | 'dock' | 'pack',
    string
  >;

  it('lets a developer define an item of each kind through the API and submit each kind', async () => {
    const { server } = portal;
    const accounts = await demoAccounts(server.dataDir);
    admin.token = await apiSignIn(server.url, accounts.admin.email, accounts.admin.password);
    dev.token = await registerDeveloper(server, DEV.email, DEV.password, DEV.name);
    appId = (await apiData<{ appId: string }>(server.url, appPaths.createApp, APP, dev.token))
      .appId;
    const upload = (use: number, file: Buffer, name: string, type = 'image/png') =>
      uploadImage(server.url, dev.token, appId, use, file, name, type);
    const save = async (path: string, body: Record<string, unknown>) =>
      (await apiData<{ id: string }>(server.url, path, { appId, ...body }, dev.token)).id;

    const locked = await upload(
      PlatformImageUse.achievementIcon,
      png(128, 128, [90, 90, 110]),
      'l.png',
    );
    const unlocked = await upload(
      PlatformImageUse.achievementIcon,
      png(128, 128, [240, 180, 40]),
      'u.png',
    );
    ids.firstLight = await save(platformPaths.achievementSave, {
      apiName: 'first_light',
      title: text('初见星光', 'First Light'),
      desc: text('完成第一章。', 'Finish chapter one.'),
      unlockedDesc: text('您已完成第一章！', 'You finished chapter one!'),
      type: AchievementType.simple,
      target: 1,
      lockedIcon: locked,
      unlockedIcon: unlocked,
    });
    ids.starCollector = await save(platformPaths.achievementSave, {
      apiName: 'star_collector',
      title: text('星辰收藏家', 'Star Collector'),
      desc: text('收集 500 颗星星。', 'Collect 500 stars.'),
      unlockedDesc: text('', ''),
      type: AchievementType.count,
      target: 500,
      lockedIcon: locked,
      unlockedIcon: locked,
    });
    ids.board = await save(platformPaths.leaderboardSave, {
      apiName: 'weekly_race',
      title: text('每周竞速', 'Weekly Race'),
      sortOrder: SortOrder.lowerIsBetter,
      scoreType: ScoreType.timeMilliseconds,
      notify: 1,
      reset: ResetSchedule.weekly,
      image: await upload(
        PlatformImageUse.leaderboardImage,
        png(256, 256, [60, 140, 220]),
        'b.png',
      ),
    });
    const wide = await upload(
      PlatformImageUse.destinationImage,
      png(320, 180, [40, 170, 160]),
      'd.png',
    );
    ids.cave = await save(platformPaths.destinationSave, {
      apiName: 'crystal_cave',
      deeplinkMessage: '{"level":"crystal_cave","spawn":"north"}',
      deeplinkType: DeeplinkType.enabled,
      minGroup: 2,
      maxGroup: 6,
      displayName: text('水晶洞穴', 'Crystal Cave'),
      desc: text('洞穴深处闪烁着水晶的光芒。', 'Crystals glitter deep in the cave.'),
      image: wide,
    });
    ids.dock = await save(platformPaths.destinationSave, {
      apiName: 'sky_dock',
      deeplinkMessage: '{"level":"sky_dock"}',
      deeplinkType: DeeplinkType.disabled,
      minGroup: 1,
      displayName: text('天空码头', 'Sky Dock'),
      desc: text('飞船在这里停靠。', 'Where the ships dock.'),
      image: wide,
    });
    ids.pack = await save(platformPaths.addonSave, {
      name: text('新手礼包', 'Starter Pack'),
      sku: 'StarterPack',
      itemType: AddonItemType.consumable,
      priceMode: AddonPriceMode.recommended,
      price: 40,
      showInStore: 1,
      intro: text('新手礼包：金币与皮肤。', 'Coins and a skin to start with.'),
      desc: text('包含 500 金币和一套星云皮肤。', 'Holds 500 coins and a nebula skin.'),
      cover: await upload(PlatformImageUse.addonCover, png(300, 300, [200, 80, 140]), 'c.png'),
      screenshots: [
        await upload(PlatformImageUse.addonScreenshot, png(320, 180, [120, 90, 200]), 's1.png'),
        await upload(PlatformImageUse.addonScreenshot, png(320, 180, [90, 160, 90]), 's2.png'),
      ],
      trailer: await upload(PlatformImageUse.addonTrailer, mp4(), 't.mp4', 'video/mp4'),
      validity: { value: 30, unit: ValidityUnit.days, start: ValidityStart.afterUse },
    });

    const submit = async (kind: PlatformKind, itemIds: string[]) =>
      (
        await apiData<{ auditId: string }>(
          server.url,
          platformPaths.submit,
          { appId, kind, ids: itemIds },
          dev.token,
        )
      ).auditId;
    audits.achievement = await submit('achievement', [ids.firstLight, ids.starCollector]);
    audits.leaderboard = await submit('leaderboard', [ids.board]);
    audits.destination = await submit('destination', [ids.cave]);
    audits.addon = await submit('addon', [ids.pack]);

    const queue = await apiData<{ items: { auditId: string }[]; counts: Record<string, number> }>(
      server.url,
      platformReviewPaths.getQueue,
      { page: 1 },
      admin.token,
    );
    expect(queue.items.map((i) => i.auditId)).toEqual([
      audits.achievement,
      audits.leaderboard,
      audits.destination,
      audits.addon,
    ]);
  });

  it('lists the four submissions in Review console > Platform services, with a filter by kind', async () => {
    const { page, server } = portal;
    await page.setViewportSize({ width: 1366, height: 900 });
    await openAs(page, server.url, '/all_apps', admin, 'en');
    await page
      .getByRole('navigation', { name: t('shell:nav.main') })
      .getByRole('link', { name: t('shell:nav.review') })
      .click();
    await page.waitForURL(/\/manage\/review$/);
    await page
      .getByRole('navigation', { name: t('shell:nav.sections') })
      .getByRole('link', { name: t('common:screens.platformReview') })
      .click();
    await page.waitForURL(/\/manage\/review\/platform$/);
    await page.getByRole('heading', { name: pf('title'), level: 1 }).waitFor();
    await expect
      .poll(() => page.getByTestId('platform-total').textContent())
      .toBe(pf('queue.total', { count: 4 }));
    for (const kind of ['achievement', 'leaderboard', 'destination', 'addon'] as const) {
      const label = pf(`kind.${kind}`);
      const cells = await page.locator(`tr[data-audit-id="${audits[kind]}"] td`).allTextContents();
      expect(cells[0]).toContain(APP.name);
      expect(cells[1]).toBe(label);
      // the organisation that submitted, named with its owner
      expect(cells[2]).toBe(`${DEV.name} (${DEV.email})`);
      expect(cells[3]).toBe(kind === 'achievement' ? '2' : '1');
      expect(await page.locator(`[data-kind="${kind}"] .ant-badge`).textContent()).toBe('1');
    }
    expect(await page.locator('[data-kind="all"] .ant-badge').textContent()).toBe('4');
    await snap(page, 'e2e-platform-queue-en-1366');

    // the filter keeps one kind
    await page
      .getByRole('tab', { name: new RegExp(`^${escapeRegExp(pf('kinds.addon'))}`) })
      .click();
    await page.waitForURL(/\/review\/platform\?kind=addon$/);
    await expect.poll(() => page.locator('tr[data-audit-id]').count()).toBe(1);
    expect(await page.locator(`tr[data-audit-id="${audits.addon}"]`).count()).toBe(1);
    await page.getByRole('tab', { name: new RegExp(`^${escapeRegExp(pf('all'))}`) }).click();
    await expect.poll(() => page.locator('tr[data-audit-id]').count()).toBe(4);

    await openAs(page, server.url, '/review/platform', admin, 'zh');
    await page.getByRole('heading', { name: zh('review:platform.title'), level: 1 }).waitFor();
    await expect
      .poll(() => page.getByTestId('platform-total').textContent())
      .toBe(zh('review:platform.queue.total', { count: 4 }));
    expect(await page.locator(`tr[data-audit-id="${audits.addon}"] td`).nth(1).textContent()).toBe(
      zh('review:platform.kind.addon'),
    );
    await snap(page, 'e2e-platform-queue-zh-1366');

    await page.setViewportSize({ width: 375, height: 812 });
    for (const lang of ['zh', 'en'] as const) {
      const w = texts(lang);
      await openAs(page, server.url, '/review/platform', admin, lang);
      await page.locator(`button[data-audit-id="${audits.achievement}"]`).waitFor();
      expect(await page.locator('button[data-audit-id]').count()).toBe(4);
      await noOverflow(page, `platform queue ${lang} 375`);
      await snap(page, `e2e-platform-queue-${lang}-375`);
      // on a narrow screen the kinds are a list to choose from, with their counts
      await page.getByRole('combobox', { name: w('review:platform.filterLabel') }).click();
      await page
        .locator('.ant-select-item-option', {
          hasText: w('review:platform.kindCount', {
            kind: w('review:platform.kinds.addon'),
            count: 1,
          }),
        })
        .click();
      await page.waitForURL(/\/review\/platform\?kind=addon/);
      await expect.poll(() => page.locator('button[data-audit-id]').count()).toBe(1);
    }
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  it('shows each achievement readably in either language, and passes one and rejects the other', async () => {
    const { page, server } = portal;
    await openAs(page, server.url, '/review/platform', admin, 'en');
    await page
      .getByRole('button', {
        name: pf('queue.openLabel', { kind: pf('kind.achievement'), app: APP.name }),
      })
      .click();
    const view = page.getByTestId('platform-submission');
    await view.waitFor();
    expect(await view.getAttribute('data-status')).toBe('0');
    await page
      .getByRole('heading', {
        name: pf('submission.title', { kind: pf('kind.achievement'), app: APP.name }),
        level: 2,
      })
      .waitFor();
    // the checklist of the kind, from the catalogue
    await page.getByText(pf('checklist.achievement.descriptions')).waitFor();
    const star = page.locator(`[data-item-id="${ids.starCollector}"]`).first();
    expect(await star.locator('.pf-item__title').textContent()).toBe('Star Collector');
    expect(await star.locator('[data-field="type"] dd').textContent()).toBe(
      pf(`values.achievementType.${AchievementType.count}`),
    );
    expect(await star.locator('[data-field="target"] dd').textContent()).toBe(
      pf('values.targetCount', { target: 500 }),
    );
    expect(await star.locator('[data-field="unlockedDesc"] dd').textContent()).toBe(
      pf('submission.notGiven'),
    );
    const first = page.locator(`[data-item-id="${ids.firstLight}"]`).first();
    expect(await first.locator('[data-field="target"] dd').textContent()).toBe(
      pf('values.targetSimple'),
    );
    expect(await first.locator('img').count()).toBe(2);
    // the other language a click away
    await page
      .locator('.pf-items__lang')
      .getByText(pf('submission.langZh'), { exact: true })
      .click();
    await expect.poll(() => star.locator('.pf-item__title').textContent()).toBe('星辰收藏家');
    expect(await star.locator('[data-field="desc"] dd').textContent()).toBe('收集 500 颗星星。');
    await page
      .locator('.pf-items__lang')
      .getByText(pf('submission.langEn'), { exact: true })
      .click();
    await expect.poll(() => star.locator('.pf-item__title').textContent()).toBe('Star Collector');
    await snap(page, 'e2e-platform-submission-en-1366');

    // sending with nothing marked says what is missing
    await page.getByRole('button', { name: pf('decision.send') }).click();
    await page.getByText(pf('decision.gapUnmarked', { count: 2 })).waitFor();
    await page
      .getByRole('radiogroup', { name: pf('decision.itemResult', { name: 'first_light' }) })
      .getByText(pf('decision.pass'), { exact: true })
      .click();
    await page
      .getByRole('radiogroup', { name: pf('decision.itemResult', { name: 'star_collector' }) })
      .getByText(pf('decision.reject'), { exact: true })
      .click();
    await page.getByRole('button', { name: pf('decision.send') }).click();
    await page.getByText(pf('decision.noteRequired')).waitFor();
    await page
      .getByLabel(pf('decision.itemNote', { name: 'star_collector' }), { exact: true })
      .fill(REJECT_NOTE);
    await page.getByLabel(pf('decision.overall'), { exact: true }).fill(ACH_SUMMARY);
    await page.getByRole('button', { name: pf('decision.send') }).click();
    const dialog = page.getByRole('dialog', { name: pf('decision.confirmTitle') });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(
      pf('decision.confirmText', { passed: 1, rejected: 1, count: 2, app: APP.name }),
    );
    await dialog.getByRole('button', { name: pf('decision.confirmOk'), exact: true }).click();
    const done = page.getByTestId('platform-decided');
    await done.waitFor();
    expect(await done.textContent()).toContain(pf('decision.doneTitle'));
    expect(await done.textContent()).toContain(
      pf('decision.doneText', { status: pf('submission.failed') }),
    );
    expect(await view.getAttribute('data-status')).toBe(String(AuditStatus.failed));
    await done.getByRole('button', { name: pf('decision.backToQueue') }).click();
    await expect
      .poll(() => page.getByTestId('platform-total').textContent())
      .toBe(pf('queue.total', { count: 3 }));
    expect(await page.locator(`tr[data-audit-id="${audits.achievement}"]`).count()).toBe(0);
  });

  it('shows a leaderboard in Chinese and passes it; shows a submission at 375 px', async () => {
    const { page, server } = portal;
    await openAs(page, server.url, `/review/platform?auditId=${audits.leaderboard}`, admin, 'zh');
    const item = page.locator(`[data-item-id="${ids.board}"]`).first();
    await item.waitFor();
    expect(await item.locator('.pf-item__title').textContent()).toBe('每周竞速');
    const zpf = (key: string, vars?: Record<string, string | number>) =>
      zh(`review:platform.${key}`, vars);
    expect(await item.locator('[data-field="sortOrder"] dd').textContent()).toBe(
      zpf(`values.sortOrder.${SortOrder.lowerIsBetter}`),
    );
    expect(await item.locator('[data-field="scoreType"] dd').textContent()).toBe(
      zpf(`values.scoreType.${ScoreType.timeMilliseconds}`),
    );
    expect(await item.locator('[data-field="reset"] dd').textContent()).toBe(
      zpf(`values.reset.${ResetSchedule.weekly}`),
    );
    expect(await item.locator('[data-field="notify"] dd').textContent()).toBe(zpf('values.yes'));
    await page.getByText(zpf('checklist.leaderboard.scoring')).waitFor();
    await snap(page, 'e2e-platform-submission-zh-1366');
    await page.getByRole('button', { name: zpf('decision.passEvery') }).click();
    await page.getByLabel(zpf('decision.overall'), { exact: true }).fill(BOARD_SUMMARY);
    await page.getByRole('button', { name: zpf('decision.send') }).click();
    const dialog = page.getByRole('dialog', { name: zpf('decision.confirmTitle') });
    await dialog.getByRole('button', { name: zpf('decision.confirmOk'), exact: true }).click();
    const done = page.getByTestId('platform-decided');
    await done.waitFor();
    expect(await done.textContent()).toContain(
      zpf('decision.doneText', { status: zpf('submission.passed') }),
    );

    // a submission on a narrow screen, in both languages
    await page.setViewportSize({ width: 375, height: 812 });
    for (const lang of ['zh', 'en'] as const) {
      await openAs(page, server.url, `/review/platform?auditId=${audits.destination}`, admin, lang);
      const cave = page.locator(`[data-item-id="${ids.cave}"]`).first();
      await cave.waitFor();
      expect(await cave.locator('[data-field="groups"] dd').textContent()).toBe(
        texts(lang)('review:platform.values.groupsRange', { min: 2, max: 6 }),
      );
      await noOverflow(page, `platform submission ${lang} 375`);
      await snap(page, `e2e-platform-submission-${lang}-375`);
    }
  });

  it('passes the destination on a narrow screen', async () => {
    const { page } = portal;
    await page
      .getByRole('radiogroup', { name: pf('decision.itemResult', { name: 'crystal_cave' }) })
      .getByText(pf('decision.pass'), { exact: true })
      .click();
    await page.getByRole('button', { name: pf('decision.send') }).click();
    await page
      .getByRole('dialog', { name: pf('decision.confirmTitle') })
      .getByRole('button', { name: pf('decision.confirmOk'), exact: true })
      .click();
    const done = page.getByTestId('platform-decided');
    await done.waitFor();
    expect(await done.textContent()).toContain(
      pf('decision.doneText', { status: pf('submission.passed') }),
    );
    await noOverflow(page, 'platform decision sent en 375');
    await done.getByRole('button', { name: pf('decision.backToQueue') }).click();
    await expect.poll(() => page.locator('button[data-audit-id]').count()).toBe(1);
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  it('rejects the add-on with two failed store checks and their reasons', async () => {
    const { page, server } = portal;
    await openAs(page, server.url, '/review/platform', admin, 'en');
    await page
      .getByRole('button', {
        name: pf('queue.openLabel', { kind: pf('kind.addon'), app: APP.name }),
      })
      .click();
    const item = page.locator(`[data-item-id="${ids.pack}"]`).first();
    await item.waitFor();
    expect(await item.locator('.pf-item__title').textContent()).toBe('Starter Pack');
    expect(await item.locator('[data-field="price"] dd').textContent()).toBe(
      pf('values.priceRecommended', { price: 'CN¥40.00' }),
    );
    expect(await item.locator('[data-field="validity"] dd').textContent()).toBe(
      pf('values.validityAfterUse', { length: pf('values.validityDays', { value: 30 }) }),
    );
    expect(await item.locator('[data-field="itemType"] dd').textContent()).toBe(
      pf(`values.itemType.${AddonItemType.consumable}`),
    );
    expect(await item.locator('img').count()).toBe(3);
    expect(await item.locator('video').count()).toBe(1);

    const name = 'Starter Pack';
    const price = pf('checks.showPrice');
    const trailer = pf('checks.showVideo');
    for (const check of [price, trailer]) {
      await page
        .getByRole('radiogroup', { name: pf('decision.checkResult', { check, name }) })
        .getByText(pf('decision.checkFail'), { exact: true })
        .click();
    }
    // a failed check rejects the add-on: Pass is no longer possible
    const result = page.getByRole('radiogroup', { name: pf('decision.itemResult', { name }) });
    expect(await result.getByRole('radio', { name: pf('decision.pass') }).isDisabled()).toBe(true);
    expect(await result.getByRole('radio', { name: pf('decision.reject') }).isChecked()).toBe(true);
    await page.getByRole('button', { name: pf('decision.send') }).click();
    expect(await page.getByText(pf('decision.reasonRequired')).count()).toBe(2);
    await page
      .getByLabel(pf('decision.checkReason', { check: price, name }), { exact: true })
      .fill(PRICE_REASON);
    await page
      .getByLabel(pf('decision.checkReason', { check: trailer, name }), { exact: true })
      .fill(VIDEO_REASON);
    await page.getByLabel(pf('decision.itemNote', { name }), { exact: true }).fill(ADDON_NOTE);
    await snap(page, 'e2e-platform-addon-en-1366');
    await page.setViewportSize({ width: 375, height: 812 });
    await noOverflow(page, 'add-on decision en 375');
    await snap(page, 'e2e-platform-addon-en-375');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole('button', { name: pf('decision.send') }).click();
    await page
      .getByRole('dialog', { name: pf('decision.confirmTitle') })
      .getByRole('button', { name: pf('decision.confirmOk'), exact: true })
      .click();
    const done = page.getByTestId('platform-decided');
    await done.waitFor();
    expect(await done.textContent()).toContain(pf('submission.failed'));
    await done.getByRole('button', { name: pf('decision.backToQueue') }).click();
    await page.getByText(pf('queue.empty')).waitFor();
    expect(await page.getByTestId('platform-total').textContent()).toBe(
      pf('queue.total', { count: 0 }),
    );
  });

  it('tells a submission decided elsewhere by the catalogue’s text', async () => {
    const { page, server } = portal;
    audits.late = await apiData<{ auditId: string }>(
      server.url,
      platformPaths.submit,
      { appId, kind: 'destination', ids: [ids.dock] },
      dev.token,
    ).then((a) => a.auditId);
    await openAs(page, server.url, `/review/platform?auditId=${audits.late}`, admin, 'en');
    await page
      .getByRole('radiogroup', { name: pf('decision.itemResult', { name: 'sky_dock' }) })
      .getByText(pf('decision.reject'), { exact: true })
      .click();
    await page
      .getByLabel(pf('decision.itemNote', { name: 'sky_dock' }), { exact: true })
      .fill('Decided in this tab.');
    await apiData(
      server.url,
      platformReviewPaths.decide,
      { auditId: audits.late, items: [{ id: ids.dock, pass: false, note: 'Decided elsewhere.' }] },
      admin.token,
    );
    await page.getByRole('button', { name: pf('decision.send') }).click();
    await page
      .getByRole('dialog', { name: pf('decision.confirmTitle') })
      .getByRole('button', { name: pf('decision.confirmOk'), exact: true })
      .click();
    // the catalogue's text of 10660, and the submission reloaded as decided
    const failure = page.getByTestId('platform-failure');
    await failure.waitFor();
    expect(await failure.textContent()).toContain(errorText(10660, 'en'));
    await page.getByTestId('platform-decided').waitFor();
    expect(await page.getByTestId('platform-decided').textContent()).toContain(
      pf('submission.decidedTitle'),
    );
    await snap(page, 'e2e-platform-decided-elsewhere-en-1366');
  });

  it('opens each report from the notification centre in Chinese and in English', async () => {
    const { page, server } = portal;
    // a notification's title is the server's: the kind's name in it too
    const passedKinds: readonly PlatformKind[] = ['leaderboard', 'destination'];
    const title = (lang: Lang, kind: PlatformKind) =>
      serverText(
        lang,
        passedKinds.includes(kind) ? 'platform.passed.title' : 'platform.failed.title',
        {
          app: APP.name,
          kind: serverText(lang, `platform.kind.${kind}`),
        },
      );
    const reportTitle = (lang: Lang, kind: PlatformKind) =>
      texts(lang)(`notifications:platform.title.${kind}`);
    // the items' names, as the developer gave them
    const names = {
      zh: {
        first_light: '初见星光',
        star_collector: '星辰收藏家',
        weekly_race: '每周竞速',
        crystal_cave: '水晶洞穴',
      },
      en: {
        first_light: 'First Light',
        star_collector: 'Star Collector',
        weekly_race: 'Weekly Race',
        crystal_cave: 'Crystal Cave',
      },
    };

    for (const width of [1366, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      for (const lang of ['zh', 'en'] as const) {
        for (const kind of ['achievement', 'leaderboard', 'destination', 'addon'] as const) {
          await openAs(page, server.url, '/notification', dev, lang);
          // a notification's button is named by what it shows, its title first
          await page.getByRole('button', { name: title(lang, kind) }).click();
          const report = page.getByTestId('platform-report');
          await report.waitFor();
          expect(await report.getAttribute('data-kind')).toBe(kind);
          await page.getByRole('heading', { name: reportTitle(lang, kind), level: 2 }).waitFor();
          expect(await report.locator('.report__facts').textContent()).toContain(APP.name);
          const summary = page.getByTestId('report-summary');
          if (kind === 'achievement') {
            expect(await summary.textContent()).toBe(ACH_SUMMARY);
            const first = await rowText(page, 'first_light');
            expect(first).toContain(names[lang].first_light);
            expect(first).toContain(texts(lang)('notifications:report.passed'));
            const star = await rowText(page, 'star_collector');
            expect(star).toContain(names[lang].star_collector);
            expect(star).toContain(texts(lang)('notifications:report.failed'));
            expect(star).toContain(REJECT_NOTE);
            // the other language's names are not shown
            const other = lang === 'zh' ? names.en : names.zh;
            expect(star).not.toContain(other.star_collector);
            expect(first).not.toContain(other.first_light);
          } else if (kind === 'leaderboard') {
            expect(await summary.textContent()).toBe(BOARD_SUMMARY);
            expect(await rowText(page, 'weekly_race')).toContain(names[lang].weekly_race);
            expect(await report.getAttribute('data-status')).toBe(String(AuditStatus.passed));
          } else if (kind === 'destination') {
            expect(await summary.textContent()).toBe(
              texts(lang)('notifications:platform.noSummary'),
            );
            expect(await rowText(page, 'crystal_cave')).toContain(names[lang].crystal_cave);
          } else {
            const pack = page.locator('[data-api-name="StarterPack"]');
            const packText = (await pack.textContent()) ?? '';
            // the add-on by its name in the reader's language only
            expect(packText).toContain(lang === 'zh' ? '新手礼包' : 'Starter Pack');
            expect(packText).not.toContain(lang === 'zh' ? 'Starter Pack' : '新手礼包');
            expect(packText).toContain(ADDON_NOTE);
            expect(await pack.locator('[data-check="showPrice"]').textContent()).toContain(
              PRICE_REASON,
            );
            expect(await pack.locator('[data-check="showVideo"]').textContent()).toContain(
              VIDEO_REASON,
            );
            expect(await pack.locator('.pf-report-check--failed').count()).toBe(2);
            expect(await pack.locator('[data-check="showName"] [data-pass="1"]').count()).toBe(1);
          }
          if (width === 375) await noOverflow(page, `${kind} report ${lang} 375`);
          await snap(page, `e2e-platform-report-${kind}-${lang}-${width}`);
        }
      }
    }

    // the address a notification links opens the same report
    await page.setViewportSize({ width: 1366, height: 900 });
    await openAs(
      page,
      server.url,
      `/notification?tag=leaderboard&auditId=${audits.leaderboard}`,
      dev,
      'en',
    );
    await page.getByRole('heading', { name: reportTitle('en', 'leaderboard'), level: 2 }).waitFor();
    expect(await rowText(page, 'weekly_race')).toContain('Weekly Race');
    expect(portal.pageErrors).toEqual([]);
  });
});
