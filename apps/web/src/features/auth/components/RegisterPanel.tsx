import { ErrorCode } from '@vrportal/contract';
import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { hashPassword } from '@/lib/password';
import { useRegisterMail } from '../api/register-mail';
import { useRegisterSd } from '../api/register-sd';
import { useExistenceCheck } from '../hooks/use-existence-check';
import { EmailField, MobileField } from './ContactFields';
import type { RegisterFlow } from '../hooks/use-login-mode';
import { rule, useChecks } from '../lib/validators';
import { NewPasswordFields } from './NewPasswordFields';
import { PanelHeading } from './PanelHeading';
import { SmsCodeField } from './SmsCodeField';
import { StatusMessage } from './StatusMessage';
import { TermsField } from './TermsField';
import { PanelForm, SubmitButton } from './PanelForm';

interface RegisterValues {
  mobile?: string;
  email?: string;
  code?: string;
  password: string;
  confirm: string;
  terms: boolean;
}

function useFormError() {
  const { t } = useTranslation('auth');
  const [error, setError] = useState<string | null>(null);
  const report = (failure: unknown) => {
    if (isApiError(failure)) {
      if (!failure.handled) setError(failure.message);
    } else {
      setError(t('login.failed'));
    }
  };
  return { error, setError, report };
}

/** China flow: phone number, SMS code, password and confirmation -> registerSd. */
function PhoneRegisterForm({ onDone }: { onDone: (account: string) => void }) {
  const { t } = useTranslation('auth');
  const checks = useChecks();
  const [form] = Form.useForm<RegisterValues>();
  const existence = useExistenceCheck(form, 'mobile', 'free');
  const register = useRegisterSd();
  const [submitting, setSubmitting] = useState(false);
  const { error, setError, report } = useFormError();

  const submit = async (input: RegisterValues) => {
    const value = (input.mobile ?? '').trim();
    setSubmitting(true);
    setError(null);
    try {
      const pwd = await hashPassword(input.password);
      await register.mutateAsync({ mobile: value, pwd, code: (input.code ?? '').trim() });
      onDone(value);
    } catch (failure) {
      if (isApiError(failure) && failure.is(ErrorCode.mobileTaken)) existence.flag(value);
      else if (isApiError(failure) && failure.is(ErrorCode.wrongCode))
        form.setFields([{ name: 'code', errors: [t('validation.codeWrong')] }]);
      else report(failure);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <PanelForm form={form} name="register-phone" onFinish={(input) => void submit(input)}>
      {error ? <Alert className="panel-alert" type="error" showIcon title={error} /> : null}
      <MobileField existence={existence} />
      <SmsCodeField form={form} rules={[rule(checks.smsCode)]} />
      <NewPasswordFields
        passwordLabel={t('register.password')}
        confirmLabel={t('register.confirm')}
      />
      <TermsField />
      <SubmitButton loading={submitting}>{t('register.submit')}</SubmitButton>
    </PanelForm>
  );
}

/** E-mail flow: e-mail, password and confirmation -> registerMail, then "check your mailbox". */
function EmailRegisterForm({ onMailSent }: { onMailSent: (email: string) => void }) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<RegisterValues>();
  const existence = useExistenceCheck(form, 'email', 'free');
  const register = useRegisterMail();
  const [submitting, setSubmitting] = useState(false);
  const { error, setError, report } = useFormError();

  const submit = async (input: RegisterValues) => {
    const value = (input.email ?? '').trim();
    setSubmitting(true);
    setError(null);
    try {
      const pwd = await hashPassword(input.password);
      await register.mutateAsync({ email: value, pwd });
      onMailSent(value);
    } catch (failure) {
      if (isApiError(failure) && failure.is(ErrorCode.emailTaken)) existence.flag(value);
      else report(failure);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <PanelForm form={form} name="register-email" onFinish={(input) => void submit(input)}>
      {error ? <Alert className="panel-alert" type="error" showIcon title={error} /> : null}
      <EmailField existence={existence} />
      <NewPasswordFields
        passwordLabel={t('register.password')}
        confirmLabel={t('register.confirm')}
      />
      <TermsField />
      <SubmitButton loading={submitting}>{t('register.submit')}</SubmitButton>
    </PanelForm>
  );
}

/** The register mode for the chosen flow, ending in "registered" or "check your mailbox". */
export function RegisterPanel({
  flow,
  onLogin,
  onChooseOther,
}: {
  flow: RegisterFlow;
  onLogin: (prefill?: string) => void;
  onChooseOther: () => void;
}) {
  const { t } = useTranslation('auth');
  const [done, setDone] = useState<{ kind: 'registered' | 'mail'; account: string } | null>(null);

  if (done?.kind === 'registered') {
    return (
      <StatusMessage
        kind="success"
        title={t('register.doneTitle')}
        actions={
          <Button type="primary" size="large" onClick={() => onLogin(done.account)}>
            {t('register.signIn')}
          </Button>
        }
      >
        {t('register.doneText', { account: done.account })}
      </StatusMessage>
    );
  }
  if (done?.kind === 'mail') {
    return (
      <StatusMessage
        kind="mail"
        title={t('register.mailTitle')}
        actions={
          <Button size="large" onClick={() => onLogin(done.account)}>
            {t('register.signIn')}
          </Button>
        }
      >
        {t('register.mailText', { email: done.account })}
      </StatusMessage>
    );
  }

  return (
    <div className="register-panel">
      <PanelHeading
        title={t('register.title')}
        subtitle={flow === 'phone' ? t('register.phoneSubtitle') : t('register.emailSubtitle')}
      />
      {flow === 'phone' ? (
        <PhoneRegisterForm onDone={(account) => setDone({ kind: 'registered', account })} />
      ) : (
        <EmailRegisterForm onMailSent={(account) => setDone({ kind: 'mail', account })} />
      )}
      <div className="panel-links">
        <Button type="link" className="panel-links__button" onClick={onChooseOther}>
          {t('register.otherWay')}
        </Button>
        <span className="panel-links__group">
          {t('register.haveAccount')}
          <Button type="link" className="panel-links__button" onClick={() => onLogin()}>
            {t('register.signIn')}
          </Button>
        </span>
      </div>
    </div>
  );
}
