import type { Lang } from '@vrportal/contract';
import { formatUsd } from '@/lib/usd';

// the dollar amounts and the fee rate read as on the other money screens
export { formatPercent, formatSignedUsd, formatUsd } from '@/lib/usd';

/** What a value shows when it cannot be read. */
export const NO_VALUE = '--';

const locales: Record<Lang, string> = { zh: 'zh-CN', en: 'en-US' };

/** A money part taken off the total, shown with a minus sign: 1250 -> "-$12.50". */
export function formatDeduction(cents: number, lang: Lang): string {
  return formatUsd(cents === 0 ? 0 : -Math.abs(cents), lang);
}

/** Which plural form a count takes in the reader's language ('one' or 'other'). */
export function pluralForm(count: number, lang: Lang): 'one' | 'other' {
  return new Intl.PluralRules(locales[lang]).select(count) === 'one' ? 'one' : 'other';
}
