import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from './StatusMessage';

/** A finished flow whose next step is signing in (registered, mail sent, password changed). */
export function SignInStatus({
  kind,
  title,
  primary = true,
  onSignIn,
  children,
}: {
  kind: 'success' | 'mail';
  title: string;
  /** the sign-in button is the main action (not while a mailed link is still to be opened) */
  primary?: boolean;
  onSignIn: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('auth');
  return (
    <StatusMessage
      kind={kind}
      title={title}
      actions={
        <Button type={primary ? 'primary' : undefined} size="large" onClick={onSignIn}>
          {t('register.signIn')}
        </Button>
      }
    >
      {children}
    </StatusMessage>
  );
}

/** The end of a password reset, by the mailed link or by SMS: sign in with the new password. */
export function PasswordChanged({ onSignIn }: { onSignIn: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <SignInStatus kind="success" title={t('retrieve.doneTitle')} onSignIn={onSignIn}>
      {t('retrieve.doneText')}
    </SignInStatus>
  );
}
