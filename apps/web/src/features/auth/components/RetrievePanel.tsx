import { ErrorCode, SmsCodeStatus } from '@vrportal/contract';
import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TabSwitch } from '@/components/TabSwitch';
import { isApiError } from '@/lib/api-client';
import { currentLang } from '@/lib/lang';
import { hashPassword } from '@/lib/password';
import { useModifyPwd } from '../api/modify-pwd';
import { usePwdResetByMail } from '../api/pwd-reset-by-mail';
import { useValidateSmscode } from '../api/validate-smscode';
import { useExistenceCheck } from '../hooks/use-existence-check';
import { EmailField, MobileField } from './ContactFields';
import { rule, useChecks } from '../lib/validators';
import { NewPasswordFields } from './NewPasswordFields';
import { PanelHeading } from './PanelHeading';
import { PanelLink } from './PanelLinks';
import { PasswordChanged } from './SignInStatus';
import { SmsCodeField } from './SmsCodeField';
import { StatusMessage } from './StatusMessage';
import { PanelForm, SubmitButton } from './PanelForm';

/** E-mail: pwdResetByMail -> stage "mail sent"; the mailed link opens the reset stage. */
function RetrieveByEmail({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<{ email: string }>();
  const existence = useExistenceCheck(form, 'email', 'registered');
  const send = usePwdResetByMail();
  const [error, setError] = useState<string | null>(null);

  const submit = async ({ email: typed }: { email: string }) => {
    const value = typed.trim();
    setError(null);
    try {
      await send.mutateAsync({ email: value });
      onSent(value);
    } catch (failure) {
      if (isApiError(failure) && failure.is(ErrorCode.notRegistered)) {
        form.setFields([{ name: 'email', errors: [t('retrieve.emailNotRegistered')] }]);
      } else if (!isApiError(failure) || !failure.handled) {
        setError(t('retrieve.emailFailed'));
      }
    }
  };

  return (
    <PanelForm form={form} name="retrieve-email" onFinish={(values) => void submit(values)}>
      <p className="panel-intro">{t('retrieve.emailIntro')}</p>
      {error ? <Alert className="panel-alert" type="error" showIcon title={error} /> : null}
      <EmailField existence={existence} />
      <SubmitButton loading={send.isPending}>{t('retrieve.sendLink')}</SubmitButton>
    </PanelForm>
  );
}

/** Phone: reqSmscode + validateSmscode, then a new password -> modifyPwd(code, mobile, pwd). */
function RetrieveByPhone({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('auth');
  const checks = useChecks();
  const [verified, setVerified] = useState<{ mobile: string; code: string } | null>(null);
  const [verifyForm] = Form.useForm<{ mobile: string; code: string }>();
  const [passwordForm] = Form.useForm<{ password: string; confirm: string }>();
  const existence = useExistenceCheck(verifyForm, 'mobile', 'registered');
  const validate = useValidateSmscode();
  const modify = useModifyPwd();
  const [changing, setChanging] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const showError = (failure: unknown) => {
    if (!isApiError(failure)) setError(t('login.failed'));
    else if (!failure.handled) setError(failure.message);
  };

  const verify = async (values: { mobile: string; code: string }) => {
    const next = { mobile: values.mobile.trim(), code: values.code.trim() };
    setError(null);
    try {
      const { status } = await validate.mutateAsync(next);
      if (status === SmsCodeStatus.wrong) {
        verifyForm.setFields([{ name: 'code', errors: [t('validation.codeWrong')] }]);
        return;
      }
      setVerified(next);
    } catch (failure) {
      if (isApiError(failure) && failure.is(ErrorCode.wrongCode)) {
        verifyForm.setFields([{ name: 'code', errors: [t('validation.codeWrong')] }]);
      } else if (isApiError(failure) && failure.is(ErrorCode.notRegistered)) {
        existence.flag(next.mobile);
      } else {
        showError(failure);
      }
    }
  };

  const change = async (values: { password: string }) => {
    if (!verified) return;
    setChanging(true);
    setError(null);
    try {
      const pwd = await hashPassword(values.password);
      await modify.mutateAsync({ ...verified, pwd });
      onDone();
    } catch (failure) {
      if (isApiError(failure) && failure.is(ErrorCode.passwordReuse)) {
        passwordForm.setFields([{ name: 'password', errors: [t('validation.samePassword')] }]);
      } else if (isApiError(failure) && failure.is(ErrorCode.wrongCode)) {
        setVerified(null);
        verifyForm.setFields([{ name: 'code', errors: [t('validation.codeWrong')] }]);
      } else {
        showError(failure);
      }
    } finally {
      setChanging(false);
    }
  };

  if (!verified) {
    return (
      <PanelForm form={verifyForm} name="retrieve-phone" onFinish={(values) => void verify(values)}>
        <p className="panel-intro">{t('retrieve.stepVerify')}</p>
        {error ? <Alert className="panel-alert" type="error" showIcon title={error} /> : null}
        <MobileField existence={existence} />
        <SmsCodeField form={verifyForm} rules={[rule(checks.smsCode)]} />
        <SubmitButton loading={validate.isPending}>{t('retrieve.next')}</SubmitButton>
      </PanelForm>
    );
  }

  return (
    <PanelForm
      form={passwordForm}
      name="retrieve-password"
      onFinish={(values) => void change(values)}
    >
      <p className="panel-intro">{t('retrieve.stepPassword')}</p>
      {error ? <Alert className="panel-alert" type="error" showIcon title={error} /> : null}
      <NewPasswordFields
        passwordLabel={t('retrieve.newPassword')}
        confirmLabel={t('retrieve.confirmPassword')}
      />
      <SubmitButton loading={changing}>{t('retrieve.submit')}</SubmitButton>
    </PanelForm>
  );
}

/** The retrieve-password mode: by e-mail, and in Chinese mode also by phone. */
export function RetrievePanel({ onLogin }: { onLogin: () => void }) {
  const { t } = useTranslation('auth');
  const [stage, setStage] = useState<{ kind: 'mailSent'; email: string } | { kind: 'done' } | null>(
    null,
  );
  const chinese = currentLang() === 'zh';
  const [phoneInEnglish, setPhoneInEnglish] = useState(false);
  const back = (
    <Button size="large" onClick={onLogin}>
      {t('retrieve.back')}
    </Button>
  );

  if (stage?.kind === 'mailSent') {
    return (
      <StatusMessage kind="mail" title={t('retrieve.mailSentTitle')} actions={back}>
        {t('retrieve.mailSentText', { email: stage.email })}
      </StatusMessage>
    );
  }
  if (stage?.kind === 'done') return <PasswordChanged onSignIn={onLogin} />;

  const byEmail = <RetrieveByEmail onSent={(email) => setStage({ kind: 'mailSent', email })} />;
  const byPhone = <RetrieveByPhone onDone={() => setStage({ kind: 'done' })} />;
  return (
    <div className="retrieve-panel">
      <PanelHeading title={t('retrieve.title')} />
      {chinese ? (
        <TabSwitch
          label={t('retrieve.methods')}
          items={[
            { key: 'email', label: t('retrieve.tabEmail'), children: byEmail },
            { key: 'phone', label: t('retrieve.tabPhone'), children: byPhone },
          ]}
        />
      ) : (
        // English mode resets by e-mail; a phone account can still reset by SMS, in English
        <>
          {phoneInEnglish ? byPhone : byEmail}
          <Button
            type="link"
            className="panel-links__button login-mode-switch"
            onClick={() => setPhoneInEnglish(!phoneInEnglish)}
          >
            {phoneInEnglish ? t('retrieve.useEmail') : t('retrieve.usePhone')}
          </Button>
        </>
      )}
      <div className="panel-links panel-links--center">
        <PanelLink onClick={onLogin}>{t('retrieve.back')}</PanelLink>
      </div>
    </div>
  );
}
