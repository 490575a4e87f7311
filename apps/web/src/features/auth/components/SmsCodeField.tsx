import { isMobile } from '@vrportal/contract';
import { Button, Form, Input, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { useSmsSender } from '../hooks/use-sms-sender';

/**
 * The SMS code input with its send button (closed for 60 s after sending, counting down). Pressed
 * with a wrong phone number, it checks the number's field, which then says what is wrong.
 */
export function SmsCodeField({
  form,
  mobileField = 'mobile',
  rules,
  onTaken,
}: {
  form: FormInstance;
  mobileField?: string;
  rules: Rule[];
  /** set on a register form: a registered number gets no code, and this is told */
  onTaken?: (mobile: string) => void;
}) {
  const { t } = useTranslation('auth');
  const { left, sending, send } = useSmsSender(onTaken ? { onTaken } : undefined);

  const onSend = async () => {
    const mobile = String(form.getFieldValue(mobileField) ?? '').trim();
    if (!isMobile(mobile)) {
      await form.validateFields([mobileField]).catch(() => {});
      form.focusField(mobileField);
      return;
    }
    await send(mobile);
  };

  return (
    <Form.Item name="code" label={t('login.code')} rules={rules} validateDebounce={300}>
      <Input
        size="large"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder={t('login.codePlaceholder')}
        suffix={
          <Button
            type="link"
            size="small"
            className="sms-button"
            disabled={left > 0}
            loading={sending}
            onClick={() => void onSend()}
          >
            {left > 0 ? t('sms.resend', { seconds: left }) : t('sms.send')}
          </Button>
        }
      />
    </Form.Item>
  );
}
