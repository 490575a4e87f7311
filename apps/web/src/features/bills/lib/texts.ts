import { useScreenText } from '@/lib/screen-text';
import type { Leaves, ScreenText } from '@/lib/screen-text';
import type { BillsCatalogue } from './catalogue';

/** The screen's own namespace (src/locales/<locale>/bills.json), loaded with the screen. */
export const BILLS_NS = 'bills';

export type BillsKey = Leaves<BillsCatalogue>;
export type BillsText = ScreenText<BillsCatalogue>;

/** The texts of the bills screen, with keys checked against the English catalogue. */
export const useBillsText = (): BillsText => useScreenText<BillsCatalogue>(BILLS_NS);
