import { MailOutlined, MobileOutlined } from '@ant-design/icons';
import { limits } from '@vrportal/contract';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { useExistenceCheck } from '../hooks/use-existence-check';
import { rule, useChecks } from '../lib/validators';

type ExistenceCheck = ReturnType<typeof useExistenceCheck>;

/** The phone number field, checked by the rules and, on blur, against the server's accounts. */
export function MobileField({ existence }: { existence: ExistenceCheck }) {
  const { t } = useTranslation('auth');
  const checks = useChecks();
  return (
    <Form.Item
      name="mobile"
      label={t('login.mobile')}
      rules={[rule(checks.mobile), existence.rule]}
      validateDebounce={300}
    >
      <Input
        size="large"
        prefix={<MobileOutlined />}
        autoComplete="tel-national"
        inputMode="numeric"
        maxLength={11}
        placeholder={t('login.mobilePlaceholder')}
        onBlur={() => void existence.onBlur()}
      />
    </Form.Item>
  );
}

/** The e-mail field, checked by the rules and, on blur, against the server's accounts. */
export function EmailField({ existence }: { existence: ExistenceCheck }) {
  const { t } = useTranslation('auth');
  const checks = useChecks();
  return (
    <Form.Item
      name="email"
      label={t('login.email')}
      rules={[rule(checks.email), existence.rule]}
      validateDebounce={300}
    >
      <Input
        size="large"
        prefix={<MailOutlined />}
        autoComplete="email"
        inputMode="email"
        maxLength={limits.emailMax}
        placeholder={t('login.emailPlaceholder')}
        onBlur={() => void existence.onBlur()}
      />
    </Form.Item>
  );
}
