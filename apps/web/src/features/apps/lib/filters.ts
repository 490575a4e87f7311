import { SearchStatus } from '@vrportal/contract';
import type { SearchStatusValue } from '@vrportal/contract';
import type { AppSearch } from '../api/keys';

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

/**
 * What the app list loads: a developer's own apps (null: the plain list); a super account's list
 * is always a search, the one picked or else the panel's initial filters, so the panel shows the
 * state the list is really in from the first load (drafts hidden, as the panel says).
 */
export function listSearch(isSuper: boolean, picked: AppSearch | null): AppSearch | null {
  if (!isSuper) return null;
  return picked ?? toSearch(initialFilters);
}

/** The list's title: a super account searches every app, a developer sees their own. */
export function listTitleKey(isSuper: boolean) {
  return isSuper ? ('list.titleAll' as const) : ('list.title' as const);
}
