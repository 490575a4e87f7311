import type texts from '../../../locales/en-US/platform.json';

/** The texts of the platform namespace, as the English catalogue holds them. */
export type PlatformCatalogue = typeof texts;
