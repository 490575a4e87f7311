import type { Lang } from '@vrportal/contract';

/** What a counter shows while it has no figure (loading, failed, or absent). */
export const NO_FIGURE = '--';

const locales: Record<Lang, string> = { zh: 'zh-CN', en: 'en-US' };

/** A count with the reader's digit grouping: "1,234". */
export function formatCount(value: number | null | undefined, lang: Lang): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return NO_FIGURE;
  return new Intl.NumberFormat(locales[lang]).format(value);
}

/** CNY fen in yuan with the currency sign and two decimals: 123456 -> "¥1,234.56". */
export function formatYuan(fen: number | null | undefined): string {
  if (typeof fen !== 'number' || !Number.isFinite(fen)) return NO_FIGURE;
  const yuan = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Math.abs(fen) / 100);
  return `${fen < 0 ? '-' : ''}¥${yuan}`;
}

/** Seconds as whole hours and minutes (rounded to the minute). */
export function splitDuration(seconds: number): { hours: number; minutes: number } {
  const minutes = Math.round(Math.max(0, seconds) / 60);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** Seconds in hours with one decimal, for a chart's axis. */
export const hoursOf = (seconds: number) => Math.round(seconds / 360) / 10;

/**
 * An add-on's name in the reader's language from its JSON text {"zh_CN": …, "en_US": …}; the
 * other language when the reader's is empty, and '--' when the text is not such JSON.
 */
export function addonName(json: string, lang: Lang): string {
  try {
    const value: unknown = JSON.parse(json);
    if (value && typeof value === 'object') {
      const names = value as { zh_CN?: unknown; en_US?: unknown };
      const own = lang === 'zh' ? names.zh_CN : names.en_US;
      const other = lang === 'zh' ? names.en_US : names.zh_CN;
      if (typeof own === 'string' && own.trim()) return own;
      if (typeof other === 'string' && other.trim()) return other;
    }
  } catch {
    // not JSON: fall through
  }
  return NO_FIGURE;
}

/** "2026-11-05" -> "11-05" for a day axis. */
export const shortDay = (day: string) => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? day.slice(5) : day);
