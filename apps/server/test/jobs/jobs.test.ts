import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServices } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import type { Db } from '../../src/db/database.js';
import { openDatabase } from '../../src/db/database.js';
import { JobRunsRepository } from '../../src/jobs/job-runs.repository.js';
import { jobNames, portalJobs } from '../../src/jobs/registry.js';
import type { Job, JobLog } from '../../src/jobs/runner.js';
import { JobRunner, retryDelay } from '../../src/jobs/runner.js';
import type { TestApp } from '../harness.js';
import { createTestApp, dbKind } from '../harness.js';

const MINUTE = 60_000;
const T0 = Date.parse('2026-11-28T10:00:00.000Z');

/** One moment shared by the runners of a test, moved by hand. */
class StoppedClock {
  constructor(public ms = T0) {}
  now() {
    return new Date(this.ms);
  }
}

/** A log that keeps its warnings. */
function keptLog(): JobLog & { warnings: string[] } {
  const warnings: string[] = [];
  return { warnings, warn: (_f, message) => warnings.push(message), debug: () => {} };
}

/** A job that counts its runs and does what `body` says (by default, waits a little). */
function countingJob(name: string, everyMs: number, body?: () => Promise<void>) {
  const job = {
    runs: 0,
    name,
    key: name,
    everyMs,
    async run() {
      job.runs += 1;
      if (body) await body();
      else await new Promise((r) => setTimeout(r, 20));
      return `${name} ran`;
    },
  };
  return job;
}

