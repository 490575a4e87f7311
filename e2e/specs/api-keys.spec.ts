import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ErrorCode,
  accountCalls,
  apiKeyCalls,
  apiKeyLimits,
  apiKeyPaths,
  appCalls,
  publishingPaths,
  teamCalls,
  transportPassword,
  type WhoamiAnswer,
} from '@vrportal/contract';
import {
  apiCall,
  apiData,
  apiSignIn,
  registerDeveloper,
  type Envelope,
} from '../support/accounts.js';
import { Authenticator } from '../support/authenticator.js';
import { axeViolations } from '../support/axe.js';
import { expectFitsWidth, snap } from '../support/browser.js';
import { lastMailLink } from '../support/outbox.js';
import { demoAccounts, loginUrl, openAs, storage, type AddressSession } from '../support/portal.js';
import { usePortal } from '../support/portal-session.js';
import { ageSecondStep } from '../support/session-age.js';
import { texts } from '../support/texts.js';

/**
 * API keys in the browser: the owner (the demo developer) finds the screen under the team
 * administration, makes a key for one app with two permissions and an expiry, sees it once and
 * copies it, calls the publishing API with it and sees its last use; revokes it, and the API
 * refuses it at once. A developer member neither sees the screen nor may open it; at the limit of
 * live keys the create button says why it cannot be pressed. A member whose second step is over
 * 10 minutes old passes it again before the key is made.
 */
type Lang = 'en' | 'zh';
const t = texts('en');

/** What the spec looks for, in a language, from the portal's catalogues. */
const words = (lang: Lang) => {
  const t = texts(lang);
  return {
    title: t('common:screens.apiKeys'),
    teamMenu: t('shell:nav.team'),
    emptyTitle: t('apiKeys:empty.title'),
    create: t('apiKeys:page.create'),
    dialog: t('apiKeys:create.title'),
    name: t('apiKeys:create.name'),
    upload: t('apiKeys:scopeNames.builds_upload'),
    status: t('apiKeys:scopeNames.status_read'),
    chosen: t('apiKeys:create.appsChosen'),
    pickApps: t('apiKeys:create.pickApps'),
    days30: t('apiKeys:create.expiryDays', { count: 30 }),
    never: t('apiKeys:list.never'),
    onDay: t('apiKeys:create.expiryDate'),
    pickDay: t('apiKeys:create.pickDay'),
    stops: t('apiKeys:create.expiresAt').split('{{')[0]!,
    submit: t('apiKeys:create.submit'),
    shownOnce: t('apiKeys:secret.warning'),
    copy: t('apiKeys:secret.copy'),
    copied: t('apiKeys:secret.copied'),
    done: t('apiKeys:secret.done'),
    neverUsed: t('apiKeys:list.neverUsed'),
    from: t('apiKeys:list.from', { address: '127.0.0.1' }),
    live: t('apiKeys:states.live'),
    revoked: t('apiKeys:states.revoked'),
    revoke: t('apiKeys:revoke.ok'),
    revokeText: t('apiKeys:revoke.text'),
    revokedToast: (name: string) => t('apiKeys:revoke.done', { name }),
    allApps: t('apiKeys:list.allApps'),
    refused: t('team:refused.title'),
    developer: t('team:roles.developer'),
    limit: t('apiKeys:page.limitReached', { max: apiKeyLimits.keysMax }),
    mainNav: t('shell:nav.main'),
    sectionNav: t('shell:nav.sections'),
  };
};

const DEVELOPER = { email: 'keys.developer@example.com', password: 'Keys#Dev2026' };
const DAY = 24 * 60 * 60 * 1000;
const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const size = (width: number) => ({ width, height: width === 375 ? 812 : 900 });

/** The keys on screen: the table's rows, or the cards under 750 px. */
const rows = (page: Page) => page.getByTestId('api-keys').locator('[data-row-key]');
const rowOf = (page: Page, name: string) => rows(page).filter({ hasText: name });
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text).first();

/** GET /api/v1/whoami with a bearer key, as a pipeline calls it. */
async function whoami(base: string, key: string) {
  const response = await fetch(`${base}${publishingPaths.whoami}`, {
    headers: { authorization: `Bearer ${key}`, lang: 'en' },
  });
  return { status: response.status, body: (await response.json()) as Envelope<WhoamiAnswer> };
}

