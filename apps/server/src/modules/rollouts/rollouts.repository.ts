import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { HaltRule } from '@vrportal/contract';
import type { RolloutStepsTable, RolloutsTable } from '../../db/schema.js';

export type RolloutRow = Selectable<RolloutsTable>;
export type RolloutStepRow = Selectable<RolloutStepsTable>;

/** States of a rollout still in progress: one per app (a unique partial index holds it). */
export const OPEN_STATES = ['running', 'halted'] as const;

/** SQL of staged rollouts: each app's rollouts, their steps, and the share the next one takes. */
export class RolloutsRepository {
  constructor(private readonly db: Executor) {}

  with(db: Executor) {
    return new RolloutsRepository(db);
  }

  /** Runs `work` in one transaction, or in the caller's when this repository runs in one. */
  transaction<T>(work: (repo: RolloutsRepository) => Promise<T>): Promise<T> {
    if (this.db.isTransaction) return work(this);
    return this.db.transaction().execute((trx) => work(new RolloutsRepository(trx)));
  }

  async plannedShare(appId: string): Promise<number | null> {
    const row = await this.db
      .selectFrom('rollout_plans')
      .select('share')
      .where('app_id', '=', appId)
      .executeTakeFirst();
    return row?.share ?? null;
  }

  async plan(appId: string, share: number, now: string) {
    await this.db
      .insertInto('rollout_plans')
      .values({ app_id: appId, share, updated_at: now })
      .onConflict((oc) => oc.column('app_id').doUpdateSet({ share, updated_at: now }))
      .execute();
  }

  open(appId: string) {
    return this.db
      .selectFrom('rollouts')
      .selectAll()
      .where('app_id', '=', appId)
      .where('state', 'in', [...OPEN_STATES])
      .executeTakeFirst();
  }

  /** The rollouts in progress of several apps (the update check). */
  openOf(appIds: readonly string[]) {
    if (appIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('rollouts')
      .select(['id', 'app_id', 'version_id', 'previous_version_id', 'share', 'state'])
      .where('app_id', 'in', [...appIds])
      .where('state', 'in', [...OPEN_STATES])
      .execute();
  }

  /** The app's newest rollout, whatever its state. */
  latest(appId: string) {
    return this.db
      .selectFrom('rollouts')
      .selectAll()
      .where('app_id', '=', appId)
      .orderBy('started_at', 'desc')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
  }

  async insert(row: Insertable<RolloutsTable>) {
    await this.db.insertInto('rollouts').values(row).execute();
  }

  /**
   * Moves a rollout from one of `from` in one conditional UPDATE; a new share must be above the
   * current one. False when another change came first.
   */
  async move(
    id: string,
    from: readonly string[],
    changes: { state: string; share?: number; updated_at: string },
  ): Promise<boolean> {
    let query = this.db
      .updateTable('rollouts')
      .set(changes)
      .where('id', '=', id)
      .where('state', 'in', [...from]);
    if (changes.share !== undefined) query = query.where('share', '<', changes.share);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async addStep(row: Insertable<RolloutStepsTable>) {
    await this.db.insertInto('rollout_steps').values(row).execute();
  }

  steps(rolloutId: string) {
    return (
      this.db
        .selectFrom('rollout_steps')
        .selectAll()
        .where('rollout_id', '=', rolloutId)
        .orderBy('at')
        // raises in the same millisecond: a later one is higher
        .orderBy('share')
        .orderBy('id')
        .execute()
    );
  }

  /** The builds an open rollout serves (the staged one and the previous one). */
  async versionIdsOf(appId: string): Promise<string[]> {
    const row = await this.open(appId);
    return row ? [row.version_id, row.previous_version_id] : [];
  }

  async haltRule(appId: string): Promise<HaltRule | null> {
    const row = await this.db
      .selectFrom('rollout_halt_rules')
      .selectAll()
      .where('app_id', '=', appId)
      .executeTakeFirst();
    if (!row) return null;
    return {
      crashFactor: Number(row.crash_factor),
      minCrashRate: Number(row.min_crash_rate),
      anrFactor: Number(row.anr_factor),
      minAnrRate: Number(row.min_anr_rate),
      minDevices: Number(row.min_devices),
    };
  }

  async putHaltRule(appId: string, rule: HaltRule, now: string) {
    const values = {
      crash_factor: rule.crashFactor,
      min_crash_rate: rule.minCrashRate,
      anr_factor: rule.anrFactor,
      min_anr_rate: rule.minAnrRate,
      min_devices: rule.minDevices,
      updated_at: now,
    };
    await this.db
      .insertInto('rollout_halt_rules')
      .values({ app_id: appId, ...values })
      .onConflict((oc) => oc.column('app_id').doUpdateSet(values))
      .execute();
  }

  /** Every running rollout (the automatic halt looks at each). */
  running() {
    return this.db.selectFrom('rollouts').selectAll().where('state', '=', 'running').execute();
  }

  /** When a rollout was last resumed, if ever: the automatic halt looks only after it. */
  async lastResumedAt(rolloutId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('rollout_steps')
      .select((eb) => eb.fn.max('at').as('at'))
      .where('rollout_id', '=', rolloutId)
      .where('action', '=', 'resume')
      .executeTakeFirst();
    return (row?.at as string | null | undefined) ?? null;
  }
}
