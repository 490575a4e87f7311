import type { Invitation, Lang, Member, OrgSummary, Role } from '@vrportal/contract';
import {
  ErrorCode,
  appLimitedRoles,
  reachesApp,
  roleAllows,
  roles,
  teamLimits,
  type AssignableRole,
  type DeveloperPermission,
} from '@vrportal/contract';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../lib/app-error.js';
import { newId, newToken, sha256 } from '../../lib/crypto.js';
import { addMs, iso, type Clock } from '../../lib/time.js';
import type { MailTransport } from '../../messaging/mail.js';
import { inviteMail } from '../../messaging/templates.js';
import type { AccountNamesOf, SessionAccount, StoredSession } from '../account/index.js';
import type { InvitationRow, MemberRow, TeamsRepository } from './teams.repository.js';
import { TransferTargetGone } from './teams.repository.js';

export interface TeamsServiceDeps {
  repo: TeamsRepository;
  clock: Clock;
  mail: MailTransport;
  publicUrl: string;
  accountNamesOf: AccountNamesOf;
  /** what the teams rules ask of accounts */
  accounts: {
    idOfEmail(email: string): Promise<string | null>;
    emailOf(accountId: string): Promise<string | null>;
    setSessionOrg(tokenHash: string, orgId: string): Promise<void>;
    /** counts a change of the account's memberships (the key of every instance's cache) */
    accessChanged(accountId: string): Promise<void>;
  };
  /** the ids of an organisation's apps, to check an app limit */
  appIdsOf(orgId: string): Promise<string[]>;
  /** the audit log: an account joined by an invitation (a call of no organisation yet) */
  onJoined?: (entry: {
    orgId: string;
    accountId: string;
    role: Role;
    address: string;
  }) => Promise<void>;
}

/** How a change of a sensitive field is handed to the audit log. */
export type ChangeNote = (field: string, before: string | null, after: string | null) => void;
const noChangeNote: ChangeNote = () => undefined;
const appsText = (json: string | null) =>
  json === null ? 'all' : (JSON.parse(json) as string[]).join(',');

const DAY_MS = 86_400_000;
/** Bounds the memory of the membership cache; clearing it only costs the next calls a query. */
const MEMBERSHIP_CACHE_MAX = 20_000;
type Membership = Awaited<ReturnType<TeamsRepository['membership']>>;
const isRole = (value: string): value is Role => (roles as readonly string[]).includes(value);
const parseAppIds = (json: string | null): string[] | null =>
  json === null ? null : (JSON.parse(json) as string[]);

/**
 * Organisations and their members: who belongs where with which role, invitations by mail,
 * role changes, removal and the transfer of ownership. The role found here for each call is
 * what the route registrar checks the call's permission against.
 */
export class TeamsService {
  /** memberships by account, asked organisation and the account's access version */
  private readonly memberships = new Map<string, Membership>();

  constructor(private readonly deps: TeamsServiceDeps) {}

  private get repo() {
    return this.deps.repo;
  }

  private now() {
    return iso(this.deps.clock.now());
  }

  // ---- what the account module and the guard ask ----------------------------------------------

  /**
   * The session with its organisation, role and app limit, read on every call: a member removed
   * or given another role is refused at its next call, whichever instance serves it.
   */
  async sessionOf(stored: StoredSession): Promise<SessionAccount> {
    const found = await this.membershipOf(stored);
    const role = found && isRole(found.role) ? found.role : null;
    return {
      ...stored,
      orgId: role ? found!.org_id : null,
      role,
      appIds: role ? parseAppIds(found!.app_ids) : null,
      mustEnrolTwoStep: Boolean(role && Number(found!.require_two_step) === 1 && !stored.twoStep),
    };
  }

  /**
   * The membership a session acts under, kept per access version: the version is read with the
   * session on every call and counted up by every change of the account's memberships, so a
   * cached one is never stale on any instance, and the badge poll costs one query, not two.
   */
  private async membershipOf(stored: StoredSession): Promise<Membership> {
    const key = `${stored.id}|${stored.orgId ?? ''}|${stored.accessVersion}`;
    if (this.memberships.has(key)) return this.memberships.get(key);
    const found = await this.repo.membership(stored.id, stored.orgId);
    if (this.memberships.size >= MEMBERSHIP_CACHE_MAX) this.memberships.clear();
    this.memberships.set(key, found);
    return found;
  }

