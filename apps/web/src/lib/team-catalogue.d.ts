import type texts from '../locales/en-US/team.json';

/** The texts of the team namespace, as the English catalogue holds them. */
export type TeamCatalogue = typeof texts;
