import type { Lang } from '@/lib/lang';

export type TextLang = 'zh_CN' | 'en_US';
export const TEXT_LANGS: readonly TextLang[] = ['zh_CN', 'en_US'];

/** The field of a bilingual text the reader's language reads. */
export const textLangOf = (lang: Lang): TextLang => (lang === 'zh' ? 'zh_CN' : 'en_US');

/**
 * A bilingual text in the reader's language; the other language only when that one is empty
 * (optional texts), so a page never shows both side by side.
 */
export function pickText(text: { zh_CN: string; en_US: string }, lang: Lang): string {
  const own = text[textLangOf(lang)].trim();
  if (own) return own;
  return (lang === 'zh' ? text.en_US : text.zh_CN).trim();
}

/** An empty bilingual text for a new form. */
export const emptyText = () => ({ zh_CN: '', en_US: '' });
