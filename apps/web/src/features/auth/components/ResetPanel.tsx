import { ErrorCode, isEmail } from '@vrportal/contract';
import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { hashPassword } from '@/lib/password';
import { usePwdResetVerifyByMail } from '../api/pwd-reset-verify-by-mail';
import { NewPasswordFields } from './NewPasswordFields';
import { PanelHeading } from './PanelHeading';
import { PanelLink } from './PanelLinks';
import { PasswordChanged } from './SignInStatus';
import { StatusMessage } from './StatusMessage';
import { PanelForm, SubmitButton } from './PanelForm';

const MIN_CODE = 16;

/** Stage "reset password", opened from the mailed link: new password -> pwdResetVerifyByMail. */
export function ResetPanel({
  email,
  code,
  onLogin,
  onRetrieve,
}: {
  email: string;
  code: string;
  onLogin: (prefill?: string) => void;
  onRetrieve: () => void;
}) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<{ password: string; confirm: string }>();
  const reset = usePwdResetVerifyByMail();
  const [stage, setStage] = useState<'form' | 'done' | 'invalid'>(
    isEmail(email) && code.length >= MIN_CODE ? 'form' : 'invalid',
  );
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: { password: string }) => {
    setSubmitting(true);
    setError(null);
    try {
      const pwd = await hashPassword(values.password);
      await reset.mutateAsync({ email, code, pwd });
      setStage('done');
    } catch (failure) {
      if (isApiError(failure) && failure.is(ErrorCode.passwordReuse)) {
        form.setFields([{ name: 'password', errors: [t('validation.samePassword')] }]);
      } else if (
        isApiError(failure) &&
        (failure.is(ErrorCode.wrongCode) || failure.is(ErrorCode.invalidRequest))
      ) {
        setStage('invalid');
      } else if (!isApiError(failure)) {
        setError(t('login.failed'));
      } else if (!failure.handled) {
        setError(failure.message);
      }
    } finally {
      setSubmitting(false);
    }
  };

  if (stage === 'invalid') {
    return (
      <StatusMessage
        kind="error"
        title={t('reset.invalidTitle')}
        actions={
          <>
            <Button type="primary" size="large" onClick={onRetrieve}>
              {t('reset.askAgain')}
            </Button>
            <Button size="large" onClick={() => onLogin()}>
              {t('retrieve.back')}
            </Button>
          </>
        }
      >
        {t('reset.invalidText')}
      </StatusMessage>
    );
  }
  if (stage === 'done') return <PasswordChanged onSignIn={() => onLogin(email)} />;

  return (
    <div className="reset-panel">
      <PanelHeading title={t('reset.title')} subtitle={t('reset.subtitle', { email })} />
      {error ? <Alert className="panel-alert" type="error" showIcon title={error} /> : null}
      <PanelForm form={form} name="reset-password" onFinish={(values) => void submit(values)}>
        <NewPasswordFields
          passwordLabel={t('retrieve.newPassword')}
          confirmLabel={t('retrieve.confirmPassword')}
        />
        <SubmitButton loading={submitting}>{t('retrieve.submit')}</SubmitButton>
      </PanelForm>
      <div className="panel-links panel-links--center">
        <PanelLink onClick={() => onLogin()}>{t('retrieve.back')}</PanelLink>
      </div>
    </div>
  );
}
