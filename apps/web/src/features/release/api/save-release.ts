import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReleaseFormInputBody } from '@vrportal/contract';
import { callApi } from '@/lib/api-client';
import { releaseApi } from './calls';
import { releaseQueries } from './keys';

/**
 * POST /vrmcsys/dvlper/saveAppInfo {appId, ...fields} or saveAppInfoTob {appId, cId, ...}:
 * stores the given fields of the draft and answers the whole form (10500 names the fields).
 */
export function saveRelease(appId: string, cId: string, body: ReleaseFormInputBody) {
  return cId
    ? callApi(releaseApi.saveAppInfoTob, { ...body, appId, cId })
    : callApi(releaseApi.saveAppInfo, { ...body, appId });
}

/** The wizard shows this call's errors itself (10500 marks the fields). */
export function useSaveRelease(appId: string, cId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReleaseFormInputBody) => saveRelease(appId, cId, body),
    meta: { quiet: true },
    onSuccess: (form) => {
      client.setQueryData(releaseQueries.form(appId, cId).queryKey, (old) =>
        old ? { ...old, form } : old,
      );
      void client.invalidateQueries({ queryKey: releaseQueries.diff(appId, cId).queryKey });
      void client.invalidateQueries({ queryKey: releaseQueries.channels(appId).queryKey });
    },
  });
}
