import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TestingTrack } from '@vrportal/contract';
import { callApi } from '@/lib/api-client';
import { trackApi } from './calls';
import { tracksKeys, tracksQueries } from './keys';

/**
 * POST /vrmcsys/dvlper/track/addTesters {appId, track, emails}: answers how many were added and
 * how many were on the list already (10722 past 2,000 testers).
 */
export function addTesters(appId: string, track: TestingTrack, emails: string[]) {
  return callApi(trackApi.trackAddTesters, { appId, track, emails });
}

export function useAddTesters(appId: string, track: TestingTrack) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (emails: string[]) => addTesters(appId, track, emails),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: tracksKeys.testersOf(appId, track) }),
        client.invalidateQueries({ queryKey: tracksQueries.list(appId).queryKey }),
      ]),
  });
}
