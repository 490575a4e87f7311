import { SearchStatus } from '@vrportal/contract';
import type { SearchStatusValue } from '@vrportal/contract';
import type { AppSearch } from '../api/search-owned-apps';

/** The values of the super accounts' filter panel. */
export interface FilterValues {
  name?: string;
  appId?: string;
  pkg?: string;
  cgy: number;
  status: SearchStatusValue;
  showDoodle: 0 | 1;
}

export const initialFilters: FilterValues = { cgy: 0, status: SearchStatus.all, showDoodle: 0 };

/** The search body of the filters: empty texts and "all" choices are left out. */
export function toSearch(values: FilterValues): AppSearch {
  const text = (value: string | undefined) => value?.trim() || undefined;
  const search: AppSearch = { showDoodle: values.showDoodle };
  const name = text(values.name);
  const appId = text(values.appId);
  const pkg = text(values.pkg);
  if (name) search.name = name;
  if (appId) search.appId = appId;
  if (pkg) search.pkg = pkg;
  if (values.cgy) search.cgy = values.cgy;
  if (values.status) search.status = values.status;
  return search;
}
