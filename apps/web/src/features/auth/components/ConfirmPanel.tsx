import { isEmail, limits, MailConfirmState } from '@vrportal/contract';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegisterVerifyByMail } from '../api/register-verify-by-mail';
import { StatusMessage } from './StatusMessage';

const MIN_CODE = 16;

/**
 * E-mail confirmation from the mailed link: waiting (9) while registerVerifyByMail runs, then
 * success (1) or failure (0), then a 5 s countdown back to the sign-in mode.
 */
export function ConfirmPanel({
  email,
  code,
  onLogin,
}: {
  email: string;
  code: string;
  onLogin: (prefill?: string) => void;
}) {
  const { t } = useTranslation('auth');
  const valid = isEmail(email) && code.length >= MIN_CODE;
  const query = useRegisterVerifyByMail(valid ? { email, code } : null);
  const state = !valid
    ? MailConfirmState.failure
    : query.isPending
      ? MailConfirmState.waiting
      : query.isSuccess
        ? MailConfirmState.success
        : MailConfirmState.failure;
  const [left, setLeft] = useState<number>(limits.mailConfirmRedirectSeconds);

  useEffect(() => {
    if (state === MailConfirmState.waiting) return;
    const timer = window.setInterval(() => setLeft((value) => Math.max(0, value - 1)), 1000);
    return () => window.clearInterval(timer);
  }, [state]);

  const succeeded = state === MailConfirmState.success;
  useEffect(() => {
    if (left === 0) onLogin(succeeded ? email : undefined);
  }, [left, onLogin, succeeded, email]);

  if (state === MailConfirmState.waiting) {
    return (
      <div data-testid="mail-confirm" data-state={state}>
        <StatusMessage kind="waiting" title={t('confirm.waitingTitle')}>
          {t('confirm.waitingText')}
        </StatusMessage>
      </div>
    );
  }

  const actions = (
    <>
      <p className="status-message__countdown">{t('confirm.countdown', { seconds: left })}</p>
      <Button type="primary" size="large" onClick={() => onLogin(succeeded ? email : undefined)}>
        {t('confirm.goNow')}
      </Button>
    </>
  );
  return (
    <div data-testid="mail-confirm" data-state={state}>
      {succeeded ? (
        <StatusMessage kind="success" title={t('confirm.successTitle')} actions={actions}>
          {t('confirm.successText', { email })}
        </StatusMessage>
      ) : (
        <StatusMessage kind="error" title={t('confirm.failureTitle')} actions={actions}>
          {t('confirm.failureText')}
        </StatusMessage>
      )}
    </div>
  );
}
