// The field schemas the platform items share (inside the contract only: not in index.ts).
import { z } from 'zod';

export const itemIdSchema = z.string().regex(/^[0-9a-f]{32}$/, 'id must be an item id');
export const oneOf = <T extends Record<string, number>>(values: T) =>
  z
    .number()
    .int()
    .refine((v) => (Object.values(values) as number[]).includes(v), {
      message: `must be one of ${Object.values(values).join(', ')}`,
    });
export const flag = z.union([z.literal(0), z.literal(1)]);

/** A text in both languages, as the spec's allName: {"zh_CN": ..., "en_US": ...}. */
export const localized = (max: number, required = true) =>
  z.object({
    zh_CN: required ? z.string().trim().min(1).max(max) : z.string().trim().max(max).default(''),
    en_US: required ? z.string().trim().min(1).max(max) : z.string().trim().max(max).default(''),
  });

/** A platform image: the url uploadImage answered for this app, or '' for none. */
export const imageUrlSchema = z.string().max(300);

/** What every item answers besides its own fields. */
export const itemMeta = {
  id: z.string(),
  appId: z.string(),
  /** ItemState */
  state: z.number().int(),
  /** the last submission's auditId, '' before the first */
  auditId: z.string(),
  /** ISO-8601 UTC */
  updateTime: z.string(),
};
