import { queryOptions, useQuery } from '@tanstack/react-query';
import { limits, type AppCard } from '@vrportal/contract';
import { appApi } from './api-calls';
import { callApi } from './api-client';
import { sharedKeys } from './query-keys';

/** Pages read at most: 50 apps a page, far more apps than any studio has. */
const MAX_PAGES = 20;

export type AppName = Pick<AppCard, 'id' | 'name'>;

/**
 * Every app of the current organisation, id and name, read page by page through getOwnedApps
 * (POST /vrmcsys/dvlper/getOwnedApps {page, psize}) until a page comes back short. The team
 * screens limit members to some of them; the audit log filters by them and names them.
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

/** The organisation's apps, id and name. */
export const orgAppsQuery = () =>
  queryOptions({
    queryKey: sharedKeys.orgApps,
    queryFn: ({ signal }) => orgApps(signal),
    meta: { quiet: true },
    staleTime: 60_000,
  });

/** The organisation's apps, read when a screen needs them. */
export function useOrgApps(enabled = true) {
  return useQuery({ ...orgAppsQuery(), enabled });
}
