// Platform services: the runtime API games call, and the moderation of their leaderboards.
import { z } from 'zod';
import { appIdSchema, pageSchema } from './apps.js';
import { itemIdSchema } from './platform-fields.js';
import { apiNameSchema } from './platform.js';
import { LEADERBOARD_PERIODS, RUNTIME_USER_RE, platformLimits as L } from './platform-rules.js';

// ---- leaderboard moderation
export const periodSchema = z.enum(LEADERBOARD_PERIODS).default('current');
export const leaderboardEntrySchema = z.object({
  rank: z.number().int(),
  userId: z.string(),
  score: z.number().int(),
  extra: z.string(),
  /** when the score was written, ISO-8601 UTC */
  time: z.string(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;
export const periodInfoSchema = z.object({
  /** '' for a board that never resets, else the first day of the period, YYYY-MM-DD */
  key: z.string(),
  /** ISO-8601 UTC bounds; '' for a board that never resets */
  start: z.string(),
  end: z.string(),
});
export const entriesAnswer = z.object({
  entries: z.array(leaderboardEntrySchema),
  total: z.number().int(),
  period: periodInfoSchema,
});
export const moderationEntriesRequest = z.object({
  appId: appIdSchema,
  id: itemIdSchema,
  period: periodSchema,
  start: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(L.entriesPageMax).default(20),
  /** shows the page around this user */
  userId: z.string().max(L.userIdMax).optional(),
});
export const removeEntryRequest = z.object({
  appId: appIdSchema,
  id: itemIdSchema,
  userId: z.string().min(1).max(L.userIdMax),
  reason: z.string().trim().min(1).max(L.reasonMax),
});
export const removeEntryAnswer = z.object({ removed: z.number().int(), score: z.number().int() });
export const moderationRecordSchema = z.object({
  id: z.string(),
  userId: z.string(),
  score: z.number().int(),
  reason: z.string(),
  /** the account that removed it */
  actor: z.string(),
  time: z.string(),
  /** the period key the entry was in */
  period: z.string(),
});
export const moderationHistoryRequest = z.object({
  appId: appIdSchema,
  id: itemIdSchema,
  page: pageSchema,
});
export const moderationHistoryAnswer = z.object({
  items: z.array(moderationRecordSchema),
  total: z.number().int(),
});

// ---- the runtime API (headers appId and appSecret)
export const runtimeUserSchema = z
  .string()
  .min(1)
  .max(L.userIdMax)
  .regex(RUNTIME_USER_RE, 'userId may hold letters, digits and _ . : @ -');
export const achievementProgressSchema = z.object({
  apiName: z.string(),
  type: z.number().int(),
  target: z.number().int(),
  /** count reached (count), bits set (bitfield), 0 or 1 (simple) */
  count: z.number().int(),
  /** bitfield: '0'/'1' per bit, bit 0 first; '' for the other types */
  bits: z.string(),
  unlocked: z.number().int(),
  /** ISO-8601 UTC, '' while locked */
  unlockTime: z.string(),
});
export type AchievementProgress = z.infer<typeof achievementProgressSchema>;
export const unlockRequest = z.object({ userId: runtimeUserSchema, apiName: apiNameSchema });
export const addCountRequest = z.object({
  userId: runtimeUserSchema,
  apiName: apiNameSchema,
  count: z.number().int().min(1).max(L.countTargetMax),
});
export const setBitsRequest = z.object({
  userId: runtimeUserSchema,
  apiName: apiNameSchema,
  /** '0'/'1' per bit, bit 0 first; the set bits are added to the user's */
  bits: z
    .string()
    .min(1)
    .max(L.bitSizeMax)
    .regex(/^[01]+$/, 'bits is a string of 0 and 1'),
});
export const userAchievementsRequest = z.object({ userId: runtimeUserSchema });
export const userAchievementsAnswer = z.object({
  achievements: z.array(achievementProgressSchema),
});
export const writeScoreRequest = z.object({
  apiName: apiNameSchema,
  userId: runtimeUserSchema,
  score: z.number().int().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER),
  extra: z.string().max(L.extraMax).optional(),
});
export const writeScoreAnswer = z.object({
  /** 1 when this score became the user's best of the period */
  updated: z.number().int(),
  /** the user's best of the period after the write */
  score: z.number().int(),
  rank: z.number().int(),
});
export const runtimeEntriesRequest = z.object({
  apiName: apiNameSchema,
  start: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(L.entriesPageMax).default(10),
  aroundUserId: runtimeUserSchema.optional(),
  period: periodSchema,
});
