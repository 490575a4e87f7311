import { ErrorCode } from '@vrportal/contract';
import { Alert, Form, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, type ApiError } from '@/lib/api-client';
import { hashPassword } from '@/lib/password';
import { useRegisterMail } from '../api/register-mail';
import { useRegisterSd } from '../api/register-sd';
import { useExistenceCheck } from '../hooks/use-existence-check';
import { EmailField, MobileField } from './ContactFields';
import type { RegisterFlow } from '../hooks/use-login-mode';
import { rule, useChecks } from '../lib/validators';
import { NewPasswordFields } from './NewPasswordFields';
import { PanelHeading } from './PanelHeading';
import { PanelLink, PanelLinks } from './PanelLinks';
import { SignInStatus } from './SignInStatus';
import { SmsCodeField } from './SmsCodeField';
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

/** The refusal of an account that already exists, by the field it is typed in. */
const TAKEN = { mobile: ErrorCode.mobileTaken, email: ErrorCode.emailTaken } as const;

/**
 * A register form of either flow and its sending: the account typed in `field`, trimmed, and the
 * hashed password go to `send`. An account that exists already is said under its field (checked
 * on blur as well); other refusals `refused` does not say under a field show above the form.
 */
function useRegisterForm({
  field,
  send,
  refused,
}: {
  field: 'mobile' | 'email';
  send: (account: string, pwd: string, input: RegisterValues) => Promise<void>;
  /** true when it told the user itself */
  refused?: (failure: ApiError, form: FormInstance<RegisterValues>) => boolean;
}) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<RegisterValues>();
  const existence = useExistenceCheck(form, field, 'free');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (input: RegisterValues) => {
    const account = (input[field] ?? '').trim();
    setSubmitting(true);
    setError(null);
    try {
      await send(account, await hashPassword(input.password), input);
    } catch (failure) {
      if (!isApiError(failure)) setError(t('login.failed'));
      else if (failure.is(TAKEN[field])) existence.flag(account);
      else if (!refused?.(failure, form) && !failure.handled) setError(failure.message);
    } finally {
      setSubmitting(false);
    }
  };
  return { form, existence, submitting, error, submit };
}

type Registration = ReturnType<typeof useRegisterForm>;

/** A register form: the flow's own fields, then password, confirmation, terms and submit. */
function RegisterForm({
  name,
  registration,
  children,
}: {
  name: string;
  registration: Registration;
  children: ReactNode;
}) {
  const { t } = useTranslation('auth');
  const { form, error, submitting, submit } = registration;
  return (
    <PanelForm form={form} name={name} onFinish={(input) => void submit(input)}>
      {error ? <Alert className="panel-alert" type="error" showIcon title={error} /> : null}
      {children}
      <NewPasswordFields
        passwordLabel={t('register.password')}
        confirmLabel={t('register.confirm')}
      />
      <TermsField />
      <SubmitButton loading={submitting}>{t('register.submit')}</SubmitButton>
    </PanelForm>
  );
}

/** A number that has an account: no code was sent; sign in or reset the password instead. */
function TakenNotice({
  mobile,
  onLogin,
  onRetrieve,
}: {
  mobile: string;
  onLogin: (prefill?: string) => void;
  onRetrieve: () => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <Alert
      className="panel-alert"
      type="info"
      showIcon
      role="status"
      title={t('validation.alreadyRegistered')}
      description={
        <span className="taken-notice">
          <PanelLink onClick={() => onLogin(mobile)}>{t('register.signIn')}</PanelLink>
          <PanelLink onClick={onRetrieve}>{t('login.forgot')}</PanelLink>
        </span>
      }
    />
  );
}

/** China flow: phone number, SMS code, password and confirmation -> registerSd. */
function PhoneRegisterForm({
  onDone,
  onLogin,
  onRetrieve,
}: {
  onDone: (account: string) => void;
  onLogin: (prefill?: string) => void;
  onRetrieve: () => void;
}) {
  const { t } = useTranslation('auth');
  const checks = useChecks();
  const register = useRegisterSd();
  const [taken, setTaken] = useState<string | null>(null);
  const registration = useRegisterForm({
    field: 'mobile',
    send: async (mobile, pwd, input) => {
      await register.mutateAsync({ mobile, pwd, code: (input.code ?? '').trim() });
      onDone(mobile);
    },
    refused: (failure, form) => {
      if (!failure.is(ErrorCode.wrongCode)) return false;
      form.setFields([{ name: 'code', errors: [t('validation.codeWrong')] }]);
      return true;
    },
  });

  return (
    <RegisterForm name="register-phone" registration={registration}>
      {taken ? <TakenNotice mobile={taken} onLogin={onLogin} onRetrieve={onRetrieve} /> : null}
      <MobileField existence={registration.existence} />
      <SmsCodeField
        form={registration.form}
        rules={[rule(checks.smsCode)]}
        onTaken={(mobile) => {
          registration.existence.flag(mobile);
          setTaken(mobile);
        }}
      />
    </RegisterForm>
  );
}

/** E-mail flow: e-mail, password and confirmation -> registerMail, then "check your mailbox". */
function EmailRegisterForm({ onMailSent }: { onMailSent: (email: string) => void }) {
  const register = useRegisterMail();
  const registration = useRegisterForm({
    field: 'email',
    send: async (email, pwd) => {
      await register.mutateAsync({ email, pwd });
      onMailSent(email);
    },
  });

  return (
    <RegisterForm name="register-email" registration={registration}>
      <EmailField existence={registration.existence} />
    </RegisterForm>
  );
}

/** The register mode for the chosen flow, ending in "registered" or "check your mailbox". */
export function RegisterPanel({
  flow,
  onLogin,
  onRetrieve,
  onChooseOther,
}: {
  flow: RegisterFlow;
  onLogin: (prefill?: string) => void;
  onRetrieve: () => void;
  onChooseOther: () => void;
}) {
  const { t } = useTranslation('auth');
  const [done, setDone] = useState<{ kind: 'registered' | 'mail'; account: string } | null>(null);

  if (done?.kind === 'registered') {
    return (
      <SignInStatus
        kind="success"
        title={t('register.doneTitle')}
        onSignIn={() => onLogin(done.account)}
      >
        {t('register.doneText', { account: done.account })}
      </SignInStatus>
    );
  }
  if (done?.kind === 'mail') {
    return (
      <SignInStatus
        kind="mail"
        title={t('register.mailTitle')}
        primary={false}
        onSignIn={() => onLogin(done.account)}
      >
        {t('register.mailText', { email: done.account })}
      </SignInStatus>
    );
  }

  return (
    <div className="register-panel">
      <PanelHeading
        title={t('register.title')}
        subtitle={flow === 'phone' ? t('register.phoneSubtitle') : t('register.emailSubtitle')}
      />
      {flow === 'phone' ? (
        <PhoneRegisterForm
          onDone={(account) => setDone({ kind: 'registered', account })}
          onLogin={onLogin}
          onRetrieve={onRetrieve}
        />
      ) : (
        <EmailRegisterForm onMailSent={(account) => setDone({ kind: 'mail', account })} />
      )}
      <PanelLinks
        other={<PanelLink onClick={onChooseOther}>{t('register.otherWay')}</PanelLink>}
        question={t('register.haveAccount')}
        answer={<PanelLink onClick={() => onLogin()}>{t('register.signIn')}</PanelLink>}
      />
    </div>
  );
}
