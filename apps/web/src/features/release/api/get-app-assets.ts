import { useQuery } from '@tanstack/react-query';
import { releaseQueries } from './keys';

export function useAppAssets(appId: string, cId: string) {
  return useQuery(releaseQueries.assets(appId, cId));
}
