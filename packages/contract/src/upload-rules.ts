/**
 * Upload limits and codes (second document, sections 7.2, 8 and 9). Zod-free for the browser.
 */
export const uploadLimits = {
  chunkBytes: 10 * 1024 * 1024,
  apkMaxBytes: 10 * 1024 ** 3,
  obbMaxBytes: 4 * 1024 ** 3,
  mergePollMs: 10_000,
  mergePollMaxTimes: 90,
  progressCap: 99,
  /** versions that keep their files */
  keptVersions: 3,
} as const;

/** fileType of uploads and merges: 1 APK, 2 main OBB, 3 patch OBB. */
export const UploadFileType = { apk: 1, mainObb: 2, patchObb: 3 } as const;
export type UploadFileTypeValue = (typeof UploadFileType)[keyof typeof UploadFileType];
/** Every fileType: APK, main OBB, patch OBB. */
export const UPLOAD_FILE_TYPES: readonly number[] = [1, 2, 3];

/** checkMergeAppRet ret: -1 pending, 0 failed (see ecode), 1 success. */
export const MergeRet = { pending: -1, failed: 0, success: 1 } as const;
export type MergeRetValue = (typeof MergeRet)[keyof typeof MergeRet];

/** Upload file names: letters, digits, dot, hyphen and underscore. */
export const UPLOAD_NAME_RE = /^[A-Za-z0-9._-]{1,200}$/;
/** Upload identifiers are chosen by the client: letters, digits, hyphen and underscore. */
export const UPLOAD_ID_RE = /^[A-Za-z0-9_-]{8,128}$/;

export const maxBytesOf = (fileType: number) =>
  fileType === UploadFileType.apk ? uploadLimits.apkMaxBytes : uploadLimits.obbMaxBytes;
export const chunkCountOf = (totalSize: number) =>
  Math.max(1, Math.ceil(totalSize / uploadLimits.chunkBytes));