  /** A change of the account's memberships: every instance reads them afresh. */
  private changed(accountId: string): Promise<void> {
    return this.deps.accounts.accessChanged(accountId);
  }

  /** A developer just approved founds its organisation: its id is the founder's account id. */
  async found(accountId: string, name: string): Promise<void> {
    const org = { id: accountId, name: name.slice(0, 200), ownerId: accountId, now: this.now() };
    await this.repo.insertOrgWithOwner(org);
    await this.changed(accountId);
  }

  isMember(accountId: string): Promise<boolean> {
    return this.repo.isMember(accountId);
  }

  /**
   * How the review console names organisations: "name (owner)", the owner by its e-mail or
   * mobile; one query for a page.
   */
  async labelsOf(ids: readonly (string | null)[]): Promise<Map<string, string>> {
    const wanted = [...new Set(ids)].filter((id): id is string => Boolean(id));
    const rows = await this.repo.namesAndOwners(wanted);
    const owners = await this.deps.accountNamesOf(rows.map((r) => r.account_id));
    return new Map(rows.map((r) => [r.id, `${r.name} (${owners.get(r.account_id) ?? ''})`]));
  }

  async orgName(orgId: string): Promise<string | null> {
    return (await this.repo.orgById(orgId))?.name ?? null;
  }

  /** The owner of an organisation: who its mails go to until members choose their own. */
  async ownerOf(orgId: string): Promise<string | null> {
    return (await this.repo.owner(orgId)) ?? null;
  }

  /**
   * The members who hear of something that concerns `permission` (and `appId`): those whose role
   * allows it and who reach the app. `db` is the notifying transaction.
   */
  async recipientsOf(
    orgId: string,
    permission: DeveloperPermission,
    appId: string | null,
    db: Executor,
  ): Promise<string[]> {
    const members = await this.repo.with(db).members(orgId);
    return members
      .filter((m) => isRole(m.role) && roleAllows(m.role, permission))
      .filter((m) => appId === null || reachesApp(parseAppIds(m.app_ids), appId))
      .map((m) => m.account_id);
  }

  // ---- organisations ---------------------------------------------------------------------------

  async listOrgs(session: SessionAccount): Promise<{ orgs: OrgSummary[] }> {
    const rows = await this.repo.orgsOf(session.id);
    return {
      orgs: rows
        .filter((row) => isRole(row.role))
        .map((row) => ({
          orgId: row.id,
          name: row.name,
          role: row.role as Role,
          appIds: parseAppIds(row.app_ids),
          current: row.id === session.orgId,
          requireTwoStep: Number(row.require_two_step) === 1,
        })),
    };
  }

  async switchOrg(session: SessionAccount, orgId: string): Promise<OrgSummary> {
    const summary = (await this.listOrgs(session)).orgs.find((org) => org.orgId === orgId);
    if (!summary) throw new AppError(ErrorCode.orgNotFound);
    await this.deps.accounts.setSessionOrg(session.tokenHash, orgId);
    return { ...summary, current: true };
  }

  /**
   * Requires every member to sign in with a second step (or stops requiring it). The caller
   * turns it on for itself first, so it never locks itself out of the organisation.
   */
  async requireTwoStep(
    session: SessionAccount,
    on: boolean,
    noteChange: ChangeNote = noChangeNote,
  ): Promise<OrgSummary> {
    const orgId = this.orgOf(session);
    if (on && !session.twoStep) throw new AppError(ErrorCode.twoStepRequired);
    const before = (await this.listOrgs(session)).orgs.find((o) => o.orgId === orgId);
    await this.repo.setRequireTwoStep(orgId, on, this.now());
    // each member's next call reads the requirement afresh, on every instance
    for (const member of await this.repo.members(orgId)) await this.changed(member.account_id);
    if (before && before.requireTwoStep !== on) {
      noteChange('requireTwoStep', String(before.requireTwoStep), String(on));
    }
    return { ...before!, requireTwoStep: on };
  }

  // ---- members ---------------------------------------------------------------------------------

  /** The organisation of a call the guard let through as a developer of it. */
  private orgOf(session: SessionAccount): string {
    if (!session.orgId) throw new AppError(ErrorCode.notDeveloper);
    return session.orgId;
  }

