import { z } from 'zod';
import { appIdSchema } from './apps.js';

/**
 * The release whose assets a call names: a business channel's id (cId), or none for the main
 * store. Each release owns its assets (32 lowercase hex digits, as channelIdSchema).
 */
const releaseCId = z
  .string()
  .regex(/^[0-9a-f]{32}$/, 'cId must be a channel id')
  .optional();

/** Trailer ids (vedioId) are 32 lowercase hex digits. */
export const vedioIdSchema = z.string().regex(/^[0-9a-f]{32}$/, 'vedioId must be a trailer id');
const picTypeSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
const docTypeSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
/** Multipart fields arrive as text. */
const formNumber = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v), schema);

/** The text fields of the multipart uploads; they must come before the file part. */
export const uploadAppPicFields = z.object({
  appId: appIdSchema,
  /** 1 icon, 2 cover, 3 screenshot */
  type: formNumber(picTypeSchema),
  cId: releaseCId,
});
export const uploadAppVedioFields = z.object({ appId: appIdSchema, cId: releaseCId });
export const uploadVedioPicFields = z.object({ vedioId: vedioIdSchema });
export const uploadAppDocFields = z.object({
  appId: appIdSchema,
  /** 1 software copyright document, 2 game licence, 3 operation record */
  type: formNumber(docTypeSchema),
  cId: releaseCId,
});

export const urlAnswer = z.object({ url: z.string() });
export const uploadAppVedioAnswer = z.object({ vedioId: z.string(), url: z.string() });
export const uploadAppDocAnswer = z.object({
  url: z.string(),
  /** the name the file was uploaded with */
  fname: z.string(),
  size: z.number().int(),
});

export const deleteAppPicRequest = z.object({
  appId: appIdSchema,
  url: z.string().max(256),
  cId: releaseCId,
});
export const vedioIdRequest = z.object({ vedioId: vedioIdSchema });
export const appAssetsRequest = z.object({ appId: appIdSchema, cId: releaseCId });
export const deleteAppDocRequest = z.object({
  appId: appIdSchema,
  type: docTypeSchema,
  cId: releaseCId,
});

/** A trailer as the release form holds it (second document, 3.1: vedios). */
export const vedioItem = z.object({
  id: z.string(),
  /** the trailer's url */
  vedio: z.string(),
  vName: z.string(),
  /** the trailer cover's url, '' when none */
  pic: z.string(),
  pName: z.string(),
});
export const docItem = z.object({
  type: z.number().int(),
  url: z.string(),
  fname: z.string(),
  size: z.number().int(),
  time: z.string(),
});
/** The assets of a release: the main store's, or a business channel's (cId). */
export const appAssetsAnswer = z.object({
  /** icon url, '' when none */
  scover: z.string(),
  /** cover url, '' when none */
  rcover: z.string(),
  /** screenshot urls in upload order */
  pics: z.array(z.string()),
  vedios: z.array(vedioItem),
  docs: z.array(docItem),
});
export type AppAssets = z.infer<typeof appAssetsAnswer>;
