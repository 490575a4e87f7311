import { useQuery } from '@tanstack/react-query';
import { tracksQueries } from './keys';

/** The tracks; the screen shows a failed load as its own state, not as a toast. */
export function useTrackList(appId: string) {
  return useQuery(tracksQueries.list(appId));
}
