import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCalendarStatus } from '../api/get-calendar-status';

/**
 * Says which years the working-day calendar lacks (bills there count Monday to Friday) and how
 * the operator imports them; nothing while every year needed is known.
 */
export function CalendarNotice() {
  const { t } = useTranslation('review');
  const { data } = useCalendarStatus();
  if (!data || data.missing.length === 0) return null;
  return (
    <Alert
      className="calendar-notice"
      type="warning"
      showIcon
      role="status"
      title={t('calendar.title', { years: data.missing.join(', ') })}
      description={
        <>
          {t('calendar.text')} <code>npm run admin -- holidays import &lt;file&gt;</code>
        </>
      }
    />
  );
}
