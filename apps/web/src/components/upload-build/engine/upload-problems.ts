// How an upload stops: the checks before any transfer and the problem each failure becomes.
import {
  ErrorCode,
  UPLOAD_NAME_RE,
  UploadFileType,
  maxBytesOf,
  type UploadFileTypeValue,
} from '@vrportal/contract';
import type { ApkManifest } from './apk-manifest';
import { isMergeCode } from './merge-codes';
import type { Failure } from './transport';
import type { BuildUploadOptions, ProblemReason, UploadFile, UploadProblem } from './upload-types';

/** Merge failures a fresh upload of the same file may cure (the others need another file). */
const TRANSIENT_MERGE_CODES = new Set<number>([ErrorCode.mergeFailed, ErrorCode.md5Mismatch]);

const EXTENSION: Record<UploadFileTypeValue, string> = {
  [UploadFileType.apk]: '.apk',
  [UploadFileType.mainObb]: '.obb',
  [UploadFileType.patchObb]: '.obb',
};

/** Thrown inside a run to stop it with a problem. */
export class Stop extends Error {
  constructor(
    readonly problem: UploadProblem,
    readonly phase: 'interrupted' | 'failed',
  ) {
    super(problem.reason);
  }
}

export const fault = (reason: ProblemReason, extra: Partial<UploadProblem> = {}) =>
  new Stop({ reason, code: null, serverMessage: null, remedy: 'restart', ...extra }, 'interrupted');
export const fatal = (reason: ProblemReason, extra: Partial<UploadProblem> = {}) =>
  new Stop({ reason, code: null, serverMessage: null, remedy: 'choose', ...extra }, 'failed');

/** The problem of an API answer that ends an upload (chunk, merge start or merge check). */
function problemOfApi(failure: Failure & { kind: 'api' }): Stop {
  const { code, message } = failure;
  if (code === ErrorCode.uploadServiceFault) return fault('serviceFault', { code });
  if (code === ErrorCode.notDeveloper) return fatal('notDeveloper', { code });
  if (code === ErrorCode.loginExpired) return fatal('loginExpired', { code });
  return fatal('server', { code, serverMessage: message || null });
}

/** The stop a classified failure ends a run with; none for an abort (paused or cancelled). */
export function stopOf(failure: Failure): Stop | null {
  switch (failure.kind) {
    case 'abort':
      return null;
    case 'network':
      return fault('interrupted');
    case 'api':
      return problemOfApi(failure);
    case 'local':
      return fatal('unreadable');
  }
}

export function mergeFailure(ecode: number, firstVersion: boolean): Stop {
  return fatal('merge', {
    code: ecode,
    remedy: TRANSIENT_MERGE_CODES.has(ecode) || !isMergeCode(ecode) ? 'again' : 'choose',
    ...(ecode === ErrorCode.apkPkgDiffers && firstVersion ? { firstVersion } : {}),
  });
}

export function isFirstVersion(options: BuildUploadOptions): boolean {
  const { hasVersions, lastVersionCode } = options;
  return !(hasVersions ?? lastVersionCode != null);
}

/** The file's own rules: the APK first, extension, name, size. */
export function precheck(file: UploadFile, options: BuildUploadOptions) {
  const { fileType, hasApk } = options;
  if (fileType !== UploadFileType.apk && hasApk === false) throw fatal('apkFirst');
  if (!file.name.toLowerCase().endsWith(EXTENSION[fileType])) {
    throw fatal('badType', { expected: EXTENSION[fileType] });
  }
  if (!UPLOAD_NAME_RE.test(file.name)) throw fatal('badName');
  if (file.size === 0) throw fatal('empty');
  if (file.size > maxBytesOf(fileType)) {
    throw fatal('tooLarge', { found: file.size, expected: maxBytesOf(fileType) });
  }
}

/** The APK's manifest against the app: its package, a debug build, a version code not higher. */
export function checkManifest(manifest: ApkManifest | null, options: BuildUploadOptions) {
  if (!manifest) return; // unreadable here: the server decides
  const { packageName, lastVersionCode } = options;
  if (packageName && manifest.package !== packageName) {
    throw fatal('packageDiffers', {
      code: ErrorCode.apkPkgDiffers,
      found: manifest.package,
      expected: packageName,
      ...(isFirstVersion(options) ? { firstVersion: true } : {}),
    });
  }
  // a debug build is never stored (the merge answers 10630): refused before it travels
  if (manifest.debuggable) {
    throw fatal('debuggable', { code: ErrorCode.apkUnparseable });
  }
  if (
    lastVersionCode != null &&
    manifest.versionCode !== null &&
    manifest.versionCode <= lastVersionCode
  ) {
    throw fatal('versionNotHigher', {
      code: ErrorCode.versionNotHigher,
      found: manifest.versionCode,
      expected: lastVersionCode,
    });
  }
}
