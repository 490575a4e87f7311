import { describe, expect, it } from 'vitest';
import { accountCalls } from '@vrportal/contract';
import { apiData, apiSignIn } from '../support/accounts.js';
import { axeViolations } from '../support/axe.js';
import { expectFitsWidth, snap } from '../support/browser.js';
import { demoAccounts, openAs } from '../support/portal.js';
import type { AddressSession } from '../support/portal.js';
import { usePortal } from '../support/portal-session.js';
import { texts } from '../support/texts.js';

type Lang = 'zh' | 'en';

const words = (lang: Lang) => {
  const t = texts(lang);
  return {
    menu: t('shell:user.menu'),
    item: t('shell:mailPrefs.menu'),
    window: t('shell:mailPrefs.title'),
    rollouts: t('shell:mailPrefs.rollouts'),
  };
};

describe('mail settings: each member turns a kind of mail off or on', () => {
  const portal = usePortal();
  const base = () => portal.server.url;
  let who: AddressSession;

  const openWindow = async (lang: Lang) => {
    const { page } = portal;
    await openAs(page, base(), '/all_apps', who, lang);
    await page.getByRole('button', { name: words(lang).menu }).click();
    await page.getByRole('menuitem', { name: words(lang).item }).click();
    const dialog = page.getByRole('dialog', { name: words(lang).window });
    await dialog.waitFor();
    return dialog;
  };

  it('turns rollout mail off in English, and reads it back off in Chinese', async () => {
    const { developer } = await demoAccounts(portal.server.dataDir);
    who = {
      token: await apiSignIn(base(), developer.email, developer.password),
      account: developer.email,
      isSuper: false,
    };
    const { page } = portal;
    await page.setViewportSize({ width: 1366, height: 900 });
    const en = await openWindow('en');
    const rollouts = en.getByRole('switch', { name: words('en').rollouts });
    await expect.poll(() => rollouts.getAttribute('aria-checked')).toBe('true');
    await rollouts.click();
    await expect.poll(() => rollouts.getAttribute('aria-checked')).toBe('false');
    const prefs = await apiData(base(), accountCalls.mailPrefs, {}, who.token);
    expect(prefs.kinds).toEqual([
      { kind: 'bills', on: true },
      { kind: 'rollouts', on: false },
    ]);
    await snap(page, 'e2e-mail-prefs-en-1366');
    expect(await axeViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 375, height: 812 });
    const zh = await openWindow('zh');
    await expect
      .poll(() =>
        zh.getByRole('switch', { name: words('zh').rollouts }).getAttribute('aria-checked'),
      )
      .toBe('false');
    await expectFitsWidth(page);
    await snap(page, 'e2e-mail-prefs-zh-375');
    expect(portal.pageErrors).toEqual([]);
  });
});
