import { ErrorCode, UploadFileType, errorText } from '@vrportal/contract';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { UploadProblem } from './engine/upload-engine';
import { problemText } from './texts';

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
