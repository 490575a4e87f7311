import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { STORE_KEY_HEADER, playerReviewPaths } from '@vrportal/contract';
import type { ReviewRepliesAnswer } from '@vrportal/contract';
import { axeViolations, describeFinding } from '../support/axe.js';
import { signInByMail } from '../support/accounts.js';
import { expectFitsWidth, snap } from '../support/browser.js';
import { demoAccounts, storage } from '../support/portal.js';
import { usePortal } from '../support/portal-session.js';
import { escapeRegExp, texts } from '../support/texts.js';

type Lang = 'zh' | 'en';

/** What the page says in a language, from the catalogues. */
const words = (lang: Lang) => {
  const t = texts(lang);
  return {
    tab: t('common:screens.reviews'),
    rating: t('reviews:filters.rating'),
    oneStar: t('reviews:filters.ratingOne'),
    anyRating: t('reviews:filters.anyRating'),
    send: t('reviews:replyForm.save'),
  };
};

/** The ratings of the cards the list shows. */
const ratings = (page: Page) =>
  page
    .getByTestId('rv-card')
    .evaluateAll((cards) => cards.map((c) => Number((c as HTMLElement).dataset.rating)));

/**
 * The reviews of a demo app, in English then Chinese: opened from the app's tabs, filtered to
 * 1 star, a reply written (or edited) under the first review, and the store's feed of replies
 * hands it on; screenshots at 1366 and 375 px.
 */
describe("the reviews page: players' ratings and the studio's replies", () => {
  const portal = usePortal();
  const base = () => portal.server.url;
  const findings: string[] = [];
  let appId = '';
  const started = Date.now();

  /** The store's backend reads the replies written since the test started. */
  async function storeReplies() {
    const key = (
      await fs.readFile(path.join(portal.server.dataDir, 'store-api.key'), 'utf8')
    ).trim();
    const res = await fetch(`${base()}${playerReviewPaths.reviewReplies}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [STORE_KEY_HEADER]: key },
      body: JSON.stringify({ since: started }),
    });
    const envelope = (await res.json()) as { errCode: number; data: ReviewRepliesAnswer };
    expect(envelope.errCode).toBe(0);
    return envelope.data.replies;
  }

  async function pictures(name: string, lang: Lang) {
    const { page } = portal;
    await page.setViewportSize({ width: 1366, height: 900 });
    await snap(page, `${name}-${lang}-1366`);
    findings.push(...(await axeViolations(page)).map((f) => describeFinding(`${name} ${lang}`, f)));
    await page.setViewportSize({ width: 375, height: 812 });
    await expectFitsWidth(page);
    // the summary read again after the reply (its period ends at the portal's now) still loads
    await page.getByTestId('rv-average').waitFor();
    expect(await page.locator('.rv-alert').count()).toBe(0);
    await snap(page, `${name}-${lang}-375`);
    await page.setViewportSize({ width: 1366, height: 900 });
  }

  /** Filters the list to 1 star, replies under its first review and finds the reply in the feed. */
  async function replyToOneStar(lang: Lang, text: string) {
    const { page } = portal;
    const w = words(lang);
    await page.getByRole('heading', { name: w.tab, level: 1 }).waitFor();
    await page.getByTestId('rv-average').waitFor();
    await page.getByTestId('rv-card').first().waitFor();
    await page.getByRole('combobox', { name: w.rating }).click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: new RegExp(`^${escapeRegExp(w.oneStar)}$`) })
      .click();
    await expect.poll(async () => new Set(await ratings(page))).toEqual(new Set([1]));

    const card = page.getByTestId('rv-card').first();
    const reviewId = (await card.getAttribute('data-review-id'))!;
    await card.getByTestId('rv-reply-open').click();
    await card.getByTestId('rv-reply-text').fill(text);
    await card.getByRole('button', { name: w.send }).click();
    await expect.poll(() => card.getByTestId('rv-reply').textContent()).toContain(text);

    const replies = await storeReplies();
    expect(replies).toContainEqual(expect.objectContaining({ reviewId, appId, text }));
    return reviewId;
  }

  it('opens the reviews of Galaxy Chess from its tabs, filters 1 star and replies (en)', async () => {
    const { page } = portal;
    await page.setViewportSize({ width: 1366, height: 900 });
    const { developer } = await demoAccounts(portal.server.dataDir);
    await signInByMail(page, base(), developer.email, developer.password);
    const t = texts('en');
    await page.getByRole('button', { name: t('apps:list.open', { name: 'Galaxy Chess' }) }).click();
    await page.waitForURL(/\/manage\/app_center/);
    appId = (JSON.parse((await storage(page)).session.currentApp!) as { id: string }).id;
    const tabs = page.getByRole('navigation', { name: t('shell:nav.sections') });
    await tabs.getByRole('link', { name: t('common:screens.reviews') }).click();
    await page.waitForURL(/\/manage\/reviews\?appId=/);
    expect(
      Number(await page.getByTestId('rv-count').locator('.rv-figure__value').textContent()),
    ).toBeGreaterThan(0);

    await replyToOneStar('en', 'Thanks for the report: version 1.3 fixes the crash.');
    await pictures('e2e-reviews', 'en');
  });

  it('does the same in Chinese, the reply edited or written in the reader’s language', async () => {
    const { page } = portal;
    await page.goto(`${base()}/manage/reviews?appId=${appId}&lang=zh`);
    await replyToOneStar('zh', '感谢反馈！1.3 版本已修复闪退问题。');
    await pictures('e2e-reviews', 'zh');
    expect(findings).toEqual([]);
    expect(portal.pageErrors).toEqual([]);
  });
});
