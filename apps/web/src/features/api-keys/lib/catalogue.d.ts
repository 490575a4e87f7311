import type texts from '../../../locales/en-US/apiKeys.json';

/** The texts of the apiKeys namespace, as the English catalogue holds them. */
export type ApiKeysCatalogue = typeof texts;
