import { EDITABLE_STATUSES } from './app-status.js';

/**
 * App assets (second document, sections 3.1, 5.3, 7.2 and 9): icon, cover, screenshots, trailers
 * with their covers, documents. Paths, limits and kinds; zod-free, so the browser can use it.
 */
export const assetPaths = {
  /** multipart: appId, type (PicType), picFile; answers {url} */
  uploadAppPic: '/vrmcsys/dvlper/uploadAppPic',
  /** {appId, url}: removes a screenshot */
  deleteAppPic: '/vrmcsys/dvlper/deleteAppPic',
  /** multipart: appId, vedioFile; answers {vedioId, url} */
  uploadAppVedio: '/vrmcsys/dvlper/uploadAppVedio',
  /** {vedioId}: removes a trailer and its cover */
  deleteAppVedio: '/vrmcsys/dvlper/deleteAppVedio',
  /** multipart: vedioId, picFile; answers {url} */
  uploadVedioPic: '/vrmcsys/dvlper/uploadVedioPic',
  deleteVedioPic: '/vrmcsys/dvlper/deleteVedioPic',
  /** multipart: appId, type (DocType), docFile; answers {url, fname, size} */
  uploadAppDoc: '/vrmcsys/dvlper/uploadAppDoc',
  deleteAppDoc: '/vrmcsys/dvlper/deleteAppDoc',
  getAppAssets: '/vrmcsys/dvlper/getAppAssets',
  /** GET + name: images, public and cached for good (names are unguessable and never reused) */
  pic: '/vrmcsys/fileserver/pic/',
  /** GET + name: trailers, public, with byte ranges for seeking */
  vedio: '/vrmcsys/fileserver/vedio/',
  /** GET + name with the token header: documents, for the owner and super accounts only */
  doc: '/vrmcsys/fileserver/doc/',
} as const;

/** uploadAppPic type: 1 icon (scover), 2 cover (rcover), 3 screenshot. */
export const PicType = { icon: 1, cover: 2, screenshot: 3 } as const;
export type PicTypeValue = (typeof PicType)[keyof typeof PicType];

/** uploadAppDoc type: 1 software copyright document (scrdoc), 2 game licence, 3 operation record. */
export const DocType = { softwareCopyright: 1, gameLicence: 2, operationRecord: 3 } as const;
export type DocTypeValue = (typeof DocType)[keyof typeof DocType];

const KB = 1024;
const MB = 1024 * 1024;

export const assetLimits = {
  iconBytes: 480 * KB,
  iconWidth: 512,
  iconHeight: 512,
  /** covers, screenshots and trailer covers */
  imageBytes: 2 * MB,
  imageWidth: 1920,
  imageHeight: 1080,
  screenshotsMax: 8,
  videosMax: 2,
  videoBytes: 100 * MB,
  docBytes: 100 * MB,
} as const;

/** Formats told by the file's content, never by its name. */
export const imageFormats = ['png', 'jpg'] as const;
export const videoFormats = ['mp4'] as const;
export const docFormats = ['pdf', 'doc', 'docx'] as const;

/** The size rule of a picture type. */
export function picRule(type: number): { maxBytes: number; width: number; height: number } {
  return type === PicType.icon
    ? {
        maxBytes: assetLimits.iconBytes,
        width: assetLimits.iconWidth,
        height: assetLimits.iconHeight,
      }
    : {
        maxBytes: assetLimits.imageBytes,
        width: assetLimits.imageWidth,
        height: assetLimits.imageHeight,
      };
}

/** The release form may change only in these app statuses (second document, 4.1). */
export const RELEASE_EDITABLE_STATUSES: readonly number[] = EDITABLE_STATUSES;

/** "480 KB", "2 MB", "100 MB": a limit as the portal states it. */
export function formatLimit(bytes: number): string {
  return bytes >= MB ? `${Math.round(bytes / MB)} MB` : `${Math.round(bytes / KB)} KB`;
}
