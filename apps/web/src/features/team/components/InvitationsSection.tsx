import { teamLimits, type Invitation } from '@vrportal/contract';
import { Empty, Spin, Table, Tag, type TableColumnsType } from 'antd';
import { formatTime } from '@/lib/time';
import type { TeamText } from '@/lib/team-text';
import type { InvitationsAnswer } from '../api/invitations';
import { AppAccess } from './AppAccess';
import { InvitationButtons } from './InvitationButtons';
import { LoadFailed } from './LoadFailed';
import { RoleTag } from './RoleTag';

/**
 * The invitations waiting for an answer: address, role and reach, sender, expiry, sends so far
 * of teamLimits.inviteSends, and resend or revoke; a table on wide screens, cards under 750 px.
 */
export function InvitationsSection({
  query,
  apps,
  resending,
  onResend,
  onRevoke,
  onRetry,
  mobile,
  t,
}: {
  query: { data?: InvitationsAnswer; isPending: boolean; isError: boolean; error: unknown };
  apps: readonly { id: string; name: string }[];
  resending: string | null;
  onResend: (invitation: Invitation) => void;
  onRevoke: (invitation: Invitation) => void;
  onRetry: () => void;
  mobile: boolean;
  t: TeamText;
}) {
  const list = query.data?.invitations ?? [];
  const role = (i: Invitation) => (
    <span className="team-stack">
      <RoleTag role={i.role} t={t} />
      <AppAccess appIds={i.appIds} apps={apps} t={t} />
    </span>
  );
  const expires = (i: Invitation) =>
    i.expired ? (
      <Tag color="default">{t('invitations.expired')}</Tag>
    ) : (
      <span className="team-time">{formatTime(i.expiresAt)}</span>
    );
  const sends = (i: Invitation) =>
    t('invitations.sendsValue', { sends: i.sends, max: teamLimits.inviteSends });
  const buttons = (i: Invitation) => (
    <InvitationButtons
      invitation={i}
      resending={resending === i.inviteId}
      onResend={onResend}
      onRevoke={onRevoke}
      t={t}
    />
  );
  const empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('invitations.empty')} />;

  let body;
  if (query.isError) body = <LoadFailed error={query.error} onRetry={onRetry} t={t} />;
  else if (query.isPending) body = <Spin className="team-loading" />;
  else if (mobile) {
    body =
      list.length === 0 ? (
        empty
      ) : (
        <ul className="portal-list team-cards" aria-label={t('invitations.label')}>
          {list.map((i) => (
            <li key={i.inviteId} className="portal-fact-card portal-surface">
              <div className="portal-card-head">
                <span className="team-account__name">{i.email}</span>
              </div>
              <dl className="portal-fact-card__facts">
                <dt>{t('invitations.role')}</dt>
                <dd>{role(i)}</dd>
                <dt>{t('invitations.sentBy')}</dt>
                <dd>{i.invitedBy}</dd>
                <dt>{t('invitations.expires')}</dt>
                <dd>{expires(i)}</dd>
                <dt>{t('invitations.sends')}</dt>
                <dd>{sends(i)}</dd>
              </dl>
              {buttons(i)}
            </li>
          ))}
        </ul>
      );
  } else {
    const columns: TableColumnsType<Invitation> = [
      {
        key: 'email',
        title: t('invitations.email'),
        render: (_, i) => <span className="team-account__name">{i.email}</span>,
      },
      { key: 'role', title: t('invitations.role'), width: 170, render: (_, i) => role(i) },
      {
        key: 'sentBy',
        title: t('invitations.sentBy'),
        render: (_, i) => <span className="team-account__name">{i.invitedBy}</span>,
      },
      { key: 'expires', title: t('invitations.expires'), width: 170, render: (_, i) => expires(i) },
      { key: 'sends', title: t('invitations.sends'), width: 100, render: (_, i) => sends(i) },
      { key: 'actions', title: t('invitations.actions'), width: 200, render: (_, i) => buttons(i) },
    ];
    body = (
      <Table<Invitation>
        rowKey="inviteId"
        className="team-table"
        columns={columns}
        dataSource={list}
        pagination={false}
        tableLayout="fixed"
        locale={{ emptyText: empty }}
        aria-label={t('invitations.label')}
      />
    );
  }

  return (
    <section className="team-section portal-surface" aria-labelledby="team-invitations-title">
      <div className="team-section__head">
        <h2 id="team-invitations-title" className="team-section__title">
          {t('invitations.title')}
        </h2>
      </div>
      {body}
    </section>
  );
}
