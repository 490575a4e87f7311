import type texts from '../../../locales/en-US/tracks.json';

/** The texts of the tracks namespace, as the English catalogue holds them. */
export type TracksCatalogue = typeof texts;
