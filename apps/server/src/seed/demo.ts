import fs from 'node:fs/promises';
import path from 'node:path';
import { randomInt } from 'node:crypto';
import type { Services } from '../app.js';
import { seedDemoAnalytics } from './demo-analytics.js';
import { seedDemoApps } from './demo-apps.js';
import { seedDemoBills } from './demo-bills.js';
import { seedDemoPlatform } from './demo-platform.js';
import { seedDemoTracks } from './demo-tracks.js';
import { seedDemoReviews } from './demo-reviews.js';
import { seedDemoVitals } from './demo-vitals.js';
import { founder } from '../plugins/caller.js';

export interface DemoCredentials {
  role: 'developer' | 'super';
  email: string;
  mobile?: string;
  password: string;
}

/** A password the account rules accept: upper, lower, digits and a symbol, 11 characters. */
function demoPassword(): string {
  const lower = 'abcdefghijkmnpqrstuvwxyz';
  const pick = (set: string, n: number) =>
    Array.from({ length: n }, () => set[randomInt(set.length)]).join('');
  return `Vr${pick(lower, 3)}${pick('23456789', 4)}!${pick(lower, 1)}`;
}

/**
 * On the first start of an empty embedded database, creates a demo developer and a demo super
 * account with apps in every review status, writes their credentials to DATA_DIR/demo-accounts.txt and answers them for the log.
 */
export async function seedDemo(services: Services, dataDir: string) {
  if (await services.accounts.hasAccounts()) return null;
  const demo: DemoCredentials[] = [
    {
      role: 'developer',
      email: 'demo@example.com',
      mobile: '13800000000',
      password: demoPassword(),
    },
    { role: 'super', email: 'admin@example.com', password: demoPassword() },
  ];
  const ids: string[] = [];
  for (const account of demo) {
    const id = await services.accounts.createAccount({
      email: account.email,
      ...(account.mobile ? { mobile: account.mobile } : {}),
      password: account.password,
      admin: account.role === 'super',
      name: account.role === 'super' ? 'Store Admin' : 'Demo Studio',
    });
    ids.push(id);
  }
  const apps = await seedDemoApps(services, founder(ids[0]!), founder(ids[1]!, true));
  await seedDemoAnalytics(services, apps, new Date());
  await seedDemoTracks(services, founder(ids[0]!), apps, new Date());
  await seedDemoReviews(services, founder(ids[0]!), apps, new Date());
  await seedDemoVitals(services, founder(ids[0]!), apps, new Date());
  await seedDemoPlatform(services, founder(ids[0]!), founder(ids[1]!, true), apps);
  await seedDemoBills(services, founder(ids[0]!), founder(ids[1]!, true), apps, new Date());
  const lines = demo.map(
    (a) =>
      `${a.role.padEnd(9)} e-mail ${a.email}${a.mobile ? ` / mobile ${a.mobile}` : ''}  password ${a.password}`,
  );
  await fs.mkdir(dataDir, { recursive: true });
  await fs.writeFile(path.join(dataDir, 'demo-accounts.txt'), `${lines.join('\n')}\n`, {
    mode: 0o600,
  });
  return lines;
}
