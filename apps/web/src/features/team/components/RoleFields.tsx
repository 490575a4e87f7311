import { assignableRoles, type AssignableRole } from '@vrportal/contract';
import { Alert, Form, Radio, Select } from 'antd';
import type { TeamText } from '@/lib/team-text';
import { useOrgApps } from '@/lib/org-apps';
import { limitsApps, type AppScope } from '../lib/members';

/** The values of the role part of the invite and role dialogs. */
export interface RoleValues {
  role: AssignableRole;
  scope: AppScope;
  appIds: string[];
}

/**
 * The role a member gets (each with what it may do), and for a developer or analyst how far
 * it reaches: every app of the organisation, or the apps chosen from its list.
 */
export function RoleFields({ t }: { t: TeamText }) {
  const form = Form.useFormInstance<RoleValues>();
  const role = Form.useWatch('role', form);
  const scope = Form.useWatch('scope', form);
  const limited = role !== undefined && limitsApps(role);
  const apps = useOrgApps(limited);

  return (
    <>
      <Form.Item
        name="role"
        label={t('invite.role')}
        extra={role ? t(`roleHints.${role}`) : undefined}
      >
        <Select
          options={assignableRoles.map((value) => ({ value, label: t(`roles.${value}`) }))}
          optionRender={(option) => (
            <div className="team-role-option">
              <span>{option.label}</span>
              <span className="team-role-option__hint">
                {t(`roleHints.${option.value as AssignableRole}`)}
              </span>
            </div>
          )}
        />
      </Form.Item>
      {limited ? (
        <Form.Item name="scope" label={t('access.label')}>
          <Radio.Group
            className="team-scope"
            options={(['all', 'chosen'] as const).map((value) => ({
              value,
              label: (
                <span className="team-role-option">
                  <span>{t(`access.${value}`)}</span>
                  <span className="team-role-option__hint">{t(`access.${value}Hint`)}</span>
                </span>
              ),
            }))}
          />
        </Form.Item>
      ) : null}
      {limited && scope === 'chosen' ? (
        apps.isError ? (
          <Alert type="warning" showIcon title={t('access.appsFailed')} className="team-alert" />
        ) : (
          <Form.Item
            name="appIds"
            label={t('access.pick')}
            rules={[{ type: 'array', min: 1, required: true, message: t('access.pickRequired') }]}
          >
            <Select
              mode="multiple"
              loading={apps.isPending}
              placeholder={t('access.pick')}
              notFoundContent={apps.isPending ? undefined : t('access.noApps')}
              optionFilterProp="label"
              options={(apps.data ?? []).map((app) => ({ value: app.id, label: app.name }))}
            />
          </Form.Item>
        )
      ) : null}
    </>
  );
}
