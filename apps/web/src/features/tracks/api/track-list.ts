import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { trackApi } from './calls';
import { tracksKeys } from './keys';

/** A build's automatic check runs after its upload: the list is read again until it ends. */
const CHECK_POLL_MS = 2000;

/**
 * POST /vrmcsys/dvlper/track/list {appId}: ALPHA, BETA and RC with their build, check, notes,
 * testers and link, and the store's live build.
 */
export function trackList(appId: string, signal?: AbortSignal) {
  return callApi(trackApi.trackList, { appId }, { signal });
}

/** The screen shows a failed load as its own state, not as a toast. */
export function useTrackList(appId: string) {
  return useQuery({
    queryKey: tracksKeys.list(appId),
    queryFn: ({ signal }) => trackList(appId, signal),
    meta: { quiet: true },
    refetchInterval: (query) =>
      query.state.data?.tracks.some((entry) => entry.build?.check === 'pending')
        ? CHECK_POLL_MS
        : false,
  });
}
