import { DatePicker, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  DAY_FORMAT,
  SHORTCUTS,
  dayOf,
  lastDays,
  outOfReach,
  shortcutOf,
  type DayRange,
  type Shortcut,
} from '../lib/range';
import { useOverviewText } from '../lib/texts';

/**
 * The date range of the overview: the last 7, 30 or 90 days, or any whole days of the past up to
 * 366 of them. Days go to the calls as `YYYY-MM-DD`.
 */
export function RangeBar({
  value,
  onChange,
}: {
  value: DayRange;
  onChange: (range: DayRange) => void;
}) {
  const t = useOverviewText();
  const active = shortcutOf(value, dayjs());

  return (
    <div className="fo-range" role="group" aria-label={t('range.label')}>
      <Radio.Group
        className="fo-range__shortcuts"
        optionType="button"
        aria-label={t('range.shortcuts')}
        value={active}
        onChange={(event) => onChange(lastDays(event.target.value as Shortcut, dayjs()))}
        options={SHORTCUTS.map((days) => ({ value: days, label: t('range.last', { days }) }))}
      />
      <div className="fo-range__picker">
        <DatePicker.RangePicker
          value={[dayjs(value.start), dayjs(value.end)]}
          format={DAY_FORMAT}
          allowClear={false}
          placeholder={[t('range.start'), t('range.end')]}
          aria-label={t('range.label')}
          disabledDate={(day: Dayjs, info) => outOfReach(day, dayjs(), info?.from)}
          classNames={{ popup: { root: 'fo-range__popup' } }}
          onChange={(days) => {
            const [start, end] = days ?? [];
            if (start && end) onChange({ start: dayOf(start), end: dayOf(end) });
          }}
        />
        <span className="fo-range__hint">{t('range.hint')}</span>
      </div>
    </div>
  );
}
