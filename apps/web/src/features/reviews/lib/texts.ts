import { useScreenText } from '@/lib/screen-text';
import type { Leaves, ScreenText } from '@/lib/screen-text';
import type { ReviewsCatalogue } from './catalogue';

/** The screen's own namespace (src/locales/<locale>/reviews.json), loaded with the screen. */
export const REVIEWS_NS = 'reviews';

export type ReviewsKey = Leaves<ReviewsCatalogue>;
export type ReviewsText = ScreenText<ReviewsCatalogue>;

/** The texts of the reviews screen, with keys checked against the English catalogue. */
export const useReviewsText = (): ReviewsText => useScreenText<ReviewsCatalogue>(REVIEWS_NS);
