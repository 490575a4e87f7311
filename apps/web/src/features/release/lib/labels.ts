import type { LabelledOption } from '@vrportal/contract';
import { currentLang } from '@/lib/lang';

/** The label of a contract option in the reader's language. */
export function optionLabel(option: { chinese: string; english: string }): string {
  return currentLang() === 'zh' ? option.chinese : option.english;
}

/** Contract options as antd options, labelled in the reader's language. */
export function toOptions<V>(options: readonly LabelledOption<V>[]) {
  return options.map((option) => ({ value: option.value, label: optionLabel(option) }));
}

export { formatBytes } from '@/lib/bytes';
