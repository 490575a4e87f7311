import type { CallRequest, playerReviewCalls } from '@vrportal/contract';

type ListRequest = CallRequest<typeof playerReviewCalls.reviewList>;

/** The list's filters as the screen holds them: unset is "any". */
export interface ReviewFilterValues {
  rating: number | null;
  language: string | null;
  versionCode: number | null;
  replied: boolean | null;
  q: string;
}

export const noFilters: ReviewFilterValues = {
  rating: null,
  language: null,
  versionCode: null,
  replied: null,
  q: '',
};

/** The filters of a call: only those set, the search without its outer spaces. */
export function requestOf(
  appId: string,
  f: ReviewFilterValues,
): Omit<ListRequest, 'page' | 'psize'> {
  const q = f.q.trim();
  return {
    appId,
    ...(f.rating !== null ? { rating: f.rating } : {}),
    ...(f.language !== null ? { language: f.language } : {}),
    ...(f.versionCode !== null ? { versionCode: f.versionCode } : {}),
    ...(f.replied !== null ? { replied: f.replied } : {}),
    ...(q ? { q } : {}),
  };
}

/** The rating the address asks for (?rating=1, the link of a low-rating notification). */
export function ratingOf(value: string | null): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 5 ? n : null;
}
