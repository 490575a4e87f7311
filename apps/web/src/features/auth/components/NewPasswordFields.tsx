import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { rule, useChecks } from '../lib/validators';

/** New password and its confirmation, checked with the contract's password rule. */
export function NewPasswordFields({
  passwordLabel,
  confirmLabel,
}: {
  passwordLabel: string;
  confirmLabel: string;
}) {
  const { t } = useTranslation('auth');
  const checks = useChecks();
  // an element, not a component: the form item hands its value, id and onChange to the input
  const newPasswordInput = (placeholder: string) => (
    <Input.Password
      size="large"
      autoComplete="new-password"
      maxLength={32}
      placeholder={placeholder}
    />
  );
  return (
    <>
      <Form.Item
        name="password"
        label={passwordLabel}
        rules={[rule(checks.newPassword)]}
        extra={t('register.passwordHint')}
        validateDebounce={300}
      >
        {newPasswordInput(t('register.passwordPlaceholder'))}
      </Form.Item>
      <Form.Item
        name="confirm"
        label={confirmLabel}
        dependencies={['password']}
        rules={[
          ({ getFieldValue }) => rule(checks.confirm(String(getFieldValue('password') ?? ''))),
        ]}
        validateDebounce={300}
      >
        {newPasswordInput(t('register.confirmPlaceholder'))}
      </Form.Item>
    </>
  );
}
