import { useScreenText } from '@/lib/screen-text';
import type { Leaves, ScreenText } from '@/lib/screen-text';
import type { ApiKeysCatalogue } from './catalogue';

/** The screen's own namespace (src/locales/<locale>/apiKeys.json), loaded with the screen. */
export const API_KEYS_NS = 'apiKeys';

export type ApiKeysKey = Leaves<ApiKeysCatalogue>;
export type ApiKeysText = ScreenText<ApiKeysCatalogue>;

/** The texts of the API keys screen, with keys checked against the English catalogue. */
export const useApiKeysText = (): ApiKeysText => useScreenText<ApiKeysCatalogue>(API_KEYS_NS);
