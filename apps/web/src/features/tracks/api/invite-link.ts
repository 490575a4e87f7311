import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TestingTrack } from '@vrportal/contract';
import { callApi } from '@/lib/api-client';
import { trackApi } from './calls';
import { tracksQueries } from './keys';

/**
 * POST /vrmcsys/dvlper/track/inviteLink {appId, track, renew}: the track's invitation link, made
 * on first use; `renew` makes a new one and the old one stops working.
 */
export function inviteLink(appId: string, track: TestingTrack, renew: boolean) {
  return callApi(trackApi.trackInviteLink, { appId, track, renew });
}

export function useInviteLink(appId: string, track: TestingTrack) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (renew: boolean) => inviteLink(appId, track, renew),
    onSuccess: () => client.invalidateQueries({ queryKey: tracksQueries.list(appId).queryKey }),
  });
}
