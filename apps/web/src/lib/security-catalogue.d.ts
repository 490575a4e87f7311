import type texts from '../locales/en-US/security.json';

/** The texts of the security namespace, as the English catalogue holds them. */
export type SecurityCatalogue = typeof texts;
