import { LogoutOutlined } from '@ant-design/icons';
import { DeveloperStatus, isEmail, isMobile } from '@vrportal/contract';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { AuthLayout } from '@/components/AuthLayout';
import { PageLoader } from '@/components/PageLoader';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isApiError } from '@/lib/api-client';
import { logout, useSession } from '@/lib/session';
import { useApplyDvlper } from '../api/apply-dvlper';
import { useDvlperCheck } from '../api/req-dvlper-check';
import { PanelHeading } from '../components/PanelHeading';
import { StatusMessage } from '../components/StatusMessage';
import type { Check } from '../lib/validators';
import { rule } from '../lib/validators';
import { PanelForm } from '../components/PanelForm';

interface ApplyValues {
  name: string;
  contact: string;
  intro?: string;
}

const INTRO_MAX = 500;

/**
 * A one-line field of the application (name, contact): its label and placeholder the
 * `apply.<name>` texts, up to 64 characters, checked as typed.
 */
function LineField({ name, check }: { name: 'name' | 'contact'; check: Check }) {
  const { t } = useTranslation('auth');
  return (
    <Form.Item name={name} label={t(`apply.${name}`)} rules={[rule(check)]} validateDebounce={300}>
      <Input size="large" maxLength={64} placeholder={t(`apply.${name}Placeholder`)} />
    </Form.Item>
  );
}

/** /developer_apply: a signed-in account that is not a developer yet applies (applyDvlper). */
export default function DeveloperApplyPage() {
  const { t } = useTranslation('auth');
  const { account } = useSession();
  useDocumentTitle(t('apply.title'));
  const check = useDvlperCheck();
  const apply = useApplyDvlper();
  const [form] = Form.useForm<ApplyValues>();
  const navigate = useNavigate();
  const [submitted, setSubmitted] = useState(false);
  const [approved, setApproved] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const nameCheck: Check = (value) => {
    const trimmed = value.trim();
    if (!trimmed) return t('apply.nameRequired');
    return trimmed.length < 2 || trimmed.length > 64 ? t('apply.nameLength') : null;
  };
  const contactCheck: Check = (value) => {
    const trimmed = value.trim();
    if (!trimmed) return t('apply.contactRequired');
    return isMobile(trimmed) || isEmail(trimmed) ? null : t('apply.contactFormat');
  };
  const introCheck: Check = (value) =>
    value.trim().length > INTRO_MAX ? t('apply.introLength') : null;

  const submit = async (input: ApplyValues) => {
    setError(null);
    try {
      const intro = input.intro?.trim();
      const { status } = await apply.mutateAsync({
        name: input.name.trim(),
        contact: input.contact.trim(),
        ...(intro ? { intro } : {}),
      });
      if (status === DeveloperStatus.approved) setApproved(true);
      else setSubmitted(true);
    } catch (failure) {
      if (!isApiError(failure)) setError(t('login.failed'));
      else if (!failure.handled) setError(failure.message);
    }
  };

  const logoutButton = (
    <Button size="large" icon={<LogoutOutlined />} onClick={() => void logout()}>
      {t('apply.logout')}
    </Button>
  );

  // approved at once: say so before the portal opens (an account approved earlier goes straight in)
  if (approved) {
    return (
      <AuthLayout width="medium">
        <StatusMessage
          kind="success"
          title={t('apply.approvedTitle')}
          actions={
            <Button type="primary" size="large" onClick={() => void navigate('/all_apps')}>
              {t('apply.toApps')}
            </Button>
          }
        >
          {t('apply.approvedText')}
        </StatusMessage>
      </AuthLayout>
    );
  }
  if (check.data?.status === DeveloperStatus.approved) return <Navigate to="/all_apps" replace />;
  if (check.isPending) return <PageLoader fullScreen />;

  const underReview = submitted || check.data?.status === DeveloperStatus.underReview;
  return (
    <AuthLayout width="medium">
      {underReview ? (
        <StatusMessage kind="success" title={t('apply.submittedTitle')} actions={logoutButton}>
          {t('apply.submittedText')}
        </StatusMessage>
      ) : (
        <div className="apply-panel">
          <PanelHeading title={t('apply.title')} subtitle={t('apply.intro')} />
          {account ? (
            <p className="apply-panel__account">{t('apply.signedInAs', { account })}</p>
          ) : null}
          {check.data?.status === DeveloperStatus.rejected ? (
            <Alert className="panel-alert" type="warning" showIcon title={t('apply.rejected')} />
          ) : null}
          {error ? <Alert className="panel-alert" type="error" showIcon title={error} /> : null}
          <PanelForm form={form} name="developer-apply" onFinish={(input) => void submit(input)}>
            <LineField name="name" check={nameCheck} />
            <LineField name="contact" check={contactCheck} />
            <Form.Item name="intro" label={t('apply.introLabel')} rules={[rule(introCheck)]}>
              <Input.TextArea
                rows={4}
                maxLength={INTRO_MAX}
                showCount
                placeholder={t('apply.introPlaceholder')}
              />
            </Form.Item>
            <div className="apply-panel__actions">
              {logoutButton}
              <Button type="primary" htmlType="submit" size="large" loading={apply.isPending}>
                {t('apply.submit')}
              </Button>
            </div>
          </PanelForm>
        </div>
      )}
    </AuthLayout>
  );
}
