import type { Selectable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import { prepare, type PreparedQuery } from '../../db/prepared.js';
import type { OrgInvitationsTable, OrgMembersTable } from '../../db/schema.js';

export type MemberRow = Selectable<OrgMembersTable>;
export type InvitationRow = Selectable<OrgInvitationsTable>;
type Membership = Pick<MemberRow, 'org_id' | 'role' | 'app_ids'> & {
  require_two_step: number;
};

/** SQL for organisations, their members and invitations; no rules live here. */
export class TeamsRepository {
  private readonly membershipQuery: PreparedQuery<Membership> | null;

  constructor(private readonly db: Executor) {
    // every signed-in call runs this: the membership of the session's organisation, or the
    // account's first when it has none there (never switched, or removed from it)
    this.membershipQuery = prepare(
      db,
      `SELECT m.org_id, m.role, m.app_ids, o.require_two_step
       FROM org_members m JOIN organisations o ON o.id = m.org_id WHERE m.account_id = ?
       ORDER BY CASE WHEN m.org_id = ? THEN 0 ELSE 1 END, m.created_at, m.org_id LIMIT 1`,
    );
  }

  /** The same SQL run on another executor (a transaction of the caller's). */
  with(db: Executor) {
    return new TeamsRepository(db);
  }

  async owner(orgId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('org_members')
      .select('account_id')
      .where('org_id', '=', orgId)
      .where('role', '=', 'owner')
      .executeTakeFirst();
    return row?.account_id;
  }

  async membership(
    accountId: string,
    preferredOrgId: string | null,
  ): Promise<Membership | undefined> {
    if (this.membershipQuery) return this.membershipQuery.first(accountId, preferredOrgId ?? '');
    const rows = await this.db
      .selectFrom('org_members')
      .innerJoin('organisations', 'organisations.id', 'org_members.org_id')
      .select([
        'org_members.org_id',
        'org_members.role',
        'org_members.app_ids',
        'organisations.require_two_step',
      ])
      .where('org_members.account_id', '=', accountId)
      .orderBy('org_members.created_at')
      .orderBy('org_members.org_id')
      .execute();
    return rows.find((row) => row.org_id === preferredOrgId) ?? rows[0];
  }

  // ---- organisations ----

  async orgById(id: string) {
    return this.db.selectFrom('organisations').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Creates the organisation with its owner; nothing happens when it exists already. */
  async insertOrgWithOwner(org: { id: string; name: string; ownerId: string; now: string }) {
    await this.db
      .insertInto('organisations')
      .values({ id: org.id, name: org.name, created_at: org.now, updated_at: org.now })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await this.db
      .insertInto('org_members')
      .values({
        org_id: org.id,
        account_id: org.ownerId,
        role: 'owner',
        app_ids: null,
        created_at: org.now,
      })
      .onConflict((oc) => oc.columns(['org_id', 'account_id']).doNothing())
      .execute();
  }

  /** The account's organisations with its role in each, the oldest membership first. */
  async orgsOf(accountId: string) {
    return this.db
      .selectFrom('org_members')
      .innerJoin('organisations', 'organisations.id', 'org_members.org_id')
      .select([
        'organisations.id',
        'organisations.name',
        'org_members.role',
        'org_members.app_ids',
        'organisations.require_two_step',
      ])
      .where('org_members.account_id', '=', accountId)
      .orderBy('org_members.created_at')
      .orderBy('organisations.id')
      .execute();
  }

  async setRequireTwoStep(orgId: string, on: boolean, now: string) {
    await this.db
      .updateTable('organisations')
      .set({ require_two_step: on ? 1 : 0, updated_at: now })
      .where('id', '=', orgId)
      .execute();
  }

  /** These organisations' names with their owners' account ids. */
  async namesAndOwners(orgIds: readonly string[]) {
    if (orgIds.length === 0) return [];
    return this.db
      .selectFrom('organisations')
      .innerJoin('org_members', 'org_members.org_id', 'organisations.id')
      .select(['organisations.id', 'organisations.name', 'org_members.account_id'])
      .where('organisations.id', 'in', [...orgIds])
      .where('org_members.role', '=', 'owner')
      .execute();
  }

  async isMember(accountId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('org_members')
      .select('org_id')
      .where('account_id', '=', accountId)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  // ---- members ----

  async member(orgId: string, accountId: string): Promise<MemberRow | undefined> {
    return this.db
      .selectFrom('org_members')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('account_id', '=', accountId)
      .executeTakeFirst();
  }

  async members(orgId: string): Promise<MemberRow[]> {
    return this.db
      .selectFrom('org_members')
      .selectAll()
      .where('org_id', '=', orgId)
      .orderBy('created_at')
      .orderBy('account_id')
      .execute();
  }

  /** Members and open invitations: what the size limit of an organisation counts. */
  async seatsTaken(orgId: string, now: string): Promise<number> {
    const [members, invites] = await Promise.all([
      this.db
        .selectFrom('org_members')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('org_id', '=', orgId)
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('org_invitations')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('org_id', '=', orgId)
        .where('accepted_at', 'is', null)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirstOrThrow(),
    ]);
    return Number(members.n) + Number(invites.n);
  }

  async insertMember(row: MemberRow) {
    await this.db.insertInto('org_members').values(row).execute();
  }

  /** Changes a member's role; the owner's row is never matched (it changes by a transfer). */
  async setRole(orgId: string, accountId: string, role: string, appIds: string | null) {
    const result = await this.db
      .updateTable('org_members')
      .set({ role, app_ids: appIds })
      .where('org_id', '=', orgId)
      .where('account_id', '=', accountId)
      .where('role', '!=', 'owner')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async removeMember(orgId: string, accountId: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('org_members')
      .where('org_id', '=', orgId)
      .where('account_id', '=', accountId)
      .where('role', '!=', 'owner')
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  /** Hands the ownership over in one transaction: an organisation always has one owner. */
  async transfer(orgId: string, fromId: string, toId: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const demoted = await trx
        .updateTable('org_members')
        .set({ role: 'admin', app_ids: null })
        .where('org_id', '=', orgId)
        .where('account_id', '=', fromId)
        .where('role', '=', 'owner')
        .executeTakeFirst();
      if (Number(demoted.numUpdatedRows) !== 1) return false;
      const promoted = await trx
        .updateTable('org_members')
        .set({ role: 'owner', app_ids: null })
        .where('org_id', '=', orgId)
        .where('account_id', '=', toId)
        .executeTakeFirst();
      if (Number(promoted.numUpdatedRows) !== 1) throw new TransferTargetGone();
      return true;
    });
  }

  // ---- invitations ----

  async insertInvitation(row: Omit<InvitationRow, 'sends'>) {
    await this.db.insertInto('org_invitations').values(row).execute();
  }

  /** Invitations neither accepted nor revoked (expired ones included), the newest first. */
  async openInvitations(orgId: string): Promise<InvitationRow[]> {
    return this.db
      .selectFrom('org_invitations')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
  }

  async openInvitationTo(orgId: string, email: string, now: string) {
    return this.db
      .selectFrom('org_invitations')
      .select('id')
      .where('org_id', '=', orgId)
      .where('email', '=', email)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
  }

  async invitation(orgId: string, id: string): Promise<InvitationRow | undefined> {
    return this.db
      .selectFrom('org_invitations')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async invitationByCode(codeHash: string): Promise<InvitationRow | undefined> {
    return this.db
      .selectFrom('org_invitations')
      .selectAll()
      .where('code_hash', '=', codeHash)
      .executeTakeFirst();
  }

  /**
   * Counts one more send and gives the invitation a new code and expiry, in one statement, while
   * it is open and under `maxSends`: parallel resends cannot pass the limit.
   */
  async countResend(id: string, next: { codeHash: string; expiresAt: string }, maxSends: number) {
    const result = await this.db
      .updateTable('org_invitations')
      .set((eb) => ({
        sends: eb('sends', '+', 1),
        code_hash: next.codeHash,
        expires_at: next.expiresAt,
      }))
      .where('id', '=', id)
      .where('sends', '<', maxSends)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async revoke(orgId: string, id: string, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('org_invitations')
      .set({ revoked_at: now })
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * Takes the invitation up and adds the member in one transaction; false when it was accepted,
   * revoked or expired in the meantime (a second accept in a burst).
   */
  async accept(invite: InvitationRow, accountId: string, now: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const taken = await trx
        .updateTable('org_invitations')
        .set({ accepted_at: now, accepted_by: accountId })
        .where('id', '=', invite.id)
        .where('accepted_at', 'is', null)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) return false;
      await trx
        .insertInto('org_members')
        .values({
          org_id: invite.org_id,
          account_id: accountId,
          role: invite.role,
          app_ids: invite.app_ids,
          created_at: now,
        })
        .execute();
      return true;
    });
  }
}

/** The member to hand the ownership to left while it was being handed over. */
export class TransferTargetGone extends Error {}
