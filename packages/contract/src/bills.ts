import { z } from 'zod';
import { ORDER_SETTLE_STATES, billLimits } from './bill-rules.js';
import { pageSchema } from './apps.js';

/**
 * A settlement bill as dev_query answers it (orderSettleList item, section 3.6) and the fields
 * added beyond the spec so a card can say what the amount is made of. Money is US cents; times
 * are ISO-8601 UTC, '' when not reached yet.
 */
export const billSchema = z.object({
  id: z.string(),
  devName: z.string(),
  /** first and last day of the billing cycle, YYYY-MM-DD */
  startTime: z.string(),
  endTime: z.string(),
  /** the settlement account's card number, masked to its last four digits */
  cardNo: z.string(),
  settleMoney: z.number().int(),
  checkStatus: z.number().int(),
  sendTime: z.string(),
  checkTime: z.string(),
  autoCheckTime: z.string(),
  autoUploadTime: z.string(),
  /** `storeName#pdfName` of the sent invoice or attachment, '' until one is sent */
  filePath: z.string(),
  // ---- beyond the spec
  /** YYYY-MM of the cycle */
  month: z.string(),
  /** 1 while the bill waits for an approved payment profile (not sent, no countdown) */
  held: z.number().int(),
  salesMoney: z.number().int(),
  refundMoney: z.number().int(),
  /** adjustments of a corrected bill, signed */
  adjustMoney: z.number().int(),
  netMoney: z.number().int(),
  feeMoney: z.number().int(),
  /** the platform technical service fee, percent of the net */
  feePercent: z.number(),
  orderCount: z.number().int(),
  /** '', open, upheld or corrected */
  disputeState: z.string(),
  /** finance's note on the dispute, as written */
  disputeNote: z.string(),
  /** the developer's reason for the dispute, as written ('' for none) */
  disputeReason: z.string(),
  /** the bill this one corrects, and the bill that corrected this one ('' for none) */
  replacesId: z.string(),
  correctedById: z.string(),
});
export type Bill = z.infer<typeof billSchema>;

export const devQueryAnswer = z.object({ orderSettleList: z.array(billSchema) });

const billIdSchema = z.string().trim().min(1).max(64);

/** dev_update's query: strings in the URL, numbers after parsing. */
export const devUpdateQuery = z.object({
  id: billIdSchema,
  checkStatus: z.coerce.number().int(),
  /** required with Dispute (4): why, 1 to 500 characters once trimmed (else 10569) */
  reason: z.string().max(10_000).optional(),
});
export const devUpdateAnswer = z.object({ orderSettle: billSchema });

export const batchDownloadRequest = z.object({
  idList: z.array(billIdSchema).min(1).max(billLimits.batchMax),
});

/** The text field of dev_send_mail's form (before the pdfFile part). */
export const devSendMailFields = z.object({ id: billIdSchema });
export const devSendMailAnswer = z.object({ filePath: z.string(), orderSettle: billSchema });

export const billDownloadQuery = z.object({
  storeName: z.string().trim().min(1).max(64),
  pdfName: z.string().min(1).max(255),
});

// ---- the platform's finance staff ------------------------------------------------------------

export const getDisputesRequest = z.object({ page: pageSchema });
export const disputeSchema = z.object({
  bill: billSchema,
  account: z.string(),
  disputeTime: z.string(),
});
export const getDisputesAnswer = z.object({
  list: z.array(disputeSchema),
  total: z.number().int(),
});

export const adjustmentSchema = z.object({
  /** what the line corrects, shown to the developer as written */
  desc: z.string().trim().min(1).max(200),
  /** signed US cents added to the net */
  amount: z
    .number()
    .int()
    .min(-1_000_000_000)
    .max(1_000_000_000)
    .refine((v) => v !== 0, 'an adjustment of 0 changes nothing'),
});
export const resolveDisputeRequest = z.discriminatedUnion('decision', [
  z.object({
    id: billIdSchema,
    decision: z.literal('uphold'),
    note: z.string().trim().min(1).max(billLimits.disputeNoteMax),
  }),
  z.object({
    id: billIdSchema,
    decision: z.literal('correct'),
    note: z.string().trim().min(1).max(billLimits.disputeNoteMax),
    adjustments: z.array(adjustmentSchema).min(1).max(billLimits.adjustmentsMax),
  }),
]);
export type ResolveDisputeRequest = z.input<typeof resolveDisputeRequest>;
export const resolveDisputeAnswer = z.object({
  /** the disputed bill, now upheld or corrected */
  bill: billSchema,
  /** the corrected bill sent in its place */
  corrected: billSchema.nullable(),
});

export const getCalendarStatusRequest = z.object({});
export const getCalendarStatusAnswer = z.object({
  year: z.number().int(),
  known: z.boolean(),
  nextYear: z.number().int(),
  nextKnown: z.boolean(),
  /** years bills would count Monday to Friday: this one, and the next from 1 November */
  missing: z.array(z.number().int()),
});

// ---- the finance overview ------------------------------------------------------------------

const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day must be YYYY-MM-DD');
/** Days of the portal's time zone, inclusive; at most 366 days (10580 otherwise). */
export const financeOverviewRequest = z.object({ startTime: daySchema, endTime: daySchema });
/** US cents of the orders in the range, net of refunds, by where they stand. */
export const financeOverviewAnswer = z.object({
  from: z.string(),
  to: z.string(),
  income: z.number().int(),
  pending: z.number().int(),
  frozen: z.number().int(),
  settled: z.number().int(),
  orderCount: z.number().int(),
});
export type FinanceOverview = z.infer<typeof financeOverviewAnswer>;

export const financeOrdersRequest = z.object({
  startTime: daySchema,
  endTime: daySchema,
  state: z.enum(ORDER_SETTLE_STATES as [string, ...string[]]).optional(),
  /** finds one order by its id (the order search) */
  orderId: z.string().trim().max(128).optional(),
  page: pageSchema,
  pageSize: z
    .number()
    .int()
    .refine(
      (n) => (billLimits.orderPageSizes as readonly number[]).includes(n),
      'pageSize must be 5, 10, 20, 30 or 40',
    )
    .default(10),
});
export type FinanceOrdersRequest = z.input<typeof financeOrdersRequest>;
export const financeOrderSchema = z.object({
  orderId: z.string(),
  appId: z.string(),
  appName: z.string(),
  /** an add-on's SKU, '' for the app itself */
  sku: z.string(),
  /** sale or refund */
  type: z.string(),
  /** ISO-8601 UTC */
  paidTime: z.string(),
  /** order income in minor units of its currency */
  amount: z.number().int(),
  currency: z.string(),
  /** US dollars per unit of the currency at the order */
  usdRate: z.string(),
  /** signed US cents at that rate (refunds negative) */
  usdMoney: z.number().int(),
  state: z.string(),
  /** the bill that holds it ('' while not billed) and its month */
  billId: z.string(),
  billMonth: z.string(),
});
export type FinanceOrder = z.infer<typeof financeOrderSchema>;
export const financeOrdersAnswer = z.object({
  list: z.array(financeOrderSchema),
  total: z.number().int(),
});
