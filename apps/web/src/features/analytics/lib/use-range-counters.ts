import type { CustomTypeOptions } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Counter } from '../components/Counters';
import { NO_FIGURE } from './format';

/** The counters a page may show: the keys of the `counter.*` texts, each a figure of an answer. */
type CounterKey = Exclude<keyof CustomTypeOptions['resources']['analytics']['counter'], 'label'>;

/**
 * The counters of a range's totals, in the order of `figures`: each labelled by its `counter.<key>`
 * text and showing the answer's field of that name as its figure formats it; every figure '--'
 * while there is no answer, or when the range has nothing to count.
 */
export function useRangeCounters<D extends object, K extends CounterKey & keyof D>(
  data: D | undefined,
  nothingToCount: (data: D) => boolean,
  figures: Record<K, (value: D[K]) => string>,
): Counter[] {
  const { t } = useTranslation('analytics');
  const shown = data !== undefined && !nothingToCount(data) ? data : undefined;
  return (Object.keys(figures) as K[]).map((key) => ({
    key,
    label: t(`counter.${key}`),
    value: shown === undefined ? NO_FIGURE : figures[key](shown[key]),
  }));
}
