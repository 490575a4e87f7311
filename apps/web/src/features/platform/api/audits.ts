import { useQuery } from '@tanstack/react-query';
import type { CallAnswer, PlatformKind, platformCalls } from '@vrportal/contract';
import { platformQueries } from './keys';

export type PlatformAudit = CallAnswer<typeof platformCalls.audits>['audits'][number];

export function usePlatformAudits(appId: string, kind: PlatformKind) {
  return useQuery(platformQueries.audits(appId, kind));
}