describe('API keys: an owner makes a key for a pipeline, sees it once and revokes it', () => {
  const portal = usePortal();
  const people: Record<'owner' | 'developer', AddressSession> = {
    owner: { token: '', account: '', isSuper: false },
    developer: { token: '', account: DEVELOPER.email, isSuper: false },
  };
  let chess = '';
  let secret = '';
  const base = () => portal.server.url;
  const open = async (who: AddressSession, lang: Lang) => {
    await openAs(portal.page, base(), '/api_keys', who, lang);
    await portal.page.getByRole('heading', { level: 1 }).first().waitFor();
  };

  it('signs in the owner, the demo developer, whose organisation has no key yet', async () => {
    const { developer } = await demoAccounts(portal.server.dataDir);
    people.owner.account = developer.email;
    people.owner.token = await apiSignIn(base(), developer.email, developer.password);
    const { keys } = await apiData(base(), apiKeyCalls.apiKeyList, {}, people.owner.token);
    expect(keys).toEqual([]);
    const { apps } = await apiData(
      base(),
      appCalls.getOwnedApps,
      { page: 1, psize: 50 },
      people.owner.token,
    );
    chess = apps.find((app) => app.name === 'Galaxy Chess')!.id;
    await portal.browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: base(),
    });
  });

  for (const lang of ['en', 'zh'] as const) {
    for (const width of [1366, 375]) {
      it(`says what keys are for while there is none (${lang}, ${width})`, async () => {
        const { page } = portal;
        const w = words(lang);
        await page.setViewportSize(size(width));
        await open(people.owner, lang);
        await page.getByRole('heading', { name: w.title, level: 1 }).waitFor();
        await page.getByTestId('api-keys').getByText(w.emptyTitle).waitFor();
        await page.getByTestId('api-keys').getByRole('button', { name: w.create }).waitFor();
        await expectFitsWidth(page);
        await snap(page, `e2e-api-keys-empty-${lang}-${width}`);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }

  it('opens from the team administration beside the audit log and the members', async () => {
    const { page } = portal;
    await page.setViewportSize(size(1366));
    await openAs(page, base(), '/all_apps', people.owner, 'en');
    await page
      .getByRole('navigation', { name: words('en').mainNav })
      .getByRole('link', { name: words('en').teamMenu, exact: true })
      .click();
    await page.waitForURL(/\/manage\/audit_log$/);
    await page
      .getByRole('navigation', { name: words('en').sectionNav })
      .getByRole('link', { name: words('en').title })
      .click();
    await page.waitForURL(/\/manage\/api_keys$/);
    await page.getByRole('heading', { name: words('en').title, level: 1 }).waitFor();
  });

  it('makes a key for one app with two permissions and 30 days, shown once and copied', async () => {
    const { page } = portal;
    const w = words('en');
    await page.setViewportSize(size(1366));
    await open(people.owner, 'en');
    await page.getByRole('button', { name: w.create }).click();
    const dialog = page.getByRole('dialog', { name: w.dialog });
    await dialog.getByLabel(w.name, { exact: true }).fill('Build server');
    await dialog.getByRole('checkbox', { name: new RegExp(`^${w.upload}`) }).check();
    await dialog.getByRole('checkbox', { name: new RegExp(`^${w.status}`) }).check();
    await dialog.getByRole('radio', { name: new RegExp(`^${w.chosen}`) }).check();
    await dialog.getByLabel(w.pickApps, { exact: true }).click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: 'Galaxy Chess' })
      .click();
    await dialog.getByRole('radio', { name: w.days30, exact: true }).check();
    // the expiry on the portal's clocks, named with its zone
    const preview = dialog.getByTestId('expiry-preview');
    await expect.poll(() => preview.textContent()).toMatch(/\d{4}-\d\d-\d\d \d\d:\d\d \(.+\)/);
    expect(await preview.textContent()).toContain(w.stops);
    // the app list closes when the dialog is clicked outside it
    await dialog.locator('.ant-modal-title').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').waitFor({
      state: 'detached',
    });
    await snap(page, 'e2e-api-keys-create-en-1366');
    await page.setViewportSize(size(375));
    await expectFitsWidth(page);
    await snap(page, 'e2e-api-keys-create-en-375');
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize(size(1366));

    const sent = page.waitForRequest((request) => request.url().endsWith(apiKeyPaths.create));
    const before = Date.now();
    await dialog.getByRole('button', { name: w.submit }).click();
    const body = (await sent).postDataJSON() as {
      name: string;
      scopes: string[];
      appIds: string[];
      expiresAt: string;
    };
    expect(body).toMatchObject({
      name: 'Build server',
      scopes: ['builds:upload', 'status:read'],
      appIds: [chess],
    });
    expect(Math.abs(Date.parse(body.expiresAt) - (before + 30 * DAY))).toBeLessThan(60_000);

    // shown once, with the warning, the copy button and a command to paste
    const shown = page.getByRole('dialog', { name: /Build server/ });
    const field = shown.getByTestId('new-key');
    await field.waitFor();
    secret = await field.inputValue();
    expect(secret).toMatch(/^vrpk_/);
    expect(await shown.textContent()).toContain(w.shownOnce);
    expect(await shown.getByTestId('key-example').textContent()).toContain(
      `VRPORTAL_SERVER=${base()} VRPORTAL_API_KEY=${secret} vrportal keys test`,
    );
    await snap(page, 'e2e-api-keys-secret-en-1366');
    expect(await axeViolations(page)).toEqual([]);
    await shown.getByRole('button', { name: w.copy }).click();
    await toast(page, w.copied).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await shown.getByRole('button', { name: w.done }).click();
    await expect.poll(() => shown.isVisible()).toBe(false);

    // listed by its name and first characters, never whole
    await expect.poll(() => rows(page).count()).toBe(1);
    const row = rowOf(page, 'Build server');
    const text = await row.innerText();
    expect(text).toContain(`${secret.slice(0, 11)}…`);
    expect(await page.getByTestId('api-keys').innerText()).not.toContain(secret);
    for (const part of [w.upload, w.status, 'Galaxy Chess', w.live, w.neverUsed]) {
      expect(text).toContain(part);
    }
    expect(text).toContain(people.owner.account);
  });

  it('lets the pipeline call the publishing API with it, and the list shows its last use', async () => {
    const { page } = portal;
    const me = await whoami(base(), secret);
    expect(me.body.errCode).toBe(0);
    expect(me.body.data).toMatchObject({
      name: 'Build server',
      scopes: ['builds:upload', 'status:read'],
      appIds: [chess],
      apps: [{ appId: chess, name: 'Galaxy Chess' }],
    });

    for (const lang of ['en', 'zh'] as const) {
      for (const width of [1366, 375]) {
        const w = words(lang);
        await page.setViewportSize(size(width));
        await open(people.owner, lang);
        const used = rowOf(page, 'Build server').getByTestId('key-last-used');
        await expect.poll(() => used.innerText()).toContain(w.from);
        expect(await used.innerText()).toMatch(/\d{4}-\d\d-\d\d \d\d:\d\d \(.+\)/);
        await expectFitsWidth(page);
        await snap(page, `e2e-api-keys-used-${lang}-${width}`);
        expect(await axeViolations(page)).toEqual([]);
      }
    }
  });

  it('makes a second key in Chinese on a phone: every app, until a chosen day', async () => {
    const { page } = portal;
    const w = words('zh');
    await page.setViewportSize(size(375));
    await open(people.owner, 'zh');
    await page.getByRole('button', { name: w.create }).click();
    const dialog = page.getByRole('dialog', { name: w.dialog });
    await dialog.getByLabel(w.name, { exact: true }).fill('统计看板');
    await dialog.getByRole('checkbox', { name: new RegExp(`^${w.status}`) }).check();
    await dialog.getByRole('radio', { name: w.onDay, exact: true }).check();
    // the 15th of next month, picked in a calendar that fits the phone
    const next = new Date();
    next.setUTCDate(1);
    next.setUTCMonth(next.getUTCMonth() + 1);
    const day = `${next.toISOString().slice(0, 7)}-15`;
    await dialog.getByLabel(w.pickDay, { exact: true }).click();
    const popup = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
    await popup.locator('.ant-picker-header-next-btn').click();
    await expectFitsWidth(page);
    await snap(page, 'e2e-api-keys-day-zh-375');
    await popup.locator(`td[title="${day}"]`).click();
    // the key's last day ends at midnight on the portal's clocks (Asia/Shanghai), whatever the
    // browser's zone
    const nextDay = new Date(Date.parse(`${day}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
    await expect
      .poll(() => dialog.getByTestId('expiry-preview').textContent())
      .toContain(`${nextDay} 00:00 (Asia/Shanghai)`);
    const sent = page.waitForRequest((request) => request.url().endsWith(apiKeyPaths.create));
    await dialog.getByRole('button', { name: w.submit }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      appIds: null,
      expiresAt: `${day}T16:00:00.000Z`,
    });
    const shown = page.getByRole('dialog', { name: /统计看板/ });
    await shown.getByTestId('new-key').waitFor();
    expect(await shown.textContent()).toContain(w.shownOnce);
    await expectFitsWidth(page);
    await snap(page, 'e2e-api-keys-secret-zh-375');
    await shown.getByRole('button', { name: w.done }).click();
    await expect.poll(() => rows(page).count()).toBe(2);
    const text = await rowOf(page, '统计看板').innerText();
    expect(text).toContain(w.allApps);
    expect(text).toContain(`${nextDay} 00:00 (Asia/Shanghai)`);
  });

  it('revokes the first key after saying it takes effect at once, and the API refuses it', async () => {
    const { page } = portal;
    const w = words('en');
    await page.setViewportSize(size(1366));
    await open(people.owner, 'en');
    await rowOf(page, 'Build server')
      .getByRole('button', { name: t('apiKeys:list.revokeFor', { name: 'Build server' }) })
      .click();
    const confirm = page
      .getByRole('dialog')
      .filter({ hasText: t('apiKeys:revoke.title', { name: 'Build server' }) });
    expect(await confirm.textContent()).toContain(w.revokeText);
    await snap(page, 'e2e-api-keys-revoke-en-1366');
    await confirm.getByRole('button', { name: w.revoke, exact: true }).click();
    await toast(page, w.revokedToast('Build server')).waitFor();

    // still listed, below the live key, greyed and without a revoke button
    const row = rowOf(page, 'Build server');
    await expect.poll(() => row.getByTestId('key-state').innerText()).toBe(w.revoked);
    expect(await row.getAttribute('class')).toContain('ak-row--ended');
    expect(
      await row.getByRole('button', { name: new RegExp(t('apiKeys:list.revoke')) }).count(),
    ).toBe(0);
    expect(await rows(page).first().innerText()).toContain('统计看板');

    const refused = await whoami(base(), secret);
    expect(refused.status).toBe(401);
    expect(refused.body.errCode).toBe(ErrorCode.apiKeyRefused);

    for (const lang of ['en', 'zh'] as const) {
      for (const width of [1366, 375]) {
        await page.setViewportSize(size(width));
        await open(people.owner, lang);
        const state = rowOf(page, 'Build server').getByTestId('key-state');
        await expect.poll(() => state.innerText()).toBe(words(lang).revoked);
        await expectFitsWidth(page);
        await snap(page, `e2e-api-keys-revoked-${lang}-${width}`);
        expect(await axeViolations(page)).toEqual([]);
      }
    }
  });

  it('hides the screen from a developer member, whose address says the role does not allow it', async () => {
    const { page } = portal;
    const owner = people.owner.token;
    await apiData(base(), teamCalls.invite, { email: DEVELOPER.email, role: 'developer' }, owner);
    const invite = await lastMailLink(portal.server.dataDir, DEVELOPER.email);
    const pwd = await transportPassword(DEVELOPER.password, md5);
    await apiData(base(), accountCalls.registerMail, { email: DEVELOPER.email, pwd });
    const confirm = await lastMailLink(portal.server.dataDir, DEVELOPER.email);
    await apiData(base(), accountCalls.registerVerifyByMail, {
      email: DEVELOPER.email,
      code: confirm.searchParams.get('code')!,
    });
    people.developer.token = await apiSignIn(base(), DEVELOPER.email, DEVELOPER.password);
    await apiData(
      base(),
      teamCalls.acceptInvite,
      { code: invite.searchParams.get('code')! },
      people.developer.token,
    );
    const refused = await apiCall(base(), apiKeyCalls.apiKeyList, {}, people.developer.token);
    expect(refused.errCode).toBe(ErrorCode.roleRefused);

    for (const lang of ['en', 'zh'] as const) {
      const w = words(lang);
      await page.setViewportSize(size(1366));
      await openAs(page, base(), '/all_apps', people.developer, lang);
      const main = page.getByRole('navigation', { name: w.mainNav });
      await main.getByRole('link').first().waitFor();
      expect(await main.getByRole('link', { name: w.teamMenu, exact: true }).count()).toBe(0);
      for (const width of [1366, 375]) {
        await page.setViewportSize(size(width));
        const lists: string[] = [];
        const count = (request: { url(): string }) => {
          if (request.url().endsWith(apiKeyPaths.list)) lists.push(request.url());
        };
        page.on('request', count);
        await open(people.developer, lang);
        await page.getByRole('heading', { name: w.refused, level: 1 }).waitFor();
        expect(await page.getByTestId('role-refused').textContent()).toContain(w.developer);
        page.off('request', count);
        // the shell knew the role: the keys were never asked for
        expect(lists).toEqual([]);
        await expectFitsWidth(page);
        await snap(page, `e2e-api-keys-refused-${lang}-${width}`);
      }
    }
  });

  it('says why no key can be made at the limit of live keys', async () => {
    const { page } = portal;
    const owner = people.owner.token;
    const { keys } = await apiData(base(), apiKeyCalls.apiKeyList, {}, owner);
    const live = keys.filter((key) => key.revokedAt === null).length;
    for (let i = live; i < apiKeyLimits.keysMax; i += 1) {
      await apiData(
        base(),
        apiKeyCalls.apiKeyCreate,
        { name: `Runner ${i}`, scopes: ['stats:read'] },
        owner,
      );
    }
    const over = await apiCall(
      base(),
      apiKeyCalls.apiKeyCreate,
      { name: 'One too many', scopes: ['stats:read'] },
      owner,
    );
    expect(over.errCode).toBe(ErrorCode.apiKeyLimit);

    for (const lang of ['en', 'zh'] as const) {
      for (const width of [1366, 375]) {
        const w = words(lang);
        await page.setViewportSize(size(width));
        await open(people.owner, lang);
        const button = page.getByTestId('create-key');
        await expect.poll(() => button.isDisabled()).toBe(true);
        // the keys made without an expiry say so
        expect(await rows(page).first().innerText()).toContain(w.never);
        const why = page.getByTestId('key-limit');
        expect(await why.innerText()).toContain(w.limit);
        expect(await button.getAttribute('aria-describedby')).toBe(await why.getAttribute('id'));
        if (width === 1366) {
          await page.locator('.ak-create').hover();
          await page.getByRole('tooltip').filter({ hasText: w.limit }).waitFor();
        }
        await expectFitsWidth(page);
        await snap(page, `e2e-api-keys-limit-${lang}-${width}`);
      }
    }
  });

  it('asks a member whose second step is over 10 minutes old to pass it again, then makes the key', async () => {
    const { page, server } = portal;
    const email = 'keys.two.step@example.com';
    const password = 'Keys#Two2026';
    const first = await registerDeveloper(server, email, password, 'Two Step Studio');
    const { secret: totp } = await apiData(server.url, accountCalls.totpBegin, {}, first);
    const app = new Authenticator(totp);
    await apiData(server.url, accountCalls.totpConfirm, { code: await app.code() }, first);
    await apiCall(server.url, accountCalls.logout, {}, first);

    // signed in with both steps through the form, then 11 minutes pass
    await page.setViewportSize(size(1366));
    await page.evaluate(() => localStorage.clear());
    await page.goto(loginUrl(server.url, 'en'));
    await page.getByLabel(t('auth:login.email'), { exact: true }).fill(email);
    await page.getByLabel(t('auth:login.password'), { exact: true }).fill(password);
    await page.locator('form button[type="submit"]').click();
    await page.getByLabel(t('security:secondStep.code'), { exact: true }).fill(await app.code());
    await page.getByRole('button', { name: t('security:secondStep.submit'), exact: true }).click();
    await page.waitForURL(/\/manage\/all_apps$/);
    const token = (await storage(page)).local.token!;
    ageSecondStep(server, token, 11);

    await page.goto(`${server.url}/manage/api_keys`);
    const w = words('en');
    await page.getByRole('button', { name: w.create }).click();
    const dialog = page.getByRole('dialog', { name: w.dialog });
    await dialog.getByLabel(w.name, { exact: true }).fill('Release bot');
    await dialog.getByRole('checkbox', { name: new RegExp(`^${w.upload}`) }).check();
    const submit = dialog.getByRole('button', { name: w.submit });
    const confirm = page.getByRole('dialog', { name: t('security:confirm.title') });

    // cancelled: nothing is made, and the form says nothing more
    await submit.click();
    await confirm.getByLabel(t('security:secondStep.code'), { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => confirm.isVisible()).toBe(false);
    expect(await dialog.locator('.ant-alert-error').count()).toBe(0);
    expect((await apiData(server.url, apiKeyCalls.apiKeyList, {}, token)).keys).toEqual([]);

    // passed: the same request goes through and the key is shown once
    await submit.click();
    const field = confirm.getByLabel(t('security:secondStep.code'), { exact: true });
    await field.fill(await app.code());
    await snap(page, 'e2e-api-keys-second-step-en-1366');
    await field.press('Enter');
    const shown = page.getByRole('dialog', { name: /Release bot/ });
    const made = await shown.getByTestId('new-key').inputValue();
    expect((await whoami(base(), made)).body.data.name).toBe('Release bot');
    await shown.getByRole('button', { name: w.done }).click();
    await expect.poll(() => rows(page).count()).toBe(1);
  });

  it('keeps the page free of errors', () => {
    expect(portal.pageErrors).toEqual([]);
  });
});
