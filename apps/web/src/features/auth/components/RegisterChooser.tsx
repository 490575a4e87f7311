import { MailOutlined, MobileOutlined, RightOutlined } from '@ant-design/icons';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOpenedOnce } from '@/hooks/use-opened-once';
import type { RegisterFlow } from '../hooks/use-login-mode';

/** Asks whether to register with the China flow (phone + SMS) or the e-mail flow. */
export function RegisterChooser({
  open,
  onChoose,
  onCancel,
}: {
  open: boolean;
  onChoose: (flow: RegisterFlow) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('auth');
  const opened = useOpenedOnce(open);
  if (!opened) return null;
  const options = [
    {
      flow: 'phone' as const,
      icon: <MobileOutlined />,
      title: t('register.chooseChina'),
      hint: t('register.chooseChinaHint'),
    },
    {
      flow: 'email' as const,
      icon: <MailOutlined />,
      title: t('register.chooseEmail'),
      hint: t('register.chooseEmailHint'),
    },
  ];
  return (
    <Modal
      open={open}
      title={t('register.chooserTitle')}
      onCancel={onCancel}
      footer={null}
      width={460}
      centered
      destroyOnHidden
    >
      <p className="chooser-intro">{t('register.chooserIntro')}</p>
      <div className="chooser-options">
        {options.map((option) => (
          <button
            key={option.flow}
            type="button"
            className="chooser-option portal-card-button"
            onClick={() => onChoose(option.flow)}
          >
            <span className="chooser-option__icon portal-icon-tile" aria-hidden="true">
              {option.icon}
            </span>
            <span className="chooser-option__text">
              <span className="chooser-option__title">{option.title}</span>
              <span className="chooser-option__hint">{option.hint}</span>
            </span>
            <RightOutlined className="chooser-option__arrow" aria-hidden="true" />
          </button>
        ))}
      </div>
    </Modal>
  );
}
