import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { statusTone, statusTextKey } from '@/lib/app-status-view';

/** An app status (0..18) as a coloured tag with its text in the viewer's language. */
export function AppStatusTag({ status }: { status: number }) {
  const { t } = useTranslation('apps');
  return (
    <Tag color={statusTone(status)} className="app-status-tag" data-status={status}>
      {t(statusTextKey(status) as 'status.0', { status })}
    </Tag>
  );
}

/** The text of an app status, for tables and logs. */
export function useStatusText() {
  const { t } = useTranslation('apps');
  return (status: number) => t(statusTextKey(status) as 'status.0', { status });
}
