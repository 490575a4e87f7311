import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillsCatalogue } from './catalogue';

/** The screen's own namespace (src/locales/<locale>/bills.json), loaded with the screen. */
export const BILLS_NS = 'bills';

/** Every key of the namespace, as dotted paths to its texts. */
type Leaves<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Leaves<T[K]>}`;
}[keyof T & string];
export type BillsKey = Leaves<BillsCatalogue>;
export type BillsText = (key: BillsKey, vars?: Record<string, string | number>) => string;

/**
 * The texts of the bills screen, with keys checked against the English catalogue. Suspends
 * while the namespace loads, like every screen namespace.
 */
export function useBillsText(): BillsText {
  const { t } = useTranslation(BILLS_NS as never);
  const text = t as unknown as (key: string, vars?: Record<string, string | number>) => string;
  return useCallback<BillsText>((key, vars) => text(key, vars), [text]);
}
