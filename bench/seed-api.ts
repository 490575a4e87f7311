// Fills a database for bench/api: one developer with 50 apps and 300 notifications.
// Prints {"token", "email", "pwd"} for the load generator. Run with tsx; DATA_DIR or DATABASE_URL set.
import { buildServices } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { migrateToLatest, openDatabase } from '../apps/server/src/db/database.js';
import { transportPassword } from '@vrportal/contract';
import { md5Hex } from '../apps/server/src/lib/crypto.js';
import { founder } from '../apps/server/src/plugins/caller.js';

const config = loadConfig({ ...process.env, SEED_DEMO: '0' } as Record<string, string>);
const db = openDatabase(config);
await migrateToLatest(db);
const services = buildServices({ config, db });
const password = 'Bench123!x';
const id = await services.accounts.createAccount({
  email: 'bench@example.com',
  password,
  admin: false,
});
const caller = founder(id);
for (let i = 0; i < 50; i += 1) {
  await services.apps.create(caller, `Bench app ${i}`, `com.bench.app${i}`);
}
for (let i = 0; i < 300; i += 1) {
  await services.notifications.notify({
    orgId: id,
    tag: ['auto', 'man', 'content', 'publish'][i % 4]!,
    status: i % 3 === 0 ? 1 : 2,
    type: (i % 4) + 1,
    title: { zh: `通知 ${i}`, en: `Notification ${i}` },
    content: { zh: `第 ${i} 条审核结果`, en: `Review result number ${i}` },
    appName: `Bench app ${i % 50}`,
    ver: '1.0.0',
  });
}
const pwd = await transportPassword(password, md5Hex);
const login = await services.accounts.loginWithPassword(
  { email: 'bench@example.com' },
  pwd,
  'bench',
);
const firstApp = await db
  .selectFrom('apps')
  .select('id')
  .orderBy('name')
  .limit(1)
  .executeTakeFirstOrThrow();
await db.destroy();
// the password as the portal sends it (the sign-in flood signs in with it), and an app
console.log(
  JSON.stringify({ token: login.token, email: 'bench@example.com', pwd, appId: firstApp.id }),
);
