import { useQuery } from '@tanstack/react-query';
import { limits, type AppCard } from '@vrportal/contract';
import { appApi } from '@/lib/api-calls';
import { callApi } from '@/lib/api-client';
import { teamKeys } from './keys';

/** Pages read at most: 50 apps a page, far more apps than any studio has. */
const MAX_PAGES = 20;

/**
 * Every app of the current organisation, name and id, read page by page through getOwnedApps
 * (POST /vrmcsys/dvlper/getOwnedApps {page, psize}) until a page comes back short.
 */
export async function orgApps(signal?: AbortSignal): Promise<Pick<AppCard, 'id' | 'name'>[]> {
  const apps: Pick<AppCard, 'id' | 'name'>[] = [];
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

/** The apps a member may be limited to, read when a form needs them. */
export function useOrgApps(enabled = true) {
  return useQuery({
    queryKey: teamKeys.apps,
    queryFn: ({ signal }) => orgApps(signal),
    enabled,
    meta: { quiet: true },
    staleTime: 60_000,
  });
}
