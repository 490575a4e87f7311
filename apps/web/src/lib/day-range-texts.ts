import type { DayRangeTexts } from '@/components/DayRangeBar';

/** The keys of a range bar's texts: the same `range.*` keys in every namespace that shows one. */
export type DayRangeTextKey = `range.${keyof DayRangeTexts}`;

/** The texts of a screen's `DayRangeBar`, read from its namespace's `range.*` keys. */
export function dayRangeTexts(text: (key: DayRangeTextKey) => string): DayRangeTexts {
  return {
    label: text('range.label'),
    shortcuts: text('range.shortcuts'),
    start: text('range.start'),
    end: text('range.end'),
    hint: text('range.hint'),
  };
}
