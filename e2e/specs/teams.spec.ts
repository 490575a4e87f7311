import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  ErrorCode,
  appCalls,
  releaseCalls,
  teamCalls,
  transportPassword,
  type OrgSummary,
} from '@vrportal/contract';
import { expectFitsWidth, snap } from '../support/browser.js';
import { apiCall, apiData, apiSignIn, registerDeveloper } from '../support/accounts.js';
import { lastMailLink } from '../support/outbox.js';
import { demoAccounts, openAs, signInLabels, storage } from '../support/portal.js';
import { usePortal } from '../support/portal-session.js';
import type { StartedServer } from '../support/server.js';
import { texts } from '../support/texts.js';

/**
 * Teams in the browser: the owner (the demo developer) opens the Team screen from the user
 * menu and invites a finance member by e-mail; the invitee follows the mailed link, registers
 * (English) or signs in (Chinese, after switching away from another account), accepts, and
 * then sees the bills but no release tab, and the server refuses a release call of theirs with
 * 10063. Last, an account in two organisations switches between them from the user menu.
 */
type Lang = 'zh' | 'en';

/** What the screens say in a language, from the catalogues. */
const words = (lang: Lang) => {
  const t = texts(lang);
  const labels = signInLabels(lang);
  return {
    menu: t('shell:user.menu'),
    teamMenu: t('shell:nav.team'),
    team: t('common:screens.team'),
    invite: t('team:page.invite'),
    email: t('team:invite.email'),
    role: t('team:invite.role'),
    finance: t('team:roles.finance'),
    financeMenu: t('shell:nav.finance'),
    owner: t('team:roles.owner'),
    send: t('team:invite.submit'),
    sent: (email: string) => t('team:invite.sent', { email }),
    sends: t('team:invitations.sendsValue', { sends: 1, max: 4 }),
    join: (org: string) => t('team:invitation.title', { org }),
    accept: t('team:invitation.accept'),
    otherAccount: t('team:invitation.signOut'),
    signInTitle: t('auth:login.title'),
    signIn: labels.submit,
    account: labels.account,
    password: labels.password,
    main: t('shell:nav.main'),
    sections: t('shell:nav.sections'),
    financialInfo: t('common:screens.financialInfo'),
    overview: t('common:screens.appCenter'),
    distribution: t('common:screens.release'),
    refused: t('team:refused.title'),
    back: t('team:refused.back'),
    createApp: t('apps:list.create'),
  };
};
const en = texts('en');

const INVITEE = {
  en: { email: 'fin.en@example.com', password: 'Fin2026!en' },
  zh: { email: 'fin.zh@example.com', password: 'Fin2026!zh' },
} as const;

const WIDE = { width: 1366, height: 900 };
const NARROW = { width: 375, height: 812 };

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** An account registered and confirmed by e-mail, not a developer and in no organisation. */
async function registerAccount(server: StartedServer, email: string, password: string) {
  const pwd = await transportPassword(password, md5);
  await apiData(server.url, '/vrmcsys/account/registerMail', { email, pwd });
  const link = await lastMailLink(server.dataDir, email);
  await apiData(server.url, '/vrmcsys/account/registerVerifyByMail', {
    email,
    code: link.searchParams.get('code'),
  });
}

/** The mailed link, on the started server, in a language. */
const onServer = (link: URL, server: StartedServer, lang: Lang) =>
  `${server.url}${link.pathname}${link.search}&lang=${lang}`;

const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text).first();

/**
 * Opens the user menu until it shows the current organisation (it lists organisations once they
 * are read). A menu opened while the page was still starting has been seen closed again at
 * once, now and then: it is opened again then.
 */
async function openUserMenu(page: Page, lang: Lang) {
  const current = page.getByTestId('current-org');
  const open = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
  await expect
    .poll(async () => {
      if (await current.isVisible()) return true;
      if ((await open.count()) === 0) {
        await page.getByRole('button', { name: words(lang).menu }).click();
      }
      return false;
    })
    .toBe(true);
}

async function closeUserMenu(page: Page) {
  await page.keyboard.press('Escape');
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').waitFor({ state: 'detached' });
}

