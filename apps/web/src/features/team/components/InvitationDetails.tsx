import type { InviteInfo } from '@vrportal/contract';
import { formatTime } from '@/lib/time';
import type { TeamText } from '@/lib/team-text';
import { RoleTag } from './RoleTag';

/** What an invitation offers: organisation, role and what it may do, sender, address, expiry. */
export function InvitationDetails({ info, t }: { info: InviteInfo; t: TeamText }) {
  return (
    <dl className="invite-facts">
      <dt>{t('invitation.org')}</dt>
      <dd className="invite-facts__org">{info.orgName}</dd>
      <dt>{t('invitation.role')}</dt>
      <dd>
        <span className="team-stack">
          <RoleTag role={info.role} t={t} />
          <span className="team-note">{t(`roleHints.${info.role}`)}</span>
        </span>
      </dd>
      <dt>{t('invitation.sender')}</dt>
      <dd>{info.invitedBy}</dd>
      <dt>{t('invitation.address')}</dt>
      <dd>{info.email}</dd>
      <dt>{t('invitation.expires')}</dt>
      <dd>{formatTime(info.expiresAt)}</dd>
    </dl>
  );
}
