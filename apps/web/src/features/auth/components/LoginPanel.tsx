import { LockOutlined, MailOutlined, UserOutlined } from '@ant-design/icons';
import { isEmail, isMobile } from '@vrportal/contract';
import { Alert, Button, Form, Input } from 'antd';
import { Suspense, lazy, useCallback, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/PageLoader';
import { TabSwitch } from '@/components/TabSwitch';
import type { ApiError } from '@/lib/api-client';
import { takeBootSignIn } from '@/lib/boot-signin';
import { currentLang } from '@/lib/lang';
import { hashPassword } from '@/lib/password';
import { useLoginDvlper } from '../api/login-dvlper';
import { useLoginDvlperByMail } from '../api/login-dvlper-by-mail';
import type { LoginMethod } from '../hooks/use-login-mode';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { usePasskeySignIn } from '../hooks/use-passkey-sign-in';
import { useExistenceCheck } from '../hooks/use-existence-check';
import { MobileField } from './ContactFields';
import { interpretLoginError, type LoginFailure } from '../lib/login-errors';
import { rule, useChecks, type Check } from '../lib/validators';
import type { Refusal } from './LoginRefusedModal';
import { useOpenedOnce } from '@/hooks/use-opened-once';
import { PanelHeading } from './PanelHeading';
import { PanelLink, PanelLinks } from './PanelLinks';
import { SmsCodeField } from './SmsCodeField';
import { PanelForm, SubmitButton } from './PanelForm';

// the second step of an account with two-step sign-in loads only when a sign-in asks for it
// a refused sign-in's window (and its stop sign) loads only when a sign-in is refused
const LoginRefusedModal = lazy(() =>
  import('./LoginRefusedModal').then((m) => ({ default: m.LoginRefusedModal })),
);
const SecondStepPanel = lazy(() =>
  import('./SecondStepPanel').then((m) => ({ default: m.SecondStepPanel })),
);

interface Notice {
  tone: 'warning' | 'error';
  text: string;
}

interface FormHooks {
  redirect: string | null;
  prefill: string;
  onNotice: (notice: Notice | null) => void;
  onRefused: (refusal: Refusal) => void;
  /** the first step was right and the account has two-step sign-in (10064, or 10065 paused) */
  onSecondStep: (answer: ApiError, account: string) => void;
}

/** Account (phone number or e-mail; e-mail only in English mode) plus password. */
function PasswordLoginForm({
  emailOnly,
  redirect,
  prefill,
  onNotice,
  onRefused,
  onSecondStep,
  onUsePhone,
}: FormHooks & { emailOnly: boolean; onUsePhone?: (mobile: string) => void }) {
  const { t } = useTranslation('auth');
  const checks = useChecks();
  const [form] = Form.useForm<{ account: string; password: string }>();
  const account = (Form.useWatch('account', form) ?? '').trim();
  const existence = useExistenceCheck(form, 'account', 'registered');
  const byMobile = useLoginDvlper();
  const byMail = useLoginDvlperByMail();
  const completeSignIn = useCompleteSignIn();
  const [submitting, setSubmitting] = useState(false);
  // e-mail-only mode: a phone number is told where phone accounts sign in, never just refused
  const emailOrPhoneHint: Check = (value) =>
    isMobile(value) ? t('login.phoneInEmailMode') : checks.email(value);
  const accountCheck = emailOnly ? emailOrPhoneHint : checks.account;
  const phoneTyped = emailOnly && onUsePhone !== undefined && isMobile(account);

  // the form of the first paint hands over what was typed, its focus and a press of Sign in
  useLayoutEffect(() => {
    const boot = takeBootSignIn();
    if (!boot) return;
    if (boot.account || boot.password) {
      form.setFieldsValue({ account: boot.account || prefill, password: boot.password });
    }
    if (boot.focus) (form.getFieldInstance(boot.focus) as HTMLInputElement | null)?.focus();
    if (boot.submitted) form.submit();
  }, [form, prefill]);

  const fail = (failure: LoginFailure, value: string) => {
    if (failure.kind === 'notRegistered') existence.flag(value);
    else if (failure.kind === 'wrongPassword')
      form.setFields([
        { name: 'password', errors: [t('login.wrongPassword', { count: failure.remain })] },
      ]);
    else if (failure.kind === 'refused') onRefused(failure.refusal);
    else if (failure.kind === 'secondStep') onSecondStep(failure.answer, value);
    else if (failure.kind === 'notice') onNotice({ tone: failure.tone, text: failure.text });
  };

  const submit = async (values: { account: string; password: string }) => {
    const value = values.account.trim();
    setSubmitting(true);
    onNotice(null);
    try {
      const pwd = await hashPassword(values.password);
      const answer = isEmail(value)
        ? await byMail.mutateAsync({ email: value, pwd })
        : await byMobile.mutateAsync({ mobile: value, pwd });
      const outcome = await completeSignIn(answer, value, redirect);
      if (outcome === 'underReview') onNotice({ tone: 'warning', text: t('login.underReview') });
    } catch (error) {
      fail(interpretLoginError(error, t), value);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <PanelForm
      form={form}
      name={emailOnly ? 'login-email' : 'login-password'}
      initialValues={{ account: prefill }}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item
        name="account"
        label={emailOnly ? t('login.email') : t('login.account')}
        rules={[rule(accountCheck), existence.rule]}
        validateDebounce={300}
      >
        <Input
          size="large"
          prefix={emailOnly ? <MailOutlined /> : <UserOutlined />}
          autoComplete="username"
          inputMode={emailOnly ? 'email' : 'text'}
          maxLength={64}
          placeholder={emailOnly ? t('login.emailPlaceholder') : t('login.accountPlaceholder')}
          onBlur={() => void existence.onBlur()}
        />
      </Form.Item>
      {phoneTyped ? (
        <Button
          type="link"
          className="panel-links__button login-phone-switch"
          onClick={() => onUsePhone(account)}
        >
          {t('login.usePhoneWith', { mobile: account })}
        </Button>
      ) : null}
      <Form.Item name="password" label={t('login.password')} rules={[rule(checks.loginPassword)]}>
        <Input.Password
          size="large"
          prefix={<LockOutlined />}
          autoComplete="current-password"
          maxLength={32}
          placeholder={t('login.passwordPlaceholder')}
        />
      </Form.Item>
      <SubmitButton loading={submitting}>{t('login.submit')}</SubmitButton>
    </PanelForm>
  );
}

/** Phone number plus SMS code (Chinese mode, and English mode's phone sign-in). */
function SmsLoginForm({ redirect, prefill, onNotice, onRefused, onSecondStep }: FormHooks) {
  const { t } = useTranslation('auth');
  const checks = useChecks();
  const [form] = Form.useForm<{ mobile: string; code: string }>();
  const existence = useExistenceCheck(form, 'mobile', 'registered');
  const login = useLoginDvlper();
  const completeSignIn = useCompleteSignIn();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: { mobile: string; code: string }) => {
    const value = values.mobile.trim();
    setSubmitting(true);
    onNotice(null);
    try {
      const answer = await login.mutateAsync({ mobile: value, code: values.code.trim() });
      const outcome = await completeSignIn(answer, value, redirect);
      if (outcome === 'underReview') onNotice({ tone: 'warning', text: t('login.underReview') });
    } catch (error) {
      const failure = interpretLoginError(error, t);
      if (failure.kind === 'notRegistered') existence.flag(value);
      else if (failure.kind === 'wrongCode')
        form.setFields([{ name: 'code', errors: [t('validation.codeWrong')] }]);
      else if (failure.kind === 'refused') onRefused(failure.refusal);
      else if (failure.kind === 'secondStep') onSecondStep(failure.answer, value);
      else if (failure.kind === 'notice') onNotice({ tone: failure.tone, text: failure.text });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <PanelForm
      form={form}
      name="login-sms"
      initialValues={{ mobile: /^\d+$/.test(prefill) ? prefill : '' }}
      onFinish={(values) => void submit(values)}
    >
      <MobileField existence={existence} />
      <SmsCodeField form={form} rules={[rule(checks.smsCode)]} />
      <SubmitButton loading={submitting}>{t('login.submit')}</SubmitButton>
    </PanelForm>
  );
}

/** The sign-in mode: two tabs in Chinese, e-mail and password in English. */
export function LoginPanel({
  redirect,
  prefill,
  method = null,
  onRegister,
  onRetrieve,
}: {
  redirect: string | null;
  prefill: string;
  /** the method a link asked for: the SMS tab, or in English the phone sign-in */
  method?: LoginMethod;
  onRegister: () => void;
  onRetrieve: () => void;
}) {
  const { t } = useTranslation('auth');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  // kept mounted once shown, so its window closes as any window does
  const refusalOpened = useOpenedOnce(refusal !== null);
  const [secondStep, setSecondStep] = useState<{ answer: ApiError; account: string } | null>(null);
  const onNotice = useCallback((next: Notice | null) => setNotice(next), []);
  const chinese = currentLang() === 'zh';
  // English mode signs in by e-mail; a phone account is led to the phone sign-in, in English
  const [phone, setPhone] = useState<{ mobile: string } | null>(
    !chinese && isMobile(prefill)
      ? { mobile: prefill }
      : !chinese && method
        ? { mobile: '' }
        : null,
  );
  const { passkeyBusy, signInWithPasskey } = usePasskeySignIn(redirect, setNotice);
  const hooks: FormHooks = {
    redirect,
    prefill: phone?.mobile ?? prefill,
    onNotice,
    onRefused: setRefusal,
    onSecondStep: (answer, account) => setSecondStep({ answer, account }),
  };
  const phoneTabs = (
    <TabSwitch
      key={phone?.mobile ?? ''}
      label={t('login.methods')}
      initialKey={method === 'sms' ? 'sms' : undefined}
      items={[
        {
          key: 'password',
          label: t('login.tabPassword'),
          children: <PasswordLoginForm emailOnly={false} {...hooks} />,
        },
        { key: 'sms', label: t('login.tabSms'), children: <SmsLoginForm {...hooks} /> },
      ]}
      onChange={() => setNotice(null)}
    />
  );

  return (
    <div className="login-panel">
      {secondStep ? (
        <Suspense fallback={<PageLoader />}>
          <SecondStepPanel
            {...secondStep}
            redirect={redirect}
            onBack={(next) => {
              setSecondStep(null);
              setNotice(next);
            }}
          />
        </Suspense>
      ) : null}
      {/* kept while the second step shows: going back finds the first step as it was left */}
      <div hidden={secondStep !== null}>
        <PanelHeading title={t('login.title')} subtitle={t('login.subtitle')} />
        {notice ? (
          <Alert
            className="panel-alert"
            type={notice.tone}
            showIcon
            title={notice.text}
            closable={{ onClose: () => setNotice(null) }}
          />
        ) : null}
        {chinese ? (
          phoneTabs
        ) : phone ? (
          <>
            {phoneTabs}
            <Button
              type="link"
              className="panel-links__button login-mode-switch"
              onClick={() => setPhone(null)}
            >
              {t('login.useEmail')}
            </Button>
          </>
        ) : (
          <>
            <PasswordLoginForm
              emailOnly
              {...hooks}
              onUsePhone={(mobile) => {
                setNotice(null);
                setPhone({ mobile });
              }}
            />
            <Button
              type="link"
              className="panel-links__button login-mode-switch"
              onClick={() => setPhone({ mobile: '' })}
            >
              {t('login.usePhone')}
            </Button>
          </>
        )}
        <Button
          block
          size="large"
          className="login-passkey"
          loading={passkeyBusy}
          onClick={() => void signInWithPasskey()}
        >
          {t('login.passkey')}
        </Button>
        <PanelLinks
          other={<PanelLink onClick={onRetrieve}>{t('login.forgot')}</PanelLink>}
          question={t('login.noAccount')}
          answer={<PanelLink onClick={onRegister}>{t('login.register')}</PanelLink>}
        />
      </div>
      {refusalOpened ? (
        <Suspense fallback={null}>
          <LoginRefusedModal refusal={refusal} onClose={() => setRefusal(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