async function signInHere(page: Page, lang: Lang, email: string, password: string) {
  const w = words(lang);
  await page.getByRole('heading', { name: w.signInTitle, exact: true }).waitFor();
  await page.getByLabel(w.account, { exact: true }).fill(email);
  await page.getByLabel(w.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: w.signIn, exact: true }).click();
}

describe('teams: an owner invites a finance member who joins and sees what finance may', () => {
  const portal = usePortal();
  let ownerToken = '';
  let ownerEmail = '';
  let org: OrgSummary;

  async function ownerInvites(lang: Lang) {
    const { page, server } = portal;
    const w = words(lang);
    const invitee = INVITEE[lang].email;
    await page.setViewportSize(WIDE);
    await openAs(
      page,
      server.url,
      '/all_apps',
      { token: ownerToken, account: ownerEmail, isSuper: false },
      lang,
    );
    // the user menu names the organisation and the owner's role, and leads to the team
    await openUserMenu(page, lang);
    const current = page.getByTestId('current-org');
    await expect.poll(() => current.textContent()).toContain(org.name);
    expect(await current.textContent()).toContain(w.owner);
    await snap(page, `e2e-teams-user-menu-owner-${lang}-1366`);
    await closeUserMenu(page);
    // the team administration: the audit log first, the members beside it
    await page
      .getByRole('navigation', { name: w.main })
      .getByRole('link', { name: w.teamMenu, exact: true })
      .click();
    await page.waitForURL(/\/manage\/audit_log$/);
    await page
      .getByRole('navigation', { name: w.sections })
      .getByRole('link', { name: w.team })
      .click();
    await page.waitForURL(/\/manage\/team$/);
    await page.getByRole('heading', { name: w.team, level: 1 }).waitFor();
    const members = page.locator('.team-section').first();
    await expect.poll(() => members.textContent()).toContain(ownerEmail);
    expect(await members.locator('[data-role="owner"]').count()).toBe(1);
    await expectFitsWidth(page);
    await snap(page, `e2e-teams-team-${lang}-1366`);

    // the invite form: e-mail, role Finance (no app limit for finance)
    await page.getByRole('button', { name: w.invite }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(w.email, { exact: true }).fill(invitee);
    await dialog.getByLabel(w.role, { exact: true }).click();
    await page.locator(`.ant-select-item-option[title="${w.finance}"]`).click();
    await expect.poll(() => dialog.locator('.team-scope').count()).toBe(0);
    await snap(page, `e2e-teams-invite-form-${lang}-1366`);
    await page.setViewportSize(NARROW);
    await expectFitsWidth(page);
    await snap(page, `e2e-teams-invite-form-${lang}-375`);
    await dialog.getByRole('button', { name: w.send }).click();
    await toast(page, w.sent(invitee)).waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // the invitation waits, sent once of four; the narrow screen lists it as a card
    const invitations = page.locator('.team-section').nth(1);
    await expect.poll(() => invitations.textContent()).toContain(invitee);
    expect(await invitations.textContent()).toContain(w.sends);
    await expectFitsWidth(page);
    await snap(page, `e2e-teams-team-${lang}-375`);
    await openUserMenu(page, lang);
    await snap(page, `e2e-teams-user-menu-owner-${lang}-375`);
    await closeUserMenu(page);
    await page.setViewportSize(WIDE);
    const link = await lastMailLink(server.dataDir, invitee);
    expect(link.pathname).toBe('/manage/invite');
    expect(link.searchParams.get('code')?.length).toBeGreaterThanOrEqual(16);
    return link;
  }

  /** On the invitation page as the invited account: both widths, then accept. */
  async function accept(lang: Lang) {
    const { page } = portal;
    const w = words(lang);
    await page.getByRole('heading', { name: w.join(org.name) }).waitFor();
    expect(await page.getByTestId('invitation').textContent()).toContain(w.finance);
    await expectFitsWidth(page);
    await snap(page, `e2e-teams-invitation-${lang}-1366`);
    await page.setViewportSize(NARROW);
    await expectFitsWidth(page);
    await snap(page, `e2e-teams-invitation-${lang}-375`);
    await page.setViewportSize(WIDE);
    await page.getByRole('button', { name: w.accept }).click();
    await page.waitForURL(/\/manage\/all_apps$/);
  }

  /** The new member: bills yes, release no, in the menus, by address and at the API. */
  async function financeSees(lang: Lang) {
    const { page, server } = portal;
    const w = words(lang);
    await openUserMenu(page, lang);
    const current = page.getByTestId('current-org');
    await expect.poll(() => current.textContent()).toContain(org.name);
    expect(await current.textContent()).toContain(w.finance);
    await snap(page, `e2e-teams-user-menu-member-${lang}-1366`);
    await closeUserMenu(page);
    // no team administration for finance: neither the members nor the audit log
    const main = page.getByRole('navigation', { name: w.main });
    await main.getByRole('link', { name: w.financeMenu }).waitFor();
    expect(await main.getByRole('link', { name: w.teamMenu, exact: true }).count()).toBe(0);
    // the organisation's apps, and nothing to create one with
    await page.locator('.app-card__name').first().waitFor();
    expect(await page.getByRole('button', { name: w.createApp }).count()).toBe(0);

    // the bills, through the finance menu and its tabs
    await page
      .getByRole('navigation', { name: w.main })
      .getByRole('link', { name: w.financeMenu })
      .click();
    await page.waitForURL(/\/manage\/pay_info/);
    const tabs = page.getByRole('navigation', { name: w.sections });
    await tabs.getByRole('link', { name: w.financialInfo }).click();
    await page.waitForURL(/\/manage\/financial_info/);
    await page.getByRole('heading', { name: w.financialInfo, level: 1 }).waitFor();
    await page.locator('.bill-card').first().waitFor();

    // an app's tabs have no distribution, and its address says the role does not allow it
    const { apps } = await apiData(server.url, appCalls.getOwnedApps, { page: 1 }, ownerToken);
    const appId = apps[0]!.id;
    await page.goto(`${server.url}/manage/app_center?appId=${appId}`);
    await tabs.getByRole('link', { name: w.overview }).waitFor();
    expect(await tabs.getByRole('link', { name: w.distribution }).count()).toBe(0);
    await page.goto(`${server.url}/manage/release?appId=${appId}`);
    await page.getByRole('heading', { name: w.refused }).waitFor();
    expect(await page.getByTestId('role-refused').textContent()).toContain(org.name);
    await expectFitsWidth(page);
    await snap(page, `e2e-teams-role-refused-${lang}-1366`);
    await page.getByRole('button', { name: w.back, exact: true }).click();
    await page.waitForURL(/\/manage\/all_apps$/);

    // and the server refuses a release call made with the member's token
    const token = (await storage(page)).local.token!;
    const refused = await apiCall(server.url, releaseCalls.saveAppInfo, { appId }, token);
    expect(refused.errCode).toBe(ErrorCode.roleRefused);
    const members = await apiCall(server.url, teamCalls.members, {}, token);
    expect(members.errCode).toBe(ErrorCode.roleRefused);
  }

  it('English: the owner invites fin.en by e-mail from the Team screen', async () => {
    const { server } = portal;
    const { developer } = await demoAccounts(server.dataDir);
    ownerEmail = developer.email;
    ownerToken = await apiSignIn(server.url, developer.email, developer.password);
    const { orgs } = await apiData(server.url, teamCalls.listOrgs, {}, ownerToken);
    org = orgs.find((o) => o.current)!;
    expect(org.role).toBe('owner');
    const link = await ownerInvites('en');

    // signed out, the link asks to sign in and comes back; the invitee registers first
    const { page } = portal;
    await page.evaluate(() => localStorage.clear());
    await page.goto(onServer(link, server, 'en'));
    await page.waitForURL(/\/manage\/login\?redirect=%2Finvite/);
    await page.getByRole('button', { name: en('auth:login.register'), exact: true }).click();
    await page
      .getByRole('dialog')
      .getByText(en('auth:register.chooseEmail'), { exact: true })
      .click();
    await page.getByRole('heading', { name: en('auth:register.title') }).waitFor();
    const { email, password } = INVITEE.en;
    await page.getByLabel(en('auth:login.email'), { exact: true }).fill(email);
    await page.getByLabel(en('auth:register.password'), { exact: true }).fill(password);
    await page.getByLabel(en('auth:register.confirm'), { exact: true }).fill(password);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: en('auth:register.submit'), exact: true }).click();
    await page.getByText(en('auth:register.mailTitle')).waitFor();
    const confirm = await lastMailLink(server.dataDir, email);
    await page.goto(confirm.toString().replace(/^https?:\/\/[^/]+/, server.url));
    await page.getByText(en('auth:confirm.successTitle')).waitFor();
    // the invitation again: signing in leads to it, although the account is no developer
    await page.goto(onServer(link, server, 'en'));
    await page.waitForURL(/\/manage\/login\?redirect=%2Finvite/);
    await signInHere(page, 'en', email, password);
    await page.waitForURL(/\/manage\/invite\?code=/);
    await accept('en');
    await financeSees('en');
    expect(portal.pageErrors).toEqual([]);
  });

  it('Chinese: another account is told whose invitation it is, switches, and fin.zh joins', async () => {
    const { page, server } = portal;
    const link = await ownerInvites('zh');
    // the owner's screen now lists fin.en as a finance member
    const members = page.locator('.team-section').first();
    await expect.poll(() => members.textContent()).toContain(INVITEE.en.email);

    // signed in as fin.en, the link says it was sent to fin.zh and offers to switch accounts
    await registerAccount(server, INVITEE.zh.email, INVITEE.zh.password);
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${server.url}/manage/login?lang=zh`);
    await signInHere(page, 'zh', INVITEE.en.email, INVITEE.en.password);
    await page.waitForURL(/\/manage\/all_apps$/);
    await page.goto(onServer(link, server, 'zh'));
    const sentTo = page.getByText(
      texts('zh')('team:invitation.otherAccount', {
        email: INVITEE.zh.email,
        account: INVITEE.en.email,
      }),
    );
    await sentTo.waitFor();
    expect(await page.getByRole('button', { name: words('zh').accept }).count()).toBe(0);
    await snap(page, 'e2e-teams-invitation-other-account-zh-1366');
    await page.getByRole('button', { name: words('zh').otherAccount }).click();
    await page.waitForURL(/\/manage\/login\?redirect=%2Finvite/);
    await signInHere(page, 'zh', INVITEE.zh.email, INVITEE.zh.password);
    await page.waitForURL(/\/manage\/invite\?code=/);
    await accept('zh');
    await financeSees('zh');
    expect(portal.pageErrors).toEqual([]);
  });

  it('changes a member’s role with an app limit, resends an invitation up to the limit, revokes it', async () => {
    const { page, server } = portal;
    await page.setViewportSize(WIDE);
    await openAs(
      page,
      server.url,
      '/team',
      { token: ownerToken, account: ownerEmail, isSuper: false },
      'en',
    );
    const members = page.locator('.team-section').first();
    const row = members.locator('tr', { hasText: INVITEE.en.email });
    const analyst = en('team:roles.analyst');
    await row.getByRole('button', { name: en('team:members.changeRole') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(en('team:role.field'), { exact: true }).click();
    await page.locator(`.ant-select-item-option[title="${analyst}"]`).click();
    await dialog.getByText(en('team:access.chosen'), { exact: true }).click();
    // no app chosen yet: saving says to choose one
    await dialog.getByRole('button', { name: en('team:role.save') }).click();
    await dialog.getByText(en('team:access.pickRequired')).waitFor();
    await dialog.getByLabel(en('team:access.pick'), { exact: true }).click();
    await page.locator('.ant-select-item-option[title="Galaxy Chess"]').click();
    await page.keyboard.press('Escape');
    await snap(page, 'e2e-teams-role-dialog-en-1366');
    await dialog.getByRole('button', { name: en('team:role.save') }).click();
    await toast(
      page,
      en('team:role.saved', { account: INVITEE.en.email, role: analyst }),
    ).waitFor();
    await expect
      .poll(() => row.textContent())
      .toContain(en('team:access.chosenCount', { count: 1 }));
    expect(await row.textContent()).toContain('Galaxy Chess');
    const limited = (await apiData(server.url, teamCalls.members, {}, ownerToken)).members.find(
      (m) => m.account === INVITEE.en.email,
    )!;
    expect(limited.role).toBe('analyst');
    expect(limited.appIds).toHaveLength(1);

    // an invitation sent four times can only be revoked
    const pending = 'pending.dev@example.com';
    await apiData(
      server.url,
      teamCalls.invite,
      { email: pending, role: 'developer', appIds: null },
      ownerToken,
    );
    await page.reload();
    const invitation = page.locator('.team-section').nth(1).locator('tr', { hasText: pending });
    const resend = invitation.getByRole('button', { name: en('team:invitations.resend') });
    for (const sends of [2, 3, 4]) {
      await resend.click();
      await expect
        .poll(() => invitation.textContent())
        .toContain(en('team:invitations.sendsValue', { sends, max: 4 }));
    }
    expect(await resend.isDisabled()).toBe(true);
    expect(await invitation.textContent()).toContain(
      en('team:invitations.resendLimit', { max: 4 }),
    );
    await snap(page, 'e2e-teams-invitations-limit-en-1366');
    await invitation.getByRole('button', { name: en('team:invitations.revoke') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: en('team:invitations.revokeOk') })
      .click();
    await toast(page, en('team:invitations.revoked', { email: pending })).waitFor();
    await invitation.waitFor({ state: 'detached' });
    expect(portal.pageErrors).toEqual([]);
  });

  it('switches organisations from the user menu, starting again on the app list', async () => {
    const { page, server } = portal;
    // another studio invites the demo developer as a developer of its apps
    const other = { email: 'lyra.dev@example.com', password: 'Lyra2026!x', name: 'Lyra Studio' };
    const otherToken = await registerDeveloper(server, other.email, other.password, other.name);
    await apiData(
      server.url,
      teamCalls.invite,
      { email: ownerEmail, role: 'developer', appIds: null },
      otherToken,
    );
    const code = (await lastMailLink(server.dataDir, ownerEmail)).searchParams.get('code')!;
    const joined = await apiData(server.url, teamCalls.acceptInvite, { code }, ownerToken);
    // accepting made Lyra Studio current for that session; the browser's session is its own
    await page.setViewportSize(WIDE);
    await openAs(
      page,
      server.url,
      '/all_apps',
      { token: ownerToken, account: ownerEmail, isSuper: false },
      'en',
    );
    await openUserMenu(page, 'en');
    await expect.poll(() => page.getByTestId('current-org').textContent()).toContain(joined.name);
    await page
      .getByRole('menuitem', {
        name: en('team:menu.switchItem', { org: org.name, role: en('team:roles.owner') }),
      })
      .click();
    await page.waitForURL(/\/manage\/all_apps$/);
    await page.locator('.app-card__name').getByText('Galaxy Chess').waitFor();
    await openUserMenu(page, 'en');
    await expect.poll(() => page.getByTestId('current-org').textContent()).toContain(org.name);
    await page
      .getByRole('menuitem', {
        name: en('team:menu.switchItem', { org: joined.name, role: en('team:roles.developer') }),
      })
      .click();
    // Lyra Studio has no apps: the demo's are gone from the list, and a developer may create one
    await page.getByRole('heading', { name: en('apps:list.emptyTitle') }).waitFor();
    expect(await page.locator('.app-card').count()).toBe(0);
    expect(await page.getByRole('button', { name: en('apps:list.create') }).count()).toBe(2);
    await openUserMenu(page, 'en');
    await expect.poll(() => page.getByTestId('current-org').textContent()).toContain(joined.name);
    await snap(page, 'e2e-teams-user-menu-switch-en-1366');
    await closeUserMenu(page);
    // a developer there has no team administration
    const main = page.getByRole('navigation', { name: en('shell:nav.main') });
    expect(await main.getByRole('link', { name: en('shell:nav.team'), exact: true }).count()).toBe(
      0,
    );
    expect(portal.pageErrors).toEqual([]);
  });
});
