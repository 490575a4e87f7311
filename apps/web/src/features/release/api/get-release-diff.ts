import { useQuery } from '@tanstack/react-query';
import { releaseQueries } from './keys';

export function useReleaseDiff(appId: string, cId: string) {
  return useQuery(releaseQueries.diff(appId, cId));
}
