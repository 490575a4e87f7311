import { useQuery } from '@tanstack/react-query';
import { releaseQueries } from './keys';

export function useAppChannelList(appId: string) {
  return useQuery(releaseQueries.channels(appId));
}
