import type { Db } from '../db/database.js';
import type { JobRunsTable } from '../db/schema.js';

export type JobRunRow = Omit<JobRunsTable, 'attempts'> & { attempts: number };

/** How a run ended, written when its holder lets go of the claim. */
export interface RunEnd {
  finishedAt: string;
  outcome: 'ok' | 'failed';
  error: string | null;
  /** the next due time and the failures in a row; absent for a run by hand (schedule kept) */
  schedule?: { nextRunAt: string; attempts: number };
}

/** The SQL of the runner's claims; job_runs belongs to jobs/. */
export class JobRunsRepository {
  constructor(private readonly db: Db) {}

  /** A row for each job seen for the first time, due at once; known jobs keep their schedule. */
  async ensure(names: string[], now: string): Promise<void> {
    if (names.length === 0) return;
    await this.db
      .insertInto('job_runs')
      .values(names.map((name) => ({ name, next_run_at: now })))
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  }

  /** Which of `names` are due at `now` with no live claim. */
  async due(names: string[], now: string): Promise<string[]> {
    if (names.length === 0) return [];
    const rows = await this.db
      .selectFrom('job_runs')
      .select('name')
      .where('name', 'in', names)
      .where('next_run_at', '<=', now)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
      .execute();
    return rows.map((r) => r.name);
  }

  /**
   * Takes the claim of a job in one UPDATE whose WHERE only the first of any number of runners
   * still meets (PostgreSQL re-reads a row another transaction changed before updating it). A
   * lapsed lease counts as free, so a job whose holder died is taken over. `anyTime` (a run by
   * hand) ignores the due time but never a live claim. Answers the failures in a row so far, or
   * null when another runner holds the job or it is not due.
   */
  async claim(
    name: string,
    runner: string,
    now: string,
    until: string,
    anyTime = false,
  ): Promise<{ attempts: number } | null> {
    let update = this.db
      .updateTable('job_runs')
      .set({ claimed_by: runner, claimed_until: until, last_started_at: now })
      .where('name', '=', name)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]));
    if (!anyTime) update = update.where('next_run_at', '<=', now);
    const row = await update.returning('attempts').executeTakeFirst();
    return row ? { attempts: Number(row.attempts) } : null;
  }

  /** Moves the lease on while the run goes on; false when another runner took the job over. */
  async renew(name: string, runner: string, until: string): Promise<boolean> {
    const result = await this.db
      .updateTable('job_runs')
      .set({ claimed_until: until })
      .where('name', '=', name)
      .where('claimed_by', '=', runner)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * Records the run and lets go of the claim, only if `runner` still holds it: a runner whose
   * lease lapsed and was taken over leaves the new holder's record alone. False in that case.
   */
  async finish(name: string, runner: string, end: RunEnd): Promise<boolean> {
    const result = await this.db
      .updateTable('job_runs')
      .set({
        claimed_by: null,
        claimed_until: null,
        last_finished_at: end.finishedAt,
        last_outcome: end.outcome,
        last_error: end.error,
        ...(end.schedule
          ? { next_run_at: end.schedule.nextRunAt, attempts: end.schedule.attempts }
          : {}),
      })
      .where('name', '=', name)
      .where('claimed_by', '=', runner)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async get(name: string): Promise<JobRunRow | undefined> {
    const row = await this.db
      .selectFrom('job_runs')
      .selectAll()
      .where('name', '=', name)
      .executeTakeFirst();
    return row && { ...row, attempts: Number(row.attempts) };
  }
}
