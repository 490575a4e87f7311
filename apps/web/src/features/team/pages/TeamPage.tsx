import { UserAddOutlined } from '@ant-design/icons';
import type { Member } from '@vrportal/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { useCurrentOrg } from '@/lib/current-org';
import { useTeamText } from '@/lib/team-text';
import { useInvitations } from '../api/invitations';
import { useMembers } from '../api/members';
import { useOrgApps } from '@/lib/org-apps';
import { InvitationsSection } from '../components/InvitationsSection';
import { InviteDialog } from '../components/InviteDialog';
import { MembersSection } from '../components/MembersSection';
import { RoleDialog } from '../components/RoleDialog';
import { TwoStepRequirement } from '../components/TwoStepRequirement';
import { useInvitationActions } from '../hooks/use-invitation-actions';
import { useMemberActions } from '../hooks/use-member-actions';
import '../team.css';

/**
 * /team (route name Team, members:manage): the members of the current organisation with their
 * roles and app access, the invitations waiting for an answer, and the invite dialog.
 */
export default function TeamPage() {
  const t = useTeamText();
  const { t: tc } = useTranslation('common');
  const mobile = useIsMobile();
  const org = useCurrentOrg();
  const orgName = org?.name ?? '';
  const members = useMembers();
  const invitations = useInvitations();
  // to name the apps a member is limited to; without them, the ids are shown
  const apps = useOrgApps().data ?? [];
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<Member | null>(null);
  const memberActions = useMemberActions(orgName, t);
  const invitationActions = useInvitationActions(t);

  return (
    <div className="team-page">
      <header className="page-head">
        <div className="page-head__text">
          {orgName ? <p className="portal-eyebrow">{orgName}</p> : null}
          <h1 className="page-head__title">{tc('screens.team')}</h1>
          <p className="page-head__subtitle">{t('page.subtitle', { org: orgName })}</p>
        </div>
        <Button type="primary" icon={<UserAddOutlined />} onClick={() => setInviting(true)}>
          {t('page.invite')}
        </Button>
      </header>
      <MembersSection
        query={members}
        apps={apps}
        readerRole={org?.role ?? null}
        handlers={{
          onChangeRole: setEditing,
          onTransfer: memberActions.confirmTransfer,
          onRemove: memberActions.confirmRemove,
        }}
        onRetry={() => void members.refetch()}
        mobile={mobile}
        t={t}
      />
      <InvitationsSection
        query={invitations}
        apps={apps}
        resending={invitationActions.resending}
        onResend={(invitation) => void invitationActions.sendAgain(invitation)}
        onRevoke={invitationActions.confirmRevoke}
        onRetry={() => void invitations.refetch()}
        mobile={mobile}
        t={t}
      />
      {org ? <TwoStepRequirement org={org} t={t} /> : null}
      <InviteDialog open={inviting} onClose={() => setInviting(false)} t={t} />
      <RoleDialog member={editing} onClose={() => setEditing(null)} t={t} />
    </div>
  );
}
