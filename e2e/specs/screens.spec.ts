import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appPaths,
  reviewPaths,
  REVIEW_QUEUE_NAMES,
  type AppCard,
  type AppDetail,
} from '@vrportal/contract';
import { apiData, apiSignIn, signInByMail } from '../support/accounts.js';
import { axeViolations, describeFinding, screenSettled } from '../support/axe.js';
import { snap } from '../support/browser.js';
import { demoAccounts, signOutFromMenu } from '../support/portal.js';
import { usePortal } from '../support/portal-session.js';
import { text } from '../support/texts.js';

/**
 * Every screen of the portal on the demo data of a real server, in Chinese and in English: a
 * screenshot at 1366 px and an axe-core check (no serious or critical violation), and a
 * screenshot at 375 px in one of the two languages (they alternate from screen to screen).
 * The pictures go to test-results/screenshots/screen-<name>-<lang>-<width>.png.
 */

type Lang = 'zh' | 'en';

interface Screen {
  name: string;
  /** the address under /manage, without the language */
  path: () => string;
  /** what the screen shows once its content is there, beyond screenSettled */
  ready?: (page: Page) => Promise<unknown>;
  /** loaded from its address: the screen before is the same page with other parameters */
  load?: boolean;
}

/**
 * Goes to an address of the portal inside the page, as its links do (the router follows the
 * history), with the headings of the screen it leaves marked: screenSettled waits for the new
 * screen's own heading.
 */
