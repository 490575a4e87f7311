import { useQuery } from '@tanstack/react-query';
import { releaseQueries } from './keys';

export function useReleaseForm(appId: string, cId: string) {
  return useQuery(releaseQueries.form(appId, cId));
}
