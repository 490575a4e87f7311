import { haltCheckMinutes } from '@vrportal/contract';
import type { Services } from '../app.js';
import type { Db } from '../db/database.js';
import { JobRunsRepository } from './job-runs.repository.js';
import type { Job, JobLog } from './runner.js';
import { JobRunner } from './runner.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

interface JobDefinition {
  name: string;
  everyMs: number;
  /** work on this instance's staging folder: claimed once per folder, not once for all */
  perFolder?: true;
  run(services: Services, now: Date, log: JobLog): Promise<string>;
}

/** Runs every part even when one fails, then fails with the first failure. */
async function allOf<T>(parts: Promise<T>[]): Promise<T[]> {
  const settled = await Promise.allSettled(parts);
  const failed = settled.find((s) => s.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<T>).value);
}

const definitions: JobDefinition[] = [
  {
    // expired sessions and codes, old rate counters
    name: 'cleanup',
    everyMs: HOUR,
    async run(s) {
      const [, counters] = await allOf<number | void>([s.accounts.cleanup(), s.limits.cleanup()]);
      return `Expired sessions and codes removed, ${counters ?? 0} old rate counters.`;
    },
  },
  {
    // idle uploads, stray staging folders and temporary chunks, expired upload tokens
    name: 'upload-cleanup',
    everyMs: HOUR,
    perFolder: true,
    async run(s) {
      const { uploads, folders } = await s.uploads.cleanup();
      return `${uploads} expired uploads and ${folders} stray staging folders removed.`;
    },
  },
  {
    // automatic checks left queued or cut off by a restart are picked up again
    name: 'auto-checks',
    everyMs: 30 * SECOND,
    async run(s) {
      const [apps, channels, tracks] = await allOf([
        s.review.runPendingAutoChecks(),
        s.releases.runPendingChannelChecks(),
        s.tracks.runPendingChecks(),
      ]);
      return `${apps} app, ${channels} channel and ${tracks} track automatic checks run.`;
    },
  },
  {
    // merges whose runner went quiet are taken over
    name: 'merge-sweep',
    everyMs: 30 * SECOND,
    perFolder: true,
    async run(s) {
      return `${await s.uploads.sweepMerges()} merges started.`;
    },
  },
  {
    // apps whose release date came go online
    name: 'release-dates',
    everyMs: 30 * SECOND,
    async run(s, now) {
      const { released } = await s.releaseDates.run(now);
      return `Release dates as of ${now.toISOString()}: ${released} apps put online.`;
    },
  },
  {
    // crash reports stored since the last run counted into the vitals rollups
    name: 'crash-rollups',
    everyMs: 5 * SECOND,
    async run(s) {
      const { reports } = await s.crashRollups.run();
      return `${reports} crash reports counted into the vitals rollups.`;
    },
  },
  {
    // running rollouts whose staged build crashes or freezes too often halt by themselves
    name: 'rollout-halts',
    everyMs: haltCheckMinutes * MINUTE,
    async run(s, now) {
      const { looked, halted } = await s.autoHalt.run(now);
      return `Rollouts as of ${now.toISOString()}: ${looked} running looked at, ${halted} halted.`;
    },
  },
  {
    // webhook deliveries due: each taken by one instance, tried, retried with backoff
    name: 'webhook-deliveries',
    everyMs: 10 * SECOND,
    async run(s, now) {
      const r = await s.webhooks.runs.run(now);
      return (
        `Webhooks as of ${now.toISOString()}: ${r.tried} tried, ${r.delivered} delivered, ` +
        `${r.failed} given up, ${r.disabled} endpoints turned off, ${r.removed} old events removed.`
      );
    },
  },
  {
    // settlement bills: last month's made on the 1st, held ones sent, overdue ones confirmed
    name: 'bills',
    everyMs: 10 * MINUTE,
    async run(s, now) {
      const { generated: g, sent, autoConfirmed } = await s.bills.runDue(now);
      return (
        `Bills as of ${now.toISOString()}: ${g.made} of ${g.month} made (${g.held} held), ` +
        `${sent} held bills sent, ${autoConfirmed} confirmed by default.`
      );
    },
  },
  {
    // a year whose holidays nobody imported counts Monday to Friday: say so while there is time
    name: 'calendar-warning',
    everyMs: 24 * HOUR,
    async run(s, now, log) {
      const { year, missing } = await s.bills.calendarStatus(now);
      if (missing.length === 0) return `The working-day calendar knows ${year}.`;
      const text =
        `the working-day calendar does not know ${missing.join(' and ')}: bill deadlines count ` +
        'Monday to Friday there. Import it: npm run admin -- holidays import <file> ' +
        '(docs/operations.md)';
      log.warn({ years: missing }, text);
      return text;
    },
  },
];

/** The names of the server's timed jobs, as `run-job` takes them. */
export const jobNames: readonly string[] = definitions.map((d) => d.name);

/**
 * The server's timed jobs on these services. A per-folder job claims the row
 * `name@<staging folder id>`, so each instance's folder is looked after; the others claim one row
 * for all instances.
 */
export async function portalJobs(services: Services, log: JobLog): Promise<Job[]> {
  const staging = await services.uploads.stagingId();
  return definitions.map((d) => ({
    name: d.name,
    key: d.perFolder ? `${d.name}@${staging}` : d.name,
    everyMs: d.everyMs,
    run: (now: Date) => d.run(services, now, log),
  }));
}

/** The server's runner: the portal's jobs, claimed in `db`. */
export async function portalRunner(db: Db, services: Services, log: JobLog): Promise<JobRunner> {
  return new JobRunner({
    repo: new JobRunsRepository(db),
    jobs: await portalJobs(services, log),
    log,
  });
}
