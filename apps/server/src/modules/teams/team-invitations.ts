// Invitations by mail: sending, resending and revoking them, and joining by a link's code.
import type { Invitation, Lang, OrgSummary } from '@vrportal/contract';
import { ErrorCode, teamLimits, type AssignableRole } from '@vrportal/contract';
import { AppError } from '../../lib/app-error.js';
import { newId, newToken, sha256 } from '../../lib/crypto.js';
import { addMs, iso } from '../../lib/time.js';
import { inviteMail } from '../../messaging/templates.js';
import type { SessionAccount } from '../account/index.js';
import type { TeamOrgs } from './team-orgs.js';
import type { ChangeNote, TeamContext } from './team-context.js';
import { DAY_MS, isRole, noChangeNote, parseAppIds } from './team-context.js';
import type { InvitationRow } from './teams.repository.js';

export class TeamInvitations {
  constructor(
    private readonly ctx: TeamContext,
    private readonly orgs: TeamOrgs,
  ) {}

  private async invitationViews(rows: InvitationRow[]): Promise<Invitation[]> {
    const now = this.ctx.now();
    const names = await this.ctx.deps.accountNamesOf(rows.map((row) => row.invited_by));
    return rows.map((row) => ({
      inviteId: row.id,
      email: row.email,
      role: isRole(row.role) ? row.role : 'analyst',
      appIds: parseAppIds(row.app_ids),
      invitedBy: names.get(row.invited_by) ?? '',
      createdAt: row.created_at,
      expiresAt: row.expires_at,
      sends: Number(row.sends),
      expired: row.expires_at <= now,
    }));
  }

  async invitations(session: SessionAccount): Promise<{ invitations: Invitation[] }> {
    const rows = await this.ctx.repo.openInvitations(this.ctx.orgOf(session));
    return { invitations: await this.invitationViews(rows) };
  }

  private inviteLink(code: string) {
    return `${this.ctx.deps.publicUrl}/manage/invite?code=${encodeURIComponent(code)}`;
  }

  private async sendInvite(invite: InvitationRow, code: string, lang: Lang) {
    const [org, inviter] = await Promise.all([
      this.ctx.repo.orgById(invite.org_id),
      this.ctx.deps.accountNamesOf([invite.invited_by]),
    ]);
    const vars = {
      email: invite.email,
      org: org?.name ?? '',
      inviter: inviter.get(invite.invited_by) ?? '',
      role: isRole(invite.role) ? invite.role : ('analyst' as const),
      days: teamLimits.inviteValidDays,
    };
    await this.ctx.deps.mail.send(inviteMail(lang, vars, this.inviteLink(code)));
  }

  /** Invites an address with a role; the mail speaks the language of the member who sends it. */
  async invite(
    session: SessionAccount,
    body: { email: string; role: AssignableRole; appIds?: string[] | null | undefined },
    lang: Lang,
    noteChange: ChangeNote = noChangeNote,
  ): Promise<Invitation> {
    const orgId = this.ctx.orgOf(session);
    const email = body.email.trim().toLowerCase();
    const now = this.ctx.deps.clock.now();
    const existing = await this.ctx.deps.accounts.idOfEmail(email);
    if (existing && (await this.ctx.repo.member(orgId, existing))) {
      throw new AppError(ErrorCode.alreadyMember);
    }
    if (await this.ctx.repo.openInvitationTo(orgId, email, iso(now))) {
      throw new AppError(ErrorCode.invitePending);
    }
    if ((await this.ctx.repo.seatsTaken(orgId, iso(now))) >= teamLimits.members) {
      throw new AppError(ErrorCode.teamFull);
    }
    const code = newToken();
    const row: InvitationRow = {
      id: newId(),
      org_id: orgId,
      email,
      role: body.role,
      app_ids: await this.ctx.appLimit(orgId, body.role, body.appIds),
      code_hash: sha256(code),
      invited_by: session.id,
      sends: 1,
      created_at: iso(now),
      expires_at: iso(addMs(now, teamLimits.inviteValidDays * DAY_MS)),
      accepted_at: null,
      accepted_by: null,
      revoked_at: null,
    };
    const { sends: _sends, ...values } = row;
    await this.ctx.repo.insertInvitation(values);
    noteChange('role', null, body.role);
    await this.sendInvite(row, code, lang);
    const [view] = await this.invitationViews([row]);
    return view!;
  }

