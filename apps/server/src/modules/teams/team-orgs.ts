// Organisations: the session's membership, who hears of what, and each organisation's settings.
import type { OrgSummary, Role } from '@vrportal/contract';
import { ErrorCode, reachesApp, roleAllows, type DeveloperPermission } from '@vrportal/contract';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionAccount, StoredSession } from '../account/index.js';
import type { ChangeNote, TeamContext } from './team-context.js';
import { isRole, noChangeNote, parseAppIds } from './team-context.js';
import type { TeamsRepository } from './teams.repository.js';

/** Bounds the memory of the membership cache; clearing it only costs the next calls a query. */
const MEMBERSHIP_CACHE_MAX = 20_000;
type Membership = Awaited<ReturnType<TeamsRepository['membership']>>;

export class TeamOrgs {
  /** memberships by account, asked organisation and the account's access version */
  private readonly memberships = new Map<string, Membership>();

  constructor(private readonly ctx: TeamContext) {}

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
    const found = await this.ctx.repo.membership(stored.id, stored.orgId);
    if (this.memberships.size >= MEMBERSHIP_CACHE_MAX) this.memberships.clear();
    this.memberships.set(key, found);
    return found;
  }

  /** A developer just approved founds its organisation: its id is the founder's account id. */
  async found(accountId: string, name: string): Promise<void> {
    const org = {
      id: accountId,
      name: name.slice(0, 200),
      ownerId: accountId,
      now: this.ctx.now(),
    };
    await this.ctx.repo.insertOrgWithOwner(org);
    await this.ctx.changed(accountId);
  }

  isMember(accountId: string): Promise<boolean> {
    return this.ctx.repo.isMember(accountId);
  }

  /**
   * How the review console names organisations: "name (owner)", the owner by its e-mail or
   * mobile; one query for a page.
   */
  async labelsOf(ids: readonly (string | null)[]): Promise<Map<string, string>> {
    const wanted = [...new Set(ids)].filter((id): id is string => Boolean(id));
    const rows = await this.ctx.repo.namesAndOwners(wanted);
    const owners = await this.ctx.deps.accountNamesOf(rows.map((r) => r.account_id));
    return new Map(rows.map((r) => [r.id, `${r.name} (${owners.get(r.account_id) ?? ''})`]));
  }

  async orgName(orgId: string): Promise<string | null> {
    return (await this.ctx.repo.orgById(orgId))?.name ?? null;
  }

  /** The owner of an organisation: who its mails go to until members choose their own. */
  async ownerOf(orgId: string): Promise<string | null> {
    return (await this.ctx.repo.owner(orgId)) ?? null;
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
    const members = await this.ctx.repo.with(db).members(orgId);
    return members
      .filter((m) => isRole(m.role) && roleAllows(m.role, permission))
      .filter((m) => appId === null || reachesApp(parseAppIds(m.app_ids), appId))
      .map((m) => m.account_id);
  }

  // ---- organisations ---------------------------------------------------------------------------

  async listOrgs(session: SessionAccount): Promise<{ orgs: OrgSummary[] }> {
    const rows = await this.ctx.repo.orgsOf(session.id);
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
    await this.ctx.deps.accounts.setSessionOrg(session.tokenHash, orgId);
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
    const orgId = this.ctx.orgOf(session);
    if (on && !session.twoStep) throw new AppError(ErrorCode.twoStepRequired);
    const before = (await this.listOrgs(session)).orgs.find((o) => o.orgId === orgId);
    await this.ctx.repo.setRequireTwoStep(orgId, on, this.ctx.now());
    // each member's next call reads the requirement afresh, on every instance
    for (const member of await this.ctx.repo.members(orgId))
      await this.ctx.changed(member.account_id);
    if (before && before.requireTwoStep !== on) {
      noteChange('requireTwoStep', String(before.requireTwoStep), String(on));
    }
    return { ...before!, requireTwoStep: on };
  }
}
