import { StopOutlined } from '@ant-design/icons';
import type { OrgSummary } from '@vrportal/contract';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ScreenKey } from '@/lib/screens';
import { useTeamText } from '@/lib/team-text';

/**
 * A screen opened by its address that the reader's role in the current organisation does not
 * allow: said plainly inside the frame, naming the role and the screen, with the way back.
 */
export function RoleRefused({ screen, org }: { screen: ScreenKey; org: OrgSummary | null }) {
  const t = useTeamText();
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const name = tc(`screens.${screen}`);
  return (
    <section className="route-error" aria-labelledby="role-refused-title">
      <StopOutlined className="route-error__icon" aria-hidden="true" />
      <h1 className="route-error__title" id="role-refused-title">
        {t('refused.title')}
      </h1>
      <p className="route-error__text" data-testid="role-refused">
        {org
          ? t('refused.text', { role: t(`roles.${org.role}`), org: org.name, screen: name })
          : t('refused.noOrg', { screen: name })}
      </p>
      <Button type="primary" onClick={() => void navigate('/all_apps')}>
        {t('refused.back')}
      </Button>
    </section>
  );
}
