import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../..');
export const screenshotDir = path.join(repoRoot, 'test-results', 'screenshots');

/**
 * Debian's Chromium, headless, in a fresh profile, kept off the closed network; `timezoneId`
 * gives its pages another time zone than the machine's.
 */
export async function launchBrowser(options: { timezoneId?: string } = {}): Promise<{
  context: BrowserContext;
  close(): Promise<void>;
}> {
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'vrportal-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    viewport: { width: 1440, height: 900 },
    // the portal drops its animations for readers who ask for less motion: on a busy machine a
    // click then never lands on a menu or list that is still sliding in
    reducedMotion: 'reduce',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return {
    context,
    async close() {
      await context.close();
      await fs.rm(profile, { recursive: true, force: true });
    },
  };
}

/** Keeps a screenshot as a test artifact under test-results/screenshots/. */
export async function snap(page: Page, name: string) {
  await fs.mkdir(screenshotDir, { recursive: true });
  // the portal runs without motion here (reducedMotion): a dialog is open once it is drawn, so
  // wait for the fonts and two frames, and show the page from its top as a visitor first sees it
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    window.scrollTo(0, 0);
  });
  await page.screenshot({
    path: path.join(screenshotDir, `${name}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}

/** Fails the test on any uncaught error in the page, and on anything the CSP refused. */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && msg.text().includes('Content Security Policy')) {
      errors.push(msg.text());
    }
  });
  return errors;
}

/** How far the page scrolls sideways, in pixels; 0 or less when it fits its window. */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * Waits until nothing scrolls sideways. The layout follows a resize on a later render, so a
 * single reading right after `setViewportSize` can still see the wide page.
 */
export async function expectFitsWidth(page: Page) {
  await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
}
