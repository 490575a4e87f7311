import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlatformKind } from '@vrportal/contract';
import { callApi } from '@/lib/api-client';
import { platformApi } from './calls';
import { platformKeys, platformQueries } from './keys';

/**
 * POST /vrmcsys/dvlper/platform/submit {appId, kind, ids}: the items go to review together;
 * answers the submission's auditId.
 */
export function submitItems(appId: string, kind: PlatformKind, ids: string[]) {
  return callApi(platformApi.submit, { appId, kind, ids });
}

export function useSubmitItems(appId: string, kind: PlatformKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => submitItems(appId, kind, ids),
    meta: { quiet: true },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: platformKeys.list(appId, kind) }),
        client.invalidateQueries({ queryKey: platformQueries.audits(appId, kind).queryKey }),
      ]),
  });
}
