import type { Member } from '@vrportal/contract';
import { Button } from 'antd';
import type { TeamText } from '@/lib/team-text';
import type { MemberActions } from '../lib/members';

/** The actions the reader may take on a member: change role, transfer ownership, remove. */
export function MemberButtons({
  member,
  allowed,
  onChangeRole,
  onTransfer,
  onRemove,
  t,
}: {
  member: Member;
  allowed: MemberActions;
  onChangeRole: (member: Member) => void;
  onTransfer: (member: Member) => void;
  onRemove: (member: Member) => void;
  t: TeamText;
}) {
  if (!allowed.changeRole && !allowed.transfer && !allowed.remove) return null;
  return (
    <div
      className="team-buttons"
      role="group"
      aria-label={t('members.actionsFor', { account: member.account })}
    >
      {allowed.changeRole ? (
        <Button size="small" type="link" onClick={() => onChangeRole(member)}>
          {t('members.changeRole')}
        </Button>
      ) : null}
      {allowed.transfer ? (
        <Button size="small" type="link" onClick={() => onTransfer(member)}>
          {t('members.transfer')}
        </Button>
      ) : null}
      {allowed.remove ? (
        <Button size="small" type="link" danger onClick={() => onRemove(member)}>
          {t('members.remove')}
        </Button>
      ) : null}
    </div>
  );
}
