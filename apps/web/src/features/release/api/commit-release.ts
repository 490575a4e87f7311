import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appApi } from '@/lib/api-calls';
import { callApi } from '@/lib/api-client';
import { releaseApi } from './calls';
import { releaseKeys } from './keys';
import { sharedKeys } from '@/lib/query-keys';

/**
 * POST /vrmcsys/dvlper/commitAppInfo {appId} or commitAppInfoTob {appId, cId}: checks the
 * whole form and starts the review; answers the new status (10510 with data.missing, 36111
 * while a build is still merging).
 */
export function commitRelease(appId: string, cId: string) {
  return cId
    ? callApi(releaseApi.commitAppInfoTob, { appId, cId })
    : callApi(appApi.commitAppInfo, { appId });
}

export function useCommitRelease(appId: string, cId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => commitRelease(appId, cId),
    meta: { quiet: true },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: releaseKeys.app(appId) });
      void client.invalidateQueries({ queryKey: sharedKeys.apps });
    },
  });
}
