import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { trackLimits, type TestingTrack } from '@vrportal/contract';
import { callApi } from '@/lib/api-client';
import { trackApi } from './calls';
import { tracksKeys } from './keys';

/** POST /vrmcsys/dvlper/track/testers {appId, track, page, psize}: one page of a track's testers. */
export function trackTesters(
  appId: string,
  track: TestingTrack,
  page: number,
  signal?: AbortSignal,
) {
  return callApi(
    trackApi.trackTesters,
    { appId, track, page, psize: trackLimits.testerPageSize },
    { signal },
  );
}

/** Read while the testers' drawer is open; the page before stays while the next one loads. */
export function useTrackTesters(appId: string, track: TestingTrack, page: number, open: boolean) {
  return useQuery({
    queryKey: tracksKeys.testers(appId, track, page),
    queryFn: ({ signal }) => trackTesters(appId, track, page, signal),
    enabled: open,
    meta: { quiet: true },
    placeholderData: keepPreviousData,
  });
}
