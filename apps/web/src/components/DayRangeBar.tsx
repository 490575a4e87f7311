import { DatePicker, Radio, type DatePickerProps } from 'antd';
import dayjs, { type Dayjs } from '@/lib/dayjs';
import { cloneElement, type ReactElement } from 'react';
import {
  DAY_FORMAT,
  dayOf,
  matchingShortcut,
  outOfReach,
  portalToday,
  readsOtherDays,
  type DayRange,
} from '@/lib/day-range';
import type { PortalClock } from '@/lib/portal-clock';
import './day-range-bar.css';

export interface DayRangeTexts {
  label: string;
  shortcuts: string;
  start: string;
  end: string;
  hint: string;
  /** in which zone the days are counted, shown when the reader's clocks read another time */
  zone: string;
}

/** The class of a calendar popup that marks the portal's today (`portalTodayCell`). */
export const PORTAL_TODAY_POPUP = 'portal-today-calendar';

/**
 * Marks the portal's today in a picker's calendar, where antd marks the browser's (the popup
 * carries PORTAL_TODAY_POPUP, whose style moves the mark).
 */
export function portalTodayCell(today: Dayjs): DatePickerProps['cellRender'] {
  return (current, info) => {
    const cell = info.originNode as ReactElement<{ className?: string }>;
    if (info.type !== 'date' || !dayjs.isDayjs(current) || !current.isSame(today, 'day')) {
      return cell;
    }
    return cloneElement(cell, { className: `${cell.props.className ?? ''} portal-today`.trim() });
  };
}

/**
 * A range of whole days: shortcut buttons, or any days of the past up to `maxDays` of them
 * picked in a range picker. Days are the portal's: "today" is the day it is now in the portal's
 * time zone (`clock`), as the figures count it, whatever the browser's zone. `className` names
 * the screen's bar (its tests find it by it).
 */
export function DayRangeBar<K extends string | number>({
  value,
  onChange,
  shortcuts,
  rangeOf,
  maxDays,
  clock,
  texts,
  className,
}: {
  value: DayRange;
  onChange: (range: DayRange) => void;
  shortcuts: readonly { value: K; label: string }[];
  /** the range of a shortcut on the portal's `today` */
  rangeOf: (shortcut: K, today: Dayjs) => DayRange;
  maxDays: number;
  clock: PortalClock;
  texts: DayRangeTexts;
  className: string;
}) {
  const today = portalToday(clock);
  // the shortcut the range equals today, if any (a custom pick may match one)
  const active = matchingShortcut(
    value,
    shortcuts.map((s) => s.value),
    (shortcut) => rangeOf(shortcut, today),
  );
  return (
    <div className={`day-range portal-surface ${className}`} role="group" aria-label={texts.label}>
      <Radio.Group
        className="day-range__shortcuts"
        optionType="button"
        aria-label={texts.shortcuts}
        value={active}
        onChange={(event) => onChange(rangeOf(event.target.value as K, portalToday(clock)))}
        options={shortcuts.map((s) => ({ value: s.value, label: s.label }))}
      />
      <div className="day-range__picker">
        <DatePicker.RangePicker
          value={[dayjs(value.start), dayjs(value.end)]}
          format={DAY_FORMAT}
          allowClear={false}
          placeholder={[texts.start, texts.end]}
          aria-label={texts.label}
          disabledDate={(day: Dayjs, info) => outOfReach(day, today, info?.from, maxDays)}
          cellRender={portalTodayCell(today)}
          classNames={{
            popup: { root: `day-range__popup ${className}__popup ${PORTAL_TODAY_POPUP}` },
          }}
          onChange={(days) => {
            const [start, end] = days ?? [];
            if (start && end) onChange({ start: dayOf(start), end: dayOf(end) });
          }}
        />
        <span className="day-range__hint">{texts.hint}</span>
        {readsOtherDays(clock) ? (
          <span className="day-range__hint" data-testid="day-range-zone">
            {texts.zone}
          </span>
        ) : null}
      </div>
    </div>
  );
}
