import { z } from 'zod';
import { appIdSchema } from './apps.js';
import { rangeInstantSchema, rangeTimeSchema } from './datacenter.js';

/**
 * Vitals: the crashes and freezes (ANRs) the store reports, as the share of each build's active
 * devices per day of the portal's time zone, and grouped into clusters by signature
 * (docs/api/vitals.md). Rates are percentages.
 */
export const vitalsPaths = {
  reportCrashes: '/vrmcsys/store/reportCrashes',
  overview: '/vrmcsys/datacenter/vitals/overview',
  clusters: '/vrmcsys/datacenter/vitals/clusters',
  cluster: '/vrmcsys/datacenter/vitals/cluster',
  export: '/vrmcsys/datacenter/vitals/export',
} as const;

export const crashTypes = ['crash', 'anr'] as const;
export type CrashType = (typeof crashTypes)[number];

/** Play's bad-behaviour thresholds, in percent of the day's active devices. */
export const badBehaviour: Record<CrashType, number> = { crash: 1.09, anr: 0.47 };

export const vitalsLimits = {
  /** items in one crash batch */
  batchMax: 1000,
  /** characters of a stack */
  stackMax: 65_536,
  /** characters of a signature: the exception class and the top frames */
  signatureMax: 1024,
  /** clusters on a page */
  pageSize: 20,
  /** a day of a build with fewer active devices than this shows no rates, and a cluster's
   * devices fewer than this are not counted out (the data centre's small-group rule) */
  smallGroupMin: 5,
} as const;

const idSchema = z.string().trim().min(1).max(128);
const epochMs = z.number().int().min(946_684_800_000).max(4_102_444_800_000);
const versionCodeSchema = z.number().int().min(0).max(2_147_483_647);

export const storeCrashSchema = z.object({
  crashId: idSchema,
  appId: appIdSchema,
  versionCode: versionCodeSchema,
  deviceId: idSchema,
  deviceModel: z.string().trim().max(64).default(''),
  osVersion: z.string().trim().max(64).default(''),
  type: z.enum(crashTypes),
  time: epochMs,
  signature: z.string().trim().min(1).max(vitalsLimits.signatureMax),
  stack: z.string().max(vitalsLimits.stackMax),
});
export type StoreCrash = z.infer<typeof storeCrashSchema>;

/** Checked item by item, as the other intake batches: a bad item is named, the good ones kept. */
export const reportCrashesRequest = z.object({
  crashes: z
    .array(z.unknown())
    .min(1)
    .max(vitalsLimits.batchMax, `crashes holds at most ${vitalsLimits.batchMax} items`),
});

export const vitalsRangeRequest = z.object({
  appId: appIdSchema,
  startTime: rangeTimeSchema,
  endTime: rangeTimeSchema,
});
export type VitalsRangeRequest = z.input<typeof vitalsRangeRequest>;

/** A day of a build: null rates when fewer than smallGroupMin devices were active. */
export const vitalsDay = z.object({
  day: z.string(),
  activeDevices: z.number().int(),
  crashDevices: z.number().int(),
  anrDevices: z.number().int(),
  crashRate: z.number().nullable(),
  anrRate: z.number().nullable(),
});
export type VitalsDay = z.infer<typeof vitalsDay>;

export const vitalsOverviewAnswer = z.object({
  /** the range's days in the portal's time zone, oldest first */
  days: z.array(z.string()),
  timeZone: z.string(),
  thresholds: z.object({ crash: z.number(), anr: z.number() }),
  /** the builds active or crashing in the range, newest first; one entry per day of `days` */
  builds: z.array(
    z.object({
      versionCode: z.number().int(),
      versionName: z.string(),
      days: z.array(vitalsDay),
      /** over the whole range: devices active on some day, rates of the days together */
      crashRate: z.number().nullable(),
      anrRate: z.number().nullable(),
    }),
  ),
});
export type VitalsOverview = z.infer<typeof vitalsOverviewAnswer>;

export const vitalsClustersRequest = vitalsRangeRequest.extend({
  versionCode: versionCodeSchema.optional(),
  type: z.enum(crashTypes).optional(),
  page: z.number().int().min(1).max(10_000).default(1),
});

export const vitalsCluster = z.object({
  clusterId: z.string(),
  type: z.enum(crashTypes),
  signature: z.string(),
  /** reports in the range (and build, when one is chosen) */
  count: z.number().int(),
  /** devices ever affected; null when fewer than smallGroupMin */
  devices: z.number().int().nullable(),
  /** builds it was reported on, newest first */
  versionCodes: z.array(z.number().int()),
  firstSeen: z.string(),
  lastSeen: z.string(),
});
export type VitalsCluster = z.infer<typeof vitalsCluster>;

export const vitalsClustersAnswer = z.object({
  total: z.number().int(),
  page: z.number().int(),
  list: z.array(vitalsCluster),
});

export const vitalsClusterRequest = z.object({ appId: appIdSchema, clusterId: z.string().max(64) });
export const vitalsClusterAnswer = vitalsCluster.extend({
  /** all time, per build */
  versions: z.array(z.object({ versionCode: z.number().int(), count: z.number().int() })),
  /** device models with at least smallGroupMin reports; the rest together as `others` */
  models: z.array(z.object({ model: z.string(), count: z.number().int() })),
  others: z.number().int(),
  /** the stack of the first report of the cluster */
  sampleStack: z.string(),
  sampleOsVersion: z.string(),
});
export type VitalsClusterDetail = z.infer<typeof vitalsClusterAnswer>;

export const vitalsExportRequest = vitalsRangeRequest;

/** An instant bound for tests and tools that name one. */
export const vitalsInstantSchema = rangeInstantSchema;