async function followInApp(page: Page, url: string) {
  await page.evaluate((to) => {
    document.querySelectorAll('h1').forEach((h) => h.setAttribute('data-left', ''));
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

const WIDE = { width: 1366, height: 900 };
const NARROW = { width: 375, height: 812 };

describe('every screen in both languages: screenshots and accessibility', () => {
  const portal = usePortal();
  const ids = { liveApp: '', draftApp: '', report: '', submission: '' };
  /** serious and critical axe findings of every screen, reported together at the end */
  const findings: string[] = [];

  beforeAll(async () => {
    const { developer, admin } = await demoAccounts(portal.server.dataDir);
    const base = portal.server.url;
    const devToken = await apiSignIn(base, developer.email, developer.password);
    const { apps } = await apiData<{ apps: AppCard[] }>(
      base,
      appPaths.getOwnedApps,
      { page: 1, psize: 50 },
      devToken,
    );
    ids.liveApp = apps.find((a) => a.name === 'Star Miner')!.id;
    ids.draftApp = apps.find((a) => a.name === 'Starfield Drift')!.id;
    // the report of a review the app failed, as its app center links it
    for (const app of apps) {
      const detail = await apiData<AppDetail>(
        base,
        appPaths.getAppDetailInfo,
        { appId: app.id },
        devToken,
      );
      if (detail.failedAudit) {
        ids.report = `type=${detail.failedAudit.type}&auditId=${detail.failedAudit.auditId}`;
        break;
      }
    }
    expect(ids.report).not.toBe('');
    const adminToken = await apiSignIn(base, admin.email, admin.password);
    for (const queue of REVIEW_QUEUE_NAMES) {
      const { items } = await apiData<{ items: { id: string }[] }>(
        base,
        reviewPaths.getReviewQueue,
        { queue, page: 1 },
        adminToken,
      );
      if (items[0]) {
        ids.submission = `queue=${queue}&appId=${items[0].id}`;
        break;
      }
    }
    expect(ids.submission).not.toBe('');
  });

  /** where the time goes, printed at the end: opening, pictures, axe */
  const spent = { open: 0, snap: 0, axe: 0, narrow: 0 };
  const timed = async <T>(phase: keyof typeof spent, work: () => Promise<T>): Promise<T> => {
    const started = Date.now();
    try {
      return await work();
    } finally {
      spent[phase] += Date.now() - started;
    }
  };

  /** Opens a screen, waits for its content, takes its picture and checks it with axe. */
  async function show(screen: Screen, lang: Lang, query: string, inApp: boolean) {
    const { page } = portal;
    const target = screen.path();
    const sep = target.includes('?') ? '&' : '?';
    const url = `${portal.server.url}/manage${target}${query ? sep + query : ''}`;
    await timed('open', async () => {
      if (inApp) await followInApp(page, url);
      else await page.goto(url);
      await screenSettled(page);
      await screen.ready?.(page);
    });
    await timed('snap', () => snap(page, `screen-${screen.name}-${lang}-1366`));
    const found = await timed('axe', () => axeViolations(page));
    findings.push(...found.map((f) => describeFinding(`${screen.name} (${lang})`, f)));
  }

  /** The 375 px picture of a screen shown in `lang`, if this screen's turn is that language. */
  async function narrow(screen: Screen, lang: Lang, index: number) {
    if ((index % 2 === 0 ? 'zh' : 'en') !== lang) return;
    const { page } = portal;
    await timed('narrow', async () => {
      await page.setViewportSize(NARROW);
      await page.waitForFunction((w) => window.innerWidth === w, NARROW.width);
      await screenSettled(page);
      const measure = () =>
        page.evaluate(() => {
          const width = window.innerWidth;
          const sticksOut = (el: Element) => el.getBoundingClientRect().right > width + 0.5;
          // the outermost elements past the right edge, to name in the failure
          const outside = Array.from(document.body.querySelectorAll('*'))
            .filter((el) => sticksOut(el) && !(el.parentElement && sticksOut(el.parentElement)))
            .slice(0, 5)
            .map((el) => `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')}`);
          return { overflow: document.documentElement.scrollWidth - width, outside };
        });
      // a busy machine may still be laying the page out for the new width: give it a moment
      let { overflow, outside } = await measure();
      for (let tries = 0; overflow > 0 && tries < 20; tries += 1) {
        await page.waitForTimeout(100);
        ({ overflow, outside } = await measure());
      }
      expect(
        overflow,
        `${screen.name} overflows at 375 px in ${lang}: ${outside.join(', ')}`,
      ).toBeLessThanOrEqual(0);
      await snap(page, `screen-${screen.name}-${lang}-375`);
      await page.setViewportSize(WIDE);
    });
  }

  /**
   * Shows the screens one after the other. Signed out (with the language in the query) each
   * one is loaded from its address; signed in, the first one is, and the next ones are reached
   * inside the portal as its links do, unless a screen asks for a load.
   */
  async function showAll(screens: Screen[], lang: Lang, query = '') {
    for (const [index, screen] of screens.entries()) {
      const inApp = !query && index > 0 && !screen.load;
      await show(screen, lang, inApp ? '' : query, inApp);
      await narrow(screen, lang, index);
    }
  }

  /** Switches the language with the footer's switch, as a reader does (it reloads the page). */
  async function switchTo(lang: Lang) {
    const { page } = portal;
    const reloaded = page.waitForEvent('load');
    await page
      .locator('.lang-switch')
      .first()
      // the switch names each language in that language
      .getByRole('button', { name: text(lang, `common:language.${lang}`) })
      .click();
    await reloaded;
    await page.waitForFunction((l) => document.documentElement.lang.startsWith(l), lang);
  }

  const signedOut: Screen[] = [
    {
      name: 'login',
      path: () => '/login',
      ready: (page) => page.locator('form').first().waitFor(),
    },
    {
      name: 'register-chooser',
      path: () => '/login?mode=register',
      ready: (page) => page.getByRole('dialog').waitFor(),
    },
    { name: 'register-phone', path: () => '/login?mode=register&flow=phone' },
    { name: 'register-email', path: () => '/login?mode=register&flow=email' },
    { name: 'retrieve', path: () => '/login?mode=retrieve' },
    {
      name: 'reset',
      path: () => `/login?mode=reset&email=demo%40example.com&code=${'a1'.repeat(16)}`,
    },
    {
      name: 'confirm',
      path: () => `/login?mode=confirm&email=demo%40example.com&code=${'b2'.repeat(16)}`,
      ready: (page) => page.locator('[data-testid="mail-confirm"]:not([data-state="9"])').waitFor(),
    },
    { name: 'privacy', path: () => '/privacy' },
    { name: 'agreement', path: () => '/agreement' },
  ];

  const developerScreens: Screen[] = [
    { name: 'all-apps', path: () => '/all_apps', ready: (p) => p.locator('.apps-page').waitFor() },
    { name: 'release', path: () => `/release?appId=${ids.draftApp}` },
    // the analytics and platform screens are the selected app's: Star Miner, chosen here
    {
      name: 'app-center',
      path: () => `/app_center?appId=${ids.liveApp}`,
      ready: (p) => p.getByTestId('update-version').waitFor(),
    },
    { name: 'application-data', path: () => '/applicationdata' },
    { name: 'activity', path: () => '/activityanalysis' },
    { name: 'addon-data', path: () => '/addonanalysis' },
    { name: 'vitals', path: () => '/vitals' },
    { name: 'platform', path: () => '/platform' },
    { name: 'achievements', path: () => '/achivement' },
    { name: 'leaderboards', path: () => '/leaderboard' },
    { name: 'destinations', path: () => '/destination' },
    { name: 'addons', path: () => '/addons' },
    { name: 'in-app-purchase', path: () => '/inapppurchase' },
    { name: 'pay-info', path: () => '/pay_info' },
    { name: 'financial-info', path: () => '/financial_info' },
    { name: 'finance-overview', path: () => '/finance_overview' },
    { name: 'notifications', path: () => '/notification' },
    {
      name: 'notification-report',
      path: () => `/notification?${ids.report}`,
      load: true,
      ready: (p) => p.getByTestId('audit-report').waitFor(),
    },
    // the selected app's (Star Miner's) testing tracks and rollout; last, so the screens before
    // keep the language of their 375 px pictures
    {
      name: 'tracks',
      path: () => '/tracks',
      ready: (p) => p.getByTestId('rollout').waitFor(),
    },
    // the selected app's players' reviews, beside its tracks
    {
      name: 'reviews',
      path: () => '/reviews',
      ready: (p) => p.getByTestId('rv-average').waitFor(),
    },
  ];

  const superScreens: Screen[] = [
    { name: 'review-queue', path: () => '/review' },
    { name: 'review-submission', path: () => `/review?${ids.submission}`, load: true },
    { name: 'review-finance', path: () => '/review/finance' },
    { name: 'review-bills', path: () => '/review/bills' },
    { name: 'review-platform', path: () => '/review/platform' },
    {
      name: 'review-player-reviews',
      path: () => '/review/player_reviews',
      ready: (p) => p.getByTestId('prv-card').first().waitFor(),
    },
  ];

  it('signed out: sign-in, registration, password retrieval, mailed links, legal pages', async () => {
    const started = Date.now();
    await portal.page.setViewportSize(WIDE);
    for (const lang of ['zh', 'en'] as const) await showAll(signedOut, lang, `lang=${lang}`);
    console.log(`signed-out screens: ${Date.now() - started} ms`);
  });

  it('the demo developer: apps, release, analytics, platform, finance, notifications', async () => {
    const started = Date.now();
    const { page } = portal;
    const { developer } = await demoAccounts(portal.server.dataDir);
    await signInByMail(page, portal.server.url, developer.email, developer.password);
    await showAll(developerScreens, 'en');
    await switchTo('zh');
    await showAll(developerScreens, 'zh');
    // log out from the account menu (in Chinese now)
    await signOutFromMenu(page, text('zh', 'shell:user.menu'), text('zh', 'shell:user.logout'));
    console.log(`developer screens: ${Date.now() - started} ms`);
  });

  it('the super account: the review console queues, a submission, finance, bills, platform', async () => {
    const started = Date.now();
    const { page } = portal;
    const { admin } = await demoAccounts(portal.server.dataDir);
    await signInByMail(page, portal.server.url, admin.email, admin.password);
    await showAll(superScreens, 'en');
    await switchTo('zh');
    await showAll(superScreens, 'zh');
    console.log(`super account screens: ${Date.now() - started} ms`);
  });

  it('has no serious or critical accessibility violation on any screen', () => {
    console.log(
      `opening ${spent.open} ms, 1366 px pictures ${spent.snap} ms, axe ${spent.axe} ms, 375 px pictures ${spent.narrow} ms`,
    );
    expect(findings).toEqual([]);
    expect(portal.pageErrors).toEqual([]);
  });
});