  /** Sends the invitation again with a new link valid 7 more days; the old link stops working. */
  async resendInvite(session: SessionAccount, inviteId: string, lang: Lang): Promise<Invitation> {
    const orgId = this.ctx.orgOf(session);
    const invite = await this.ctx.repo.invitation(orgId, inviteId);
    if (!invite || invite.accepted_at || invite.revoked_at) {
      throw new AppError(ErrorCode.inviteNotFound);
    }
    const code = newToken();
    const next = {
      codeHash: sha256(code),
      expiresAt: iso(addMs(this.ctx.deps.clock.now(), teamLimits.inviteValidDays * DAY_MS)),
    };
    if (!(await this.ctx.repo.countResend(invite.id, next, teamLimits.inviteSends))) {
      throw new AppError(ErrorCode.inviteSendLimit);
    }
    const updated = (await this.ctx.repo.invitation(orgId, inviteId))!;
    await this.sendInvite(updated, code, lang);
    const [view] = await this.invitationViews([updated]);
    return view!;
  }

  async revokeInvite(session: SessionAccount, inviteId: string): Promise<Record<string, never>> {
    if (!(await this.ctx.repo.revoke(this.ctx.orgOf(session), inviteId, this.ctx.now()))) {
      throw new AppError(ErrorCode.inviteNotFound);
    }
    return {};
  }

  /** The open invitation behind a link's code: unknown, used or revoked 10701, expired 10703. */
  private async openInvite(code: string): Promise<InvitationRow> {
    const invite = await this.ctx.repo.invitationByCode(sha256(code));
    if (!invite || invite.accepted_at || invite.revoked_at) {
      throw new AppError(ErrorCode.inviteNotFound);
    }
    if (invite.expires_at <= this.ctx.now()) throw new AppError(ErrorCode.inviteExpired);
    return invite;
  }

  private async isFor(session: SessionAccount, invite: InvitationRow): Promise<boolean> {
    const email = await this.ctx.deps.accounts.emailOf(session.id);
    return email !== null && email.toLowerCase() === invite.email;
  }

  async inviteInfo(session: SessionAccount, code: string) {
    const invite = await this.openInvite(code);
    const [org, names, forYou] = await Promise.all([
      this.ctx.repo.orgById(invite.org_id),
      this.ctx.deps.accountNamesOf([invite.invited_by]),
      this.isFor(session, invite),
    ]);
    return {
      orgName: org?.name ?? '',
      role: isRole(invite.role) ? invite.role : ('analyst' as const),
      email: invite.email,
      invitedBy: names.get(invite.invited_by) ?? '',
      expiresAt: invite.expires_at,
      forYou,
    };
  }

  /** Joins the organisation of the invitation, which becomes the session's current one. */
  async acceptInvite(session: SessionAccount, code: string, address = ''): Promise<OrgSummary> {
    const invite = await this.openInvite(code);
    if (!(await this.isFor(session, invite))) {
      throw new AppError(ErrorCode.inviteForAnotherAddress);
    }
    if (await this.ctx.repo.member(invite.org_id, session.id)) {
      throw new AppError(ErrorCode.alreadyMember);
    }
    if (!(await this.ctx.repo.accept(invite, session.id, this.ctx.now()))) {
      throw new AppError(ErrorCode.inviteNotFound);
    }
    await this.ctx.changed(session.id);
    const role = isRole(invite.role) ? invite.role : 'analyst';
    await this.ctx.deps.onJoined?.({
      orgId: invite.org_id,
      accountId: session.id,
      role,
      address,
    });
    return this.orgs.switchOrg(session, invite.org_id);
  }
}
