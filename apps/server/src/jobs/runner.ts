import os from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Clock } from '../lib/time.js';
import { addMs, iso, systemClock } from '../lib/time.js';
import type { JobRunsRepository } from './job-runs.repository.js';

/** A timed job: `run(now)` does the work due by `now` and says what it did in a line. */
export interface Job {
  /** what operators type (`run-job <name>`) and read in the log */
  name: string;
  /** the job_runs row its runs claim: the name, or name@folder for one staging folder's work */
  key: string;
  everyMs: number;
  run(now: Date): Promise<string>;
}

/** The part of a pino logger the runner writes to. */
export interface JobLog {
  warn(fields: object, message: string): void;
  debug(fields: object, message: string): void;
}

export type HandRun =
  | { state: 'ok'; summary: string }
  | { state: 'failed'; error: string }
  | { state: 'busy'; holder: string | null; until: string | null };

export const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 3_600_000;
/** how long a claim holds without renewal: a runner that died frees its jobs after this */
export const LEASE_MS = 60_000;
/** how often the server's runner looks for due jobs */
export const TICK_MS = 5_000;

/** The wait before retrying a job that failed `attempts` times in a row: 30 s, 1 min, 2 min... */
export function retryDelay(attempts: number, everyMs: number): number {
  const cap = Math.min(everyMs, MAX_RETRY_MS);
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), cap);
}

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

export interface RunnerOptions {
  repo: JobRunsRepository;
  jobs: Job[];
  log: JobLog;
  clock?: Clock;
  /** the holder's name in job_runs.claimed_by; host, process and a random part by default */
  id?: string;
  leaseMs?: number;
}

/**
 * Runs the registered jobs when they are due. Every run first takes the job's claim in the
 * database, so a job runs once per due time however many instances tick; a run holds a lease it
 * renews, so a job whose runner died is taken over once the lease lapses. A failed run is retried
 * after a backoff; a good one schedules the next run an interval after it started.
 */
export class JobRunner {
  readonly id: string;
  private readonly clock: Clock;
  private readonly leaseMs: number;
  private readonly running = new Set<string>();
  private readonly runs = new Set<Promise<unknown>>();
  private ready: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(private readonly opts: RunnerOptions) {
    this.id = opts.id ?? `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
    this.clock = opts.clock ?? systemClock;
    this.leaseMs = opts.leaseMs ?? LEASE_MS;
  }

  /** Ticks now and then every `tickMs`, on a timer that does not keep the process alive. */
  start(tickMs = TICK_MS): void {
    this.stopped = false;
    const tick = () => {
      this.track(this.tick()).catch((err) => this.opts.log.warn({ err }, 'job runner tick failed'));
    };
    this.timer = setInterval(tick, tickMs);
    this.timer.unref();
    tick();
  }

  /** Stops ticking and waits for the ticks and runs under way; no new run starts. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await Promise.allSettled([...this.runs]);
  }

  /** Runs every job due now whose claim this runner gets; answers their names. */
  async tick(): Promise<string[]> {
    const now = this.clock.now();
    const keys = this.opts.jobs.map((j) => j.key);
    this.ready ??= this.opts.repo.ensure(keys, iso(now)).catch((error: unknown) => {
      this.ready = undefined;
      throw error;
    });
    await this.ready;
    const due = await this.opts.repo.due(
      keys.filter((k) => !this.running.has(k)),
      iso(now),
    );
    const jobs = this.stopped ? [] : this.opts.jobs.filter((j) => due.includes(j.key));
    const ran = await Promise.all(jobs.map((job) => this.track(this.runIfClaimed(job, now))));
    return jobs.filter((_, i) => ran[i]).map((j) => j.name);
  }

  /**
   * Runs a job by hand as of `at` (the command line): it waits for no due time but takes the
   * claim like any run, so it never overlaps a run elsewhere, and records its outcome; the
   * schedule stays as it was.
   */
  async runByHand(name: string, at: Date): Promise<HandRun> {
    const job = this.opts.jobs.find((j) => j.name === name);
    if (!job) throw new Error(`no job ${name}`);
    const started = this.clock.now();
    await this.opts.repo.ensure([job.key], iso(started));
    const claim = await this.opts.repo.claim(
      job.key,
      this.id,
      iso(started),
      iso(addMs(started, this.leaseMs)),
      true,
    );
    if (!claim) {
      const row = await this.opts.repo.get(job.key);
      return { state: 'busy', holder: row?.claimed_by ?? null, until: row?.claimed_until ?? null };
    }
    const result = await this.runHeld(job, at);
    await this.opts.repo.finish(job.key, this.id, {
      finishedAt: iso(this.clock.now()),
      outcome: result.ok ? 'ok' : 'failed',
      error: result.ok ? null : result.error,
    });
    return result.ok
      ? { state: 'ok', summary: result.summary }
      : { state: 'failed', error: result.error };
  }

  private track<T>(run: Promise<T>): Promise<T> {
    this.runs.add(run);
    void run.finally(() => this.runs.delete(run)).catch(() => {});
    return run;
  }

  private async runIfClaimed(job: Job, now: Date): Promise<boolean> {
    if (this.running.has(job.key)) return false;
    this.running.add(job.key);
    try {
      const claim = await this.opts.repo.claim(
        job.key,
        this.id,
        iso(now),
        iso(addMs(now, this.leaseMs)),
      );
      if (!claim) return false;
      const result = await this.runHeld(job, now);
      const finished = this.clock.now();
      const attempts = result.ok ? 0 : claim.attempts + 1;
      const nextRunAt = result.ok
        ? addMs(now, job.everyMs)
        : addMs(finished, retryDelay(attempts, job.everyMs));
      if (result.ok) this.opts.log.debug({ job: job.name }, result.summary);
      else {
        this.opts.log.warn(
          { job: job.name, attempts, err: result.error },
          `job ${job.name} failed (${attempts} in a row); next try at ${iso(nextRunAt)}`,
        );
      }
      const held = await this.opts.repo.finish(job.key, this.id, {
        finishedAt: iso(finished),
        outcome: result.ok ? 'ok' : 'failed',
        error: result.ok ? null : result.error,
        schedule: { nextRunAt: iso(nextRunAt), attempts },
      });
      if (!held) {
        this.opts.log.warn({ job: job.name }, `job ${job.name} ran past its lease: not recorded`);
      }
      return true;
    } finally {
      this.running.delete(job.key);
    }
  }

  /** Runs the job under its claim, renewing the lease a third of the way through each one. */
  private async runHeld(
    job: Job,
    now: Date,
  ): Promise<{ ok: true; summary: string } | { ok: false; error: string }> {
    const renewal = setInterval(() => {
      const until = iso(addMs(this.clock.now(), this.leaseMs));
      this.opts.repo
        .renew(job.key, this.id, until)
        .catch((err) => this.opts.log.warn({ err, job: job.name }, 'job lease renewal failed'));
    }, this.leaseMs / 3);
    renewal.unref();
    try {
      return { ok: true, summary: await job.run(now) };
    } catch (error) {
      return { ok: false, error: errorText(error) };
    } finally {
      clearInterval(renewal);
    }
  }
}
