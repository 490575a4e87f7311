import { Alert, Modal, Skeleton, Switch } from 'antd';
import type { MailKind } from '@vrportal/contract';
import { useTranslation } from 'react-i18next';
import { useMailPrefs, useSetMailPref } from '../api/mail-prefs';
import '../two-step.css';

/**
 * The kinds of mail the account gets, opened from the user menu: each goes with a notification,
 * which stays in the notification centre when its mail is turned off.
 */
export function MailPrefsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const { data, isPending, isError } = useMailPrefs(open);
  const set = useSetMailPref();
  const label: Record<MailKind, { title: string; text: string }> = {
    bills: { title: t('mailPrefs.bills'), text: t('mailPrefs.billsText') },
    rollouts: { title: t('mailPrefs.rollouts'), text: t('mailPrefs.rolloutsText') },
  };
  return (
    <Modal
      open={open}
      title={t('mailPrefs.title')}
      onCancel={onClose}
      footer={null}
      width={520}
      destroyOnHidden
    >
      <p className="mail-prefs__intro">{t('mailPrefs.intro')}</p>
      {isError ? <Alert type="error" showIcon title={t('mailPrefs.failed')} /> : null}
      {isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <ul className="mail-prefs">
          {(data?.kinds ?? []).map(({ kind, on }) => (
            <li key={kind} className="mail-prefs__item">
              <div className="mail-prefs__text">
                <span className="mail-prefs__title" id={`mail-pref-${kind}`}>
                  {label[kind].title}
                </span>
                <span className="mail-prefs__note">{label[kind].text}</span>
              </div>
              <Switch
                checked={on}
                loading={set.isPending && set.variables?.kind === kind}
                aria-labelledby={`mail-pref-${kind}`}
                onChange={(next) => set.mutate({ kind, on: next })}
              />
            </li>
          ))}
        </ul>
      )}
      <p className="mail-prefs__note">{t('mailPrefs.always')}</p>
    </Modal>
  );
}
