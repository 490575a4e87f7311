import { Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { BASE_PATH } from '@/lib/navigation';

/** "I have read and accept the Developer Agreement and the Privacy Policy" (required). */
export function TermsField() {
  const { t } = useTranslation('auth');
  return (
    <Form.Item
      name="terms"
      valuePropName="checked"
      className="terms-field"
      rules={[
        {
          validator: (_rule, value: unknown) =>
            value === true ? Promise.resolve() : Promise.reject(new Error(t('validation.terms'))),
        },
      ]}
    >
      <Checkbox>
        {t('register.termsPrefix')}{' '}
        <a href={`${BASE_PATH}/agreement`} target="_blank" rel="noopener noreferrer">
          {t('register.agreement')}
        </a>{' '}
        {t('register.termsAnd')}{' '}
        <a href={`${BASE_PATH}/privacy`} target="_blank" rel="noopener noreferrer">
          {t('register.privacy')}
        </a>
      </Checkbox>
    </Form.Item>
  );
}
