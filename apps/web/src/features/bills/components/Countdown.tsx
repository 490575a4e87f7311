import { ClockCircleOutlined } from '@ant-design/icons';
import { currentLang } from '@/lib/lang';
import { countdownOf } from '../lib/countdown';
import { pluralForm } from '../lib/format';
import { useBillsText, type BillsText } from '../lib/texts';

/** "3 days 5 hours" in the reader's language. */
export function durationText(t: BillsText, left: { days: number; hours: number }): string {
  const lang = currentLang();
  return t('time.join', {
    days: t(`time.days.${pluralForm(left.days, lang)}`, { count: left.days }),
    hours: t(`time.hours.${pluralForm(left.hours, lang)}`, { count: left.hours }),
  });
}

/** Days and hours left until a deadline, under its label; nothing once it has passed. */
export function Countdown({ label, until, now }: { label: string; until: string; now: number }) {
  const t = useBillsText();
  const left = countdownOf(until, now);
  if (!left) return null;
  return (
    <p className="bill-countdown">
      <ClockCircleOutlined className="bill-countdown__icon" aria-hidden="true" />
      <span className="bill-countdown__label">{label}</span>
      <strong className="bill-countdown__value" role="timer" data-testid="countdown">
        {durationText(t, left)}
      </strong>
    </p>
  );
}
