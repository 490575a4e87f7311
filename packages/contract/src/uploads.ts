import { z } from 'zod';
import { appIdSchema } from './apps.js';
import { UPLOAD_ID_RE, UPLOAD_NAME_RE, uploadLimits } from './upload-rules.js';
import { testingTracks } from './track-rules.js';

export const identifierSchema = z
  .string()
  .regex(UPLOAD_ID_RE, 'identifier must be 8-128 letters, digits, hyphens or underscores');
export const uploadNameSchema = z
  .string()
  .regex(UPLOAD_NAME_RE, 'file names may hold only letters, digits, dot, hyphen and underscore');
export const fileTypeSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
const sizeSchema = z.number().int().min(1).max(uploadLimits.apkMaxBytes);
const chunkTotalSchema = z.number().int().min(1).max(2048);

/**
 * The form fields of one uploadAppFile chunk (multipart, numbers arrive as text). Checked before
 * any byte of the chunk is stored.
 */
export const uploadChunkFields = z.object({
  appId: appIdSchema,
  identifier: identifierSchema,
  /** 1-based */
  chunkNumber: z.coerce.number().int().min(1).max(2048),
  chunkSize: z.coerce.number().int().min(1).max(uploadLimits.chunkBytes),
  currentChunkSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(uploadLimits.chunkBytes * 2),
  totalSize: z.coerce.number().int().min(1).max(uploadLimits.apkMaxBytes),
  totalChunks: z.coerce.number().int().min(1).max(2048),
  /** 1 APK (default), 2 main OBB, 3 patch OBB */
  fileType: z.coerce.number().int().min(1).max(3).default(1),
  /** the name of the file being uploaded (also taken from the file part) */
  filename: uploadNameSchema.optional(),
  /** a testing track the build goes to: it may be uploaded while the store's release is in review */
  track: z.enum(testingTracks).optional(),
});
export const uploadChunkAnswer = z.object({
  chunkNumber: z.number().int(),
  /** every chunk the server now holds, 1-based */
  uploaded: z.array(z.number().int()),
});
/** uploadAppFile is multipart and outside the call table: its answer's type for every caller */
export type UploadChunkAnswer = z.output<typeof uploadChunkAnswer>;

export const checkUploadChunksRequest = z.object({
  appId: appIdSchema,
  identifier: identifierSchema,
});
export const checkUploadChunksAnswer = z.object({
  /** chunks already held (1-based); empty when the server holds nothing for the identifier */
  uploaded: z.array(z.number().int()),
  totalChunks: z.number().int(),
  /** uploading, merging, done, failed or none */
  state: z.enum(['none', 'uploading', 'merging', 'done', 'failed']),
});

export const mergeAppFileRequest = z.object({
  identifier: identifierSchema,
  md5sum: z.string().regex(/^[0-9a-fA-F]{32}$/, 'md5sum must be 32 hex digits'),
  filename: uploadNameSchema,
  totalSize: sizeSchema,
  totalChunks: chunkTotalSchema,
  appId: appIdSchema,
  fileType: fileTypeSchema.default(1),
  cId: z.string().max(64).optional(),
  /** a testing track the build goes to; absent: the store's release, as before */
  track: z.enum(testingTracks).optional(),
});

export const checkMergeAppRetRequest = z.object({ identifier: identifierSchema });
export const checkMergeAppRetAnswer = z.object({
  ret: z.union([z.literal(-1), z.literal(0), z.literal(1)]),
  /** on failure: 10611 merge, 10901 MD5, 10630 unparseable APK, 10631 package differs, 10502 version, 10512 package owned elsewhere, 10632 base, 10509 APK missing for an OBB */
  ecode: z.number().int(),
  filename: z.string(),
});
export const checkMergeZipRetRequest = z.object({ appId: appIdSchema });
export const checkMergeZipRetAnswer = z.object({
  ret: z.union([z.literal(-1), z.literal(0), z.literal(1)]),
  ecode: z.number().int(),
});
export const cancelAppUploadRequest = z.object({
  appId: appIdSchema,
  identifier: identifierSchema,
});
export const deleteDraftResourceRequest = z.object({ appId: appIdSchema, fname: uploadNameSchema });

/** mergeAppFileTob: a build of a business channel; cId names the channel. */
export const mergeAppFileTobRequest = mergeAppFileRequest.omit({ track: true }).extend({
  cId: z.string().min(1).max(64),
});
export const deleteDraftTobResourceRequest = z.object({
  appId: appIdSchema,
  cId: z.string().min(1).max(64),
  /** 1 APK, 2 main OBB, 3 patch OBB */
  type: z.coerce.number().pipe(fileTypeSchema),
  fname: uploadNameSchema,
});

/** Command-line uploads: the App ID and App Secret buy a short-lived token scoped to the app. */
export const getUploadTokenRequest = z.object({
  appId: appIdSchema,
  appSecret: z.string().min(1).max(128),
});
export const getUploadTokenAnswer = z.object({
  /** sent as the token header of the upload calls of this app only */
  token: z.string(),
  /** seconds until the token stops working */
  expiresIn: z.number().int(),
});
