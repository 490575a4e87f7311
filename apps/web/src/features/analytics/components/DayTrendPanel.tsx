import type { ComponentProps } from 'react';
import { TREND_COLORS } from '../lib/palette';
import { useFormats } from '../lib/use-formats';
import { TrendPanel } from './Charts';

type TrendPanelProps = ComponentProps<typeof TrendPanel>;

/**
 * A line of one figure by day, as the application data and activity pages draw several: its test
 * id (`chart-<name>`) and colour named by `name`, its values counts unless `format` says otherwise.
 */
export function DayTrendPanel({
  name,
  format,
  ...panel
}: Omit<TrendPanelProps, 'testId' | 'color' | 'label' | 'format'> & {
  name: keyof typeof TREND_COLORS;
  format?: TrendPanelProps['format'];
}) {
  const f = useFormats();
  return (
    <TrendPanel
      testId={`chart-${name}`}
      color={TREND_COLORS[name]}
      format={format ?? f.count}
      label={f.day}
      {...panel}
    />
  );
}
