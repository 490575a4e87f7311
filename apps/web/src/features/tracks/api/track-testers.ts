import { useQuery } from '@tanstack/react-query';
import type { TestingTrack } from '@vrportal/contract';
import { tracksQueries } from './keys';

/** Read while the testers' drawer is open; the page before stays while the next one loads. */
export function useTrackTesters(appId: string, track: TestingTrack, page: number, open: boolean) {
  return useQuery({ ...tracksQueries.testers(appId, track, page), enabled: open });
}
