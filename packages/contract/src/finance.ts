import { z } from 'zod';
import { pageSchema } from './apps.js';
import {
  FINANCE_INPUT_FIELDS,
  FINANCE_RECORD_FIELDS,
  financeLimits,
  type FinanceRecordField,
} from './finance-rules.js';

/** Accounts are named by their 32-hex-digit id. */
export const accountIdSchema = z
  .string()
  .regex(/^[0-9a-f]{32}$/, 'accountId must be an account id');

// Field values are only bounded here: every rule of the form is checked by the service, which
// answers 10500 with the fields at fault (spec section 8), never 10400.
const fieldValue = z.string().max(1024).optional();
const recordShape = Object.fromEntries(FINANCE_RECORD_FIELDS.map((f) => [f, fieldValue])) as {
  [F in FinanceRecordField]: typeof fieldValue;
};
export const commitFinanceInfoRequest = z.object(recordShape);
export type CommitFinanceInfoRequest = z.input<typeof commitFinanceInfoRequest>;

const recordAnswerShape = Object.fromEntries(FINANCE_RECORD_FIELDS.map((f) => [f, z.string()])) as {
  [F in FinanceRecordField]: z.ZodString;
};
export const financeRecordSchema = z.object(recordAnswerShape);

export const inputFieldSchema = z.enum(FINANCE_INPUT_FIELDS);

/** A reviewer's reason against one field. */
export const fieldReason = z.object({
  field: inputFieldSchema,
  note: z.string().trim().min(1).max(financeLimits.reviewNoteMax),
});
export type FieldReason = z.infer<typeof fieldReason>;

export const getFinanceInfoAnswer = financeRecordSchema.extend({
  /** 0 nothing submitted, 1 under review, 2 passed, 3 not passed */
  status: z.number().int(),
  /** number of the latest submitted version; 0 before the first */
  version: z.number().int(),
  submitTime: z.string(),
  reviewTime: z.string(),
  /** the audit report of the latest decision ('' before one) */
  auditId: z.string(),
  /** the reviewer's general note and reasons per field of the latest decision */
  note: z.string(),
  reasons: z.array(fieldReason),
});
export type FinanceInfo = z.infer<typeof getFinanceInfoAnswer>;

export const commitFinanceInfoAnswer = z.object({
  status: z.number().int(),
  version: z.number().int(),
});

/** data of a 10500 answer: the problem of each field at fault. */
export const financeProblemsData = z.object({
  fields: z.record(z.string(), z.string()),
});

export const getDvAuditFinanceReportRequest = z.object({ auditId: z.string().max(64) });

// ---- finance review (super accounts) ----------------------------------------------------------

export const getFinanceQueueRequest = z.object({ page: pageSchema });
export const financeQueueItem = z.object({
  accountId: z.string(),
  /** e-mail or mobile of the developer account */
  account: z.string(),
  orgName: z.string(),
  orgType: z.string(),
  orgCountry: z.string(),
  version: z.number().int(),
  submitTime: z.string(),
});
export const getFinanceQueueAnswer = z.object({
  items: z.array(financeQueueItem),
  total: z.number().int(),
});

export const getFinanceProfileRequest = z.object({ accountId: accountIdSchema });
export const financeVersionSummary = z.object({
  version: z.number().int(),
  /** 1 under review, 2 passed, 3 not passed */
  status: z.number().int(),
  submitTime: z.string(),
  reviewTime: z.string(),
  /** e-mail or mobile of the reviewer ('' before a decision) */
  reviewer: z.string(),
  auditId: z.string(),
  note: z.string(),
  reasons: z.array(fieldReason),
});
/** The sensitive fields a finance reviewer may see in full, on an explicit reveal that is logged. */
export const REVEALABLE_FIELDS = ['cardNo', 'bankBic'] as const;
export const revealableFieldSchema = z.enum(REVEALABLE_FIELDS);
export type RevealableField = z.infer<typeof revealableFieldSchema>;

/** One reveal of full values, as the log lists it. */
export const financeRevealEntry = z.object({
  /** e-mail or mobile of the super account that revealed */
  revealedBy: z.string(),
  revealedAt: z.string(),
  version: z.number().int(),
  fields: z.array(revealableFieldSchema),
});
export type FinanceRevealEntry = z.infer<typeof financeRevealEntry>;

export const getFinanceProfileAnswer = z.object({
  accountId: z.string(),
  account: z.string(),
  status: z.number().int(),
  /** the version approved last, still in force while a newer one is reviewed; 0 for none */
  approvedVersion: z.number().int(),
  /** the latest version, sensitive fields masked */
  current: financeVersionSummary.extend({
    info: financeRecordSchema,
    /** fields that differ from the version before */
    changed: z.array(inputFieldSchema),
  }),
  /** every version, newest first */
  history: z.array(financeVersionSummary),
  /** who revealed full values of this profile and when, newest first */
  reveals: z.array(financeRevealEntry),
});
export type FinanceProfile = z.infer<typeof getFinanceProfileAnswer>;

/** A profile version's number: it fits the database's integer column (4 bytes). */
const profileVersionSchema = z.number().int().min(1).max(2_147_483_647);

export const reviewFinanceRequest = z.object({
  accountId: accountIdSchema,
  /** the version the reviewer looked at */
  version: profileVersionSchema,
  approve: z.boolean(),
  /** rejection: one reason per field at fault (at least one reason or a note) */
  reasons: z.array(fieldReason).max(FINANCE_INPUT_FIELDS.length).default([]),
  note: z.string().trim().max(2000).default(''),
});
export const reviewFinanceAnswer = z.object({ status: z.number().int(), auditId: z.string() });

export const revealFinanceRequest = z.object({
  accountId: accountIdSchema,
  version: profileVersionSchema,
  fields: z.array(revealableFieldSchema).min(1).max(REVEALABLE_FIELDS.length),
});
export const revealFinanceAnswer = z.object({
  version: z.number().int(),
  /** the full values of the fields asked for */
  values: z.object({ cardNo: z.string().optional(), bankBic: z.string().optional() }),
  /** the log of the profile after this reveal, newest first */
  reveals: z.array(financeRevealEntry),
});
export type RevealFinanceAnswer = z.infer<typeof revealFinanceAnswer>;
