import type { Invitation } from '@vrportal/contract';
import { App as AntdApp } from 'antd';
import type { TeamText } from '@/lib/team-text';
import { useResendInvite } from '../api/resend-invite';
import { useRevokeInvite } from '../api/revoke-invite';
import { alreadyTold, failureText } from '../lib/failure';

/** Sending an invitation again, and revoking one after the reader confirms it. */
export function useInvitationActions(t: TeamText) {
  const { modal, message } = AntdApp.useApp();
  const resend = useResendInvite();
  const revoke = useRevokeInvite();
  const tell = (error: unknown) => {
    if (!alreadyTold(error)) void message.error(failureText(error, t));
  };

  const sendAgain = async (invitation: Invitation) => {
    try {
      await resend.mutateAsync(invitation.inviteId);
      void message.success(t('invitations.resent', { email: invitation.email }));
    } catch (error) {
      tell(error);
    }
  };

  const confirmRevoke = (invitation: Invitation) => {
    modal.confirm({
      title: t('invitations.revokeTitle', { email: invitation.email }),
      content: t('invitations.revokeText'),
      okText: t('invitations.revokeOk'),
      okButtonProps: { danger: true },
      cancelText: t('invitations.revokeCancel'),
      onOk: async () => {
        try {
          await revoke.mutateAsync(invitation.inviteId);
          void message.success(t('invitations.revoked', { email: invitation.email }));
        } catch (error) {
          tell(error);
        }
      },
    });
  };

  /** the invitation being sent again, to show its button busy */
  const resending = resend.isPending ? resend.variables : null;
  return { sendAgain, confirmRevoke, resending };
}
