import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ErrorCode } from '@vrportal/contract';
import { snap } from '../support/browser.js';
import { apiData, registerDeveloper, signInByMail } from '../support/accounts.js';
import { variantApk } from '../../apps/server/test/support/apk-variants.js';
import { BUILD_PKG, debugApk, releaseApk, uploadBuild } from '../support/builds.js';
import { usePortal } from '../support/portal-session.js';
import { errorText, texts } from '../support/texts.js';

const DEV = { email: 'orion.dev@example.com', password: 'Orion2026!x', name: 'Orion Works' };

const phaseOf = (page: Page) => page.getByTestId('upload-phase').getAttribute('data-phase');
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The calls that start sending a build; none may go out for a file refused at once. */
const SENDING = /\/vrmcsys\/dvlper\/(checkUploadChunks|uploadAppFile|mergeAppFile\w*)$/;

/** A release build of another package (as long as the real one's). */
const OTHER_PKG = 'com.orion.drift.vr';

/** What the dialog says in a language: the catalogue's texts, and the error catalogue's titles. */
const words = (lang: 'en' | 'zh') => {
  const t = texts(lang);
  return {
    replace: t('release:build.replace'),
    dialog: t('upload:title.apk'),
    debuggable: t('upload:problems.debuggable.title'),
    version: errorText(ErrorCode.versionNotHigher, lang),
    versionAdvice: t('upload:problems.versionNotHigher.advice', { found: 200, expected: 200 }),
    pkg: errorText(ErrorCode.apkPkgDiffers, lang),
    pkgAdvice: t('upload:problems.packageDiffers.advice', {
      found: OTHER_PKG,
      expected: BUILD_PKG,
    }),
  };
};

describe('builds the release wizard refuses before sending a byte', () => {
  const portal = usePortal();
  let token = '';
  let appId = '';
  const files: Record<string, string> = {};
  const base = () => portal.server.url;

  it('sets up an app whose draft build (never submitted) has version code 200', async () => {
    token = await registerDeveloper(portal.server, DEV.email, DEV.password, DEV.name);
    ({ appId } = await apiData<{ appId: string }>(
      base(),
      '/vrmcsys/dvlper/createApp',
      { name: 'Orion Drift', pkg: BUILD_PKG },
      token,
    ));
    await uploadBuild(base(), token, appId, await releaseApk(0, 200), 'orion-200.apk');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vrportal-refusals-'));
    const write = (name: string, data: Buffer) => {
      files[name] = path.join(dir, name);
      fs.writeFileSync(files[name], data);
    };
    // higher than the draft, but a debug build
    write('orion-debug.apk', await debugApk(300));
    // the draft's own version code: taken
    write('orion-200-again.apk', await releaseApk(0, 200));
    // higher, a release build, but of another package
    write('orion-other.apk', await variantApk({ versionCode: 300, pkg: OTHER_PKG }));
    await signInByMail(portal.page, base(), DEV.email, DEV.password);
  });

  const cases = [
    { lang: 'en', width: 1366 },
    { lang: 'en', width: 375 },
    { lang: 'zh', width: 1366 },
    { lang: 'zh', width: 375 },
  ] as const;

  /** Opens the upload dialog of the wizard's build step and chooses the file. */
  async function choose(lang: 'en' | 'zh', width: number, file: string) {
    const { page } = portal;
    await page.setViewportSize({ width, height: width > 400 ? 900 : 812 });
    await page.goto(`${base()}/manage/release?appId=${appId}&view=wizard&lang=${lang}`);
    await page.getByRole('button', { name: words(lang).replace }).click();
    const dialog = page.getByRole('dialog', { name: words(lang).dialog });
    await dialog.waitFor();
    const sent: string[] = [];
    page.on('request', (request) => {
      if (SENDING.test(new URL(request.url()).pathname)) sent.push(request.url());
    });
    await dialog.locator('input[type="file"]').setInputFiles(file);
    await expect.poll(() => phaseOf(page), { timeout: 10_000 }).toBe('failed');
    return { dialog, sent };
  }

  for (const { lang, width } of cases) {
    it(`refuses a debuggable APK at once and says why (${lang}, ${width} px)`, async () => {
      const { dialog, sent } = await choose(lang, width, files['orion-debug.apk']!);
      const text = (await dialog.textContent()) ?? '';
      expect(text).toContain(words(lang).debuggable);
      expect(text).toContain('android:debuggable');
      expect(sent).toEqual([]);
      expect(await overflow(portal.page)).toBeLessThanOrEqual(0);
      await snap(portal.page, `e2e-upload-refused-debuggable-${lang}-${width}`);
    });

    it(`refuses the draft's version code again at once and says why (${lang}, ${width} px)`, async () => {
      const { dialog, sent } = await choose(lang, width, files['orion-200-again.apk']!);
      const text = (await dialog.textContent()) ?? '';
      expect(text).toContain(words(lang).version);
      expect(text).toContain(words(lang).versionAdvice);
      expect(sent).toEqual([]);
      expect(await overflow(portal.page)).toBeLessThanOrEqual(0);
      await snap(portal.page, `e2e-upload-refused-version-${lang}-${width}`);
    });

    it(`refuses an APK of another package at once and says why (${lang}, ${width} px)`, async () => {
      const { dialog, sent } = await choose(lang, width, files['orion-other.apk']!);
      const text = (await dialog.textContent()) ?? '';
      expect(text).toContain(words(lang).pkg);
      expect(text).toContain(words(lang).pkgAdvice);
      expect(sent).toEqual([]);
      expect(await overflow(portal.page)).toBeLessThanOrEqual(0);
      await snap(portal.page, `e2e-upload-refused-package-${lang}-${width}`);
    });
  }

  it('stored nothing: the draft is still the build of version code 200', async () => {
    const history = await apiData<{ apps: { vcode: number }[] }>(
      base(),
      '/vrmcsys/dvlper/getAppHistorys',
      { appId },
      token,
    );
    expect(history.apps.map((v) => v.vcode)).toEqual([200]);
    expect(portal.pageErrors).toEqual([]);
  });
});
