import { isEmail, limits, teamLimits } from '@vrportal/contract';
import { Alert, App as AntdApp, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import type { TeamText } from '@/lib/team-text';
import { useInvite } from '../api/invite';
import { failureText } from '../lib/failure';
import { appIdsFor } from '../lib/members';
import { RoleFields, type RoleValues } from './RoleFields';

interface InviteValues extends RoleValues {
  email: string;
}

/**
 * Invites someone by e-mail with a role (and, for a developer or analyst, the apps they will
 * reach); the server mails the link. A refusal (already a member, too many invitations...)
 * shows its text from the error catalogue.
 */
export function InviteDialog({
  open,
  onClose,
  t,
}: {
  open: boolean;
  onClose: () => void;
  t: TeamText;
}) {
  const [form] = Form.useForm<InviteValues>();
  const send = useInvite();
  const { message } = AntdApp.useApp();
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setFailure(null);
    send.reset();
    onClose();
  };

  const submit = async (values: InviteValues) => {
    setFailure(null);
    const email = values.email.trim();
    try {
      await send.mutateAsync({
        email,
        role: values.role,
        appIds: appIdsFor(values.role, values.scope, values.appIds ?? []),
      });
      void message.success(t('invite.sent', { email }));
      close();
    } catch (error) {
      setFailure(failureText(error, t));
    }
  };

  const emailRule = {
    validator: (_: unknown, value: string | undefined) => {
      const text = value?.trim() ?? '';
      if (!text) return Promise.reject(new Error(t('invite.emailRequired')));
      return isEmail(text) ? Promise.resolve() : Promise.reject(new Error(t('invite.emailFormat')));
    },
  };

  return (
    <Modal
      open={open}
      title={t('invite.title')}
      onCancel={close}
      destroyOnHidden
      footer={null}
      width={520}
    >
      <p className="team-dialog__intro">
        {t('invite.note', { days: teamLimits.inviteValidDays, sends: teamLimits.inviteSends })}
      </p>
      <Form<InviteValues>
        form={form}
        name="team-invite"
        layout="vertical"
        requiredMark={false}
        initialValues={{ email: '', role: 'developer', scope: 'all', appIds: [] }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="email"
          label={t('invite.email')}
          rules={[emailRule]}
          validateDebounce={300}
        >
          <Input
            type="email"
            inputMode="email"
            autoComplete="off"
            maxLength={limits.emailMax}
            placeholder={t('invite.emailPlaceholder')}
            autoFocus
          />
        </Form.Item>
        <RoleFields t={t} />
        {failure ? <Alert className="team-alert" type="error" showIcon title={failure} /> : null}
        <div className="team-dialog__actions">
          <Button onClick={close}>{t('invite.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={send.isPending}>
            {t('invite.submit')}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
