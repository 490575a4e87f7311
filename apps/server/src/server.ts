import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { migrateToLatest, openDatabase } from './db/database.js';
import { portalRunner } from './jobs/registry.js';
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

  // merges cut off by a stop or crash start again (start-up work; the merge-sweep job takes over
  // merges whose runner went quiet)
  services.uploads.resumeMerges().catch((err) => app.log.warn({ err }, 'resuming merges failed'));
  // the timed jobs (jobs/registry.ts), each run claimed in the database: once per due time
  // however many instances serve
  const runner = await portalRunner(db, services, app.log);
  runner.start();

  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await runner.stop();
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
