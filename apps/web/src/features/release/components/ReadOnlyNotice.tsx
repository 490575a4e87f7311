import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStatusText } from '@/components/AppStatusTag';
import { readOnlyReason } from '../lib/read-only';

/** Why the release's form cannot change now, and when its developer can edit it again. */
export function ReadOnlyNotice({ status }: { status: number }) {
  const { t } = useTranslation('release');
  const statusText = useStatusText();
  const reason = readOnlyReason(status);
  return (
    <Alert
      className="rel-alert"
      type="warning"
      showIcon
      title={t(`wizard.readOnly.${reason}.title`)}
      description={t(`wizard.readOnly.${reason}.text`, { status: statusText(status) })}
      data-testid="read-only"
      data-reason={reason}
    />
  );
}
