import { DatePicker, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DAY_FORMAT, dayOf, outOfReach, type DayRange } from '@/lib/day-range';
import './day-range-bar.css';

export interface DayRangeTexts {
  label: string;
  shortcuts: string;
  start: string;
  end: string;
  hint: string;
}

/**
 * A range of whole days: shortcut buttons, or any days of the past up to `maxDays` of them
 * picked in a range picker. `className` names the screen's bar (its tests find it by it).
 */
export function DayRangeBar<K extends string | number>({
  value,
  onChange,
  shortcuts,
  active,
  rangeOf,
  maxDays,
  texts,
  className,
}: {
  value: DayRange;
  onChange: (range: DayRange) => void;
  shortcuts: readonly { value: K; label: string }[];
  /** the shortcut the range equals, if any */
  active: K | null;
  rangeOf: (shortcut: K) => DayRange;
  maxDays: number;
  texts: DayRangeTexts;
  className: string;
}) {
  return (
    <div className={`day-range portal-surface ${className}`} role="group" aria-label={texts.label}>
      <Radio.Group
        className="day-range__shortcuts"
        optionType="button"
        aria-label={texts.shortcuts}
        value={active}
        onChange={(event) => onChange(rangeOf(event.target.value as K))}
        options={shortcuts.map((s) => ({ value: s.value, label: s.label }))}
      />
      <div className="day-range__picker">
        <DatePicker.RangePicker
          value={[dayjs(value.start), dayjs(value.end)]}
          format={DAY_FORMAT}
          allowClear={false}
          placeholder={[texts.start, texts.end]}
          aria-label={texts.label}
          disabledDate={(day: Dayjs, info) => outOfReach(day, dayjs(), info?.from, maxDays)}
          classNames={{ popup: { root: `day-range__popup ${className}__popup` } }}
          onChange={(days) => {
            const [start, end] = days ?? [];
            if (start && end) onChange({ start: dayOf(start), end: dayOf(end) });
          }}
        />
        <span className="day-range__hint">{texts.hint}</span>
      </div>
    </div>
  );
}
