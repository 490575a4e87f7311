import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { platformApi } from './calls';
import { platformKeys } from './keys';

/** POST /vrmcsys/dvlper/destination/list {appId}: the app's destinations. */
export function destinationList(appId: string, signal?: AbortSignal) {
  return callApi(platformApi.destinationList, { appId }, { signal });
}

/** The screen shows a failed load as its own state, not as a toast. */
export function useDestinationList(appId: string) {
  return useQuery({
    queryKey: platformKeys.list(appId, 'destination'),
    queryFn: ({ signal }) => destinationList(appId, signal),
    meta: { quiet: true },
    staleTime: 10_000,
  });
}
