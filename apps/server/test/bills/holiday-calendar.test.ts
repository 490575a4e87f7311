import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import PostalMime from 'postal-mime';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORE_KEY_HEADER, billReviewCalls, storeCalls } from '@vrportal/contract';
import type { StoreOrder } from '@vrportal/contract';
import type { TestApp } from '../harness.js';
import { createTestApp, dbKind } from '../harness.js';
import { createApps } from '../factories.js';

const STORE_KEY = 'store-key-of-the-calendar-0123456789';
const FINANCE = 'finance-calendar@example.com';
/** Beijing time, as the portal's default zone */
const cst = (local: string) => new Date(`${local}+08:00`);

/** 2027 as an operator would import it (the days are the test's own, not the official ones). */
const year2027 = {
  year: 2027,
  holidays: [
    { name: "New Year's Day", from: '2027-01-01', to: '2027-01-01' },
    { name: 'Spring Festival', from: '2027-02-06', to: '2027-02-12' },
  ],
  workdays: ['2027-02-14'],
};

describe(`the working-day calendar past the package's years (${dbKind})`, () => {
  let t: TestApp;
  let admin: string;
  let dev: string;

  const setNow = (at: Date) => t.clock.advance(at.getTime() - t.clock.now().getTime());
  const status = (token: string) =>
    t.call(billReviewCalls.getCalendarStatus, {}, { token, lang: 'en' });

  // the calendar, the clock and the bills are the whole portal's: each test has a portal of its own
  beforeEach(async () => {
    t = await createTestApp({ STORE_API_KEY: STORE_KEY, FINANCE_MAIL: FINANCE });
    admin = await t.signIn('calendar-admin@example.com', { admin: true });
    dev = await t.signIn('calendar-dev@example.com');
  });
  afterEach(() => t.close());

  it('warns from 1 November that next year is unknown, to super accounts only', async () => {
    setNow(cst('2026-10-31T12:00:00'));
    expect((await status(admin)).data).toMatchObject({
      missing: [],
      known: true,
      nextKnown: false,
    });
    setNow(cst('2026-11-01T09:00:00'));
    expect((await status(admin)).data.missing).toEqual([2027]);
    const refused = await status(dev);
    expect(refused.errCode).not.toBe(0);
    expect(refused.data).toBeNull();
  });

  it('mails finance when bills are made in a year it does not know', async () => {
    const [appId] = (await createApps(t, dev, 1, 'com.calendar.app')) as [string];
    const order: StoreOrder = {
      orderId: 'cal-1',
      userId: 'u-cal',
      deviceId: 'd-cal',
      type: 'sale',
      amount: 4000,
      currency: 'CNY',
      usdRate: 0.14,
      appId,
      time: cst('2026-12-15T10:00:00').getTime(),
    };
    const sent = await t.inject({
      method: 'POST',
      url: storeCalls.reportOrders.path,
      headers: { 'content-type': 'application/json', [STORE_KEY_HEADER]: STORE_KEY },
      payload: JSON.stringify({ orders: [order] }),
    });
    expect(sent.json().errCode).toBe(0);
    const made = await t.services.bills.generate('2026-12', cst('2027-01-04T09:00:00'));
    expect(made.made).toBe(1);
    const folder = path.join(t.dataDir, 'outbox', 'mail');
    const mails = [];
    for (const name of (await fs.readdir(folder)).filter((n) => n.endsWith('.eml')).sort()) {
      const mail = await PostalMime.parse(await fs.readFile(path.join(folder, name)));
      if (mail.to?.[0]?.address === FINANCE) mails.push(mail);
    }
    const notice = mails.find((m) => m.subject?.includes('2027'));
    expect(notice?.subject).toContain('The working-day calendar of 2027 is not known');
    expect(notice?.text).toContain('npm run admin -- holidays import');
    expect(notice?.text).toContain('2026-12');
  });

  it('imports a year through the command line: deadlines then skip its holidays', async () => {
    const bills = t.services.bills;
    // sent on Friday 5 February 2027: unknown, five working days are Monday to Friday
    const friday = cst('2027-02-05T09:00:00');
    expect(bills.verifyDeadline(friday).toISOString()).toBe(
      cst('2027-02-12T09:00:00').toISOString(),
    );

    // a wrong file changes nothing and says each problem
    const wrong = await bills.importHolidays({
      ...year2027,
      holidays: [...year2027.holidays, { name: 'Stray', from: '2028-01-01', to: '2028-01-01' }],
      workdays: ['2027-02-15', '2027-02-07'],
    });
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) {
      expect(wrong.problems).toEqual([
        'Stray: 2028-01-01 is not in 2027',
        'workdays: 2027-02-15 is a weekday, and weekdays are worked anyway',
        'workdays: 2027-02-07 is also a holiday',
      ]);
    }
    expect(await t.db.selectFrom('calendar_days').selectAll().execute()).toEqual([]);

    // the admin command line against the same database
    const file = path.join(t.dataDir, 'holidays-2027.json');
    await fs.writeFile(file, JSON.stringify(year2027));
    const env = {
      ...process.env,
      DATA_DIR: t.dataDir,
      DATABASE_URL: t.databaseUrl ?? '',
      LOG_LEVEL: 'silent',
    };
    const serverDir = path.join(import.meta.dirname, '../..');
    const run = (...args: string[]) =>
      promisify(execFile)('npx', ['tsx', 'src/cli/admin.ts', ...args], { env, cwd: serverDir });
    for (let i = 0; i < 2; i += 1) {
      const { stdout } = await run('holidays', 'import', file);
      expect(stdout).toContain('Imported 2027: 8 holiday days and 1 weekend days worked.');
    }
    expect(await t.db.selectFrom('calendar_days').select('day').execute()).toHaveLength(9);
    const { stdout } = await run('holidays', 'status', '--at', '2026-11-28T10:00:00+08:00');
    expect(stdout).toContain('2027: holidays known');

    // this server reads it within a minute; an import by this service is read at once
    expect((await bills.importHolidays(year2027)).ok).toBe(true);
    await bills.calendarStatus();
    // Spring Festival 6-12 February; Sunday the 14th worked: 14, 15, 16, 17, 18
    expect(bills.verifyDeadline(friday).toISOString()).toBe(
      cst('2027-02-18T09:00:00').toISOString(),
    );
    setNow(cst('2026-11-28T10:00:00'));
    expect((await status(admin)).data.missing).toEqual([]);
  }, 240_000);

  it('refuses a malformed holiday file with the reason and keeps the stored year', async () => {
    expect((await t.services.bills.importHolidays(year2027)).ok).toBe(true);
    const bad = await t.services.bills.importHolidays({ year: 2027, holidays: [] });
    expect(bad.ok).toBe(false);
    expect(await t.db.selectFrom('calendar_days').select('day').execute()).toHaveLength(9);
  });
});
