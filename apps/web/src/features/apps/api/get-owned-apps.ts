import { useInfiniteQuery } from '@tanstack/react-query';
import { appQueries } from './keys';

export function useOwnedApps(enabled = true) {
  return useInfiniteQuery({ ...appQueries.owned(), enabled });
}
