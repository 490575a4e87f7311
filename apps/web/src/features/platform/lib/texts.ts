import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlatformCatalogue } from './catalogue';

/** The screens' own namespace (src/locales/<locale>/platform.json), loaded with the screens. */
export const PLATFORM_NS = 'platform';

/** Every key of the namespace, as dotted paths to its texts. */
type Leaves<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Leaves<T[K]>}`;
}[keyof T & string];
export type PlatformKey = Leaves<PlatformCatalogue>;
export type PlatformText = (key: PlatformKey, vars?: Record<string, string | number>) => string;

/**
 * The texts of the platform screens, with keys checked against the English catalogue. Suspends
 * while the namespace loads, like every screen namespace.
 */
export function usePlatformText(): PlatformText {
  const { t } = useTranslation(PLATFORM_NS as never);
  const text = t as unknown as (key: string, vars?: Record<string, string | number>) => string;
  return useCallback<PlatformText>((key, vars) => text(key, vars), [text]);
}
