import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { migrateToLatest, openDatabase } from './db/database.js';
import { seedDemo } from './seed/demo.js';

async function main() {
  const config = loadConfig();
  const db = openDatabase(config);
  await migrateToLatest(db);
  const { app, services } = await buildApp({ config, db });

  if (config.seedDemo && !config.databaseUrl) {
    const demo = await seedDemo(services, config.dataDir);
    if (demo) {
      // printed once, on the first start, so a newcomer can sign in straight away
      console.log(`\nDemo accounts (also in ${config.dataDir}/demo-accounts.txt):`);
      for (const line of demo) console.log(`  ${line}`);
      console.log('');
    }
  }

  const cleanup = setInterval(() => {
    services.accounts.cleanup().catch((err) => app.log.warn({ err }, 'cleanup failed'));
    services.uploads.cleanup().catch((err) => app.log.warn({ err }, 'upload cleanup failed'));
    services.limits.cleanup().catch((err) => app.log.warn({ err }, 'rate counter cleanup failed'));
  }, 3_600_000);
  cleanup.unref();
  // automatic checks left queued or cut off by a restart are picked up again
  const sweep = () =>
    Promise.all([
      services.review.runPendingAutoChecks(),
      services.releases.runPendingChannelChecks(),
    ]).catch((err) => app.log.warn({ err }, 'automatic check sweep failed'));
  const autoChecks = setInterval(sweep, 30_000);
  autoChecks.unref();
  void sweep();
  // merges cut off by a stop or crash start again; merges whose runner went quiet are taken over
  services.uploads.resumeMerges().catch((err) => app.log.warn({ err }, 'resuming merges failed'));
  const merges = setInterval(() => {
    services.uploads.sweepMerges().catch((err) => app.log.warn({ err }, 'merge sweep failed'));
  }, 30_000);
  merges.unref();

  // apps whose release date came go online; every instance runs it, one moves each app
  const releasing = () =>
    services.releaseDates
      .run(new Date())
      .catch((err) => app.log.warn({ err }, 'release-date job failed'));
  const releaseDates = setInterval(releasing, 30_000);
  releaseDates.unref();
  void releasing();

  // settlement bills: last month's made on the 1st, held ones sent, overdue ones confirmed
  const billing = () =>
    services.bills.runDue().catch((err) => app.log.warn({ err }, 'bill job failed'));
  const bills = setInterval(billing, 600_000);
  bills.unref();
  void billing();

  // a year whose holidays nobody imported counts Monday to Friday: say so while there is time
  const calendarCheck = () =>
    services.bills
      .calendarStatus()
      .then(({ missing }) => {
        if (missing.length === 0) return;
        app.log.warn(
          { years: missing },
          `the working-day calendar does not know ${missing.join(' and ')}: bill deadlines count ` +
            'Monday to Friday there. Import it: npm run admin -- holidays import <file> ' +
            '(docs/operations.md)',
        );
      })
      .catch((err) => app.log.warn({ err }, 'calendar check failed'));
  const calendar = setInterval(calendarCheck, 86_400_000);
  calendar.unref();
  void calendarCheck();

  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  console.log(
    `Portal: ${config.publicUrl}/manage/  (data in ${config.dataDir}, database: ${
      config.databaseUrl ? 'PostgreSQL' : 'SQLite'
    }, mail: ${config.smtpUrl ? 'SMTP' : 'outbox'})`,
  );
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
