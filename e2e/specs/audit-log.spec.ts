import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ErrorCode,
  accountCalls,
  auditActionText,
  appCalls,
  teamCalls,
  teamPaths,
  transportPassword,
} from '@vrportal/contract';
import { createHash } from 'node:crypto';
import { apiData, apiSignIn } from '../support/accounts.js';
import { axeViolations } from '../support/axe.js';
import { expectFitsWidth, snap } from '../support/browser.js';
import { lastMailLink } from '../support/outbox.js';
import { demoAccounts, openAs, type AddressSession } from '../support/portal.js';
import { usePortal } from '../support/portal-session.js';
import { serverText, text, texts } from '../support/texts.js';

type Lang = 'en' | 'zh';

/** What the screen says in a language, from the catalogues (the actions' names: the contract's). */
const words = (lang: Lang) => {
  const t = texts(lang);
  return {
    title: t('common:screens.auditLog'),
    menu: t('shell:nav.team'),
    empty: t('audit:empty.title'),
    reset: auditActionText('resetAppSecret', lang),
    created: auditActionText('createApp', lang),
    invited: auditActionText('invite', lang),
    joined: auditActionText('acceptInvite', lang),
    action: t('audit:filters.action'),
    inviteChange: t('audit:table.change', {
      field: t('audit:fields.role'),
      before: t('audit:table.none'),
      after: t('audit:roles.analyst'),
    }),
    exported: t('audit:export.done'),
    sheetAction: serverText(lang, 'audit.col.action'),
    refused: t('audit:refused.title'),
    refusedRole: t('audit:roles.analyst'),
    // the calendar's own (Ant Design's) names of the days
    weekdays: { en: ['Mo', 'Tu', 'We'], zh: ['一', '二', '三'] }[lang],
  };
};

const WIDTHS = [1366, 375] as const;
const ANALYST = { email: 'audit.analyst@example.com', password: 'Analyst#2026' };
const md5 = (text: string) => createHash('md5').update(text).digest('hex');

const size = (width: number) => ({ width, height: width === 375 ? 812 : 900 });

/** The entries on screen (the table, or the cards under 750 px). */
const rows = (page: Page) => page.getByTestId('audit-entries').locator('[data-row-key]');

/** Chooses an option of an antd select by its text. */
async function choose(page: Page, field: Locator, option: string) {
  await field.click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: option })
    .first()
    .click();
}

/** A day relative to today in the browser's calendar, as the range picker sends it. */
async function daysAgo(page: Page, n: number) {
  return page.evaluate((back) => {
    const d = new Date();
    d.setDate(d.getDate() - back);
    const pad = (v: number) => String(v).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  }, n);
}

/** Clicks the export and answers the saved file's name and its sheet. */
async function exportSheet(page: Page, okText: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('audit-export').click(),
  ]);
  await page.locator('.ant-message').getByText(okText).waitFor();
  const chunks: Buffer[] = [];
  for await (const chunk of (await download.createReadStream()) as AsyncIterable<Buffer>) {
    chunks.push(chunk);
  }
  const file = Buffer.concat(chunks);
  // an .xlsx file is a zip archive
  expect(file.subarray(0, 2).toString('latin1')).toBe('PK');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  return { name: download.suggestedFilename(), sheet: book.worksheets[0]! };
}

