import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  ALL_APP_STATUSES,
  AppStatus,
  BillStatus,
  DeveloperStatus,
  NotifyStatus,
  accountCalls as calls,
} from '@vrportal/contract';
import { lapsedSendTime } from '../../src/seed/demo-bills.js';
import { seedDemo } from '../../src/seed/demo.js';
import { appCalls, appPaths, datacenterCalls, notificationCalls } from '@vrportal/contract';
import { createTestApp, dbKind, pwdOf } from '../harness.js';
import { founder } from '../../src/plugins/caller.js';

const run = promisify(execFile);
const serverDir = path.resolve(import.meta.dirname, '../..');

describe(`demo seed (${dbKind})`, () => {
  it('creates a demo developer and a super account once, whose printed passwords sign in', async () => {
    const t = await createTestApp();
    try {
      const lines = await seedDemo(t.services, t.dataDir);
      expect(lines).toHaveLength(2);
      expect(await seedDemo(t.services, t.dataDir)).toBeNull();
      const file = await fs.readFile(path.join(t.dataDir, 'demo-accounts.txt'), 'utf8');
      const dev = /demo@example\.com.*password (\S+)/.exec(file)![1]!;
      const admin = /admin@example\.com.*password (\S+)/.exec(file)![1]!;
      const devLogin = await t.call(calls.loginDvlper.path, {
        mobile: '13800000000',
        pwd: await pwdOf(dev),
      });
      expect(devLogin.data).toMatchObject({ status: DeveloperStatus.approved, admin: 0 });
      const adminLogin = await t.call(calls.loginDvlperByMail.path, {
        email: 'admin@example.com',
        pwd: await pwdOf(admin),
      });
      expect(adminLogin.data).toMatchObject({ status: DeveloperStatus.approved, admin: 1 });

      // a living portal: apps in every lasting status, versions with files, review notifications
      const token = (devLogin.data as { token: string }).token;
      const apps = await t.call(appCalls.getOwnedApps, {}, { token });
      const statuses = new Set(apps.data.apps.map((a) => a.status));
      // queued for and under the automatic check last only while it runs
      const lasting = ALL_APP_STATUSES.filter(
        (status) => status !== AppStatus.autoQueued && status !== AppStatus.autoRunning,
      );
      for (const status of lasting) {
        expect(statuses, `status ${status}`).toContain(status);
      }
      const online = apps.data.apps.find((a) => a.status === AppStatus.online)!;
      // three months of store traffic on the online games: every analytics page has figures
      const starMiner = apps.data.apps.find((a) => a.name === 'Star Miner')!.id;
      const today = new Date().toISOString().slice(0, 10);
      const monthsAgo = new Date(Date.now() - 80 * 86_400_000).toISOString().slice(0, 10);
      const sales = await t.call(
        datacenterCalls.appMarketing,
        { startTime: monthsAgo, endTime: today, pkg: 'com.demostudio.chess' },
        { token },
      );
      expect(sales.data.saleCount).toBeGreaterThan(20);
      expect(sales.data.amount).toBe(sales.data.saleCount * 4000);
      const addons = await t.call(
        datacenterCalls.addonDetailData,
        { startTime: monthsAgo, endTime: today, appId: starMiner, page: 1, size: 5 },
        { token },
      );
      expect(addons.data.totalCount).toBe(3);
      const active = await t.call(
        datacenterCalls.appActiveData,
        { startTime: monthsAgo, endTime: today, appId: starMiner },
        { token },
      );
      expect(active.data.activeNum).toBeGreaterThan(100);
      const history = await t.call(appCalls.getAppHistorys, { appId: online.id }, { token });
      expect(history.data.apps.length).toBeGreaterThan(0);
      const build = history.data.apps[0]!;
      const download = await t.inject({
        method: 'GET',
        url: appPaths.downloadApp,
        headers: { token, fname: build.fname, ver: build.ver },
      });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.length).toBe(build.size);
      const all: { type: number; status: number }[] = [];
      for (let page = 1; page <= 5; page += 1) {
        const res = await t.call(notificationCalls.getDvNtyList, { page }, { token });
        all.push(...res.data.ntys);
      }
      const failedTypes = new Set(
        all.filter((n) => n.status === NotifyStatus.failed).map((n) => n.type),
      );
      expect([...failedTypes]).toEqual(expect.arrayContaining([2, 3, 4]));
      expect(all.some((n) => n.type === 1)).toBe(true);
    } finally {
      await t.close();
    }
  });
});

