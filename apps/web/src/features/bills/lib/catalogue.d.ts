import type texts from '../../../locales/en-US/bills.json';

/** The texts of the bills namespace, as the English catalogue holds them. */
export type BillsCatalogue = typeof texts;
