import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  AppStatus as S,
  accountCalls,
  appCalls,
  releaseCalls,
  reviewCalls,
  teamCalls,
  trackCalls,
  transportPassword,
} from '@vrportal/contract';
import {
  apiData,
  apiSignIn,
  createSuperAccount,
  registerDeveloper,
  signInByMail,
} from '../support/accounts.js';
import { axeViolations, describeFinding } from '../support/axe.js';
import { expectFitsWidth, snap } from '../support/browser.js';
import { BUILD_PKG, releaseApk, uploadTrackBuild } from '../support/builds.js';
import { lastMailLink } from '../support/outbox.js';
import { openAs } from '../support/portal.js';
import { usePortal } from '../support/portal-session.js';
import { COMPLETE_RELEASE, fillReleaseForm } from '../support/release-form.js';
import { texts } from '../support/texts.js';

const DEV = { email: 'lyra.dev@example.com', password: 'Lyra2026!x', name: 'Lyra Studio' };
const BOSS = { email: 'lyra.chief@example.com', password: 'Chief2026!x' };
const ANALYST = { email: 'lyra.analyst@example.com', password: 'Analyst2026!x' };
/** the version name of the real APK the builds are made from */
const VER = '8.0.10';

type Lang = 'zh' | 'en';
const en = texts('en');
const zh = texts('zh');
/** A build as the page names it: version (code); the tracks by their names, ALPHA and BETA. */
const build = (code: number) => `${VER} (${code})`;

const phaseOf = (page: Page) => page.getByTestId('upload-phase').getAttribute('data-phase');
const card = (page: Page, track: string) => page.locator(`article[data-track="${track}"]`);
const checkOf = (page: Page, track: string) =>
  card(page, track).getByTestId('check-state').getAttribute('data-state');
const rolloutState = (page: Page) => page.getByTestId('rollout').getAttribute('data-state');
/** the history's steps, newest first, as their data-action */
const steps = (page: Page) =>
  page
    .getByTestId('rollout-history')
    .locator('li')
    .evaluateAll((items) => items.map((li) => (li as HTMLElement).dataset.action));

/** Picks an option of an antd select by its label. */
async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .click();
}

/**
 * The tracks page from a developer's side: a build uploaded to ALPHA through the dialog, its
 * check, testers added by e-mail, promoted to BETA and to the store, released through the
 * wizard; then the next update staged at 5%, raised, halted, resumed and completed. English
 * first, Chinese for the rollout, both at 1366 and 375 px.
 */