describe(`demo bills in another time zone (${dbKind})`, () => {
  it('show every status, one confirmed by default with its invoice window still open', async () => {
    // 18 hours behind the default Asia/Shanghai: working days and deadlines fall elsewhere
    const t = await createTestApp({ TIME_ZONE: 'Pacific/Honolulu' });
    try {
      await seedDemo(t.services, t.dataDir);
      const developer = await t.db
        .selectFrom('accounts')
        .select('id')
        .where('email', '=', 'demo@example.com')
        .executeTakeFirstOrThrow();
      const { orderSettleList } = await t.services.bills.list(founder(developer.id));
      const statuses = new Set(orderSettleList.map((b) => b.checkStatus));
      expect([...statuses].sort()).toEqual(Object.values(BillStatus).sort());
      const now = new Date().toISOString();
      const lapsed = orderSettleList.filter(
        (b) => b.checkStatus === BillStatus.autoConfirmed && b.autoUploadTime > now,
      );
      expect(lapsed).toHaveLength(1);

      // whatever the hour of the week, the bill the demo sends "a few days ago" is past its
      // deadline in the portal's calendar (not the default one), so the sweep confirms it
      const monday = Date.parse('2026-11-23T00:00:00Z');
      for (let hour = 0; hour < 7 * 24; hour += 1) {
        const at = new Date(monday + hour * 3_600_000);
        const sent = lapsedSendTime(t.services.bills, at);
        const deadline = t.services.bills.verifyDeadline(sent).getTime();
        expect(deadline, at.toISOString()).toBeLessThanOrEqual(at.getTime() - 3_600_000);
      }
    } finally {
      await t.close();
    }
  });
});

describe('admin command line (SQLite)', () => {
  it('creates, blocks, unblocks and approves accounts in the configured database', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vrportal-cli-'));
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
    delete (env as Record<string, string | undefined>).DATABASE_URL;
    const admin = (...args: string[]) =>
      run('npx', ['tsx', 'src/cli/admin.ts', ...args], { cwd: serverDir, env }).then(
        (r) => ({ code: 0, out: r.stdout + r.stderr }),
        (e: { code: number; stdout: string; stderr: string }) => ({
          code: e.code,
          out: e.stdout + e.stderr,
        }),
      );
    try {
      const created = await admin(
        'create-account',
        '--email',
        'ops@example.com',
        '--password',
        'Opsops123!',
        '--super',
      );
      expect(created.out).toContain('Created super account ops@example.com');
      expect(created.code).toBe(0);
      const weak = await admin(
        'create-account',
        '--email',
        'weak@example.com',
        '--password',
        'weak',
      );
      expect(weak.code).toBe(1);
      expect(weak.out).toContain('password');
      const dup = await admin(
        'create-account',
        '--email',
        'ops@example.com',
        '--password',
        'Opsops123!',
      );
      expect(dup.out).toContain('already registered');
      expect((await admin('block', '--email', 'ops@example.com')).code).toBe(0);
      expect((await admin('approve-developer', '--email', 'nobody@example.com')).code).toBe(1);
      expect((await admin('frobnicate', '--email', 'ops@example.com')).code).toBe(2);

      const { loadConfig } = await import('../../src/config.js');
      const { openDatabase } = await import('../../src/db/database.js');
      const db = openDatabase(loadConfig({ DATA_DIR: dataDir }));
      const row = await db
        .selectFrom('accounts')
        .selectAll()
        .where('email', '=', 'ops@example.com')
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ admin: 1, blocked: 1, dev_status: DeveloperStatus.approved });
      await db.destroy();
      expect((await admin('unblock', '--email', 'ops@example.com')).code).toBe(0);
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
    // upper bound only: each command starts a TypeScript process, slow on a busy machine
  }, 240_000);
});
