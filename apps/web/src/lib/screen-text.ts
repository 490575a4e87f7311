import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Every key of a catalogue, as dotted paths to its texts. */
export type Leaves<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Leaves<T[K]>}`;
}[keyof T & string];

/** A screen's text function, its keys checked against the screen's English catalogue. */
export type ScreenText<Catalogue> = (
  key: Leaves<Catalogue>,
  vars?: Record<string, string | number>,
) => string;

/**
 * The texts of a screen's own namespace (src/locales/<locale>/<ns>.json), loaded with the
 * screen. Suspends while the namespace loads, like every screen namespace.
 */
export function useScreenText<Catalogue>(ns: string): ScreenText<Catalogue> {
  // the namespace is not in the app's resource types: its keys are checked by ScreenText instead
  const { t } = useTranslation(ns as never);
  const text = t as unknown as (key: string, vars?: Record<string, string | number>) => string;
  return useCallback<ScreenText<Catalogue>>((key, vars) => text(key, vars), [text]);
}
