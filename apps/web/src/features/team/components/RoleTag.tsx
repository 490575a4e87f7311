import type { Role } from '@vrportal/contract';
import { Tag } from 'antd';
import type { TeamText } from '@/lib/team-text';

const colors: Record<Role, string> = {
  owner: 'gold',
  admin: 'purple',
  developer: 'blue',
  finance: 'green',
  analyst: 'cyan',
};

/** A member's or an invitation's role, coloured by role. */
export function RoleTag({ role, t }: { role: Role; t: TeamText }) {
  return (
    <Tag color={colors[role]} className="team-role" data-role={role}>
      {t(`roles.${role}`)}
    </Tag>
  );
}
