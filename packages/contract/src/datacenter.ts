import { z } from 'zod';
import { appIdSchema } from './apps.js';

/**
 * The data centre: what the store reports (events, orders, users) and the figures the portal
 * reads back. Money is in minor units: the portal's figures in CNY fen, orders in their own
 * currency. Days are cut in the portal's time zone (TIME_ZONE, default Asia/Shanghai).
 */
export const datacenterLimits = {
  /** items in one intake batch */
  batchMax: 1000,
  /** the longest date range a figure covers, in days */
  rangeMaxDays: 366,
  /** a gender or age group with fewer buyers than this is counted as unknown */
  smallGroupMin: 5,
  detailPageSizes: [5, 10, 20, 30, 40] as const,
} as const;

// ---- intake: the store's backend reports what happens -----------------------------------------

export const STORE_KEY_HEADER = 'x-store-key';

const idSchema = z.string().trim().min(1).max(128);
const epochMs = z.number().int().min(946_684_800_000).max(4_102_444_800_000);
/**
 * An instant of a range in epoch milliseconds, bounded so that every day and zone computation of
 * it stays within what a JavaScript Date holds (up to 2100-01-01).
 */
export const rangeInstantSchema = z.number().int().min(0).max(4_102_444_800_000);

export const storeEventSchema = z
  .object({
    eventId: idSchema,
    appId: appIdSchema,
    /** install and update: the device now has build `versionCode` (the rollout's adoption) */
    type: z.enum(['visit', 'start', 'usage', 'install', 'update']),
    deviceId: idSchema,
    userId: idSchema.optional(),
    time: epochMs,
    /** seconds of use, for usage events */
    duration: z.number().int().min(0).max(86_400).optional(),
    /** for install and update events */
    versionCode: z.number().int().min(0).max(2_147_483_647).optional(),
  })
  .refine((e) => (e.type !== 'install' && e.type !== 'update') || e.versionCode !== undefined, {
    message: 'install and update events need a versionCode',
    path: ['versionCode'],
  });
export type StoreEvent = z.infer<typeof storeEventSchema>;

export const localizedNameSchema = z.object({
  zh_CN: z.string().max(100),
  en_US: z.string().max(100),
});

export const CURRENCIES = ['CNY', 'USD', 'JPY'] as const;
/** Minor units in one unit of each currency (yen have none). */
export const MINOR_PER_UNIT = { CNY: 100, USD: 100, JPY: 1 } as const;
export const storeOrderSchema = z.object({
  orderId: idSchema,
  appId: appIdSchema,
  /** an add-on's SKU; absent for the app itself */
  sku: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9]{0,63}$/, 'sku must be letters and digits, starting with a letter')
    .optional(),
  name: localizedNameSchema.optional(),
  userId: idSchema,
  deviceId: idSchema,
  type: z.enum(['sale', 'refund']),
  /** for a refund: the orderId of the sale it returns */
  refundOf: idSchema.optional(),
  /** minor units of the currency (fen, cents; yen are whole) */
  amount: z.number().int().min(0).max(100_000_000_00),
  currency: z.enum(CURRENCIES),
  /** US dollars per unit of the currency when the order was made */
  usdRate: z.number().positive().max(1000),
  time: epochMs,
});
export type StoreOrder = z.infer<typeof storeOrderSchema>;

export const storeUserSchema = z.object({
  userId: idSchema,
  /** 1 man, 2 woman, 3 secrecy */
  sex: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  birthYear: z.number().int().min(1900).max(2100),
});
export type StoreUser = z.infer<typeof storeUserSchema>;

/** Batches are checked item by item: a bad item is named in the answer, the good ones are kept. */
const batch = (name: string) =>
  z.array(z.unknown()).min(1).max(datacenterLimits.batchMax, `${name} holds at most 1000 items`);
export const reportEventsRequest = z.object({ events: batch('events') });
export const reportOrdersRequest = z.object({ orders: batch('orders') });
export const reportUsersRequest = z.object({ users: batch('users') });
export const intakeAnswer = z.object({
  /** items stored now */
  accepted: z.number().int(),
  /** items whose id was already stored: changed nothing (the store delivers at least once) */
  duplicates: z.number().int(),
  rejected: z.array(z.object({ index: z.number().int(), id: z.string(), reason: z.string() })),
});
export type IntakeAnswer = z.infer<typeof intakeAnswer>;

