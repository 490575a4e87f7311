import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReleaseFormInputBody } from '@vrportal/contract';
import { callApi } from '@/lib/api-client';
import { releaseApi } from './calls';
import { releaseKeys } from './keys';
import type { WizardFormData } from './get-release-form';

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
      client.setQueryData<WizardFormData>(releaseKeys.form(appId, cId), (old) =>
        old ? { ...old, form } : old,
      );
      void client.invalidateQueries({ queryKey: releaseKeys.diff(appId, cId) });
      void client.invalidateQueries({ queryKey: releaseKeys.channels(appId) });
    },
  });
}
