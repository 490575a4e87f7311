import { useScreenText } from '@/lib/screen-text';
import type { Leaves, ScreenText } from '@/lib/screen-text';
import type { OverviewCatalogue } from './catalogue';

/** The screen's own namespace (src/locales/<locale>/overview.json), loaded with the screen. */
export const OVERVIEW_NS = 'overview';

export type OverviewKey = Leaves<OverviewCatalogue>;
export type OverviewText = ScreenText<OverviewCatalogue>;

/** The texts of the finance overview, with keys checked against the English catalogue. */
export const useOverviewText = (): OverviewText => useScreenText<OverviewCatalogue>(OVERVIEW_NS);