// ---- figures ----------------------------------------------------------------------------------

/** A day of the portal's time zone (`YYYY-MM-DD`, inclusive) or an instant in epoch milliseconds. */
export const rangeTimeSchema = z.union([
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day must be YYYY-MM-DD'),
  rangeInstantSchema,
  z
    .string()
    .regex(/^\d{10,14}$/, 'an instant must be epoch milliseconds')
    .transform(Number)
    .pipe(rangeInstantSchema),
]);

const range = {
  startTime: rangeTimeSchema,
  endTime: rangeTimeSchema,
};
/** The app is named by its App ID or its package name. */
const appRef = {
  appId: appIdSchema.optional(),
  pkg: z.string().trim().min(1).max(255).optional(),
};
export const appRangeRequest = z
  .object({ ...range, ...appRef })
  .refine((b) => b.appId !== undefined || b.pkg !== undefined, 'appId or pkg is required');
export type AppRangeRequest = z.input<typeof appRangeRequest>;

/** The day axis of every trend: one point per day of the range, zero where nothing happened. */
const day = z.string();

export const marketingAnswer = z.object({
  saleCount: z.number().int(),
  /** CNY fen */
  amount: z.number().int(),
  refundCount: z.number().int(),
  refundAmount: z.number().int(),
});
export type MarketingAnswer = z.infer<typeof marketingAnswer>;

export const infoTendencyAnswer = z.object({
  content: z.object({
    appVisit: z.array(z.object({ time: day, VisitCount: z.number().int() })),
    appSale: z.array(z.object({ time: day, saleCount: z.number().int() })),
    appRefund: z.array(z.object({ time: day, refundCount: z.number().int() })),
  }),
});
export type InfoTendencyAnswer = z.infer<typeof infoTendencyAnswer>;

/** Devices active in each hour of the day (00:00 to 23:00), added up over the days of the range. */
export const devNumAnswer = z.object({
  content: z.object({
    tendency: z.array(z.object({ time: z.string(), devNum: z.number().int() })),
  }),
});
export type DevNumAnswer = z.infer<typeof devNumAnswer>;

/** GET query of the buyer figures; the range is optional (default: month start to today). */
export const buyersQuery = z.object({
  appId: appIdSchema,
  startTime: rangeTimeSchema.optional(),
  endTime: rangeTimeSchema.optional(),
});
/** sex 1 man, 2 woman, 3 secrecy, 0 unknown (and every group under 5 buyers) */
export const genderAnswer = z.array(z.object({ sex: z.number().int(), count: z.number().int() }));
export type GenderAnswer = z.infer<typeof genderAnswer>;
/** age 0 unknown, 1 under 18, 2 19-23, 3 24-28, 4 29-35, 5 36-45, 6 over 46 */
export const ageAnswer = z.array(z.object({ age: z.number().int(), count: z.number().int() }));
export type AgeAnswer = z.infer<typeof ageAnswer>;
export const AGE_BUCKETS = [0, 1, 2, 3, 4, 5, 6] as const;

export const activeDataAnswer = z.object({
  /** distinct devices with a start or usage in the range */
  activeNum: z.number().int(),
  /** devices whose first day for the app falls in the range */
  increaseNum: z.number().int(),
  /** seconds of use */
  useTime: z.number().int(),
  startNum: z.number().int(),
});
export type ActiveDataAnswer = z.infer<typeof activeDataAnswer>;

export const tendencyAnswer = z.object({
  content: z.object({
    tendency: z.array(z.object({ time: day, num: z.number().int() })),
  }),
});
export type TendencyAnswer = z.infer<typeof tendencyAnswer>;

/**
 * What each export type holds (POST /datacenter/export, answered as an .xlsx file):
 * 1 sales and refunds by day, 2 store visits by day, 3 devices by hour of the day,
 * 4 buyers by gender and by age, 5 active and new devices by day, 6 usage time and starts by day.
 */
