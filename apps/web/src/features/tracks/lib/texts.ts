import { useScreenText } from '@/lib/screen-text';
import type { Leaves, ScreenText } from '@/lib/screen-text';
import type { TracksCatalogue } from './catalogue';

/** The screen's own namespace (src/locales/<locale>/tracks.json), loaded with the screen. */
export const TRACKS_NS = 'tracks';

export type TracksKey = Leaves<TracksCatalogue>;
export type TracksText = ScreenText<TracksCatalogue>;

/** The texts of the tracks screen, with keys checked against the English catalogue. */
export const useTracksText = (): TracksText => useScreenText<TracksCatalogue>(TRACKS_NS);
