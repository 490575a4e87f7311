import { useQuery } from '@tanstack/react-query';
import { tracksQueries } from './keys';

/** The store track's rollout, its history and the adoption per version. */
export function useRollout(appId: string) {
  return useQuery(tracksQueries.rollout(appId));
}
