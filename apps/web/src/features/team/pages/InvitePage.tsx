import { LogoutOutlined, TeamOutlined } from '@ant-design/icons';
import { Alert, App as AntdApp, Button } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '@/components/AuthLayout';
import { PageLoader } from '@/components/PageLoader';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useEnterOrg } from '@/lib/current-org';
import { loginPath } from '@/lib/navigation';
import { endSessionQuietly, useSession } from '@/lib/session';
import { useTeamText } from '@/lib/team-text';
import { useAcceptInvite } from '../api/accept-invite';
import { useInviteInfo } from '../api/invite-info';
import { InvitationDetails } from '../components/InvitationDetails';
import { failureText } from '../lib/failure';
import { inviteCodeOf, invitePath } from '../lib/invite-code';
import '../team.css';

/**
 * /invite?code=… (route name Invite, outside the shell, signed in): the invitation of the mailed
 * link. The invited account accepts it and enters the portal in that organisation; another
 * account is told which address it was sent to and may sign out to switch accounts, coming back
 * here after signing in.
 */
export default function InvitePage() {
  const t = useTeamText();
  useDocumentTitle(t('invitation.documentTitle'));
  const [params] = useSearchParams();
  const code = inviteCodeOf(params);
  const info = useInviteInfo(code);
  const accept = useAcceptInvite();
  const enter = useEnterOrg();
  const navigate = useNavigate();
  const { message } = AntdApp.useApp();
  const { account } = useSession();
  const [failure, setFailure] = useState<string | null>(null);

  const join = async () => {
    if (!code) return;
    setFailure(null);
    try {
      const org = await accept.mutateAsync(code);
      void message.success(t('invitation.accepted', { org: org.name }));
      enter(org);
    } catch (error) {
      setFailure(failureText(error, t));
    }
  };
  const switchAccount = async () => {
    await endSessionQuietly();
    void navigate(loginPath(invitePath(code ?? '')), { replace: true });
  };

  if (code && info.isPending) return <PageLoader fullScreen />;
  const toPortal = (
    <Button size="large" onClick={() => void navigate('/all_apps')}>
      {t('invitation.toPortal')}
    </Button>
  );

  return (
    <AuthLayout width="medium">
      <div className="invite-panel" data-testid="invitation">
        {!code || info.isError || !info.data ? (
          <>
            <h2 className="invite-panel__title">{t('invitation.failedTitle')}</h2>
            <Alert
              className="team-alert"
              type="warning"
              showIcon
              title={code ? failureText(info.error, t) : t('invitation.noCode')}
            />
            <div className="invite-panel__actions">{toPortal}</div>
          </>
        ) : (
          <>
            <span className="invite-panel__icon" aria-hidden="true">
              <TeamOutlined />
            </span>
            <h2 className="invite-panel__title">
              {t('invitation.title', { org: info.data.orgName })}
            </h2>
            <p className="invite-panel__intro">
              {t('invitation.intro', { sender: info.data.invitedBy, org: info.data.orgName })}
            </p>
            <InvitationDetails info={info.data} t={t} />
            {failure ? (
              <Alert className="team-alert" type="error" showIcon title={failure} />
            ) : null}
            {info.data.forYou ? (
              <div className="invite-panel__actions">
                <Button
                  type="primary"
                  size="large"
                  loading={accept.isPending}
                  onClick={() => void join()}
                >
                  {t('invitation.accept')}
                </Button>
              </div>
            ) : (
              <>
                <Alert
                  className="team-alert"
                  type="warning"
                  showIcon
                  title={t('invitation.otherAccount', {
                    email: info.data.email,
                    account: account ?? '',
                  })}
                  description={t('invitation.otherAccountHelp', { email: info.data.email })}
                />
                <div className="invite-panel__actions">
                  <Button
                    type="primary"
                    size="large"
                    icon={<LogoutOutlined />}
                    onClick={() => void switchAccount()}
                  >
                    {t('invitation.signOut')}
                  </Button>
                </div>
              </>
            )}
          </>
        )}
      </div>
    </AuthLayout>
  );
}
