// Fills a database for bench/delivery: a studio with 100 apps online, walked through the real
// review workflow, the first of them with an update rolling out to 10% of devices.
// Prints {"appIds", "rolloutAppId"}. Run with tsx; DATA_DIR or DATABASE_URL set.
import { buildServices } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { migrateToLatest, openDatabase } from '../apps/server/src/db/database.js';
import { founder } from '../apps/server/src/plugins/caller.js';
import { toOnline, walkApp } from '../apps/server/src/seed/demo-apps.js';

const APPS = Number(process.env.BENCH_APPS ?? 100);

const config = loadConfig({ ...process.env, SEED_DEMO: '0' } as Record<string, string>);
const db = openDatabase(config);
await migrateToLatest(db);
const services = buildServices({ config, db });
const account = (email: string, admin: boolean) =>
  services.accounts.createAccount({ email, password: 'Bench123!x', admin });
const developer = founder(await account('bench-delivery@example.com', false));
const reviewer = founder(await account('bench-reviewer@example.com', true), true);

const appIds: string[] = [];
for (let i = 0; i < APPS; i += 1) {
  const rollout = i === 0;
  const steps = rollout
    ? (['submit', ...toOnline, 'newBuild', 'submit', ...toOnline] as const)
    : (['submit', ...toOnline] as const);
  const appId = await walkApp(
    services,
    developer,
    reviewer,
    {
      name: `Bench game ${i}`,
      pkg: `com.bench.delivery${i}`,
      cgy: 1,
      steps: [...steps],
      versions: 1,
    },
    rollout ? { rolloutShare: 10 } : {},
  );
  appIds.push(appId);
}
await services.limits.close();
await db.destroy();
console.log(JSON.stringify({ appIds, rolloutAppId: appIds[0] }));
