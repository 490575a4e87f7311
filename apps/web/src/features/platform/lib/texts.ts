import { useScreenText } from '@/lib/screen-text';
import type { Leaves, ScreenText } from '@/lib/screen-text';
import type { PlatformCatalogue } from './catalogue';

/** The screens' own namespace (src/locales/<locale>/platform.json), loaded with the screens. */
export const PLATFORM_NS = 'platform';

export type PlatformKey = Leaves<PlatformCatalogue>;
export type PlatformText = ScreenText<PlatformCatalogue>;

/** The texts of the platform screens, with keys checked against the English catalogue. */
export const usePlatformText = (): PlatformText => useScreenText<PlatformCatalogue>(PLATFORM_NS);
