import { DeveloperStatus, type AccountInfo } from '@vrportal/contract';
import { Alert, Descriptions, Modal, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAccountInfo } from '../api/get-account-info';

function statusKey(status: AccountInfo['status']) {
  switch (status) {
    case DeveloperStatus.approved:
      return 'user.statusApproved' as const;
    case DeveloperStatus.underReview:
      return 'user.statusUnderReview' as const;
    case DeveloperStatus.rejected:
      return 'user.statusRejected' as const;
    default:
      return 'user.statusNone' as const;
  }
}

/** Account information (getAccountInfo), opened from the user menu. */
export function AccountInfoModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const { data, isPending, isError } = useAccountInfo(open);
  const empty = <span className="muted">{t('user.empty')}</span>;
  return (
    <Modal open={open} title={t('user.info')} onCancel={onClose} footer={null} width={480} centered>
      {isError ? (
        <Alert type="error" showIcon title={t('user.loadFailed')} />
      ) : isPending || !data ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <Descriptions
          column={1}
          bordered
          size="small"
          items={[
            { key: 'account', label: t('user.account'), children: data.account },
            { key: 'mobile', label: t('user.mobile'), children: data.mobile ?? empty },
            { key: 'email', label: t('user.email'), children: data.email ?? empty },
            {
              key: 'developerName',
              label: t('user.developerName'),
              children: data.developerName ?? empty,
            },
            {
              key: 'status',
              label: t('user.developerStatus'),
              children: t(statusKey(data.status)),
            },
            {
              key: 'role',
              label: t('user.role'),
              children: data.admin === 1 ? t('user.roleSuper') : t('user.roleDeveloper'),
            },
          ]}
        />
      )}
    </Modal>
  );
}
