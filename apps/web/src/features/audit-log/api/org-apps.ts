import { useQuery } from '@tanstack/react-query';
import { limits, type AppCard } from '@vrportal/contract';
import { appApi } from '@/lib/api-calls';
import { callApi } from '@/lib/api-client';
import { auditKeys } from './keys';

/** Pages read at most: 50 apps a page, far more apps than any studio has. */
const MAX_PAGES = 20;

export type AppName = Pick<AppCard, 'id' | 'name'>;

/**
 * Every app of the current organisation, id and name, read page by page through getOwnedApps
 * (POST /vrmcsys/dvlper/getOwnedApps {page, psize}) until a page comes back short.
 */
export async function orgApps(signal?: AbortSignal): Promise<AppName[]> {
  const apps: AppName[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await callApi(
      appApi.getOwnedApps,
      { page, psize: limits.appPageSize },
      { signal },
    );
    apps.push(...answer.apps.map(({ id, name }) => ({ id, name })));
    if (answer.apps.length < limits.appPageSize) break;
  }
  return apps;
}

/** The apps of the app filter, and the names the entries show instead of their ids. */
export function useOrgApps(enabled: boolean) {
  return useQuery({
    queryKey: auditKeys.apps,
    queryFn: ({ signal }) => orgApps(signal),
    enabled,
    meta: { quiet: true },
    staleTime: 60_000,
  });
}
