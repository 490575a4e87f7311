import type { DayRangeTexts } from '@/components/DayRangeBar';

/** The keys of a range bar's texts: the same `range.*` keys in every namespace that shows one. */
export type DayRangeTextKey = `range.${keyof DayRangeTexts}`;

/**
 * The texts of a screen's `DayRangeBar`, read from its namespace's `range.*` keys; `zone` is the
 * portal's time zone its days are counted in.
 */
export function dayRangeTexts(
  text: (key: DayRangeTextKey, vars?: { zone: string }) => string,
  zone: string,
): DayRangeTexts {
  return {
    label: text('range.label'),
    shortcuts: text('range.shortcuts'),
    start: text('range.start'),
    end: text('range.end'),
    hint: text('range.hint'),
    zone: text('range.zone', { zone }),
  };
}
