import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PromoteTarget, TestingTrack } from '@vrportal/contract';
import { callApi } from '@/lib/api-client';
import { sharedKeys } from '@/lib/query-keys';
import { trackApi } from './calls';
import { tracksQueries } from './keys';

/**
 * POST /vrmcsys/dvlper/track/promote {appId, from, to}: a passed build moves to another track,
 * or to the store, where it becomes the release wizard's draft build.
 */
export function promoteBuild(appId: string, from: TestingTrack, to: PromoteTarget) {
  return callApi(trackApi.trackPromote, { appId, from, to });
}

export function usePromoteBuild(appId: string, from: TestingTrack) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (to: PromoteTarget) => promoteBuild(appId, from, to),
    onSuccess: async (answer) => {
      // the store's draft build changed: the app center and the release wizard read it again
      if (answer.to === 'store') await client.invalidateQueries({ queryKey: sharedKeys.apps });
      await client.invalidateQueries({ queryKey: tracksQueries.list(appId).queryKey });
    },
  });
}
