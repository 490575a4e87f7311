import { useQuery } from '@tanstack/react-query';
import { tracksQueries } from './keys';

/** The app's package and live build, read from the same cache entry as the app center's. */
export function useAppDetail(appId: string) {
  return useQuery(tracksQueries.appDetail(appId));
}
