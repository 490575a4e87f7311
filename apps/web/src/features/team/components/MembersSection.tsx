import { roles, type Member, type Role } from '@vrportal/contract';
import { Spin, Table, Tag, type TableColumnsType } from 'antd';
import dayjs from '@/lib/dayjs';
import type { TeamText } from '@/lib/team-text';
import type { MembersAnswer } from '../api/members';
import { memberActions, sortMembers } from '../lib/members';
import { AppAccess } from './AppAccess';
import { LoadFailed } from './LoadFailed';
import { MemberButtons } from './MemberButtons';
import { RoleTag } from './RoleTag';

export interface MemberHandlers {
  onChangeRole: (member: Member) => void;
  onTransfer: (member: Member) => void;
  onRemove: (member: Member) => void;
}

/**
 * The members of the organisation: account, role, app access, when they joined and what the
 * reader may do to each; a table on wide screens, a list of cards under 750 px.
 */
export function MembersSection({
  query,
  apps,
  readerRole,
  handlers,
  onRetry,
  mobile,
  t,
}: {
  query: { data?: MembersAnswer; isPending: boolean; isError: boolean; error: unknown };
  apps: readonly { id: string; name: string }[];
  readerRole: Role | null;
  handlers: MemberHandlers;
  onRetry: () => void;
  mobile: boolean;
  t: TeamText;
}) {
  const list = sortMembers(query.data?.members ?? [], roles);
  const account = (member: Member) => (
    <span className="team-account">
      <span className="team-account__name">{member.account}</span>
      {member.you ? <Tag className="team-you">{t('page.you')}</Tag> : null}
    </span>
  );
  const buttons = (member: Member) => (
    <MemberButtons
      member={member}
      allowed={memberActions(member, readerRole)}
      t={t}
      {...handlers}
    />
  );
  const joined = (member: Member) => dayjs(member.joinedAt).format('YYYY-MM-DD');

  let body;
  if (query.isError) body = <LoadFailed error={query.error} onRetry={onRetry} t={t} />;
  else if (query.isPending) body = <Spin className="team-loading" />;
  else if (mobile) {
    body = (
      <ul className="portal-list team-cards" aria-label={t('members.label')}>
        {list.map((member) => (
          <li key={member.accountId} className="portal-fact-card portal-surface">
            <div className="portal-card-head">
              {account(member)}
              <RoleTag role={member.role} t={t} />
            </div>
            <dl className="portal-fact-card__facts">
              <dt>{t('members.apps')}</dt>
              <dd>
                <AppAccess appIds={member.appIds} apps={apps} t={t} />
              </dd>
              <dt>{t('members.joined')}</dt>
              <dd>{joined(member)}</dd>
            </dl>
            {buttons(member)}
          </li>
        ))}
      </ul>
    );
  } else {
    const columns: TableColumnsType<Member> = [
      { key: 'account', title: t('members.account'), render: (_, m) => account(m) },
      {
        key: 'role',
        title: t('members.role'),
        width: 130,
        render: (_, m) => <RoleTag role={m.role} t={t} />,
      },
      {
        key: 'apps',
        title: t('members.apps'),
        render: (_, m) => <AppAccess appIds={m.appIds} apps={apps} t={t} />,
      },
      { key: 'joined', title: t('members.joined'), width: 120, render: (_, m) => joined(m) },
      { key: 'actions', title: t('members.actions'), width: 260, render: (_, m) => buttons(m) },
    ];
    body = (
      <Table<Member>
        rowKey="accountId"
        className="team-table"
        columns={columns}
        dataSource={list}
        pagination={false}
        tableLayout="fixed"
        aria-label={t('members.label')}
      />
    );
  }

  return (
    <section className="team-section portal-surface" aria-labelledby="team-members-title">
      <div className="team-section__head">
        <h2 id="team-members-title" className="team-section__title">
          {t('members.title')}
        </h2>
        {query.data ? (
          <span className="team-section__count">
            {t('members.count', { count: query.data.members.length })}
          </span>
        ) : null}
      </div>
      {body}
    </section>
  );
}
