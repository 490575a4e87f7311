import { useQuery } from '@tanstack/react-query';
import type { CallRequest, notificationCalls } from '@vrportal/contract';
import { notificationApi } from '@/lib/api-calls';
import { callApi, type CallOptions } from '@/lib/api-client';
import { currentLang } from '@/lib/lang';
import { appKeys } from './keys';

/**
 * POST /vrmcsys/dvlper/getAuditStandard {type, language}: the checklist reviewers use (2 manual
 * technical review, 3 content review), shown as the guideline documents of the app center.
 */
export type AuditStandardType = CallRequest<typeof notificationCalls.getAuditStandard>['type'];

export function getAuditStandard(type: AuditStandardType, options?: CallOptions) {
  return callApi(notificationApi.getAuditStandard, { type, language: currentLang() }, options);
}

export function useAuditStandard(type: AuditStandardType | null) {
  return useQuery({
    queryKey: appKeys.standard(type),
    queryFn: ({ signal }) => getAuditStandard(type!, { signal }),
    enabled: type !== null,
    staleTime: Infinity,
  });
}
