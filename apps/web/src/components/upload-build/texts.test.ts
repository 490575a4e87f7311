import { readFileSync } from 'node:fs';
import { ErrorCode, UploadFileType, errorText } from '@vrportal/contract';
import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { UploadProblem } from './engine/upload-engine';
import { problemText } from './texts';

type Catalogue = { problems: { debuggable: { title: string } } } & Record<string, unknown>;
const catalogue = (locale: string) =>
  JSON.parse(
    readFileSync(new URL(`../../locales/${locale}/upload.json`, import.meta.url), 'utf8'),
  ) as Catalogue;
const enUpload = catalogue('en-US');
const zhUpload = catalogue('zh-CN');

// the key and its values stand for the text, so the test sees which text was chosen
const t = ((key: string, values?: object) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as unknown as TFunction<'upload'>;

const problem = (extra: Partial<UploadProblem>): UploadProblem => ({
  reason: 'packageDiffers',
  code: ErrorCode.apkPkgDiffers,
  serverMessage: null,
  remedy: 'choose',
  found: 'com.other',
  expected: 'com.mine',
  ...extra,
});

describe('problemText: another package name', () => {
  it('speaks of previous versions when the app has versions', () => {
    const text = problemText(problem({}), UploadFileType.apk, t, 'en');
    expect(text.title).toBe(errorText(ErrorCode.apkPkgDiffers, 'en'));
    expect(text.title).toBe('Package name inconsistent with previous versions');
  });

  it("says the package is not the app's for the first upload, before and after the merge", () => {
    const early = problemText(problem({ firstVersion: true }), UploadFileType.apk, t, 'en');
    expect(early.title).toBe('problems.packageNotApp.title');
    expect(early.advice).toBe(
      'problems.packageNotApp.advice {"found":"com.other","expected":"com.mine"}',
    );
    const merged = problemText(
      problem({ reason: 'merge', firstVersion: true, found: undefined, expected: undefined }),
      UploadFileType.apk,
      t,
      'zh',
    );
    expect(merged.title).toBe('problems.packageNotApp.title');
    expect(merged.advice).toBe('problems.packageNotApp.adviceMerge');
  });
});

describe('problemText: builds refused before sending, in both catalogues', () => {
  const catalogues = { en: enUpload, zh: zhUpload } as const;
  for (const lang of ['en', 'zh'] as const) {
    const i18n = i18next.createInstance();
    void i18n.init({
      lng: lang,
      resources: { [lang]: { upload: catalogues[lang] } },
      interpolation: { escapeValue: false },
    });
    const tr = i18n.getFixedT(lang, 'upload') as TFunction<'upload'>;

    it(`says a debuggable APK is refused and what to do (${lang})`, () => {
      const text = problemText(
        problem({ reason: 'debuggable', code: ErrorCode.apkUnparseable }),
        UploadFileType.apk,
        tr,
        lang,
      );
      expect(text.title).toBe(catalogues[lang].problems.debuggable.title);
      expect(text.advice).toContain('android:debuggable');
      expect(text.title).toMatch(lang === 'en' ? /debuggable APK/ : /可调试/);
    });

    it(`names the version codes of a build not higher than the app's (${lang})`, () => {
      const text = problemText(
        problem({
          reason: 'versionNotHigher',
          code: ErrorCode.versionNotHigher,
          found: 5,
          expected: 7,
        }),
        UploadFileType.apk,
        tr,
        lang,
      );
      expect(text.title).toBe(errorText(ErrorCode.versionNotHigher, lang));
      expect(text.advice).toMatch(/5[^0-9].*7/);
    });
  }
});
