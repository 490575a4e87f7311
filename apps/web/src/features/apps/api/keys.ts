import { sharedKeys } from '@/lib/query-keys';

/** Query keys of the app list and the app center. */
export const appKeys = {
  all: sharedKeys.apps,
  owned: [...sharedKeys.apps, 'owned'] as const,
  search: (search: unknown) => [...sharedKeys.apps, 'search', search] as const,
  detail: sharedKeys.appDetail,
  history: (appId: string | null) => [...sharedKeys.apps, 'history', appId] as const,
  standard: (type: number | null) => [...sharedKeys.apps, 'standard', type] as const,
  cfg: [...sharedKeys.apps, 'cfg'] as const,
};
