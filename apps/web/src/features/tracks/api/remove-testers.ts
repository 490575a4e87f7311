import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TestingTrack } from '@vrportal/contract';
import { callApi } from '@/lib/api-client';
import { trackApi } from './calls';
import { tracksKeys, tracksQueries } from './keys';

/** POST /vrmcsys/dvlper/track/removeTesters {appId, track, emails}: answers how many went. */
export function removeTesters(appId: string, track: TestingTrack, emails: string[]) {
  return callApi(trackApi.trackRemoveTesters, { appId, track, emails });
}

export function useRemoveTesters(appId: string, track: TestingTrack) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (emails: string[]) => removeTesters(appId, track, emails),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: tracksKeys.testersOf(appId, track) }),
        client.invalidateQueries({ queryKey: tracksQueries.list(appId).queryKey }),
      ]),
  });
}
