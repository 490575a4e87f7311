import { currentLang } from '@/lib/lang';

/** A count with the reader's grouping: 12,345. */
export const formatCount = (value: number) =>
  value.toLocaleString(currentLang() === 'zh' ? 'zh-CN' : 'en-US', { maximumFractionDigits: 0 });
