import { useQuery } from '@tanstack/react-query';
import type { AppReleaseDetail, ReleaseForm } from '@vrportal/contract';
import { appApi } from '@/lib/api-calls';
import { callApi, type CallOptions } from '@/lib/api-client';
import { releaseApi } from './calls';
import { releaseKeys } from './keys';

/**
 * The app as the wizard needs it besides its form: its name, the audit report a failed review
 * links to.
 */
export type ReleaseApp = Pick<AppReleaseDetail, 'name' | 'failedAudit'>;

export interface WizardFormData {
  form: ReleaseForm;
  app: ReleaseApp | null;
}

/**
 * The release form: POST /vrmcsys/dvlper/getAppDetailInfo {appId} (its `form`) for the main
 * store, POST /vrmcsys/dvlper/getAppInfoTob {appId, cId} for a business channel.
 */
export async function getReleaseForm(
  appId: string,
  cId: string,
  options?: CallOptions,
): Promise<WizardFormData> {
  if (cId)
    return { form: await callApi(releaseApi.getAppInfoTob, { appId, cId }, options), app: null };
  const detail = await callApi(appApi.getAppDetailInfo, { appId }, options);
  return {
    form: detail.form,
    app: { name: detail.name, failedAudit: detail.failedAudit },
  };
}

export function useReleaseForm(appId: string, cId: string) {
  return useQuery({
    queryKey: releaseKeys.form(appId, cId),
    queryFn: ({ signal }) => getReleaseForm(appId, cId, { signal }),
    meta: { quiet: true },
    staleTime: 0,
  });
}
