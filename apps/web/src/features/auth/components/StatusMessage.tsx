import {
  CheckCircleFilled,
  CloseCircleFilled,
  LoadingOutlined,
  MailOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

const icons = {
  success: <CheckCircleFilled />,
  error: <CloseCircleFilled />,
  waiting: <LoadingOutlined />,
  mail: <MailOutlined />,
};

/** A finished state of a sign-in flow: icon, title, explanation and the next step. */
export function StatusMessage({
  kind,
  title,
  children,
  actions,
}: {
  kind: keyof typeof icons;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className={`status-message status-message--${kind}`} role="status" aria-live="polite">
      <span className="status-message__icon" aria-hidden="true">
        {icons[kind]}
      </span>
      <h2 className="status-message__title">{title}</h2>
      {children ? <div className="status-message__text">{children}</div> : null}
      {actions ? <div className="status-message__actions">{actions}</div> : null}
    </div>
  );
}