describe(`job runner (${dbKind})`, () => {
  let t: TestApp;
  /** a second connection to the same database, as a second instance has */
  let other: Db;

  beforeAll(async () => {
    t = await createTestApp();
    other = openDatabase({ databaseUrl: t.databaseUrl, dataDir: t.dataDir });
  }, 60_000);

  afterAll(async () => {
    await other.destroy();
    await t.close();
  });

  const runners = (jobs: Job[], clock: StoppedClock, log = keptLog()) => [
    new JobRunner({ repo: new JobRunsRepository(t.db), jobs, log, clock, id: 'first' }),
    new JobRunner({ repo: new JobRunsRepository(other), jobs, log, clock, id: 'second' }),
  ];
  const row = (name: string) => new JobRunsRepository(t.db).get(name);

  it('runs a job once per due time when two instances tick at the same moment', async () => {
    const clock = new StoppedClock();
    const job = countingJob('burst', 10 * MINUTE);
    const [a, b] = runners([job], clock);
    const burst = () => Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b)!.tick()));

    const ran = (await burst()).flat();
    expect(job.runs).toBe(1);
    expect(ran).toEqual(['burst']);
    expect(await row('burst')).toMatchObject({
      last_outcome: 'ok',
      attempts: 0,
      claimed_by: null,
      next_run_at: new Date(T0 + 10 * MINUTE).toISOString(),
    });

    clock.ms += 10 * MINUTE - 1;
    await burst();
    expect(job.runs).toBe(1);
    clock.ms += 1;
    await burst();
    expect(job.runs).toBe(2);
  });

  it('records a failed run and retries it after its backoff, not before', async () => {
    const clock = new StoppedClock();
    let failing = true;
    const job = countingJob('flaky', 10 * MINUTE, async () => {
      if (failing) throw new Error('the disk is full');
    });
    const log = keptLog();
    const [a] = runners([job], clock, log);

    await a!.tick();
    expect(await row('flaky')).toMatchObject({
      last_outcome: 'failed',
      last_error: 'the disk is full',
      attempts: 1,
      claimed_by: null,
      next_run_at: new Date(T0 + 30_000).toISOString(),
    });
    expect(log.warnings.join('\n')).toContain('job flaky failed (1 in a row)');

    clock.ms = T0 + 30_000 - 1;
    expect(await a!.tick()).toEqual([]);
    expect(job.runs).toBe(1);
    clock.ms = T0 + 30_000;
    expect(await a!.tick()).toEqual(['flaky']);
    // the second failure in a row waits twice as long
    expect(await row('flaky')).toMatchObject({
      attempts: 2,
      next_run_at: new Date(T0 + 90_000).toISOString(),
    });
    clock.ms = T0 + 90_000 - 1;
    await a!.tick();
    expect(job.runs).toBe(2);

    failing = false;
    clock.ms = T0 + 90_000;
    await a!.tick();
    expect(job.runs).toBe(3);
    expect(await row('flaky')).toMatchObject({
      last_outcome: 'ok',
      last_error: null,
      attempts: 0,
      next_run_at: new Date(T0 + 90_000 + 10 * MINUTE).toISOString(),
    });
  });

  it('backs off 30 s, 1 min, 2 min... up to the interval or an hour', () => {
    const hour = 60 * MINUTE;
    const delays = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => retryDelay(n, 10 * MINUTE));
    expect(delays).toEqual([
      30_000,
      MINUTE,
      2 * MINUTE,
      4 * MINUTE,
      8 * MINUTE,
      10 * MINUTE,
      10 * MINUTE,
      10 * MINUTE,
    ]);
    expect(retryDelay(1, 30_000)).toBe(30_000);
    expect(retryDelay(5, 30_000)).toBe(30_000);
    expect(retryDelay(20, 24 * hour)).toBe(hour);
  });

  it('takes over a job whose runner stopped answering once its lease lapses', async () => {
    const clock = new StoppedClock();
    let release = () => {};
    let started = () => {};
    const hung = new Promise<void>((resolve) => (release = resolve));
    const hasStarted = new Promise<void>((resolve) => (started = resolve));
    let runs = 0;
    const job: Job = {
      name: 'stuck',
      key: 'stuck',
      everyMs: 60 * MINUTE,
      async run() {
        runs += 1;
        // the first runner's run hangs, as in a process that stopped mid-run
        if (runs === 1) {
          started();
          await hung;
        }
        return 'done';
      },
    };
    const log = keptLog();
    const [a, b] = runners([job], clock, log);

    const firstTick = a!.tick();
    await hasStarted;
    expect(await row('stuck')).toMatchObject({ claimed_by: 'first' });
    clock.ms += 60_000; // the lease's last moment: still held
    expect(await b!.tick()).toEqual([]);
    clock.ms += 1;
    expect(await b!.tick()).toEqual(['stuck']);
    expect(runs).toBe(2);
    const taken = await row('stuck');
    expect(taken).toMatchObject({
      claimed_by: null,
      last_outcome: 'ok',
      last_started_at: new Date(T0 + 60_001).toISOString(),
      next_run_at: new Date(T0 + 60_001 + 60 * MINUTE).toISOString(),
    });

    // the first runner comes back: its late end does not overwrite the run that took over
    release();
    await firstTick;
    expect(await row('stuck')).toEqual(taken);
    expect(log.warnings.join('\n')).toContain('job stuck ran past its lease');
  });

  it('records a run by hand, failed or not, and leaves the schedule alone', async () => {
    const clock = new StoppedClock();
    let failing = true;
    const seen: Date[] = [];
    const job = countingJob('by-hand', 10 * MINUTE, async () => {
      if (failing) throw new Error('no such bucket');
    });
    const asOf = { ...job, run: (now: Date) => (seen.push(now), job.run()) };
    const [a] = runners([asOf], clock);
    const at = new Date('2031-01-01T00:00:00.000Z');

    expect(await a!.runByHand('by-hand', at)).toEqual({ state: 'failed', error: 'no such bucket' });
    expect(seen).toEqual([at]);
    const failed = await row('by-hand');
    expect(failed).toMatchObject({
      last_outcome: 'failed',
      last_error: 'no such bucket',
      last_started_at: new Date(T0).toISOString(),
      claimed_by: null,
      attempts: 0,
      next_run_at: new Date(T0).toISOString(),
    });

    failing = false;
    clock.ms += 5_000;
    expect(await a!.runByHand('by-hand', at)).toEqual({ state: 'ok', summary: 'by-hand ran' });
    expect(await row('by-hand')).toMatchObject({
      last_outcome: 'ok',
      last_error: null,
      last_finished_at: new Date(T0 + 5_000).toISOString(),
      next_run_at: new Date(T0).toISOString(),
    });
  });

  it('starts no run once stopped', async () => {
    const clock = new StoppedClock();
    const job = countingJob('stopped', 10 * MINUTE);
    const [a] = runners([job], clock);
    const tick = a!.tick();
    await a!.stop();
    expect(await tick).toEqual([]);
    expect(job.runs).toBe(0);
  });

  it('keeps a long run by renewing its lease', async () => {
    let runs = 0;
    const job: Job = {
      name: 'long',
      key: 'long',
      everyMs: 60 * MINUTE,
      async run() {
        runs += 1;
        await new Promise((r) => setTimeout(r, 1_000));
        return 'done';
      },
    };
    const lease = { leaseMs: 300, log: keptLog() };
    const a = new JobRunner({ repo: new JobRunsRepository(t.db), jobs: [job], ...lease });
    const b = new JobRunner({ repo: new JobRunsRepository(other), jobs: [job], ...lease });
    const first = a.tick();
    // the other instance tries all through the run, long past the 300 ms lease
    for (let i = 0; i < 10; i += 1) {
      await new Promise((r) => setTimeout(r, 100));
      await b.tick();
    }
    await first;
    expect(runs).toBe(1);
    expect(await row('long')).toMatchObject({ last_outcome: 'ok', claimed_by: null });
  });

  it('runs each of the portal jobs once when two instances start together', async () => {
    // both instances start on a database where no job has run yet (another test may have run
    // one, which is then not due again)
    await t.db.deleteFrom('job_runs').execute();
    // the second instance has its own staging folder: the per-folder jobs run once per folder
    const otherDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vrportal-jobs-'));
    const otherServices = buildServices({
      config: loadConfig({
        DATA_DIR: otherDir,
        ...(t.databaseUrl ? { DATABASE_URL: t.databaseUrl } : {}),
        WEB_DIST: path.join(otherDir, 'none'),
      }),
      db: other,
    });
    try {
      const runs: string[] = [];
      const counted = (jobs: Job[]) =>
        jobs.map((j) => ({ ...j, run: (now: Date) => (runs.push(j.key), j.run(now)) }));
      const log = keptLog();
      const clock = new StoppedClock(Date.now());
      const a = new JobRunner({
        repo: new JobRunsRepository(t.db),
        jobs: counted(await portalJobs(t.services, log)),
        log,
        clock,
      });
      const b = new JobRunner({
        repo: new JobRunsRepository(other),
        jobs: counted(await portalJobs(otherServices, log)),
        log,
        clock,
      });
      await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);

      const shared = [
        'cleanup',
        'auto-checks',
        'release-dates',
        'crash-rollups',
        'rollout-halts',
        'bills',
        'calendar-warning',
        'webhook-deliveries',
      ];
      const ids = [await t.services.uploads.stagingId(), await otherServices.uploads.stagingId()];
      const perFolder = ids.flatMap((id) => [`upload-cleanup@${id}`, `merge-sweep@${id}`]);
      expect(runs.sort()).toEqual([...shared, ...perFolder].sort());
      // the calendar warning is the one warning a run may log (a year nobody imported)
      expect(log.warnings.filter((w) => !w.startsWith('the working-day calendar'))).toEqual([]);
      for (const key of runs) expect((await row(key))?.last_outcome).toBe('ok');
      expect([...jobNames].sort()).toEqual([...shared, 'merge-sweep', 'upload-cleanup'].sort());
    } finally {
      await otherServices.uploads.close();
      await fs.rm(otherDir, { recursive: true, force: true });
    }
  });

  describe('run-job on the command line', () => {
    const cli = (...args: string[]) =>
      promisify(execFile)('npx', ['tsx', 'src/cli/admin.ts', 'run-job', ...args], {
        cwd: path.resolve(import.meta.dirname, '../..'),
        env: {
          ...process.env,
          DATA_DIR: t.dataDir,
          SEED_DEMO: 'false',
          ...(t.databaseUrl ? { DATABASE_URL: t.databaseUrl } : {}),
        },
      }).then(
        (r) => ({ code: 0, out: r.stdout + r.stderr }),
        (e: { code: number; stdout: string; stderr: string }) => ({
          code: e.code,
          out: e.stdout + e.stderr,
        }),
      );

    it('runs a job as of --at and records it', { timeout: 60_000 }, async () => {
      const before = Date.now();
      const later = await cli('calendar-warning', '--at', '2031-06-01T00:00:00Z');
      expect(later).toMatchObject({ code: 0 });
      expect(later.out).toContain('the working-day calendar does not know 2031');
      const recorded = await row('calendar-warning');
      expect(recorded).toMatchObject({ last_outcome: 'ok', claimed_by: null, attempts: 0 });
      expect(Date.parse(recorded!.last_finished_at!)).toBeGreaterThanOrEqual(before);

      const now = await cli('calendar-warning', '--at', '2026-06-01T00:00:00Z');
      expect(now.out).toContain('The working-day calendar knows 2026.');
      // a run by hand leaves the schedule alone
      expect((await row('calendar-warning'))?.next_run_at).toBe(recorded!.next_run_at);
    });

    it(
      'waits for no schedule but never runs beside a live claim',
      { timeout: 60_000 },
      async () => {
        const until = new Date(Date.now() + 10 * MINUTE).toISOString();
        await new JobRunsRepository(t.db).ensure(['release-dates'], new Date().toISOString());
        await t.db
          .updateTable('job_runs')
          .set({ claimed_by: 'other-host:42:abc', claimed_until: until })
          .where('name', '=', 'release-dates')
          .execute();
        const busy = await cli('release-dates');
        expect(busy.code).toBe(1);
        expect(busy.out).toContain('release-dates is running elsewhere (other-host:42:abc');
        expect((await row('release-dates'))?.claimed_by).toBe('other-host:42:abc');
      },
    );

    it('names the jobs when asked for one it does not know', { timeout: 60_000 }, async () => {
      const unknown = await cli('release-date');
      expect(unknown.code).toBe(2);
      expect(unknown.out).toContain(`run-job needs a job name: ${jobNames.join(', ')}.`);
    });
  });
});
