import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { OverviewCatalogue } from './catalogue';

/** The screen's own namespace (src/locales/<locale>/overview.json), loaded with the screen. */
export const OVERVIEW_NS = 'overview';

/** Every key of the namespace, as dotted paths to its texts. */
type Leaves<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Leaves<T[K]>}`;
}[keyof T & string];
export type OverviewKey = Leaves<OverviewCatalogue>;
export type OverviewText = (key: OverviewKey, vars?: Record<string, string | number>) => string;

/**
 * The texts of the finance overview, with keys checked against the English catalogue. Suspends
 * while the namespace loads, like every screen namespace.
 */
export function useOverviewText(): OverviewText {
  const { t } = useTranslation(OVERVIEW_NS as never);
  const text = t as unknown as (key: string, vars?: Record<string, string | number>) => string;
  return useCallback<OverviewText>((key, vars) => text(key, vars), [text]);
}
