import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { limits, platformPaths } from '@vrportal/contract';
import type {
  AddonReport,
  CallAnswer,
  CallRequest,
  notificationCalls,
  platformCalls,
  PlatformKind,
  PlatformReport,
} from '@vrportal/contract';
import { callRefs, notificationApi } from '@/lib/api-calls';
import { callApi, type CallOptions } from '@/lib/api-client';
import { currentLang } from '@/lib/lang';
import { unreadCountQuery, unreadOf } from '@/lib/unread-count';

/** POST /vrmcsys/dvlper/getDvNtyList {page}: 30 notifications a page, newest first. */
export type NotificationPage = CallAnswer<typeof notificationCalls.getDvNtyList>;

export function getDvNtyList(page: number, options?: CallOptions) {
  return callApi(notificationApi.getDvNtyList, { page }, options);
}

/** Another page exists while pages come back full and fewer than `total` are loaded. */
export function nextNotificationPage(pages: readonly NotificationPage[]): number | undefined {
  const last = pages.at(-1);
  if (!last || last.ntys.length < limits.notificationPageSize) return undefined;
  const loaded = pages.reduce((sum, page) => sum + page.ntys.length, 0);
  return loaded < last.total ? pages.length + 1 : undefined;
}

/**
 * The loaded pages outlive a visit elsewhere (a notification's link, the app center) for this
 * long, so coming back shows them all again rather than page 1 alone.
 */
export const NOTIFICATION_LIST_KEEP_MS = 60 * 60_000;

/** POST /vrmcsys/dvlper/getDvAuditReport {auditId, type, language}: one audit report. */
export type ReportType = CallRequest<typeof notificationCalls.getDvAuditReport>['type'];

export function getDvAuditReport(auditId: string, type: ReportType, options?: CallOptions) {
  return callApi(
    notificationApi.getDvAuditReport,
    { auditId, type, language: currentLang() },
    options,
  );
}

/** The four audit reports of platform items (platformCalls), names in the reader's language. */
const reportApi = callRefs<
  Pick<
    typeof platformCalls,
    'getDvAuditAchReport' | 'getDvAuditDestReport' | 'leaderboardAuditItems' | 'getAddOnAuditReport'
  >
>({
  getDvAuditAchReport: platformPaths.getDvAuditAchReport,
  getDvAuditDestReport: platformPaths.getDvAuditDestReport,
  leaderboardAuditItems: platformPaths.leaderboardAuditItems,
  getAddOnAuditReport: platformPaths.getAddOnAuditReport,
});

export type AnyPlatformReport =
  | { kind: Exclude<PlatformKind, 'addon'>; report: PlatformReport }
  | { kind: 'addon'; report: AddonReport };

/**
 * The report of a platform submission: achievements and destinations by {auditId}, leaderboards
 * (leaderboard/auditItems) and add-ons (getAddOnAuditReport) by {appId, auditId}.
 */
export async function getPlatformReport(
  kind: PlatformKind,
  auditId: string,
  appId: string,
  options?: CallOptions,
): Promise<AnyPlatformReport> {
  const language = currentLang();
  switch (kind) {
    case 'achievement':
      return {
        kind,
        report: await callApi(reportApi.getDvAuditAchReport, { auditId, language }, options),
      };
    case 'destination':
      return {
        kind,
        report: await callApi(reportApi.getDvAuditDestReport, { auditId, language }, options),
      };
    case 'leaderboard':
      return {
        kind,
        report: await callApi(
          reportApi.leaderboardAuditItems,
          { appId, auditId, language },
          options,
        ),
      };
    case 'addon':
      return {
        kind,
        report: await callApi(reportApi.getAddOnAuditReport, { appId, auditId, language }, options),
      };
  }
}

/** The queries of the notification centre. */
export const notificationQueries = {
  /**
   * The list, 30 a page. Each page 1 it loads also sets the bell's counter: the list's unread
   * count is the bell's, read from one query (unreadCountQuery). `fetchPage`: the tests' server.
   */
  list: (fetchPage = getDvNtyList) =>
    infiniteQueryOptions({
      queryKey: ['notifications', 'list'] as const,
      queryFn: async ({ pageParam, signal, client }) => {
        const page = await fetchPage(pageParam, { signal });
        if (pageParam === 1) client.setQueryData(unreadCountQuery().queryKey, unreadOf(page));
        return page;
      },
      initialPageParam: 1,
      getNextPageParam: (_last, pages) => nextNotificationPage(pages),
      gcTime: NOTIFICATION_LIST_KEEP_MS,
    }),
  /** an audit report; the view shows a missing or foreign report itself, not as a toast */
  report: (auditId: string, type: ReportType | null) =>
    queryOptions({
      queryKey: ['notifications', 'report', type, auditId] as const,
      queryFn: ({ signal }) => getDvAuditReport(auditId, type!, { signal }),
      enabled: type !== null && auditId !== '',
      meta: { quiet: true },
    }),
  /** the report of a platform submission; the view shows a missing one itself */
  platformReport: (kind: PlatformKind, auditId: string, appId: string) =>
    queryOptions({
      queryKey: ['notifications', 'platform-report', kind, auditId, appId] as const,
      queryFn: ({ signal }) => getPlatformReport(kind, auditId, appId, { signal }),
      enabled: auditId !== '',
      meta: { quiet: true },
    }),
};
