import {
  ErrorCode,
  UploadFileType,
  errorText,
  maxBytesOf,
  type Lang,
  type UploadFileTypeValue,
} from '@vrportal/contract';
import type { TFunction } from 'i18next';
import { isMergeCode } from './engine/merge-codes';
import type { UploadProblem } from './engine/upload-engine';
import { formatBytes } from '@/lib/bytes';

type T = TFunction<'upload'>;

const KIND = {
  [UploadFileType.apk]: 'apk',
  [UploadFileType.mainObb]: 'mainObb',
  [UploadFileType.patchObb]: 'patchObb',
} as const;

export const kindOf = (fileType: UploadFileTypeValue) => KIND[fileType];
export const titleKey = (fileType: UploadFileTypeValue) => `title.${KIND[fileType]}` as const;
export const extensionOf = (fileType: UploadFileTypeValue) =>
  fileType === UploadFileType.apk ? 'apk' : 'obb';

/** "about 3 min left" style durations. */
export function formatDuration(seconds: number, t: T): string {
  if (seconds < 60) return t('time.seconds', { count: Math.max(1, Math.ceil(seconds)) });
  if (seconds < 3600) return t('time.minutes', { count: Math.ceil(seconds / 60) });
  const minutes = Math.ceil(seconds / 60);
  return t('time.hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

export interface ProblemText {
  title: string;
  advice: string;
}

/** The headline and the advice of a problem, in the page's language. */
export function problemText(
  problem: UploadProblem,
  fileType: UploadFileTypeValue,
  t: T,
  lang: Lang,
): ProblemText {
  const code = (c: number) => errorText(c, lang);
  const values = { found: problem.found ?? '', expected: problem.expected ?? '' };
  switch (problem.reason) {
    case 'badName':
      return { title: t('problems.badName.title'), advice: t('problems.badName.advice') };
    case 'badType':
      return {
        title: t('problems.badType.title'),
        advice: t('problems.badType.advice', { ext: `.${extensionOf(fileType)}` }),
      };
    case 'empty':
      return { title: t('problems.empty.title'), advice: t('problems.empty.advice') };
    case 'tooLarge':
      return {
        title: t('problems.tooLarge.title'),
        advice: t('problems.tooLarge.advice', {
          kind: t(`kind.${kindOf(fileType)}`),
          max: formatBytes(maxBytesOf(fileType)),
          size: formatBytes(Number(problem.found ?? 0)),
        }),
      };
    case 'apkFirst':
      return { title: t('problems.apkFirst.title'), advice: t('problems.apkFirst.advice') };
    case 'packageDiffers':
      // "inconsistent with previous versions" only when there are previous versions
      return problem.firstVersion
        ? {
            title: t('problems.packageNotApp.title'),
            advice: t('problems.packageNotApp.advice', values),
          }
        : {
            title: code(ErrorCode.apkPkgDiffers),
            advice: t('problems.packageDiffers.advice', values),
          };
    case 'debuggable':
      return { title: t('problems.debuggable.title'), advice: t('problems.debuggable.advice') };
    case 'versionNotHigher':
      return {
        title: code(ErrorCode.versionNotHigher),
        advice: t('problems.versionNotHigher.advice', values),
      };
    case 'serviceFault':
      return {
        title: code(ErrorCode.uploadServiceFault),
        advice: t('problems.serviceFault.advice'),
      };
    case 'interrupted':
      return { title: t('phase.interrupted'), advice: t('problems.interrupted.advice') };
    case 'unreadable':
      return { title: t('problems.unreadable.title'), advice: t('problems.unreadable.advice') };
    case 'notDeveloper':
      return { title: code(ErrorCode.notDeveloper), advice: t('problems.notDeveloper.advice') };
    case 'loginExpired':
      return { title: code(ErrorCode.loginExpired), advice: t('problems.loginExpired.advice') };
    case 'server':
      return {
        title: problem.serverMessage || code(problem.code ?? ErrorCode.internal),
        advice: t('problems.server.advice'),
      };
    case 'mergeSlow':
      return { title: t('problems.mergeSlow.title'), advice: t('problems.mergeSlow.advice') };
    case 'merge': {
      const ecode = problem.code;
      if (!isMergeCode(ecode)) {
        return {
          title: t('merge.titleOther'),
          advice: t('merge.advice.other', { code: ecode ?? '' }),
        };
      }
      if (ecode === ErrorCode.apkPkgDiffers && problem.firstVersion) {
        return {
          title: t('problems.packageNotApp.title'),
          advice: t('problems.packageNotApp.adviceMerge'),
        };
      }
      // 10509 reads "delete the OBB first" elsewhere; after a merge it means the APK is missing
      const title = ecode === ErrorCode.deleteObbFirst ? t('merge.title10509') : code(ecode);
      return { title, advice: t(`merge.advice.${ecode}`) };
    }
  }
}
