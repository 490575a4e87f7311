import type texts from '../../../locales/en-US/overview.json';

/** The texts of the overview namespace, as the English catalogue holds them. */
export type OverviewCatalogue = typeof texts;
