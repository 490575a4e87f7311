import type texts from '../../../locales/en-US/reviews.json';

/** The texts of the reviews namespace, as the English catalogue holds them. */
export type ReviewsCatalogue = typeof texts;
