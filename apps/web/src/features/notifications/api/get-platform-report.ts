import { useQuery } from '@tanstack/react-query';
import { platformReportTag, type PlatformKind } from '@vrportal/contract';
import { notificationQueries } from './keys';

/** The platform kind of a notification's tag (achive, leaderboard, destination, addons). */
export function platformKindOfTag(tag: string): PlatformKind | null {
  const found = (Object.entries(platformReportTag) as [PlatformKind, string][]).find(
    ([, value]) => value === tag,
  );
  return found ? found[0] : null;
}

/** The report view shows a missing or foreign report as its own state, not as a toast. */
export function usePlatformReport(kind: PlatformKind, auditId: string, appId: string) {
  return useQuery(notificationQueries.platformReport(kind, auditId, appId));
}