  private async memberViews(session: SessionAccount, rows: MemberRow[]): Promise<Member[]> {
    const names = await this.deps.accountNamesOf(rows.map((row) => row.account_id));
    return rows.map((row) => ({
      accountId: row.account_id,
      account: names.get(row.account_id) ?? '',
      role: isRole(row.role) ? row.role : 'analyst',
      appIds: parseAppIds(row.app_ids),
      joinedAt: row.created_at,
      you: row.account_id === session.id,
    }));
  }

  async members(session: SessionAccount): Promise<{ members: Member[] }> {
    const rows = await this.repo.members(this.orgOf(session));
    return { members: await this.memberViews(session, rows) };
  }

  /** The app limit to store for a role: only developers and analysts have one; ids must be the org's. */
  private async appLimit(orgId: string, role: Role, appIds: string[] | null | undefined) {
    if (!appLimitedRoles.includes(role) || appIds === null || appIds === undefined) return null;
    const own = new Set(await this.deps.appIdsOf(orgId));
    const unique = [...new Set(appIds)];
    if (unique.length === 0 || unique.some((id) => !own.has(id))) {
      throw new AppError(ErrorCode.appNotFound);
    }
    return JSON.stringify(unique);
  }

  async setRole(
    session: SessionAccount,
    accountId: string,
    role: AssignableRole,
    appIds?: string[] | null,
    noteChange: ChangeNote = noChangeNote,
  ): Promise<Member> {
    const orgId = this.orgOf(session);
    const target = await this.repo.member(orgId, accountId);
    if (!target) throw new AppError(ErrorCode.memberNotFound);
    if (target.role === 'owner') throw new AppError(ErrorCode.ownerRoleFixed);
    const limit = await this.appLimit(orgId, role, appIds);
    if (!(await this.repo.setRole(orgId, accountId, role, limit))) {
      throw new AppError(ErrorCode.memberNotFound);
    }
    await this.changed(accountId);
    if (target.role !== role) noteChange('role', target.role, role);
    if (target.app_ids !== limit) noteChange('apps', appsText(target.app_ids), appsText(limit));
    const [view] = await this.memberViews(session, [{ ...target, role, app_ids: limit }]);
    return view!;
  }

  async removeMember(
    session: SessionAccount,
    accountId: string,
    noteChange: ChangeNote = noChangeNote,
  ): Promise<Record<string, never>> {
    const orgId = this.orgOf(session);
    const target = await this.repo.member(orgId, accountId);
    if (!target) throw new AppError(ErrorCode.memberNotFound);
    if (target.role === 'owner') throw new AppError(ErrorCode.ownerRoleFixed);
    await this.repo.removeMember(orgId, accountId);
    await this.changed(accountId);
    noteChange('role', target.role, null);
    return {};
  }

  async transferOwnership(
    session: SessionAccount,
    accountId: string,
    noteChange: ChangeNote = noChangeNote,
  ): Promise<Record<string, never>> {
    const orgId = this.orgOf(session);
    if (accountId === session.id) return {};
    if (!(await this.repo.member(orgId, accountId))) throw new AppError(ErrorCode.memberNotFound);
    try {
      // false: the caller is no longer the owner (two transfers at once)
      if (!(await this.repo.transfer(orgId, session.id, accountId))) {
        throw new AppError(ErrorCode.roleRefused);
      }
    } catch (error) {
      if (error instanceof TransferTargetGone) throw new AppError(ErrorCode.memberNotFound);
      throw error;
    }
    await Promise.all([this.changed(session.id), this.changed(accountId)]);
    const names = await this.deps.accountNamesOf([session.id, accountId]);
    noteChange('owner', names.get(session.id) ?? session.id, names.get(accountId) ?? accountId);
    return {};
  }

  // ---- invitations -----------------------------------------------------------------------------

  private async invitationViews(rows: InvitationRow[]): Promise<Invitation[]> {
    const now = this.now();
    const names = await this.deps.accountNamesOf(rows.map((row) => row.invited_by));
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
    const rows = await this.repo.openInvitations(this.orgOf(session));
    return { invitations: await this.invitationViews(rows) };
  }

  private inviteLink(code: string) {
    return `${this.deps.publicUrl}/manage/invite?code=${encodeURIComponent(code)}`;
  }

  private async sendInvite(invite: InvitationRow, code: string, lang: Lang) {
    const [org, inviter] = await Promise.all([
      this.repo.orgById(invite.org_id),
      this.deps.accountNamesOf([invite.invited_by]),
    ]);
    const vars = {
      email: invite.email,
      org: org?.name ?? '',
      inviter: inviter.get(invite.invited_by) ?? '',
      role: isRole(invite.role) ? invite.role : ('analyst' as const),
      days: teamLimits.inviteValidDays,
    };
    await this.deps.mail.send(inviteMail(lang, vars, this.inviteLink(code)));
  }

