import { buildServices } from '../app.js';
import { loadConfig } from '../config.js';
import { migrateToLatest, openDatabase } from '../db/database.js';
import { JobRunsRepository } from './job-runs.repository.js';
import { portalJobs } from './registry.js';
import type { JobLog } from './runner.js';
import { JobRunner } from './runner.js';

const consoleLog: JobLog = {
  warn: (_fields, message) => console.error(message),
  debug: () => {},
};

/**
 * `npm run admin -- run-job <name> --at <time>`: runs a registered job once on the server's
 * database as of `at` (the services' clock starts there too), with the background work it starts
 * (automatic checks, merges) finished before it counts as done. The run takes the job's claim and
 * records its outcome like the server's runs. Answers the exit code.
 */
export async function runJobByHand(name: string, at: Date): Promise<number> {
  const config = loadConfig();
  const db = openDatabase(config);
  try {
    await migrateToLatest(db);
    const started = Date.now();
    const queued: (() => Promise<void>)[] = [];
    const services = buildServices({
      config,
      db,
      clock: { now: () => new Date(at.getTime() + Date.now() - started) },
      defer: (work) => queued.push(work),
    });
    const jobs = (await portalJobs(services, consoleLog)).map((job) => ({
      ...job,
      async run(now: Date) {
        const summary = await job.run(now);
        while (queued.length) await queued.shift()!();
        await services.uploads.idle();
        return summary;
      },
    }));
    const runner = new JobRunner({ repo: new JobRunsRepository(db), jobs, log: consoleLog });
    const result = await runner.runByHand(name, at);
    if (result.state === 'busy') {
      console.error(
        `${name} is running elsewhere (${result.holder ?? 'unknown'}, claim until ${result.until ?? '?'}): try again after it.`,
      );
      return 1;
    }
    if (result.state === 'failed') {
      console.error(`${name} failed: ${result.error}`);
      return 1;
    }
    console.log(result.summary);
    return 0;
  } finally {
    await db.destroy();
  }
}
