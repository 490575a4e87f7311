import { useInfiniteQuery } from '@tanstack/react-query';
import { appQueries, type AppSearch } from './keys';

/** Runs a search once one is given (null: no search yet, the plain list shows). */
export function useSearchOwnedApps(search: AppSearch | null) {
  return useInfiniteQuery(appQueries.search(search));
}
