import { useQuery } from '@tanstack/react-query';
import { releaseQueries } from './keys';

export function useAppChannelInfo(appId: string, cId: string) {
  return useQuery(releaseQueries.channel(appId, cId));
}