export const EXPORT_TYPES = [1, 2, 3, 4, 5, 6] as const;
export const exportRequest = z
  .object({
    ...range,
    ...appRef,
    type: z.number().int().min(1).max(EXPORT_TYPES.length),
  })
  .refine((b) => b.appId !== undefined || b.pkg !== undefined, 'appId or pkg is required');

// ---- add-ons ----------------------------------------------------------------------------------

export const addonRangeRequest = z.object({ ...range, appId: appIdSchema });
export const addonDetailRequest = addonRangeRequest.extend({
  page: z.number().int().min(1).max(100_000).default(1),
  size: z.number().int().min(1).max(100).default(5),
});
export const addonDetailRow = z.object({
  /** JSON text: {"zh_CN": ..., "en_US": ...} */
  name: z.string(),
  /** the name in the reader's language (the lang header) */
  localName: z.string(),
  sku: z.string(),
  allSaleCount: z.number().int(),
  /** CNY fen */
  allIncome: z.number().int(),
});
export const addonDetailAnswer = z.object({
  content: z.array(addonDetailRow),
  totalCount: z.number().int(),
});
export type AddonDetailAnswer = z.infer<typeof addonDetailAnswer>;

export const addonTendencyRequest = addonRangeRequest.extend({
  /** one add-on; absent or empty: all of them */
  sku: z.string().max(64).optional(),
});
export const addonTendencyAnswer = z.object({
  allIncomeList: z.array(
    z.object({ time: day, allSaleCount: z.number().int(), allIncome: z.number().int() }),
  ),
});
export type AddonTendencyAnswer = z.infer<typeof addonTendencyAnswer>;

export const addonAllIncomeAnswer = z.object({
  allIncome: z.object({ allSaleCount: z.number().int(), allIncome: z.number().int() }),
});
export type AddonAllIncomeAnswer = z.infer<typeof addonAllIncomeAnswer>;

export const addonSkuListRequest = z.object({ appId: appIdSchema });
export const addonSkuListAnswer = z.object({
  skus: z.array(
    z.object({
      sku: z.string(),
      /** JSON text: {"zh_CN": ..., "en_US": ...} */
      name: z.string(),
      /** the name in the reader's language (the lang header) */
      localName: z.string(),
    }),
  ),
});
export type AddonSkuListAnswer = z.infer<typeof addonSkuListAnswer>;

// ---- open statistics: the same figures for a studio's own tools --------------------------------

/** The day figures a studio can pull with its App ID and App Secret; money in CNY fen. */
export const OPEN_METRICS = [
  'visits',
  'sales',
  'saleAmount',
  'refunds',
  'refundAmount',
  'activeDevices',
  'newDevices',
  'usageSeconds',
  'starts',
  'addonSales',
  'addonIncome',
] as const;
export type OpenMetric = (typeof OPEN_METRICS)[number];

export const openStatsQuery = z.object({
  startTime: rangeTimeSchema,
  endTime: rangeTimeSchema,
  /** one metric or a comma list; absent: all of them */
  metric: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const names = (v ?? OPEN_METRICS.join(',')).split(',').map((s) => s.trim());
      const unknown = names.filter((n) => !(OPEN_METRICS as readonly string[]).includes(n));
      if (unknown.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `unknown metric ${unknown.join(', ')}; known: ${OPEN_METRICS.join(', ')}`,
        });
        return z.NEVER;
      }
      return [...new Set(names)] as OpenMetric[];
    }),
  format: z.enum(['json', 'csv']).default('json'),
  /** days per page, from the start of the range */
  pageSize: z.coerce.number().int().min(1).max(366).default(31),
  page: z.coerce.number().int().min(1).max(366).default(1),
});

export const openStatsAnswer = z.object({
  days: z.array(z.record(z.string(), z.union([z.string(), z.number()]))),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalDays: z.number().int(),
  /** the next page's number, or null on the last page */
  nextPage: z.number().int().nullable(),
});
export type OpenStatsAnswer = z.infer<typeof openStatsAnswer>;
