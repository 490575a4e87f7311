import type { Invitation, Lang, Member, OrgSummary } from '@vrportal/contract';
import type { AssignableRole, DeveloperPermission } from '@vrportal/contract';
import type { Executor } from '../../db/executor.js';
import type { SessionAccount, StoredSession } from '../account/index.js';
import type { ChangeNote, TeamsServiceDeps } from './team-context.js';
import { TeamContext } from './team-context.js';
import { TeamInvitations } from './team-invitations.js';
import { TeamMembers } from './team-members.js';
import { TeamOrgs } from './team-orgs.js';

export type { ChangeNote, TeamsServiceDeps } from './team-context.js';

/**
 * Organisations and their members: who belongs where with which role (`team-orgs.ts`), role
 * changes, removal and the transfer of ownership (`team-members.ts`), invitations by mail
 * (`team-invitations.ts`). The role found here for each call is what the route registrar checks
 * the call's permission against.
 */
export class TeamsService {
  private readonly orgs: TeamOrgs;
  private readonly team: TeamMembers;
  private readonly invites: TeamInvitations;

  constructor(deps: TeamsServiceDeps) {
    const ctx = new TeamContext(deps);
    this.orgs = new TeamOrgs(ctx);
    this.team = new TeamMembers(ctx);
    this.invites = new TeamInvitations(ctx, this.orgs);
  }

  // ---- what the account module and the guard ask ----------------------------------------------

  /**
   * The session with its organisation, role and app limit, read on every call: a member removed
   * or given another role is refused at its next call, whichever instance serves it.
   */
  sessionOf(stored: StoredSession): Promise<SessionAccount> {
    return this.orgs.sessionOf(stored);
  }

  /** A developer just approved founds its organisation: its id is the founder's account id. */
  found(accountId: string, name: string): Promise<void> {
    return this.orgs.found(accountId, name);
  }

  isMember(accountId: string): Promise<boolean> {
    return this.orgs.isMember(accountId);
  }

  /** How the review console names organisations: "name (owner)". */
  labelsOf(ids: readonly (string | null)[]): Promise<Map<string, string>> {
    return this.orgs.labelsOf(ids);
  }

  orgName(orgId: string): Promise<string | null> {
    return this.orgs.orgName(orgId);
  }

  /** The owner of an organisation: who its mails go to until members choose their own. */
  ownerOf(orgId: string): Promise<string | null> {
    return this.orgs.ownerOf(orgId);
  }

  /** The members who hear of something that concerns `permission` (and `appId`). */
  recipientsOf(
    orgId: string,
    permission: DeveloperPermission,
    appId: string | null,
    db: Executor,
  ): Promise<string[]> {
    return this.orgs.recipientsOf(orgId, permission, appId, db);
  }

  // ---- organisations ---------------------------------------------------------------------------

  listOrgs(session: SessionAccount): Promise<{ orgs: OrgSummary[] }> {
    return this.orgs.listOrgs(session);
  }

  switchOrg(session: SessionAccount, orgId: string): Promise<OrgSummary> {
    return this.orgs.switchOrg(session, orgId);
  }

  /** Requires every member to sign in with a second step (or stops requiring it). */
  requireTwoStep(session: SessionAccount, on: boolean, noteChange?: ChangeNote) {
    return this.orgs.requireTwoStep(session, on, noteChange);
  }

  // ---- members ---------------------------------------------------------------------------------

  members(session: SessionAccount): Promise<{ members: Member[] }> {
    return this.team.members(session);
  }

  setRole(
    session: SessionAccount,
    accountId: string,
    role: AssignableRole,
    appIds?: string[] | null,
    noteChange?: ChangeNote,
  ): Promise<Member> {
    return this.team.setRole(session, accountId, role, appIds, noteChange);
  }

  removeMember(session: SessionAccount, accountId: string, noteChange?: ChangeNote) {
    return this.team.removeMember(session, accountId, noteChange);
  }

  transferOwnership(session: SessionAccount, accountId: string, noteChange?: ChangeNote) {
    return this.team.transferOwnership(session, accountId, noteChange);
  }

  // ---- invitations -----------------------------------------------------------------------------

  invitations(session: SessionAccount): Promise<{ invitations: Invitation[] }> {
    return this.invites.invitations(session);
  }

  /** Invites an address with a role; the mail speaks the language of the member who sends it. */
  invite(
    session: SessionAccount,
    body: { email: string; role: AssignableRole; appIds?: string[] | null | undefined },
    lang: Lang,
    noteChange?: ChangeNote,
  ): Promise<Invitation> {
    return this.invites.invite(session, body, lang, noteChange);
  }

  /** Sends the invitation again with a new link valid 7 more days; the old link stops working. */
  resendInvite(session: SessionAccount, inviteId: string, lang: Lang): Promise<Invitation> {
    return this.invites.resendInvite(session, inviteId, lang);
  }

  revokeInvite(session: SessionAccount, inviteId: string) {
    return this.invites.revokeInvite(session, inviteId);
  }

  inviteInfo(session: SessionAccount, code: string) {
    return this.invites.inviteInfo(session, code);
  }

  /** Joins the organisation of the invitation, which becomes the session's current one. */
  acceptInvite(session: SessionAccount, code: string, address = ''): Promise<OrgSummary> {
    return this.invites.acceptInvite(session, code, address);
  }
}
