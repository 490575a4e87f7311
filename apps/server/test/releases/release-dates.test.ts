import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { AppStatus as S, ErrorCode, appCalls, errorText, reviewCalls } from '@vrportal/contract';
import type { TestApp } from '../harness.js';
import { createTestApp, dbKind } from '../harness.js';
import { createApps } from '../factories.js';
import { buildServices } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { openDatabase } from '../../src/db/database.js';

const HOUR = 3_600_000;
/** "2026-12-09 10:00 (Asia/Shanghai)": the release date as the developer reads it */
const shanghai = (ms: number) =>
  `${new Date(ms + 8 * HOUR).toISOString().slice(0, 16).replace('T', ' ')} (Asia/Shanghai)`;

describe(`release dates (${dbKind})`, () => {
  let t: TestApp;
  afterEach(() => t.close());

  /** An app that passed every review stage (status 13), its owner's and a reviewer's tokens. */
  async function passedApp() {
    t = await createTestApp({ TIME_ZONE: 'Asia/Shanghai' });
    const dev = await t.signIn('dev@example.com');
    const other = await t.signIn('other@example.com');
    const admin = await t.signIn('admin@example.com', { admin: true });
    const [appId] = await createApps(t, dev, 1, 'com.example.dated');
    const owner = await t.db
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', 'dev@example.com')
      .executeTakeFirstOrThrow();
    const review = t.services.review;
    const system = { role: 'system' as const, id: null };
    const reviewer = { role: 'reviewer' as const, id: null };
    await review.apply(appId!, 'submit', { role: 'developer', id: owner.id });
    await review.apply(appId!, 'start', system);
    await review.apply(appId!, 'pass', system);
    for (let stage = 0; stage < 3; stage += 1) {
      await review.apply(appId!, 'start', reviewer);
      await review.apply(appId!, 'pass', reviewer);
    }
    return { dev, other, admin, appId: appId! };
  }

  const change = (token: string, body: Record<string, unknown>, lang = 'en') =>
    t.call(reviewCalls.changeAppState.path, body, { token, lang });
  const detail = async (token: string, appId: string) =>
    t.call(appCalls.getAppDetailInfo, { appId }, { token });
  const appRow = (appId: string) =>
    t.db
      .selectFrom('apps')
      .select(['status', 'release_at', 'live'])
      .where('id', '=', appId)
      .executeTakeFirstOrThrow();
  const notes = (appId: string) =>
    t.db
      .selectFrom('notifications')
      .select(['title_zh', 'title_en', 'content_zh', 'content_en'])
      .where('app_id', '=', appId)
      .orderBy('created_at')
      .execute();
  const onlineLog = (appId: string) =>
    t.db
      .selectFrom('review_log')
      .select(['role', 'from_status', 'to_status'])
      .where('app_id', '=', appId)
      .where('event', '=', 'online')
      .execute();

  it('sets, changes and clears a release date, shown to the owner in the portal time zone', async () => {
    const { dev, admin, appId } = await passedApp();
    // a date as the dialog picks it: a whole minute
    const first = Math.ceil(t.clock.now().getTime() / 60_000) * 60_000 + 2 * 24 * HOUR;
    const firstAt = new Date(first).toISOString();
    // an offset names the same instant: stored in UTC
    const withOffset = `${new Date(first + 8 * HOUR).toISOString().slice(0, 19)}+08:00`;
    expect(await change(admin, { appId, action: 'schedule', releaseAt: withOffset })).toMatchObject(
      { errCode: 0, data: { status: S.releaseScheduled } },
    );
    expect(await appRow(appId)).toMatchObject({ status: S.releaseScheduled, release_at: firstAt });
    const seen = (await detail(dev, appId)).data;
    expect(seen).toMatchObject({ releaseAt: firstAt, timeZone: 'Asia/Shanghai' });
    const submission = await t.call(reviewCalls.getReviewSubmission, { appId }, { token: admin });
    expect(submission.data).toMatchObject({ releaseAt: firstAt, timeZone: 'Asia/Shanghai' });
    let sent = await notes(appId);
    expect(sent.at(-1)!.content_en).toContain(`goes online by itself on ${shanghai(first)}`);
    expect(sent.at(-1)!.content_zh).toContain(`将于 ${shanghai(first)} 自动上架`);

    // changed before it came: the new date counts, the owner hears of it
    const later = first + 5 * HOUR;
    expect(
      await change(admin, { appId, action: 'schedule', releaseAt: new Date(later).toISOString() }),
    ).toMatchObject({ errCode: 0, data: { status: S.releaseScheduled } });
    expect((await detail(dev, appId)).data.releaseAt).toBe(new Date(later).toISOString());
    sent = await notes(appId);
    expect(sent.at(-1)!.title_en).toContain('release date changed');
    expect(sent.at(-1)!.content_en).toContain(shanghai(later));

    // cleared: passed again, online when a reviewer puts it there, and no job moves it
    expect(await change(admin, { appId, action: 'unschedule' })).toMatchObject({
      errCode: 0,
      data: { status: S.passed },
    });
    expect(await appRow(appId)).toMatchObject({ status: S.passed, release_at: null });
    expect((await detail(dev, appId)).data).toMatchObject({ status: S.passed, releaseAt: '' });
    expect((await notes(appId)).at(-1)!.title_en).toContain('release date cleared');
    expect(await t.services.releaseDates.run(new Date(later + HOUR))).toEqual({ released: 0 });
    expect((await appRow(appId)).status).toBe(S.passed);

    // "as soon as approved" still puts it online at once
    await change(admin, { appId, action: 'schedule', releaseAt: new Date(later).toISOString() });
    expect(await change(admin, { appId, action: 'online' })).toMatchObject({
      data: { status: S.online },
    });
    expect(await appRow(appId)).toMatchObject({ status: S.online, release_at: null, live: 1 });
    expect(await t.services.releaseDates.run(new Date(later + HOUR))).toEqual({ released: 0 });
    expect(await onlineLog(appId)).toHaveLength(1);
  });

  it('refuses a past or missing date in both languages, and keeps what was stored', async () => {
    const { admin, appId } = await passedApp();
    const past = new Date(t.clock.now().getTime() - 60_000).toISOString();
    for (const lang of ['zh', 'en'] as const) {
      const res = await change(admin, { appId, action: 'schedule', releaseAt: past }, lang);
      expect(res).toMatchObject({
        errCode: ErrorCode.releaseDatePast,
        errMsg: errorText(ErrorCode.releaseDatePast, lang),
      });
    }
    expect(errorText(ErrorCode.releaseDatePast, 'zh')).toBe('发布时间必须晚于当前时间');
    const missing = await change(admin, { appId, action: 'schedule' });
    expect(missing.errCode).toBe(ErrorCode.releaseDateMissing);
    const garbled = await change(admin, { appId, action: 'schedule', releaseAt: 'next friday' });
    expect(garbled.errCode).toBe(ErrorCode.invalidRequest);
    expect(await appRow(appId)).toMatchObject({ status: S.passed, release_at: null });

    // a scheduled app keeps its date when a change to the past is refused
    const future = new Date(t.clock.now().getTime() + HOUR).toISOString();
    await change(admin, { appId, action: 'schedule', releaseAt: future });
    const again = await change(admin, { appId, action: 'schedule', releaseAt: past });
    expect(again.errCode).toBe(ErrorCode.releaseDatePast);
    expect(await appRow(appId)).toMatchObject({ status: S.releaseScheduled, release_at: future });
    // clearing needs a date to clear
    await change(admin, { appId, action: 'unschedule' });
    expect((await change(admin, { appId, action: 'unschedule' })).errCode).toBe(
      ErrorCode.appStateRefused,
    );
  });

  it('refuses the owner and another developer', async () => {
    const { dev, other, admin, appId } = await passedApp();
    const future = new Date(t.clock.now().getTime() + HOUR).toISOString();
    for (const token of [dev, other]) {
      const res = await change(token, { appId, action: 'schedule', releaseAt: future });
      expect(res.errCode).toBe(ErrorCode.notSuper);
    }
    expect(await appRow(appId)).toMatchObject({ status: S.passed, release_at: null });
    await change(admin, { appId, action: 'schedule', releaseAt: future });
    for (const token of [dev, other]) {
      expect((await change(token, { appId, action: 'unschedule' })).errCode).toBe(
        ErrorCode.notSuper,
      );
    }
    // another developer does not see the date either
    expect((await detail(other, appId)).errCode).toBe(ErrorCode.appNotFound);
    expect((await detail(dev, appId)).data.releaseAt).toBe(future);
  });

  it('puts the app online at its date and not before, once however often the job runs', async () => {
    const { dev, admin, appId } = await passedApp();
    const at = t.clock.now().getTime() + HOUR;
    await change(admin, { appId, action: 'schedule', releaseAt: new Date(at).toISOString() });
    const before = (await notes(appId)).length;

    expect(await t.services.releaseDates.run(new Date(at - 1000))).toEqual({ released: 0 });
    expect((await appRow(appId)).status).toBe(S.releaseScheduled);
    expect(await onlineLog(appId)).toHaveLength(0);

    expect(await t.services.releaseDates.run(new Date(at))).toEqual({ released: 1 });
    expect(await t.services.releaseDates.run(new Date(at + 1000))).toEqual({ released: 0 });
    expect(await appRow(appId)).toMatchObject({ status: S.online, live: 1, release_at: null });
    expect(await onlineLog(appId)).toEqual([
      { role: 'system', from_status: S.releaseScheduled, to_status: S.online },
    ]);
    const sent = await notes(appId);
    expect(sent).toHaveLength(before + 1);
    expect(sent.at(-1)).toMatchObject({
      title_en: 'example 0 is online',
      title_zh: 'example 0 已上架',
    });
    expect((await detail(dev, appId)).data).toMatchObject({ status: S.online, releaseAt: '' });
  });

  it('moves the app once in a parallel burst of 10 runs', async () => {
    const { admin, appId } = await passedApp();
    const at = t.clock.now().getTime() + HOUR;
    await change(admin, { appId, action: 'schedule', releaseAt: new Date(at).toISOString() });
    const before = (await notes(appId)).length;
    const runs = await Promise.all(
      Array.from({ length: 10 }, () => t.services.releaseDates.run(new Date(at + 1))),
    );
    expect(runs.reduce((sum, r) => sum + r.released, 0)).toBe(1);
    expect(await onlineLog(appId)).toHaveLength(1);
    expect(await notes(appId)).toHaveLength(before + 1);
    expect((await appRow(appId)).status).toBe(S.online);
  });

  // a second instance of the portal on the same database, in this process: its own pool and
  // services (the server processes of two-instances.test.ts run the job from their timers)
  it.runIf(dbKind === 'postgres')(
    'two instances on one database each running the job: one move, one notification',
    async () => {
      const { admin, appId } = await passedApp();
      const at = t.clock.now().getTime() + HOUR;
      await change(admin, { appId, action: 'schedule', releaseAt: new Date(at).toISOString() });
      const before = (await notes(appId)).length;
      const config = loadConfig({ DATA_DIR: t.dataDir, DATABASE_URL: t.databaseUrl! });
      const otherDb = openDatabase(config);
      try {
        const other = buildServices({ config, db: otherDb });
        const runs = await Promise.all(
          Array.from({ length: 5 }, (_, i) =>
            (i % 2 ? other : t.services).releaseDates.run(new Date(at)),
          ),
        );
        expect(runs.reduce((sum, r) => sum + r.released, 0)).toBe(1);
      } finally {
        await otherDb.destroy();
      }
      expect(await onlineLog(appId)).toHaveLength(1);
      expect(await notes(appId)).toHaveLength(before + 1);
      expect((await appRow(appId)).status).toBe(S.online);
    },
  );

  it('does not move an app whose date a reviewer put later meanwhile', async () => {
    const { admin, appId } = await passedApp();
    const at = t.clock.now().getTime() + HOUR;
    await change(admin, { appId, action: 'schedule', releaseAt: new Date(at).toISOString() });
    // the job found the app due, then the reviewer moved the date before its UPDATE ran
    await change(admin, {
      appId,
      action: 'schedule',
      releaseAt: new Date(at + 2 * HOUR).toISOString(),
    });
    expect(await t.services.review.releaseOnline(appId, new Date(at + HOUR).toISOString())).toBe(
      false,
    );
    expect((await appRow(appId)).status).toBe(S.releaseScheduled);
    expect(await onlineLog(appId)).toHaveLength(0);
  });

  // upper bound only: each command starts a TypeScript process, slow on a busy machine
  it('runs by hand from the admin command line as of a time', { timeout: 300_000 }, async () => {
    const { admin, appId } = await passedApp();
    const at = t.clock.now().getTime() + 24 * HOUR;
    await change(admin, { appId, action: 'schedule', releaseAt: new Date(at).toISOString() });
    const cli = (...args: string[]) =>
      promisify(execFile)('npx', ['tsx', 'src/cli/admin.ts', ...args], {
        cwd: path.resolve(import.meta.dirname, '../..'),
        env: {
          ...process.env,
          DATA_DIR: t.dataDir,
          SEED_DEMO: 'false',
          ...(t.databaseUrl ? { DATABASE_URL: t.databaseUrl } : {}),
        },
      }).then(
        (r) => ({ code: 0, out: r.stdout + r.stderr }),
        (e: { code: number; stdout: string; stderr: string }) => ({
          code: e.code,
          out: e.stdout + e.stderr,
        }),
      );
    const early = await cli(
      'run-job',
      'release-dates',
      '--at',
      new Date(at - 60_000).toISOString(),
    );
    expect(early).toMatchObject({ code: 0 });
    expect(early.out).toContain('0 apps put online');
    expect((await appRow(appId)).status).toBe(S.releaseScheduled);
    const due = await cli('run-job', 'release-dates', '--at', new Date(at).toISOString());
    expect(due.out).toContain('1 apps put online');
    expect((await appRow(appId)).status).toBe(S.online);
    expect((await cli('run-job', 'release-dates', '--at', 'soon')).code).toBe(2);
  });
});
