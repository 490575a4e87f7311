import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { platformApi } from './calls';
import { platformKeys } from './keys';

/** POST /vrmcsys/dvlper/addon/list {appId}: the app's add-ons with their publication state. */
export function addonList(appId: string, signal?: AbortSignal) {
  return callApi(platformApi.addonList, { appId }, { signal });
}

/** The screen shows a failed load as its own state, not as a toast. */
export function useAddonList(appId: string) {
  return useQuery({
    queryKey: platformKeys.list(appId, 'addon'),
    queryFn: ({ signal }) => addonList(appId, signal),
    meta: { quiet: true },
    staleTime: 10_000,
  });
}
