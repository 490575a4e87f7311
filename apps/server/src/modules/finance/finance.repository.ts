import { FinanceStatus } from '@vrportal/contract';
import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type {
  FinanceProfilesTable,
  FinanceRevealsTable,
  FinanceVersionsTable,
} from '../../db/schema.js';

export type FinanceProfileRow = Selectable<FinanceProfilesTable>;
export type FinanceVersionRow = Selectable<FinanceVersionsTable>;
export type FinanceRevealRow = Selectable<FinanceRevealsTable>;

/** SQL of payment profiles and their versions; no rules live here. */
export class FinanceRepository {
  constructor(private readonly db: Executor) {}

  with(db: Executor) {
    return new FinanceRepository(db);
  }

  findProfile(orgId: string) {
    return this.db
      .selectFrom('finance_profiles')
      .selectAll()
      .where('org_id', '=', orgId)
      .executeTakeFirst();
  }

  async ensureProfile(orgId: string, now: string) {
    await this.db
      .insertInto('finance_profiles')
      .values({
        org_id: orgId,
        status: FinanceStatus.none,
        version: 0,
        approved_version: null,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('org_id').doNothing())
      .execute();
  }

  /**
   * Puts the profile under review with its next version number, unless it is under review
   * already; answers the new number, or null. One statement, so two submits cannot both win.
   */
  async startReview(orgId: string, now: string): Promise<number | null> {
    const row = await this.db
      .updateTable('finance_profiles')
      .set((eb) => ({
        status: FinanceStatus.underReview,
        version: eb('version', '+', 1),
        updated_at: now,
      }))
      .where('org_id', '=', orgId)
      .where('status', '!=', FinanceStatus.underReview)
      .returning('version')
      .executeTakeFirst();
    return row ? Number(row.version) : null;
  }

  async insertVersion(row: Insertable<FinanceVersionsTable>) {
    await this.db.insertInto('finance_versions').values(row).execute();
  }

  findVersion(orgId: string, version: number) {
    return this.db
      .selectFrom('finance_versions')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('version', '=', version)
      .executeTakeFirst();
  }

  /** Every version of a profile, newest first. */
  versions(orgId: string) {
    return this.db
      .selectFrom('finance_versions')
      .selectAll()
      .where('org_id', '=', orgId)
      .orderBy('version', 'desc')
      .execute();
  }

  /** Records a decision on a version still under review; false when it no longer is. */
  async decide(
    id: string,
    changes: Pick<
      FinanceVersionRow,
      'status' | 'reviewed_at' | 'reviewer_id' | 'audit_id' | 'review_note' | 'reasons'
    >,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('finance_versions')
      .set(changes)
      .where('id', '=', id)
      .where('status', '=', FinanceStatus.underReview)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async setProfileStatus(
    orgId: string,
    changes: Partial<Pick<FinanceProfileRow, 'status' | 'approved_version'>> & {
      updated_at: string;
    },
  ) {
    await this.db
      .updateTable('finance_profiles')
      .set(changes)
      .where('org_id', '=', orgId)
      .execute();
  }

  /** Versions under review, oldest first. */
  queue(limit: number, offset: number) {
    return this.db
      .selectFrom('finance_versions')
      .select(['org_id', 'version', 'org_name', 'org_type', 'org_country', 'submitted_at'])
      .where('status', '=', FinanceStatus.underReview)
      .orderBy('submitted_at', 'asc')
      .orderBy('id', 'asc')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  async queueSize(): Promise<number> {
    const row = await this.db
      .selectFrom('finance_versions')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('status', '=', FinanceStatus.underReview)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  // ---- the reveal log: rows are only ever added, never changed or removed -------------------

  async insertReveal(row: Insertable<FinanceRevealsTable>) {
    await this.db.insertInto('finance_reveals').values(row).execute();
  }

  /** Reveals of one profile, newest first. */
  reveals(orgId: string) {
    return this.db
      .selectFrom('finance_reveals')
      .selectAll()
      .where('org_id', '=', orgId)
      .orderBy('revealed_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }
}
