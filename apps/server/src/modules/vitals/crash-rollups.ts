// The crash-rollups job: what the intake appended since the last run, counted into the rollups.
import type { CrashRollupsRepository } from './rollups.repository.js';

/** Reports counted in one transaction at most: on SQLite the intake waits while one runs. */
export const STRETCH = 20_000;

/**
 * The rollups the vitals screens read (clusters, their devices, builds and models, the reports
 * of each cluster per day and week, the crashing devices of each build's day), grown from
 * crash_log by the `crash-rollups` job a few seconds behind the intake.
 */
export class CrashRollups {
  constructor(private readonly repo: CrashRollupsRepository) {}

  /**
   * Counts every report stored when the run began, in stretches of at most STRETCH reports, each
   * in one transaction that also moves the mark: a report is counted once however many runs
   * meet, and one that arrives during a run is left to the next. Answers how many it counted.
   */
  async run(): Promise<{ reports: number }> {
    const start = await this.repo.bounds();
    let reports = 0;
    if (start.hi <= start.lo) return { reports };
    for (;;) {
      const counted = await this.repo.inTransaction(async (repo) => {
        const { lo } = await repo.bounds();
        const hi = Math.min(start.hi, lo + STRETCH);
        if (hi <= lo) return null;
        const n = await repo.rollUp({ lo, hi });
        await repo.setMark(hi);
        return n;
      });
      if (counted === null) return { reports };
      reports += counted;
    }
  }
}
