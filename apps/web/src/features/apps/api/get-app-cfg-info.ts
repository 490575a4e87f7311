import { useQuery } from '@tanstack/react-query';
import { appApi } from '@/lib/api-calls';
import { callApi, type CallOptions } from '@/lib/api-client';
import { appKeys } from './keys';

/** POST /vrmcsys/appstore/getAppCfgInfo (header platForm = 0): categories and game modes. */
export function getAppCfgInfo(options?: CallOptions) {
  return callApi(appApi.getAppCfgInfo, {}, { ...options, headers: { platForm: '0' } });
}

export function useAppCfgInfo(enabled = true) {
  return useQuery({
    queryKey: appKeys.cfg,
    queryFn: ({ signal }) => getAppCfgInfo({ signal }),
    staleTime: Infinity,
    enabled,
  });
}
