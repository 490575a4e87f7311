import { useQuery } from '@tanstack/react-query';
import { platformPaths, platformReportTag } from '@vrportal/contract';
import type { AddonReport, PlatformKind, PlatformReport, platformCalls } from '@vrportal/contract';
import { callRefs } from '@/lib/api-calls';
import { callApi, type CallOptions } from '@/lib/api-client';
import { currentLang } from '@/lib/lang';
import { notificationKeys } from './keys';

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

/** The platform kind of a notification's tag (achive, leaderboard, destination, addons). */
export function platformKindOfTag(tag: string): PlatformKind | null {
  const found = (Object.entries(platformReportTag) as [PlatformKind, string][]).find(
    ([, value]) => value === tag,
  );
  return found ? found[0] : null;
}

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

/** The report view shows a missing or foreign report as its own state, not as a toast. */
export function usePlatformReport(kind: PlatformKind, auditId: string, appId: string) {
  return useQuery({
    queryKey: notificationKeys.platformReport(kind, auditId, appId),
    queryFn: ({ signal }) => getPlatformReport(kind, auditId, appId, { signal }),
    enabled: auditId !== '',
    meta: { quiet: true },
  });
}