  /** Invites an address with a role; the mail speaks the language of the member who sends it. */
  async invite(
    session: SessionAccount,
    body: { email: string; role: AssignableRole; appIds?: string[] | null | undefined },
    lang: Lang,
    noteChange: ChangeNote = noChangeNote,
  ): Promise<Invitation> {
    const orgId = this.orgOf(session);
    const email = body.email.trim().toLowerCase();
    const now = this.deps.clock.now();
    const existing = await this.deps.accounts.idOfEmail(email);
    if (existing && (await this.repo.member(orgId, existing))) {
      throw new AppError(ErrorCode.alreadyMember);
    }
    if (await this.repo.openInvitationTo(orgId, email, iso(now))) {
      throw new AppError(ErrorCode.invitePending);
    }
    if ((await this.repo.seatsTaken(orgId, iso(now))) >= teamLimits.members) {
      throw new AppError(ErrorCode.teamFull);
    }
    const code = newToken();
    const row: InvitationRow = {
      id: newId(),
      org_id: orgId,
      email,
      role: body.role,
      app_ids: await this.appLimit(orgId, body.role, body.appIds),
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
    await this.repo.insertInvitation(values);
    noteChange('role', null, body.role);
    await this.sendInvite(row, code, lang);
    const [view] = await this.invitationViews([row]);
    return view!;
  }

  /** Sends the invitation again with a new link valid 7 more days; the old link stops working. */
  async resendInvite(session: SessionAccount, inviteId: string, lang: Lang): Promise<Invitation> {
    const orgId = this.orgOf(session);
    const invite = await this.repo.invitation(orgId, inviteId);
    if (!invite || invite.accepted_at || invite.revoked_at) {
      throw new AppError(ErrorCode.inviteNotFound);
    }
    const code = newToken();
    const next = {
      codeHash: sha256(code),
      expiresAt: iso(addMs(this.deps.clock.now(), teamLimits.inviteValidDays * DAY_MS)),
    };
    if (!(await this.repo.countResend(invite.id, next, teamLimits.inviteSends))) {
      throw new AppError(ErrorCode.inviteSendLimit);
    }
    const updated = (await this.repo.invitation(orgId, inviteId))!;
    await this.sendInvite(updated, code, lang);
    const [view] = await this.invitationViews([updated]);
    return view!;
  }

  async revokeInvite(session: SessionAccount, inviteId: string): Promise<Record<string, never>> {
    if (!(await this.repo.revoke(this.orgOf(session), inviteId, this.now()))) {
      throw new AppError(ErrorCode.inviteNotFound);
    }
    return {};
  }

  /** The open invitation behind a link's code: unknown, used or revoked 10701, expired 10703. */
  private async openInvite(code: string): Promise<InvitationRow> {
    const invite = await this.repo.invitationByCode(sha256(code));
    if (!invite || invite.accepted_at || invite.revoked_at) {
      throw new AppError(ErrorCode.inviteNotFound);
    }
    if (invite.expires_at <= this.now()) throw new AppError(ErrorCode.inviteExpired);
    return invite;
  }

  private async isFor(session: SessionAccount, invite: InvitationRow): Promise<boolean> {
    const email = await this.deps.accounts.emailOf(session.id);
    return email !== null && email.toLowerCase() === invite.email;
  }

  async inviteInfo(session: SessionAccount, code: string) {
    const invite = await this.openInvite(code);
    const [org, names, forYou] = await Promise.all([
      this.repo.orgById(invite.org_id),
      this.deps.accountNamesOf([invite.invited_by]),
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
    if (await this.repo.member(invite.org_id, session.id)) {
      throw new AppError(ErrorCode.alreadyMember);
    }
    if (!(await this.repo.accept(invite, session.id, this.now()))) {
      throw new AppError(ErrorCode.inviteNotFound);
    }
    await this.changed(session.id);
    const role = isRole(invite.role) ? invite.role : 'analyst';
    await this.deps.onJoined?.({
      orgId: invite.org_id,
      accountId: session.id,
      role,
      address,
    });
    return this.switchOrg(session, invite.org_id);
  }
}
