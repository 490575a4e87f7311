import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { trackApi } from './calls';
import { tracksKeys } from './keys';

/**
 * POST /vrmcsys/dvlper/rollout/get {appId}: the share the next update starts with, the current
 * or last rollout with its history, the adoption per version over 30 days, the portal's zone.
 */
export function rolloutOf(appId: string, signal?: AbortSignal) {
  return callApi(trackApi.rolloutGet, { appId }, { signal });
}

export function useRollout(appId: string) {
  return useQuery({
    queryKey: tracksKeys.rollout(appId),
    queryFn: ({ signal }) => rolloutOf(appId, signal),
    meta: { quiet: true },
  });
}
