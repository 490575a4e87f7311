import { z } from 'zod';
import { pageSchema } from './apps.js';

export const notificationSchema = z.object({
  id: z.string(),
  tag: z.string(),
  /** 0 unread, 1 read */
  state: z.number().int(),
  /** 2 passed, 0 informational, otherwise failed */
  status: z.number().int(),
  /** review type 1 auto, 2 man, 3 content, 4 publish; 0 for other notifications */
  type: z.number().int(),
  title: z.string(),
  content: z.string(),
  time: z.string(),
  appId: z.string(),
  appName: z.string(),
  /** JSON by locale: {"zh_CN": ..., "en_US": ...} */
  allName: z.string(),
  ver: z.string(),
  auditId: z.string(),
  link: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const getDvNtyListRequest = z.object({ page: pageSchema });
export const getDvNtyListAnswer = z.object({
  ntys: z.array(notificationSchema),
  total: z.number().int(),
  /** unread notifications, leaving out recvDvAuthAcquire */
  unread: z.number().int(),
});

export const disposeNotifyRequest = z.object({
  ntyId: z.string().max(64),
  tag: z.string().max(64).optional(),
  mark: z.literal(1).default(1),
});

/** zh, en, or the locale keys zh_CN / en_US */
export const languageSchema = z
  .enum(['zh', 'en', 'zh_CN', 'en_US', 'zh-CN', 'en-US'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v.startsWith('en') ? 'en' : 'zh'));

export const getAuditStandardRequest = z.object({
  type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  language: languageSchema,
});
export const standardItem = z.object({
  id: z.string(),
  name: z.string(),
  require: z.string(),
  desc: z.string(),
});
export const getAuditStandardAnswer = z.object({
  standard: z.object({ type: z.number().int(), items: z.array(standardItem) }),
});

/** One line of an audit report: status 1 passed, 0 failed. */
export const reportItem = z.object({
  name: z.string(),
  status: z.number().int(),
  require: z.string(),
  desc: z.string(),
  note: z.string(),
});
export type ReportItem = z.infer<typeof reportItem>;

export const getDvAuditReportRequest = z.object({
  auditId: z.string().max(64),
  type: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  language: languageSchema,
});
/** The kind of an audit report: 1 automatic, 2 manual technical, 3 content, 4 release. */
export type AuditType = z.infer<typeof getDvAuditReportRequest>['type'];
export const auditReportAnswer = z.object({
  auditId: z.string(),
  type: z.number().int(),
  /** 2 passed, 1 failed */
  status: z.number().int(),
  appId: z.string(),
  appName: z.string(),
  ver: z.string(),
  time: z.string(),
  report: z.object({
    items: z.array(reportItem),
    data: z.object({ note: z.string(), reviewer: z.string() }),
  }),
  /** log file name for downloadSysLog; '' when the report has none */
  log: z.string(),
  size: z.number().int(),
});
export type AuditReport = z.infer<typeof auditReportAnswer>;
