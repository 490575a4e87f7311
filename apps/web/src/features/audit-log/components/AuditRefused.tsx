import { LockFilled } from '@ant-design/icons';
import type { OrgSummary } from '@vrportal/contract';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import type { AuditText } from '../lib/texts';

/**
 * What a role without `audit:read` sees at the log's address, inside the frame: that its role
 * does not allow it, which role it has where, and the way back to the apps. `org` null: the
 * account belongs to no organisation; undefined: the server refused and the role is not known.
 */
export function AuditRefused({ org, t }: { org: OrgSummary | null | undefined; t: AuditText }) {
  const navigate = useNavigate();
  return (
    <section className="route-error audit-refused" aria-labelledby="audit-refused-title">
      <LockFilled className="route-error__icon" aria-hidden="true" />
      <h1 className="route-error__title" id="audit-refused-title">
        {t('refused.title')}
      </h1>
      <p className="route-error__text" data-testid="audit-refused">
        {org
          ? t('refused.withRole', { org: org.name, role: t(`roles.${org.role}`) })
          : org === null
            ? t('refused.noOrg')
            : t('refused.general')}
      </p>
      <Button type="primary" onClick={() => void navigate('/all_apps')}>
        {t('refused.back')}
      </Button>
    </section>
  );
}
