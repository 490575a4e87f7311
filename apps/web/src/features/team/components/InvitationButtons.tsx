import { teamLimits, type Invitation } from '@vrportal/contract';
import { Button } from 'antd';
import type { TeamText } from '@/lib/team-text';
import { canResend } from '../lib/members';

/**
 * Resend and revoke of an invitation. Resend is disabled once the invitation went out as often
 * as allowed, with the reason written under the buttons (not only in a tooltip, which a touch
 * screen never shows).
 */
export function InvitationButtons({
  invitation,
  resending,
  onResend,
  onRevoke,
  t,
}: {
  invitation: Invitation;
  resending: boolean;
  onResend: (invitation: Invitation) => void;
  onRevoke: (invitation: Invitation) => void;
  t: TeamText;
}) {
  const allowed = canResend(invitation);
  const reasonId = `resend-limit-${invitation.inviteId}`;
  return (
    <div className="team-invite-actions">
      <div
        className="team-buttons"
        role="group"
        aria-label={t('members.actionsFor', { account: invitation.email })}
      >
        <Button
          size="small"
          type="link"
          disabled={!allowed}
          loading={resending}
          aria-describedby={allowed ? undefined : reasonId}
          onClick={() => onResend(invitation)}
        >
          {t('invitations.resend')}
        </Button>
        <Button size="small" type="link" danger onClick={() => onRevoke(invitation)}>
          {t('invitations.revoke')}
        </Button>
      </div>
      {allowed ? null : (
        <p id={reasonId} className="team-note">
          {t('invitations.resendLimit', { max: teamLimits.inviteSends })}
        </p>
      )}
    </div>
  );
}
