import type { Lang } from '@vrportal/contract';

type Lookup = (code: number, lang: Lang) => string;
let lookup: Lookup | null = null;

/**
 * The error catalogue's text of a code in a language. The catalogue (both languages of every
 * code) loads with the first error rather than with the sign-in page, which has to stay light.
 */
export async function errorTextOf(code: number, lang: Lang): Promise<string> {
  lookup ??= (await import('./error-catalogue')).errorText;
  return lookup(code, lang);
}
