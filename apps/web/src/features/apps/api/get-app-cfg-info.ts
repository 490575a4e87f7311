import { useQuery } from '@tanstack/react-query';
import { appQueries } from './keys';

export function useAppCfgInfo(enabled = true) {
  return useQuery({ ...appQueries.cfg(), enabled });
}
