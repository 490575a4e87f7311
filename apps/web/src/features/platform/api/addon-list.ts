import { useQuery } from '@tanstack/react-query';
import { platformQueries } from './keys';

/** The screen shows a failed load as its own state, not as a toast. */
export function useAddonList(appId: string) {
  return useQuery(platformQueries.addonList(appId));
}
