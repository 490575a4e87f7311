import { describe, expect, it } from 'vitest';
import { apiSignIn } from '../support/accounts.js';
import { expectFitsWidth, snap } from '../support/browser.js';
import { demoAccounts, openAs, type AddressSession } from '../support/portal.js';
import { usePortal } from '../support/portal-session.js';

/**
 * Every time shown to the minute names the time zone it is read in: the developer's
 * notifications and the review console's queues (apps, bills, payment information, platform
 * items), in both languages at 1366 and 375 px.
 */

type Who = AddressSession;

// a time to the minute (seconds optional), and what follows it
const TIME = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}(?::\d{2})?(?! \()/g;
const NAMED = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}(?::\d{2})? \([\w/+-]+\)/;

const SCREENS: { path: string; who: 'developer' | 'admin'; times: boolean }[] = [
  { path: '/notification', who: 'developer', times: true },
  { path: '/review', who: 'admin', times: true },
  { path: '/review/bills', who: 'admin', times: true },
  { path: '/review/finance', who: 'admin', times: false },
  { path: '/review/platform', who: 'admin', times: false },
];

describe('times name their time zone', () => {
  const portal = usePortal();
  const people: Record<'developer' | 'admin', Who> = {
    developer: { token: '', account: '', isSuper: false },
    admin: { token: '', account: '', isSuper: true },
  };

  it('signs in the demo developer and the demo super account', async () => {
    const base = portal.server.url;
    const { developer, admin } = await demoAccounts(portal.server.dataDir);
    people.developer = {
      token: await apiSignIn(base, developer.email, developer.password),
      account: developer.email,
      isSuper: false,
    };
    people.admin = {
      token: await apiSignIn(base, admin.email, admin.password),
      account: admin.email,
      isSuper: true,
    };
  });

  for (const lang of ['zh', 'en'] as const) {
    for (const width of [1366, 375]) {
      it(`shows no time to the minute without its zone (${lang}, ${width})`, async () => {
        const { page, server } = portal;
        await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
        const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
        for (const screen of SCREENS) {
          await openAs(page, server.url, screen.path, people[screen.who], lang);
          await page.locator('main').first().waitFor();
          await page.waitForLoadState('networkidle');
          const text = () => page.locator('main').first().innerText();
          if (screen.times) await expect.poll(text).toMatch(NAMED);
          const body = await text();
          // the zone named is the browser's, in which the times are read
          expect(body.includes(`(${zone})`) || !screen.times, screen.path).toBe(true);
          expect(body.match(TIME) ?? [], screen.path).toEqual([]);
          await expectFitsWidth(page);
          const name = screen.path.slice(1).replace(/\//g, '-');
          await snap(page, `e2e-time-zones-${name}-${lang}-${width}`);
        }
      });
    }
  }
});
