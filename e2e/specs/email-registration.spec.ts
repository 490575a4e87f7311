import { describe, expect, it } from 'vitest';
import { snap } from '../support/browser.js';
import { lastMailLink } from '../support/outbox.js';
import { loginUrl, storage, signOutFromMenu } from '../support/portal.js';
import { usePortal } from '../support/portal-session.js';
import { texts } from '../support/texts.js';

const t = texts('en');
const zh = texts('zh');

describe('English: register by e-mail, confirm through the mailed link, sign in, use the shell', () => {
  const portal = usePortal();
  const email = 'nova.dev@example.com';
  const password = 'Nova2026!x';

  it('registers with the e-mail flow', async () => {
    await portal.page.goto(loginUrl(portal.server.url, 'en'));
    await expect
      .poll(() => portal.page.getByRole('heading', { name: t('auth:login.title') }).isVisible())
      .toBe(true);
    await snap(portal.page, 'e2e-login-en');
    await portal.page.getByRole('button', { name: t('auth:login.register'), exact: true }).click();
    const chooser = portal.page.getByRole('dialog');
    await chooser.getByText(t('auth:register.chooseEmail'), { exact: true }).click();
    // the sign-in form stays behind the chooser: type only once the register form replaced it
    await portal.page.getByRole('heading', { name: t('auth:register.title') }).waitFor();
    await portal.page.getByLabel(t('auth:login.email'), { exact: true }).fill(email);
    await portal.page.getByLabel(t('auth:register.password'), { exact: true }).fill(password);
    await portal.page.getByLabel(t('auth:register.confirm'), { exact: true }).fill(password);
    const submit = portal.page.getByRole('button', {
      name: t('auth:register.submit'),
      exact: true,
    });
    // not complete until the terms are accepted: pressing says so under the checkbox
    await submit.click();
    await expect
      .poll(() => portal.page.locator('.terms-field .ant-form-item-explain-error').isVisible())
      .toBe(true);
    await portal.page.getByRole('checkbox').check();
    await snap(portal.page, 'e2e-register-email-en');
    await submit.click();
    await expect
      .poll(() => portal.page.getByText(t('auth:register.mailTitle')).isVisible())
      .toBe(true);
  });

  it('confirms the address from the link in the outbox mail, then counts down to sign-in', async () => {
    const link = await lastMailLink(portal.server.dataDir, email);
    expect(link.searchParams.get('mode')).toBe('confirm');
    await portal.page.goto(link.toString().replace(/^https?:\/\/[^/]+/, portal.server.url));
    await expect
      .poll(() => portal.page.getByTestId('mail-confirm').getAttribute('data-state'))
      .toBe('1');
    await expect
      .poll(() => portal.page.getByText(t('auth:confirm.successTitle')).isVisible())
      .toBe(true);
    await snap(portal.page, 'e2e-mail-confirmed-en');
    // after the 5 s countdown the login form is back
    await expect
      .poll(() => portal.page.getByRole('heading', { name: t('auth:login.title') }).isVisible())
      .toBe(true);
  });

  it('signs in, applies as a developer and lands on /all_apps inside the shell', async () => {
    await portal.page.getByLabel(t('auth:login.email'), { exact: true }).fill(email);
    await portal.page.getByLabel(t('auth:login.password'), { exact: true }).fill(password);
    await portal.page.getByRole('button', { name: t('auth:login.submit'), exact: true }).click();
    await portal.page.waitForURL(/\/manage\/developer_apply/);
    await portal.page.getByLabel(t('auth:apply.name'), { exact: true }).fill('Nova Studio');
    await portal.page.getByLabel(t('auth:apply.contact'), { exact: true }).fill(email);
    await snap(portal.page, 'e2e-developer-apply-en');
    await portal.page.getByRole('button', { name: t('auth:apply.submit') }).click();
    // approved at once on the embedded database: the outcome is said before the portal opens
    await portal.page.getByText(t('auth:apply.approvedTitle')).waitFor();
    await portal.page.getByRole('button', { name: t('auth:apply.toApps') }).click();
    await portal.page.waitForURL(/\/manage\/all_apps$/);
    await expect
      .poll(() => portal.page.getByRole('navigation', { name: t('shell:nav.main') }).isVisible())
      .toBe(true);
    await expect
      .poll(() => portal.page.getByRole('button', { name: t('shell:user.menu') }).isVisible())
      .toBe(true);
    await snap(portal.page, 'e2e-shell-en');
    const kept = await storage(portal.page);
    expect(kept.local.token?.length).toBeGreaterThan(30);
  });

  it('switches to Chinese (the page reloads in Chinese) and logs out keeping only the language', async () => {
    await portal.page
      .getByRole('group', { name: t('common:language.label') })
      .getByRole('button', { name: t('common:language.zh') })
      .click();
    await portal.page.waitForLoadState('load');
    await expect
      .poll(() => portal.page.getByRole('navigation', { name: zh('shell:nav.main') }).isVisible())
      .toBe(true);
    await snap(portal.page, 'e2e-shell-zh');
    await signOutFromMenu(portal.page, zh('shell:user.menu'), zh('shell:user.logout'));
    await expect
      .poll(() => portal.page.getByRole('heading', { name: zh('auth:login.title') }).isVisible())
      .toBe(true);
    const kept = await storage(portal.page);
    expect(kept.local.token).toBeUndefined();
    expect(kept.local.iscn ?? kept.session.iscn).toBe('1');
    expect(portal.pageErrors).toEqual([]);
  });
});
