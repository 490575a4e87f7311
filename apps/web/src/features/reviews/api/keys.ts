import type { ReviewFilterValues } from '../lib/filters';

/** Query keys of the reviews screen: everything of an app, its list pages and its summary. */
export const reviewsKeys = {
  app: (appId: string) => ['reviews', appId] as const,
  list: (appId: string, filters: ReviewFilterValues, page: number) =>
    ['reviews', appId, 'list', filters, page] as const,
  summary: (appId: string, days: number) => ['reviews', appId, 'summary', days] as const,
};
