import type { AssignableRole, Member } from '@vrportal/contract';
import { Alert, App as AntdApp, Button, Form, Modal } from 'antd';
import { useState } from 'react';
import type { TeamText } from '@/lib/team-text';
import { useSetRole } from '../api/set-role';
import { alreadyTold, failureText } from '../lib/failure';
import { appIdsFor } from '../lib/members';
import { RoleFields, type RoleValues } from './RoleFields';

/** Changes a member's role and, for a developer or analyst, the apps the member reaches. */
export function RoleDialog({
  member,
  onClose,
  t,
}: {
  member: Member | null;
  onClose: () => void;
  t: TeamText;
}) {
  const [form] = Form.useForm<RoleValues>();
  const save = useSetRole();
  const { message } = AntdApp.useApp();
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setFailure(null);
    save.reset();
    onClose();
  };

  const submit = async (values: RoleValues) => {
    if (!member) return;
    setFailure(null);
    try {
      const saved = await save.mutateAsync({
        accountId: member.accountId,
        role: values.role,
        appIds: appIdsFor(values.role, values.scope, values.appIds ?? []),
      });
      void message.success(
        t('role.saved', { account: saved.account, role: t(`roles.${saved.role}`) }),
      );
      close();
    } catch (error) {
      // told already (a cancelled second step, a lost connection): the dialog stays as it was
      if (!alreadyTold(error)) setFailure(failureText(error, t));
    }
  };

  return (
    <Modal
      open={member !== null}
      title={member ? t('role.title', { account: member.account }) : null}
      onCancel={close}
      destroyOnHidden
      footer={null}
      width={520}
    >
      {member ? (
        <Form<RoleValues>
          form={form}
          name="member-role"
          layout="vertical"
          requiredMark={false}
          initialValues={{
            role: member.role as AssignableRole,
            scope: member.appIds ? 'chosen' : 'all',
            appIds: member.appIds ?? [],
          }}
          onFinish={(values) => void submit(values)}
        >
          <RoleFields t={t} />
          {failure ? <Alert className="team-alert" type="error" showIcon title={failure} /> : null}
          <div className="team-dialog__actions">
            <Button onClick={close}>{t('role.cancel')}</Button>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('role.save')}
            </Button>
          </div>
        </Form>
      ) : null}
    </Modal>
  );
}