describe('the tracks page: testing tracks and a staged rollout', () => {
  const portal = usePortal();
  let token = '';
  let boss = '';
  let appId = '';
  let apkFile = '';
  const findings: string[] = [];

  const base = () => portal.server.url;
  const tracksUrl = (lang: Lang) => `${base()}/manage/tracks?appId=${appId}&lang=${lang}`;
  const status = async () =>
    (await apiData(base(), appCalls.getAppDetailInfo, { appId }, token)).status;

  async function open(lang: Lang) {
    const { page } = portal;
    await page.goto(tracksUrl(lang));
    await card(page, 'alpha').waitFor();
    await page.getByTestId('rollout').waitFor();
  }

  /** Screenshots at 1366 and 375 px (nothing wider than the window there) and the axe check. */
  async function pictures(name: string, lang: Lang) {
    const { page } = portal;
    await page.setViewportSize({ width: 1366, height: 900 });
    await snap(page, `${name}-${lang}-1366`);
    findings.push(...(await axeViolations(page)).map((f) => describeFinding(`${name} ${lang}`, f)));
    await page.setViewportSize({ width: 375, height: 812 });
    await expectFitsWidth(page);
    await snap(page, `${name}-${lang}-375`);
    await page.setViewportSize({ width: 1366, height: 900 });
  }

  /** The reviewer passes every stage of the submitted release, then puts it online. */
  async function approveAndPutOnline() {
    await expect.poll(status, { timeout: 60_000 }).toBe(S.manualQueued);
    for (let stage = 0; stage < 3; stage += 1) {
      await apiData(base(), reviewCalls.startReview, { appId }, boss);
      await apiData(base(), reviewCalls.decideReview, { appId, pass: true, items: [] }, boss);
    }
    expect(await status()).toBe(S.passed);
    await apiData(base(), reviewCalls.changeAppState, { appId, action: 'online' }, boss);
    expect(await status()).toBe(S.online);
  }

  it("sets up a developer, a super account, an app of the build's package and a build", async () => {
    token = await registerDeveloper(portal.server, DEV.email, DEV.password, DEV.name);
    await createSuperAccount(portal.server, BOSS.email, BOSS.password);
    boss = await apiSignIn(base(), BOSS.email, BOSS.password);
    ({ appId } = await apiData(
      base(),
      appCalls.createApp,
      { name: 'Lyra Settings', pkg: BUILD_PKG },
      token,
    ));
    apkFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vrportal-track-')), 'lyra.apk');
    fs.writeFileSync(apkFile, await releaseApk(0, 300));
  });

  it('uploads a build to ALPHA through the dialog and shows its check pass', async () => {
    const { page } = portal;
    await signInByMail(page, base(), DEV.email, DEV.password);
    await open('en');
    // nothing yet: no live build, no rollout, the next update would start with every device
    expect(await page.getByTestId('live-build').textContent()).toBe(en('tracks:store.noLive'));
    expect(await rolloutState(page)).toBe('none');
    expect(await page.getByTestId('planned-share').textContent()).toBe(
      en('tracks:rollout.planned', { share: '100%' }),
    );
    expect(
      await page.getByTestId('adoption').getByText(en('tracks:adoption.emptyTitle')).count(),
    ).toBe(1);
    // the ALPHA card's promotion waits for a build, and says so
    const alpha = card(page, 'alpha');
    expect(
      await alpha.getByRole('button', { name: en('tracks:promote.button') }).isDisabled(),
    ).toBe(true);
    expect(await alpha.getByText(en('tracks:promote.noBuild')).isVisible()).toBe(true);

    await alpha.getByRole('button', { name: en('tracks:build.upload') }).click();
    const dialog = page.getByRole('dialog', { name: en('upload:title.apk') });
    await dialog.getByText(en('upload:toTrack', { track: 'ALPHA' })).waitFor();
    await dialog.locator('input[type="file"]').setInputFiles(apkFile);
    await expect.poll(() => phaseOf(page), { timeout: 60_000 }).toBe('done');
    await dialog.getByRole('button', { name: en('upload:actions.done') }).click();
    await dialog.waitFor({ state: 'hidden' });

    // the check runs after the merge; the card follows it until it ends
    await expect.poll(() => checkOf(page, 'alpha'), { timeout: 30_000 }).toBe('passed');
    expect(await alpha.getByTestId('build-version').textContent()).toBe(VER);
    expect(await alpha.getByTestId('build-code').textContent()).toBe('300');
    expect(await alpha.getByTestId('check-findings').locator('[data-ok="0"]').count()).toBe(0);
    expect(await alpha.getByText(en('tracks:check.passedAll')).isVisible()).toBe(true);
    // not a build of the store's release: the version history stays empty
    const history = await apiData(base(), appCalls.getAppHistorys, { appId }, token);
    expect(history.apps).toEqual([]);
  });

  it('adds testers by e-mail, refusing what is not an address, and removes one', async () => {
    const { page } = portal;
    const alpha = card(page, 'alpha');
    await alpha.getByRole('button', { name: en('tracks:testers.manage') }).click();
    const drawer = page.getByRole('dialog', {
      name: en('tracks:testers.drawerTitle', { track: 'ALPHA' }),
    });
    await drawer.waitFor();
    const field = drawer.getByLabel(en('tracks:testers.emailsLabel'), { exact: true });
    const add = drawer.getByRole('button', { name: en('tracks:testers.add') });
    await field.fill('Ann@Example.com, bob@example.com\ncarol@example.org not-an-address');
    await add.click();
    await drawer
      .getByText(en('tracks:testers.problems.invalid', { list: 'not-an-address' }))
      .waitFor();
    await field.fill('Ann@Example.com, bob@example.com\ncarol@example.org ann@example.com');
    await add.click();
    await expect
      .poll(() => drawer.getByTestId('testers-added').textContent())
      .toBe(en('tracks:testers.added', { added: 3, already: 0, total: 3 }));
    await expect.poll(() => drawer.locator('tr[data-row-key]').count()).toBe(3);
    expect(await drawer.getByTestId('testers-total').textContent()).toBe(
      en('tracks:testers.totals', { total: 3, link: 0 }),
    );
    // the same address again is already there
    await field.fill('bob@example.com');
    await add.click();
    await expect
      .poll(() => drawer.getByTestId('testers-added').textContent())
      .toBe(en('tracks:testers.added', { added: 0, already: 1, total: 3 }));
    await snap(page, 'e2e-tracks-testers-en');

    await drawer
      .getByRole('checkbox', { name: en('tracks:testers.select', { email: 'carol@example.org' }) })
      .check();
    await drawer.getByRole('button', { name: en('tracks:testers.remove', { count: 1 }) }).click();
    const confirm = page.getByRole('dialog', {
      name: en('tracks:testers.removeTitle', { count: 1, track: 'ALPHA' }),
    });
    await confirm.getByRole('button', { name: en('tracks:testers.removeOk') }).click();
    await expect.poll(() => drawer.locator('tr[data-row-key]').count()).toBe(2);
    expect(
      await drawer
        .locator('tr[data-row-key]')
        .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row-key'))),
    ).toEqual(expect.arrayContaining(['ann@example.com', 'bob@example.com']));
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await expect.poll(() => alpha.getByTestId('tester-count').textContent()).toBe('2');

    // the invitation link: made on first use, shown with its copy button
    await alpha.getByRole('button', { name: en('tracks:link.create') }).click();
    const link = alpha.getByTestId('invite-link');
    await link.waitFor();
    // the store's own address for the link, with the track's code
    expect(await link.inputValue()).toMatch(/[?&]code=[\w-]{8,}$/);
  });

  it('promotes the build to BETA, then to the store, and submits it in the release wizard', async () => {
    const { page } = portal;
    const alpha = card(page, 'alpha');
    await alpha.getByRole('button', { name: en('tracks:promote.button') }).click();
    await page.getByRole('menuitem', { name: 'BETA' }).click();
    const toBeta = page.getByRole('dialog', {
      name: en('tracks:promote.confirmTitle', { build: build(300), to: 'BETA' }),
    });
    await toBeta.getByRole('button', { name: en('tracks:promote.ok') }).click();
    await expect.poll(() => card(page, 'beta').getByTestId('build-code').textContent()).toBe('300');
    expect(await checkOf(page, 'beta')).toBe('passed');

    const beta = card(page, 'beta');
    await beta.getByRole('button', { name: en('tracks:promote.button') }).click();
    await page.getByRole('menuitem', { name: en('tracks:promote.toStore') }).click();
    const toStore = page.getByRole('dialog', {
      name: en('tracks:promote.confirmTitle', { build: build(300), to: en('tracks:store.title') }),
    });
    await toStore.getByText(en('tracks:promote.confirmStore')).waitFor();
    await toStore.getByRole('button', { name: en('tracks:promote.ok') }).click();
    const handed = beta.getByTestId('promoted-to-store');
    await handed.getByText(en('tracks:promote.handed', { build: build(300) })).waitFor();
    await pictures('tracks', 'en');

    // the rest of the release through the API, as the wizard would save it; then the wizard
    // the page offered submits it
    await fillReleaseForm(base(), token, appId);
    await handed.getByRole('link', { name: en('tracks:promote.openWizard') }).click();
    await page.waitForURL(/\/release\?appId=.*view=wizard/);
    await page
      .getByRole('navigation', { name: en('release:wizard.steps') })
      .getByText(en('release:wizard.step.5'), { exact: true })
      .click();
    await page.getByText(en('release:summary.missingNone')).waitFor();
    await page.getByRole('button', { name: en('release:summary.submit') }).click();
    await page.getByTestId('release-submitted').waitFor();

    await approveAndPutOnline();
    const history = await apiData(base(), appCalls.getAppHistorys, { appId }, token);
    expect(history.apps.map((v) => v.vcode)).toEqual([300]);
  });

  it('sets the share the next update starts with, in Chinese', async () => {
    const { page } = portal;
    await open('zh');
    expect(await page.getByTestId('live-build').textContent()).toBe(
      zh('tracks:store.live', { build: build(300) }),
    );
    // the first release is no update: nothing was staged
    expect(await rolloutState(page)).toBe('none');
    await choose(page, page.getByLabel(zh('tracks:share.plannedLabel'), { exact: true }), '5%');
    await page.getByRole('button', { name: zh('tracks:share.save'), exact: true }).click();
    await expect
      .poll(() => page.getByTestId('planned-share').textContent())
      .toBe(zh('tracks:rollout.planned', { share: '5%' }));
    expect((await apiData(base(), trackCalls.rolloutGet, { appId }, token)).planned).toBe(5);
  });

  it('gets the next update online: it starts its rollout at 5% of devices', async () => {
    const { page } = portal;
    // the next build goes to ALPHA, passes its check and is promoted to the store on the page
    await uploadTrackBuild(base(), token, appId, 'alpha', await releaseApk(0, 301));
    await page.reload();
    await expect.poll(() => checkOf(page, 'alpha'), { timeout: 30_000 }).toBe('passed');
    expect(await card(page, 'alpha').getByTestId('build-code').textContent()).toBe('301');
    await card(page, 'alpha')
      .getByRole('button', { name: zh('tracks:promote.button') })
      .click();
    await page.getByRole('menuitem', { name: zh('tracks:promote.toStore') }).click();
    await page
      .getByRole('dialog', {
        name: zh('tracks:promote.confirmTitle', {
          build: build(301),
          to: zh('tracks:store.title'),
        }),
      })
      .getByRole('button', { name: zh('tracks:promote.ok') })
      .click();
    await card(page, 'alpha').getByTestId('promoted-to-store').waitFor();
    // the update's texts as the wizard saves them, then submitted, approved and online
    await apiData(
      base(),
      releaseCalls.saveAppInfo,
      {
        appId,
        ...COMPLETE_RELEASE,
        vnote: { zh_CN: '星图加载更快。', en_US: 'Star maps load faster.' },
      },
      token,
    );
    await apiData(base(), appCalls.commitAppInfo, { appId }, token);
    await approveAndPutOnline();

    // the store reports installs of both versions, so the adoption has lines to draw
    const key = fs.readFileSync(path.join(portal.server.dataDir, 'store-api.key'), 'utf8').trim();
    const day = 24 * 3600 * 1000;
    const now = Date.now();
    const events = [
      ...Array.from({ length: 24 }, (_, n) => ({
        eventId: `lyra-install-${n}`,
        appId,
        type: 'install',
        deviceId: `lyra-device-${n}`,
        time: now - (12 - (n % 10)) * day,
        versionCode: 300,
      })),
      ...Array.from({ length: 5 }, (_, n) => ({
        eventId: `lyra-update-${n}`,
        appId,
        type: 'update',
        deviceId: `lyra-device-${n}`,
        time: now - 60_000 * (n + 1),
        versionCode: 301,
      })),
    ];
    const res = await fetch(`${base()}/vrmcsys/store/reportEvents`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-store-key': key },
      body: JSON.stringify({ events }),
    });
    expect(((await res.json()) as { errCode: number }).errCode).toBe(0);

    await open('zh');
    expect(await rolloutState(page)).toBe('running');
    expect(await page.getByTestId('rollout-state').textContent()).toBe(
      zh('tracks:rollout.states.running'),
    );
    expect(await page.getByTestId('rollout-share').textContent()).toBe('5%');
    expect(await page.getByTestId('staged-build').textContent()).toBe(build(301));
    expect(await page.getByTestId('previous-build').textContent()).toBe(build(300));
    expect(await steps(page)).toEqual(['start']);
    expect(
      await page
        .getByTestId('rollout-history')
        .getByText(zh('tracks:history.actions.start', { share: '5%' }))
        .isVisible(),
    ).toBe(true);
    await page.getByTestId('adoption-chart').waitFor();
    expect(await page.getByTestId('adoption').getByText(build(301)).isVisible()).toBe(true);
  });

  it('raises the share to 20%, halts, resumes and completes the rollout, in Chinese', async () => {
    const { page } = portal;
    const raiseTo = page.getByLabel(zh('tracks:share.raiseLabel'), { exact: true });
    await choose(page, raiseTo, '20%');
    await page.getByRole('button', { name: zh('tracks:share.raise'), exact: true }).click();
    await expect.poll(() => page.getByTestId('rollout-share').textContent()).toBe('20%');
    expect(await rolloutState(page)).toBe('running');
    expect(await steps(page)).toEqual(['raise', 'start']);
    // who raised it, and when in the portal's time zone
    const raised = page.getByTestId('rollout-history').locator('li').first();
    expect(await raised.textContent()).toContain(DEV.email);
    expect(await raised.textContent()).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} \(Asia\/Shanghai\)/);
    // a share only goes up: the steps below 20% are not offered
    await raiseTo.click();
    const offered = await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .allTextContents();
    expect(offered).toEqual(['50%', '100%', zh('tracks:share.custom')]);
    await page.keyboard.press('Escape');
    await pictures('tracks', 'zh');

    await page.getByRole('button', { name: zh('tracks:rollout.halt'), exact: true }).click();
    const halt = page.getByRole('dialog', { name: zh('tracks:rollout.haltTitle') });
    await halt
      .getByText(zh('tracks:rollout.haltText', { build: build(301), previous: build(300) }))
      .waitFor();
    await halt.getByRole('button', { name: zh('tracks:rollout.halt') }).click();
    await expect.poll(() => rolloutState(page)).toBe('halted');
    expect(await page.getByTestId('rollout-state').textContent()).toBe(
      zh('tracks:rollout.states.halted'),
    );
    expect(await steps(page)).toEqual(['halt', 'raise', 'start']);
    expect(await page.getByText(zh('tracks:rollout.resumeToRaise')).isVisible()).toBe(true);

    await page.getByRole('button', { name: zh('tracks:rollout.resume'), exact: true }).click();
    await expect.poll(() => rolloutState(page)).toBe('running');
    expect(await steps(page)).toEqual(['resume', 'halt', 'raise', 'start']);

    await page.getByRole('button', { name: zh('tracks:rollout.complete'), exact: true }).click();
    await page
      .getByRole('dialog', { name: zh('tracks:rollout.completeTitle') })
      .getByRole('button', { name: zh('tracks:rollout.complete') })
      .click();
    await expect.poll(() => rolloutState(page)).toBe('completed');
    expect(await page.getByTestId('rollout-state').textContent()).toBe(
      zh('tracks:rollout.states.completed'),
    );
    expect(await steps(page)).toEqual(['complete', 'resume', 'halt', 'raise', 'start']);
    const answer = await apiData(base(), trackCalls.rolloutGet, { appId }, token);
    expect(answer.rollout).toMatchObject({ state: 'completed', share: 100 });
    await snap(page, 'e2e-tracks-completed-zh');
  });

  it('shows a member whose role only reads the tracks what is disabled, and why', async () => {
    // an analyst of the studio: invited by mail, registered with the invited address, joined
    await apiData(base(), teamCalls.invite, { email: ANALYST.email, role: 'analyst' }, token);
    const code = (await lastMailLink(portal.server.dataDir, ANALYST.email)).searchParams.get(
      'code',
    )!;
    const md5 = (text: string) => createHash('md5').update(text).digest('hex');
    const pwd = await transportPassword(ANALYST.password, md5);
    await apiData(base(), accountCalls.registerMail, { email: ANALYST.email, pwd });
    const confirm = await lastMailLink(portal.server.dataDir, ANALYST.email);
    await apiData(base(), accountCalls.registerVerifyByMail, {
      email: ANALYST.email,
      code: confirm.searchParams.get('code')!,
    });
    const analyst = await apiSignIn(base(), ANALYST.email, ANALYST.password);
    await apiData(base(), teamCalls.acceptInvite, { code }, analyst);

    const { page } = portal;
    await page.setViewportSize({ width: 1366, height: 900 });
    const who = { token: analyst, account: ANALYST.email, isSuper: false };
    // the session from the address, then the app's tracks as its links open them
    await openAs(page, base(), '/all_apps', who, 'en');
    await page.locator('.apps-page').waitFor();
    await page.goto(tracksUrl('en'));
    await card(page, 'alpha').waitFor();
    await page.getByTestId('rollout').waitFor();
    /** the text a disabled control points at with aria-describedby */
    const reasonOf = async (control: Locator) => {
      expect(await control.isDisabled()).toBe(true);
      const id = await control.getAttribute('aria-describedby');
      return page.locator(`[id="${id}"]`).textContent();
    };
    const store = page.getByTestId('store-track');
    expect(
      await reasonOf(store.getByRole('button', { name: en('tracks:share.save'), exact: true })),
    ).toContain(en('tracks:role.rollout'));
    const alpha = card(page, 'alpha');
    for (const key of [
      'tracks:build.upload',
      'tracks:promote.button',
      'tracks:link.renew',
      'tracks:notes.save',
    ]) {
      const name = en(key);
      expect(await reasonOf(alpha.getByRole('button', { name })), name).toContain(
        en('tracks:role.tracks'),
      );
    }
    // what it reads stays readable: the build, its check and the testers
    expect(await alpha.getByTestId('build-code').textContent()).toBe('301');
    await alpha.getByRole('button', { name: en('tracks:testers.manage') }).click();
    const drawer = page.getByRole('dialog', {
      name: en('tracks:testers.drawerTitle', { track: 'ALPHA' }),
    });
    await expect.poll(() => drawer.locator('tr[data-row-key]').count()).toBe(2);
    expect(
      await reasonOf(drawer.getByRole('button', { name: en('tracks:testers.add') })),
    ).toContain(en('tracks:role.tracks'));
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await snap(page, 'e2e-tracks-analyst-en-1366');
    findings.push(
      ...(await axeViolations(page)).map((f) => describeFinding('tracks analyst en', f)),
    );
  });

  it('leaves no serious accessibility finding and no page error', () => {
    expect(findings).toEqual([]);
    expect(portal.pageErrors).toEqual([]);
  });
});
