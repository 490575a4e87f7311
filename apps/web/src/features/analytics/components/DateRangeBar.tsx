import { DatePicker, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { currentLang } from '@/lib/lang';
import {
  DAY_FORMAT,
  SHORTCUTS,
  dayOf,
  outOfReach,
  shortcutOf,
  shortcutRange,
  type DayRange,
  type Shortcut,
} from '../lib/range';

/** Chinese weeks start on Monday, English (US) ones on Sunday. */
export const weekStart = (): 0 | 1 => (currentLang() === 'zh' ? 1 : 0);

/** The range a page opens with: the month so far. */
export const initialRange = (): DayRange => shortcutRange('month', dayjs(), weekStart());

/**
 * The date range of the figures: the shortcuts today, this week, this month and this year, or
 * any whole days of the past up to 366 of them. Days go to the calls as `YYYY-MM-DD`.
 */
export function DateRangeBar({
  value,
  onChange,
}: {
  value: DayRange;
  onChange: (range: DayRange) => void;
}) {
  const { t } = useTranslation('analytics');
  const today = dayjs();
  const active = shortcutOf(value, today, weekStart());

  return (
    <div className="ana-range" role="group" aria-label={t('range.label')}>
      <Radio.Group
        className="ana-range__shortcuts"
        optionType="button"
        aria-label={t('range.shortcuts')}
        value={active}
        onChange={(event) =>
          onChange(shortcutRange(event.target.value as Shortcut, dayjs(), weekStart()))
        }
        options={SHORTCUTS.map((shortcut) => ({ value: shortcut, label: t(`range.${shortcut}`) }))}
      />
      <div className="ana-range__picker">
        <DatePicker.RangePicker
          value={[dayjs(value.start), dayjs(value.end)]}
          format={DAY_FORMAT}
          allowClear={false}
          placeholder={[t('range.start'), t('range.end')]}
          aria-label={t('range.label')}
          disabledDate={(day: Dayjs, info) => outOfReach(day, dayjs(), info?.from)}
          classNames={{ popup: { root: 'ana-range__popup' } }}
          onChange={(days) => {
            const [start, end] = days ?? [];
            if (start && end) onChange({ start: dayOf(start), end: dayOf(end) });
          }}
        />
        <span className="ana-range__hint">{t('range.hint')}</span>
      </div>
    </div>
  );
}
