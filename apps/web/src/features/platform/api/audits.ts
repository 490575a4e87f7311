import { useQuery } from '@tanstack/react-query';
import type { CallAnswer, PlatformKind, platformCalls } from '@vrportal/contract';
import { callApi } from '@/lib/api-client';
import { platformApi } from './calls';
import { platformKeys } from './keys';

export type PlatformAudit = CallAnswer<typeof platformCalls.audits>['audits'][number];

/** POST /vrmcsys/dvlper/platform/audits {appId, kind}: the app's submissions, newest first. */
export function platformAudits(appId: string, kind: PlatformKind, signal?: AbortSignal) {
  return callApi(platformApi.audits, { appId, kind }, { signal });
}

export function usePlatformAudits(appId: string, kind: PlatformKind) {
  return useQuery({
    queryKey: platformKeys.audits(appId, kind),
    queryFn: ({ signal }) => platformAudits(appId, kind, signal),
    meta: { quiet: true },
    staleTime: 10_000,
  });
}