describe('audit log: who changed what in the organisation, for its owner only', () => {
  const portal = usePortal();
  const people: Record<'owner' | 'analyst', AddressSession> = {
    owner: { token: '', account: '', isSuper: false },
    analyst: { token: '', account: ANALYST.email, isSuper: false },
  };
  const base = () => portal.server.url;
  const open = async (who: AddressSession, lang: Lang) => {
    await openAs(portal.page, base(), '/audit_log', who, lang);
    await portal.page.getByRole('heading', { level: 1 }).first().waitFor();
  };

  it('signs in the owner, the demo developer, whose organisation has no entry yet', async () => {
    const { developer } = await demoAccounts(portal.server.dataDir);
    people.owner = {
      token: await apiSignIn(base(), developer.email, developer.password),
      account: developer.email,
      isSuper: false,
    };
    const { orgs } = await apiData(base(), teamCalls.listOrgs, {}, people.owner.token);
    expect(orgs.find((org) => org.current)?.role).toBe('owner');
    const log = await apiData(
      base(),
      teamCalls.auditList,
      { page: 1, psize: 10 },
      people.owner.token,
    );
    expect(log.total).toBe(0);
  });

  for (const lang of ['en', 'zh'] as const) {
    for (const width of WIDTHS) {
      it(`says the log is empty (${lang}, ${width})`, async () => {
        const { page } = portal;
        await page.setViewportSize(size(width));
        await open(people.owner, lang);
        await expect
          .poll(() => page.getByRole('heading', { level: 1 }).first().textContent())
          .toBe(words(lang).title);
        await page.getByTestId('audit-entries').getByText(words(lang).empty).waitFor();
        await expectFitsWidth(page);
        await snap(page, `e2e-audit-log-empty-${lang}-${width}`);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }

  it('logs what the owner and a new member change: an App Secret, an app, an invitation', async () => {
    const owner = people.owner.token;
    const { apps } = await apiData(base(), appCalls.getOwnedApps, { page: 1, psize: 50 }, owner);
    const chess = apps.find((app) => app.name === 'Galaxy Chess')!.id;
    await apiData(base(), appCalls.resetAppSecret, { appId: chess }, owner);
    await apiData(
      base(),
      appCalls.createApp,
      { name: 'Audit Probe', pkg: 'com.example.auditprobe' },
      owner,
    );

    // the analyst: invited by mail, registers by e-mail with the invited address, accepts
    await apiData(base(), teamCalls.invite, { email: ANALYST.email, role: 'analyst' }, owner);
    const invite = await lastMailLink(portal.server.dataDir, ANALYST.email);
    const code = invite.searchParams.get('code')!;
    expect(invite.pathname).toBe('/manage/invite');
    const pwd = await transportPassword(ANALYST.password, md5);
    await apiData(base(), accountCalls.registerMail, { email: ANALYST.email, pwd });
    const confirm = await lastMailLink(portal.server.dataDir, ANALYST.email);
    expect(confirm.searchParams.get('code')).not.toBe(code);
    await apiData(base(), accountCalls.registerVerifyByMail, {
      email: ANALYST.email,
      code: confirm.searchParams.get('code')!,
    });
    people.analyst.token = await apiSignIn(base(), ANALYST.email, ANALYST.password);
    await apiData(base(), teamCalls.acceptInvite, { code }, people.analyst.token);

    const log = await apiData(base(), teamCalls.auditList, { page: 1, psize: 10 }, owner);
    expect(log.entries.map((entry) => entry.action)).toEqual([
      'acceptInvite',
      'invite',
      'createApp',
      'resetAppSecret',
    ]);
  });

  it('opens from the left menu as the team administration', async () => {
    const { page } = portal;
    await page.setViewportSize(size(1366));
    await openAs(page, base(), '/all_apps', people.owner, 'en');
    await page
      .getByRole('navigation', { name: text('en', 'shell:nav.main') })
      .getByRole('link', { name: words('en').menu, exact: true })
      .click();
    await page.waitForURL(/\/manage\/audit_log$/);
    await page.getByRole('heading', { name: words('en').title, level: 1 }).waitFor();
    await page
      .getByRole('navigation', { name: text('en', 'shell:nav.sections') })
      .getByText(text('en', 'shell:nav.teamFull'))
      .waitFor();
  });

  for (const lang of ['en', 'zh'] as const) {
    for (const width of WIDTHS) {
      it(`lists the entries, filters them by action and exports them (${lang}, ${width})`, async () => {
        const { page } = portal;
        const w = words(lang);
        await page.setViewportSize(size(width));
        await open(people.owner, lang);
        const entries = page.getByTestId('audit-entries');
        await expect.poll(() => rows(page).count()).toBe(4);
        const text = () => entries.innerText();
        // the action in the page's language, the app by its name, the time in the reader's zone
        await expect.poll(text).toContain(w.reset);
        // the apps by their names, never an id first: the entries wait for the names
        const all = await text();
        for (const action of [w.created, w.invited, w.joined]) expect(all).toContain(action);
        expect(all).toContain('Galaxy Chess');
        expect(all).toContain('Audit Probe');
        expect(all).toContain(ANALYST.email);
        expect(all).toContain(w.inviteChange);
        const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
        expect(all).toContain(`(${zone})`);
        await expectFitsWidth(page);
        await snap(page, `e2e-audit-log-list-${lang}-${width}`);
        expect(await axeViolations(page)).toEqual([]);

        // the action filter: the list call names it, and only that action stays
        const sent = page.waitForRequest(
          (request) =>
            request.url().endsWith(teamPaths.auditList) &&
            (request.postDataJSON() as { action?: string }).action === 'resetAppSecret',
        );
        await choose(page, page.getByLabel(w.action, { exact: true }), w.reset);
        expect((await sent).postDataJSON()).toMatchObject({ action: 'resetAppSecret', page: 1 });
        await expect.poll(() => rows(page).count()).toBe(1);
        expect(await rows(page).first().innerText()).toContain(w.reset);
        expect(await text()).not.toContain(w.created);
        await expectFitsWidth(page);
        await snap(page, `e2e-audit-log-filtered-${lang}-${width}`);

        // the export keeps the filter, in the page's language
        const { name, sheet } = await exportSheet(page, w.exported);
        expect(name).toMatch(/\.xlsx$/);
        expect(sheet.getRow(1).getCell(3).value).toBe(w.sheetAction);
        expect(sheet.rowCount).toBe(2);
        expect(sheet.getRow(2).getCell(3).value).toBe(w.reset);

        // the days, picked in a calendar in the page's language that fits the screen; the
        // server counts them in the portal's time zone, so the screen shows what it answers
        const [from, to] = [await daysAgo(page, 6), await daysAgo(page, 0)];
        const inputs = page.locator('.audit-filters__days input');
        await inputs.nth(0).click();
        const popup = page.locator('.audit-range__popup .ant-picker-panel-container');
        await popup.waitFor();
        const calendar = await popup.innerText();
        for (const day of w.weekdays) expect(calendar).toContain(day);
        const box = await popup.boundingBox();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(width);
        await snap(page, `e2e-audit-log-days-${lang}-${width}`);
        const sentDays = page.waitForRequest(
          (request) =>
            request.url().endsWith(teamPaths.auditList) &&
            (request.postDataJSON() as { from?: string }).from === from,
        );
        await inputs.nth(0).fill(from);
        await page.keyboard.press('Enter');
        await inputs.nth(1).fill(to);
        await page.keyboard.press('Enter');
        const filters = { action: 'resetAppSecret', from, to };
        expect((await sentDays).postDataJSON()).toMatchObject({ ...filters, page: 1 });
        const answer = await apiData(
          base(),
          teamCalls.auditList,
          { ...filters, page: 1, psize: 20 },
          people.owner.token,
        );
        await expect.poll(() => rows(page).count()).toBe(answer.total);
        const both = await exportSheet(page, w.exported);
        expect(both.sheet.rowCount).toBe(answer.total + 1);
        await expectFitsWidth(page);
      });
    }
  }

  for (const lang of ['en', 'zh'] as const) {
    for (const width of WIDTHS) {
      it(`tells an analyst that the role does not allow it (${lang}, ${width})`, async () => {
        const { page } = portal;
        const w = words(lang);
        await page.setViewportSize(size(width));
        const listCalls: string[] = [];
        const count = (request: { url(): string }) => {
          if (request.url().endsWith(teamPaths.auditList)) listCalls.push(request.url());
        };
        page.on('request', count);
        await open(people.analyst, lang);
        await page.getByRole('heading', { name: w.refused, level: 1 }).waitFor();
        const said = (await page.getByTestId('audit-refused').textContent()) ?? '';
        expect(said).toContain(w.refusedRole);
        page.off('request', count);
        // the screen knew the role: it never asked for the entries
        expect(listCalls).toEqual([]);
        await expect(page.getByTestId('audit-entries').count()).resolves.toBe(0);
        await expectFitsWidth(page);
        await snap(page, `e2e-audit-log-refused-${lang}-${width}`);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }

  it('shows the refusal of the server when the role changed after the screen read it', async () => {
    const { page } = portal;
    await page.setViewportSize(size(1366));
    // the organisations as they were before: the analyst still told an owner
    const stale = `**${teamPaths.listOrgs}`;
    await page.route(stale, (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          errCode: 0,
          errMsg: '',
          data: {
            orgs: [{ orgId: 'org', name: 'Demo', role: 'owner', appIds: null, current: true }],
          },
        }),
      }),
    );
    const refused = page.waitForResponse((response) =>
      response.url().endsWith(teamPaths.auditList),
    );
    await open(people.analyst, 'en');
    expect(((await (await refused).json()) as { errCode: number }).errCode).toBe(
      ErrorCode.roleRefused,
    );
    await page.getByRole('heading', { name: words('en').refused, level: 1 }).waitFor();
    expect(await page.getByTestId('audit-refused').textContent()).toBe(
      text('en', 'audit:refused.general'),
    );
    await page.unroute(stale);
  });

  it('keeps the page free of errors', () => {
    expect(portal.pageErrors).toEqual([]);
  });
});
