import { FinanceStatus, type FinanceInfo } from '@vrportal/contract';
import { Button } from 'antd';
import { EditOutlined, RedoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@/lib/time';

const TEXT = {
  [FinanceStatus.underReview]: 'status.underReview',
  [FinanceStatus.passed]: 'status.passed',
  [FinanceStatus.rejected]: 'status.rejected',
} as const;

/**
 * The review status of the profile: a coloured dot (orange under review, green passed, none for
 * not passed), the version, and Edit (passed) or Resubmit (not passed) when not editing.
 */
export function StatusRow({
  info,
  editing,
  onEdit,
}: {
  info: FinanceInfo;
  editing: boolean;
  onEdit: () => void;
}) {
  const { t } = useTranslation('finance');
  const status = info.status as keyof typeof TEXT;
  if (!(status in TEXT)) return null;
  return (
    <div className="fin-status portal-surface" data-status={status}>
      <span className="fin-status__label">{t('status.label')}</span>
      <span className={`fin-dot fin-dot--${status}`} aria-hidden="true" />
      <strong className="fin-status__text" data-testid="finance-status">
        {t(TEXT[status])}
      </strong>
      <span className="fin-status__meta">
        {t('status.version', { version: info.version, time: formatTime(info.submitTime) })}
      </span>
      <span className="fin-status__spacer" />
      {!editing && status === FinanceStatus.passed ? (
        <Button icon={<EditOutlined />} onClick={onEdit}>
          {t('actions.edit')}
        </Button>
      ) : null}
      {!editing && status === FinanceStatus.rejected ? (
        <Button type="primary" icon={<RedoOutlined />} onClick={onEdit}>
          {t('actions.resubmit')}
        </Button>
      ) : null}
    </div>
  );
}
