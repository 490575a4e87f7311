import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  APP_ID_HEADER,
  APP_SECRET_HEADER,
  AchievementType,
  ErrorCode,
  ResetSchedule,
  ScoreType,
  SortOrder,
  appCalls,
  platformCalls,
  runtimeCalls,
  uploadPaths,
} from '@vrportal/contract';
import type { AchievementProgress, LeaderboardEntry } from '@vrportal/contract';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { openDatabase } from '../../src/db/database.js';
import { seededRandom } from '../../src/lib/seeded-random.js';
import { Periods } from '../../src/modules/platform-runtime/periods.js';
import { createApps, unique } from '../factories.js';
import type { TestApp } from '../harness.js';
import { createTestApp, dbKind, wrongValue } from '../harness.js';
import type { CallAnswer, Envelope } from '@vrportal/contract';

/**
 * The runtime API of a game's server and leaderboard moderation on a real database: App ID and
 * App Secret headers and their attempt limit, every achievement type's rules, parallel bursts
 * that must end exact, each player's best per period with ranks, ties, pages around a player,
 * daily, weekly and monthly periods cut in the portal's time zone, removals by moderation, and
 * another developer refused; the bucket counts of the rank index always agree with the entries.
 */

interface GameApp {
  id: string;
  secret: string;
}
type Answer<T> = Envelope<T> & { status: number };
type Entries = CallAnswer<typeof runtimeCalls.leaderboardsEntries>;
type Written = CallAnswer<typeof runtimeCalls.leaderboardsWrite>;

const DAY = 86_400_000;
const burst = <T>(n: number, one: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => one(i)));

/** A runtime call with an app's headers (or the given ones), from an address. */
async function runtime<T>(
  t: TestApp,
  url: string,
  body: unknown,
  app: GameApp | Record<string, string>,
  remoteAddress = '127.0.0.1',
): Promise<Answer<T>> {
  const headers: Record<string, string> =
    'secret' in app && 'id' in app && typeof app.secret === 'string'
      ? { [APP_ID_HEADER]: app.id, [APP_SECRET_HEADER]: app.secret }
      : (app as Record<string, string>);
  const res = await t.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: { 'content-type': 'application/json', lang: 'en', ...headers },
    payload: JSON.stringify(body),
  });
  return { status: res.statusCode, ...res.json() };
}

async function gameApps(t: TestApp, token: string, count: number, pkg: string) {
  const ids = await createApps(t, token, count, pkg);
  const rows = await t.db
    .selectFrom('apps')
    .select(['id', 'app_secret'])
    .where('id', 'in', ids)
    .execute();
  return ids.map((id) => ({ id, secret: rows.find((r) => r.id === id)!.app_secret }));
}

const text = (en: string) => ({ zh_CN: en, en_US: en });

async function saveAchievement(
  t: TestApp,
  token: string,
  appId: string,
  a: { apiName: string; type: number; target: number; bitSize?: number },
) {
  const res = await t.call(
    platformCalls.achievementSave,
    {
      appId,
      title: text(a.apiName),
      desc: text(`About ${a.apiName}`),
      unlockedDesc: text(''),
      lockedIcon: '',
      unlockedIcon: '',
      bitSize: 0,
      ...a,
    },
    { token },
  );
  expect(res.errCode, res.errMsg).toBe(0);
  return res.data.id;
}

async function saveBoard(
  t: TestApp,
  token: string,
  appId: string,
  b: { apiName: string; sortOrder: number; reset?: number },
) {
  const res = await t.call(
    platformCalls.leaderboardSave,
    { appId, title: text(b.apiName), scoreType: ScoreType.score, ...b },
    { token },
  );
  expect(res.errCode, res.errMsg).toBe(0);
  return res.data.id;
}

// ---- periods ------------------------------------------------------------------------------------

describe('leaderboard periods in any time zone', () => {
  const iso = (ms: number) => new Date(ms).toISOString();
  it('cuts days, Monday weeks and months at local midnight, also on days of 23 hours', () => {
    const berlin = new Periods('Europe/Berlin');
    // the spring-forward Sunday: 23 hours from 00:00 CET to 00:00 CEST
    const day = berlin.periodAt(ResetSchedule.daily, Date.parse('2026-03-29T12:00:00Z'));
    expect(day).toEqual({
      stored: 'd:2026-03-29',
      key: '2026-03-29',
      start: '2026-03-28T23:00:00.000Z',
      end: '2026-03-29T22:00:00.000Z',
    });
    const week = berlin.periodAt(ResetSchedule.weekly, Date.parse('2026-03-29T21:59:59Z'));
    expect([week.key, week.start, week.end]).toEqual([
      '2026-03-23',
      '2026-03-22T23:00:00.000Z',
      '2026-03-29T22:00:00.000Z',
    ]);
    // one second later it is Monday 30 March, a new week
    expect(berlin.periodAt(ResetSchedule.weekly, Date.parse('2026-03-29T22:00:00Z')).key).toBe(
      '2026-03-30',
    );
    const previous = berlin.period(
      ResetSchedule.monthly,
      new Date('2026-03-01T00:30:00Z'),
      'previous',
    );
    expect(previous).toMatchObject({
      key: '2026-02-01',
      end: iso(Date.parse('2026-02-28T23:00:00Z')),
    });
    // a midnight that does not exist: the day starts at 01:00, when the clock jumped
    const saoPaulo = new Periods('America/Sao_Paulo');
    expect(
      saoPaulo.periodAt(ResetSchedule.daily, Date.parse('2018-11-04T12:00:00Z')),
    ).toMatchObject({
      key: '2018-11-04',
      start: '2018-11-04T03:00:00.000Z',
      end: '2018-11-05T02:00:00.000Z',
    });
    expect(saoPaulo.periodAt(ResetSchedule.none, Date.now())).toEqual({
      stored: '',
      key: '',
      start: '',
      end: '',
    });
  });
});

// ---- the headers and achievements ----------------------------------------------------------------

describe(`runtime API: App ID and App Secret, achievements (${dbKind})`, () => {
  let t: TestApp;
  let dev: string;
  let game: GameApp;
  let sequel: GameApp;

  beforeAll(async () => {
    t = await createTestApp();
    dev = await t.signIn('runtime-dev@example.com');
    [game, sequel] = (await gameApps(t, dev, 2, 'com.runtime.game')) as [GameApp, GameApp];
    await saveAchievement(t, dev, game.id, {
      apiName: 'FIRST_WIN',
      type: AchievementType.simple,
      target: 1,
    });
    await saveAchievement(t, dev, game.id, {
      apiName: 'KILLS',
      type: AchievementType.count,
      target: 10,
    });
    await saveAchievement(t, dev, game.id, {
      apiName: 'KILLS_20',
      type: AchievementType.count,
      target: 20,
    });
    await saveAchievement(t, dev, game.id, {
      apiName: 'MAPS',
      type: AchievementType.bitfield,
      target: 3,
      bitSize: 8,
    });
    await saveAchievement(t, dev, sequel.id, {
      apiName: 'SEQUEL_ONLY',
      type: AchievementType.simple,
      target: 1,
    });
  });
  afterAll(() => t?.close());

  const call = <T = AchievementProgress>(url: string, body: unknown, app: GameApp = game) =>
    runtime<T>(t, url, body, app);

  it('refuses a wrong App Secret, another app id and missing headers with 10029, storing nothing', async () => {
    const progress = () => t.db.selectFrom('achievement_progress').selectAll().execute();
    const before = await progress();
    const body = { userId: 'p1', apiName: 'FIRST_WIN' };
    const path = runtimeCalls.achievementsUnlock.path;
    const wrong = await call(path, body, { id: game.id, secret: wrongValue(game.secret) });
    expect(wrong).toMatchObject({ errCode: ErrorCode.wrongAppSecret, data: null });
    expect(wrong.errMsg).toMatch(/App/);
    // the secret of another app of the same developer is not this app's
    expect((await call(path, body, { id: game.id, secret: sequel.secret })).errCode).toBe(
      ErrorCode.wrongAppSecret,
    );
    expect((await call(path, body, { id: '0'.repeat(32), secret: game.secret })).errCode).toBe(
      10029,
    );
    for (const headers of [
      {} as Record<string, string>,
      { [APP_ID_HEADER]: game.id },
      { [APP_SECRET_HEADER]: game.secret },
      { [APP_ID_HEADER]: '', [APP_SECRET_HEADER]: '' },
    ]) {
      expect((await runtime(t, path, body, headers)).errCode).toBe(ErrorCode.wrongAppSecret);
    }
    // a developer's token is not an app's secret
    const token = await t.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/json', token: dev },
      payload: JSON.stringify(body),
    });
    expect(token.json().errCode).toBe(ErrorCode.wrongAppSecret);
    // the progress other tests made stays as it was, and nothing was added
    expect(await progress()).toEqual(before);
  });

  it('counts wrong secrets per app and address: past the limit even the right one waits', async () => {
    const limited = await createTestApp({ RATE_LIMITS: 'appSecretFailures=5/15m' });
    try {
      const token = await limited.signIn('limited-dev@example.com');
      const [mine, theirs] = (await gameApps(limited, token, 2, 'com.runtime.limited')) as [
        GameApp,
        GameApp,
      ];
      const path = runtimeCalls.achievementsUser.path;
      const from = '10.9.8.7';
      // right secrets never use the limit up
      for (let i = 0; i < 8; i += 1) {
        expect((await runtime(limited, path, { userId: 'p1' }, mine, from)).errCode).toBe(0);
      }
      // nor does a burst of right ones from a server that has not called before
      const fresh = await burst(30, () =>
        runtime(limited, path, { userId: 'p1' }, theirs, '10.9.8.6'),
      );
      expect(fresh.map((a) => a.errCode)).toEqual(Array(30).fill(0));
      // seven different guesses at once: exactly five are compared
      const answers = await burst(7, (i) =>
        runtime(
          limited,
          path,
          { userId: 'p1' },
          { id: mine.id, secret: `${mine.secret}${i}` },
          from,
        ),
      );
      expect(answers.filter((a) => a.errCode === 10029)).toHaveLength(5);
      expect(answers.filter((a) => a.errCode === ErrorCode.tooManyRequests)).toHaveLength(2);
      const waiting = await runtime(limited, path, { userId: 'p1' }, mine, from);
      expect(waiting).toMatchObject({
        errCode: ErrorCode.tooManyRequests,
        data: { retryAfter: expect.any(Number) },
      });
      // another address, and another app from the same address, are not held up
      expect((await runtime(limited, path, { userId: 'p1' }, mine, '10.9.8.8')).errCode).toBe(0);
      expect((await runtime(limited, path, { userId: 'p1' }, theirs, from)).errCode).toBe(0);
    } finally {
      await limited.close();
    }
  });

  it('the owner replaces the App Secret: the old one and its upload tokens stop at once, the new one works', async () => {
    const [app] = (await gameApps(t, dev, 1, 'com.runtime.rotate')) as [GameApp];
    const path = runtimeCalls.achievementsUser.path;
    const uploadToken = async (appSecret: string) =>
      t.call<{ token: string }>(uploadPaths.getUploadToken, { appId: app.id, appSecret });
    const uploadCheck = async (token: string) =>
      (
        await t.call(
          uploadPaths.checkUploadChunks,
          { appId: app.id, identifier: 'abcdefgh' },
          { token },
        )
      ).errCode;
    const detailSecret = async () =>
      (await t.call(appCalls.getAppDetailInfo, { appId: app.id }, { token: dev })).data.appSecret;
    expect((await runtime(t, path, { userId: 'p1' }, app)).errCode).toBe(0);
    const oldToken = (await uploadToken(app.secret)).data.token;
    expect(await uploadCheck(oldToken)).toBe(0);

    // nobody but the owner replaces it, a super account neither; the secret stays
    const other = await t.signIn('rotate-other@example.com');
    const admin = await t.signIn('rotate-admin@example.com', { admin: true });
    for (const token of [other, admin]) {
      const refused = await t.call(appCalls.resetAppSecret, { appId: app.id }, { token });
      expect(refused.errCode).toBe(ErrorCode.appNotFound);
    }
    expect(await detailSecret()).toBe(app.secret);

    const reset = await t.inject({
      method: 'POST',
      url: appCalls.resetAppSecret.path,
      headers: { 'content-type': 'application/json', token: dev },
      payload: JSON.stringify({ appId: app.id }),
    });
    // an answer that carries a secret is never kept by a cache
    expect(reset.headers['cache-control']).toContain('no-store');
    const { appSecret } = appCalls.resetAppSecret.answer.parse(reset.json().data);
    expect(appSecret).not.toBe(app.secret);
    expect(appSecret.length).toBeGreaterThanOrEqual(32);
    expect(await detailSecret()).toBe(appSecret);

    // the old secret is refused by the runtime API and for upload tokens, even right after use
    expect((await runtime(t, path, { userId: 'p1' }, app)).errCode).toBe(ErrorCode.wrongAppSecret);
    expect((await uploadToken(app.secret)).errCode).toBe(ErrorCode.wrongAppSecret);
    expect(await uploadCheck(oldToken)).not.toBe(0);
    // the new one works for both
    expect(
      (await runtime(t, path, { userId: 'p1' }, { id: app.id, secret: appSecret })).errCode,
    ).toBe(0);
    expect(await uploadCheck((await uploadToken(appSecret)).data.token)).toBe(0);
  });

  it("answers 10657 for an API name the app does not have, also another app's", async () => {
    for (const [url, body] of [
      [runtimeCalls.achievementsUnlock.path, { userId: 'p1', apiName: 'SEQUEL_ONLY' }],
      [runtimeCalls.achievementsUnlock.path, { userId: 'p1', apiName: 'NO_SUCH' }],
      [runtimeCalls.achievementsAdd.path, { userId: 'p1', apiName: 'SEQUEL_ONLY', count: 1 }],
      [runtimeCalls.achievementsBits.path, { userId: 'p1', apiName: 'SEQUEL_ONLY', bits: '1' }],
      [runtimeCalls.leaderboardsWrite.path, { userId: 'p1', apiName: 'KILLS', score: 1 }],
      [runtimeCalls.leaderboardsEntries.path, { apiName: 'SEQUEL_ONLY' }],
    ] as const) {
      expect((await call(url, body)).errCode, url).toBe(ErrorCode.runtimeApiNameUnknown);
    }
    // the sequel's server reaches its own
    expect(
      (
        await call(
          runtimeCalls.achievementsUnlock.path,
          { userId: 'p1', apiName: 'SEQUEL_ONLY' },
          sequel,
        )
      ).data,
    ).toMatchObject({ apiName: 'SEQUEL_ONLY', unlocked: 1 });
  });

  it('simple achievements unlock once; other calls on them answer 10658', async () => {
    const first = await call(runtimeCalls.achievementsUnlock.path, {
      userId: 'simple-1',
      apiName: 'FIRST_WIN',
    });
    expect(first.data).toEqual({
      apiName: 'FIRST_WIN',
      type: AchievementType.simple,
      target: 1,
      count: 1,
      bits: '',
      unlocked: 1,
      unlockTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    });
    t.clock.advance(60_000);
    const again = await call(runtimeCalls.achievementsUnlock.path, {
      userId: 'simple-1',
      apiName: 'FIRST_WIN',
    });
    expect(again.data).toEqual(first.data);
    expect(
      (
        await call(runtimeCalls.achievementsAdd.path, {
          userId: 'simple-1',
          apiName: 'FIRST_WIN',
          count: 1,
        })
      ).errCode,
    ).toBe(ErrorCode.achievementTypeMismatch);
    expect(
      (
        await call(runtimeCalls.achievementsBits.path, {
          userId: 'simple-1',
          apiName: 'FIRST_WIN',
          bits: '1',
        })
      ).errCode,
    ).toBe(ErrorCode.achievementTypeMismatch);
  });

  it('count achievements add up, unlock at the target with one unlock time, and only grow', async () => {
    const add = (count: number) =>
      call(runtimeCalls.achievementsAdd.path, { userId: 'counter', apiName: 'KILLS', count });
    expect((await add(3)).data).toMatchObject({ count: 3, unlocked: 0, unlockTime: '' });
    t.clock.advance(1000);
    const reached = (await add(7)).data;
    expect(reached).toMatchObject({ count: 10, target: 10, unlocked: 1, bits: '' });
    t.clock.advance(1000);
    const past = (await add(5)).data;
    expect(past).toMatchObject({ count: 15, unlocked: 1, unlockTime: reached.unlockTime });
    // counts are 1 and up; nothing takes progress back
    expect((await add(0)).errCode).toBe(ErrorCode.invalidRequest);
    expect((await add(-4)).errCode).toBe(ErrorCode.invalidRequest);
    expect((await add(2_000_000_000)).data.count).toBe(2_000_000_000);
    expect((await add(2_000_000_000)).data.count).toBe(2_000_000_000);
    expect(
      (await call(runtimeCalls.achievementsUnlock.path, { userId: 'counter', apiName: 'KILLS' }))
        .errCode,
    ).toBe(ErrorCode.achievementTypeMismatch);
    expect(
      (
        await call(runtimeCalls.achievementsBits.path, {
          userId: 'counter',
          apiName: 'KILLS',
          bits: '1',
        })
      ).errCode,
    ).toBe(ErrorCode.achievementTypeMismatch);
  });

  it('a parallel burst of 50 adds of 1 ends at exactly 50, each add seeing its own count, with one unlock time', async () => {
    const answers = await burst(50, () =>
      call(runtimeCalls.achievementsAdd.path, { userId: 'burst', apiName: 'KILLS_20', count: 1 }),
    );
    expect(answers.every((a) => a.errCode === 0)).toBe(true);
    const counts = answers.map((a) => a.data.count).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    for (const a of answers) expect(a.data.unlocked).toBe(a.data.count >= 20 ? 1 : 0);
    const times = new Set(answers.filter((a) => a.data.unlocked).map((a) => a.data.unlockTime));
    expect(times.size).toBe(1);
    const row = await t.db
      .selectFrom('achievement_progress')
      .selectAll()
      .where('user_id', '=', 'burst')
      .executeTakeFirstOrThrow();
    expect(Number(row.count)).toBe(50);
    expect(row.unlock_time).toBe([...times][0]);
  });

  it('bitfields: the set bits are added, bit 0 first; unlocked once target bits are set', async () => {
    const bits = (b: string, userId = 'mapper') =>
      call(runtimeCalls.achievementsBits.path, { userId, apiName: 'MAPS', bits: b });
    expect((await bits('1')).data).toMatchObject({
      bits: '10000000',
      count: 1,
      unlocked: 0,
      type: AchievementType.bitfield,
    });
    expect((await bits('01')).data).toMatchObject({ bits: '11000000', count: 2, unlocked: 0 });
    // zeros never clear a bit
    expect((await bits('0000000')).data).toMatchObject({ bits: '11000000', count: 2 });
    t.clock.advance(1000);
    const third = (await bits('00000001')).data;
    expect(third).toMatchObject({ bits: '11000001', count: 3, unlocked: 1 });
    expect(third.unlockTime).not.toBe('');
    t.clock.advance(1000);
    expect((await bits('0011')).data).toMatchObject({
      bits: '11110001',
      count: 5,
      unlockTime: third.unlockTime,
    });
    // longer than the bitfield, or not a bitfield call
    expect((await bits('000000001')).errCode).toBe(ErrorCode.achievementTypeMismatch);
    expect((await bits('1x')).errCode).toBe(ErrorCode.invalidRequest);
    expect(
      (await call(runtimeCalls.achievementsUnlock.path, { userId: 'mapper', apiName: 'MAPS' }))
        .errCode,
    ).toBe(ErrorCode.achievementTypeMismatch);
    expect(
      (
        await call(runtimeCalls.achievementsAdd.path, {
          userId: 'mapper',
          apiName: 'MAPS',
          count: 1,
        })
      ).errCode,
    ).toBe(ErrorCode.achievementTypeMismatch);
    // a parallel burst, one bit each, ends with every bit
    const all = await burst(8, (i) => bits('0'.repeat(i) + '1', 'bit-burst'));
    expect(all.every((a) => a.errCode === 0)).toBe(true);
    expect((await bits('0', 'bit-burst')).data).toMatchObject({
      bits: '11111111',
      count: 8,
      unlocked: 1,
    });
    expect(new Set(all.filter((a) => a.data.unlocked).map((a) => a.data.unlockTime)).size).toBe(1);
  });

  it("user: every achievement of the app with the player's progress, zeros for the untouched", async () => {
    await call(runtimeCalls.achievementsUnlock.path, { userId: 'viewer', apiName: 'FIRST_WIN' });
    await call(runtimeCalls.achievementsAdd.path, { userId: 'viewer', apiName: 'KILLS', count: 4 });
    const res = await call<{ achievements: AchievementProgress[] }>(
      runtimeCalls.achievementsUser.path,
      { userId: 'viewer' },
    );
    const byName = Object.fromEntries(res.data.achievements.map((a) => [a.apiName, a]));
    expect(Object.keys(byName).sort()).toEqual(['FIRST_WIN', 'KILLS', 'KILLS_20', 'MAPS']);
    expect(byName.FIRST_WIN).toMatchObject({ count: 1, unlocked: 1 });
    expect(byName.KILLS).toMatchObject({ count: 4, unlocked: 0, target: 10, unlockTime: '' });
    expect(byName.KILLS_20).toMatchObject({ count: 0, unlocked: 0, unlockTime: '' });
    expect(byName.MAPS).toMatchObject({ count: 0, bits: '00000000', unlocked: 0 });
    const stranger = await call<{ achievements: AchievementProgress[] }>(
      runtimeCalls.achievementsUser.path,
      { userId: 'nobody' },
    );
    expect(stranger.data.achievements.every((a) => a.count === 0 && a.unlocked === 0)).toBe(true);
    expect((await call(runtimeCalls.achievementsUser.path, { userId: 'bad user' })).errCode).toBe(
      ErrorCode.invalidRequest,
    );
  });

  it("deleting an achievement drops the players' progress", async () => {
    // a game of its own: the achievements of the other tests' game stay as they are
    const [own] = (await gameApps(t, dev, 1, `com.${unique('runtime')}.game`)) as [GameApp];
    const id = await saveAchievement(t, dev, own.id, {
      apiName: 'SHORT_LIVED',
      type: AchievementType.simple,
      target: 1,
    });
    await call(runtimeCalls.achievementsUnlock.path, { userId: 'p9', apiName: 'SHORT_LIVED' }, own);
    const res = await t.call(
      platformCalls.achievementDelete,
      { appId: own.id, id },
      { token: dev },
    );
    expect(res.errCode).toBe(0);
    await vi.waitFor(async () => {
      const rows = await t.db
        .selectFrom('achievement_progress')
        .select('user_id')
        .where('achievement_id', '=', id)
        .execute();
      expect(rows).toEqual([]);
    });
  });
});

// ---- leaderboards --------------------------------------------------------------------------------

/**
 * The bucket counts as they are, and as counting the entries again makes them: level l holds
 * floor(rank_key / 256^l), the arithmetic shift on both databases.
 */
async function bucketsAgree(t: TestApp) {
  const kept = await t.db
    .selectFrom('leaderboard_buckets')
    .select(['board_id', 'period', 'level', 'bucket', 'n'])
    .where('n', '<>', 0)
    .execute();
  const entries = await t.db
    .selectFrom('leaderboard_entries')
    .select(['board_id', 'period', 'rank_key'])
    .execute();
  const counted = new Map<string, number>();
  for (const e of entries) {
    for (let level = 0; level < 7; level += 1) {
      const id = `${e.board_id}|${e.period}|${level}|${Math.floor(Number(e.rank_key) / 256 ** level)}`;
      counted.set(id, (counted.get(id) ?? 0) + 1);
    }
  }
  const asKept = new Map(
    kept.map((b) => [`${b.board_id}|${b.period}|${b.level}|${Number(b.bucket)}`, Number(b.n)]),
  );
  expect(asKept).toEqual(counted);
}

describe(`leaderboards (${dbKind})`, () => {
  let t: TestApp;
  let dev: string;
  let other: string;
  let game: GameApp;
  const boards: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    [dev, other] = await Promise.all([
      t.signIn('board-dev@example.com'),
      t.signIn('board-other@example.com'),
    ]);
  });
  afterAll(() => t?.close());
  // each test's own game with the nine boards, none of them written to yet
  beforeEach(async () => {
    [game] = (await gameApps(t, dev, 1, `com.${unique('boards')}.game`)) as [GameApp];
    for (const [apiName, sortOrder, reset] of [
      ['HIGH', SortOrder.higherIsBetter, ResetSchedule.none],
      ['LOW', SortOrder.lowerIsBetter, ResetSchedule.none],
      ['TIES', SortOrder.higherIsBetter, ResetSchedule.none],
      ['PAGES', SortOrder.lowerIsBetter, ResetSchedule.none],
      ['BURST', SortOrder.higherIsBetter, ResetSchedule.none],
      ['MOD', SortOrder.higherIsBetter, ResetSchedule.none],
      ['DAILY', SortOrder.higherIsBetter, ResetSchedule.daily],
      ['WEEKLY', SortOrder.lowerIsBetter, ResetSchedule.weekly],
      ['MONTHLY', SortOrder.higherIsBetter, ResetSchedule.monthly],
    ] as const) {
      boards[apiName] = await saveBoard(t, dev, game.id, { apiName, sortOrder, reset });
    }
  });

  const write = (apiName: string, userId: string, score: number, extra?: string) =>
    runtime<Written>(
      t,
      runtimeCalls.leaderboardsWrite.path,
      { apiName, userId, score, ...(extra === undefined ? {} : { extra }) },
      game,
    );
  const entries = (apiName: string, body: Record<string, unknown> = {}) =>
    runtime<Entries>(t, runtimeCalls.leaderboardsEntries.path, { apiName, ...body }, game);
  const ids = (e: Answer<Entries>) => e.data.entries.map((x) => x.userId);
  /** Every entry of a period, a page of 100 at a time. */
  const everything = async (apiName: string, period = 'current') => {
    const all: LeaderboardEntry[] = [];
    for (let start = 0; ; start += 100) {
      const page = await entries(apiName, { start, limit: 100, period });
      expect(page.errCode, page.errMsg).toBe(0);
      all.push(...page.data.entries);
      if (page.data.entries.length < 100) return all;
    }
  };

  /**
   * MOD as the moderation test leaves it: cheat's 9,999 removed and its later 100 kept, slow
   * removed, fair first; two removals logged.
   */
  async function moderated() {
    for (const [user, score] of [
      ['cheat', 9_999],
      ['fair', 120],
      ['slow', 80],
    ] as const) {
      expect((await write('MOD', user, score)).errCode).toBe(0);
    }
    const remove = async (userId: string, reason: string) => {
      const res = await t.call(
        platformCalls.leaderboardRemoveEntry,
        { appId: game.id, id: boards.MOD!, userId, reason },
        { token: dev },
      );
      expect(res.errCode, res.errMsg).toBe(0);
    };
    t.clock.advance(1000);
    await remove('cheat', 'Impossible score');
    t.clock.advance(1000);
    expect((await write('MOD', 'cheat', 100)).errCode).toBe(0);
    t.clock.advance(1000);
    await remove('slow', 'Bot');
  }

  it("keeps each player's best: better scores replace it, others change nothing", async () => {
    const first = await write('HIGH', 'ann', 100, 'run 1');
    expect(first).toMatchObject({ errCode: 0, data: { updated: 1, score: 100, rank: 1 } });
    const [before] = (await entries('HIGH')).data.entries;
    t.clock.advance(5000);
    // the same score again: idempotent, the time and extra stay
    expect((await write('HIGH', 'ann', 100, 'run 2')).data).toEqual({
      updated: 0,
      score: 100,
      rank: 1,
    });
    expect((await write('HIGH', 'ann', 40)).data).toEqual({ updated: 0, score: 100, rank: 1 });
    expect((await entries('HIGH')).data.entries[0]).toEqual(before);
    expect(before).toMatchObject({ rank: 1, userId: 'ann', score: 100, extra: 'run 1' });
    const better = await write('HIGH', 'ann', 250, 'run 3');
    expect(better.data).toEqual({ updated: 1, score: 250, rank: 1 });
    const after = (await entries('HIGH')).data;
    expect(after.total).toBe(1);
    expect(after.entries[0]).toMatchObject({ score: 250, extra: 'run 3' });
    expect(after.entries[0]!.time > before!.time).toBe(true);
    expect(after.period).toEqual({ key: '', start: '', end: '' });
  });

  it('ranks by the sort order: higher is better, or lower is better', async () => {
    // ann's best on HIGH, as the test above leaves it
    await write('HIGH', 'ann', 250, 'run 3');
    for (const [user, score] of [
      ['u1', 10],
      ['u2', 30],
      ['u3', 20],
      ['u4', -5],
    ] as const) {
      await write('HIGH', user, score);
      await write('LOW', user, score);
    }
    expect(ids(await entries('HIGH'))).toEqual(['ann', 'u2', 'u3', 'u1', 'u4']);
    expect(ids(await entries('LOW'))).toEqual(['u4', 'u1', 'u3', 'u2']);
    // lower is better: a smaller score is the improvement
    expect((await write('LOW', 'u2', 31)).data).toEqual({ updated: 0, score: 30, rank: 4 });
    expect((await write('LOW', 'u2', 15)).data).toEqual({ updated: 1, score: 15, rank: 3 });
    expect((await write('LOW', 'u2', -100)).data).toEqual({ updated: 1, score: -100, rank: 1 });
    expect((await entries('LOW')).data.entries.map((e) => [e.rank, e.userId, e.score])).toEqual([
      [1, 'u2', -100],
      [2, 'u4', -5],
      [3, 'u1', 10],
      [4, 'u3', 20],
    ]);
  });

  it('ties: the earlier written first, then the user id', async () => {
    await write('TIES', 'zed', 50);
    t.clock.advance(1000);
    await write('TIES', 'amy', 50);
    t.clock.advance(1000);
    // the same instant for three players: by user id, byte by byte (B before a)
    const at = t.clock.now();
    const frozen = vi.spyOn(t.clock, 'now').mockReturnValue(at);
    try {
      for (const user of ['mia', 'Bob', 'ali']) await write('TIES', user, 50);
    } finally {
      frozen.mockRestore();
    }
    t.clock.advance(1000);
    await write('TIES', 'top', 51);
    const list = (await entries('TIES')).data.entries;
    expect(list.map((e) => [e.rank, e.userId])).toEqual([
      [1, 'top'],
      [2, 'zed'],
      [3, 'amy'],
      [4, 'Bob'],
      [5, 'ali'],
      [6, 'mia'],
    ]);
    // each player's rank as its write answers it agrees
    expect((await write('TIES', 'ali', 50)).data.rank).toBe(5);
    expect((await write('TIES', 'amy', 49)).data.rank).toBe(3);
  });

  it('pages from any rank and around a player, with scores over the whole range', async () => {
    const rnd = seededRandom(7);
    const scores = new Map<string, number>();
    const extremes = [
      Number.MIN_SAFE_INTEGER,
      Number.MAX_SAFE_INTEGER,
      0,
      -1,
      1,
      255,
      256,
      -256,
      -257,
      65_536,
      2 ** 48,
      -(2 ** 48),
      2 ** 52 + 3,
    ];
    for (let i = 0; i < 120; i += 1) {
      const score =
        i < extremes.length
          ? extremes[i]!
          : i % 3 === 0
            ? Math.floor(rnd() * 600) - 300
            : Math.floor((rnd() - 0.5) * 2 ** 40);
      const userId = `p${String(i).padStart(3, '0')}`;
      scores.set(userId, score);
      expect((await write('PAGES', userId, score)).errCode).toBe(0);
    }
    // a tie on a small score, written later
    scores.set('p999', 1);
    await write('PAGES', 'p999', 1);
    // lower is better; ties (p999 and p004 on 1, and some random ones) in the order written
    const expected = [...scores].sort((a, b) => a[1] - b[1]).map(([u]) => u);
    const all = await everything('PAGES');
    expect(all.map((e) => e.userId)).toEqual(expected);
    expect(all.map((e) => e.rank)).toEqual(expected.map((_, i) => i + 1));
    for (const [start, limit] of [
      [3, 4],
      [17, 10],
      [64, 30],
      [115, 10],
      [121, 5],
      [500, 5],
    ] as const) {
      const page = await entries('PAGES', { start, limit });
      expect(page.data.total).toBe(121);
      expect(ids(page)).toEqual(expected.slice(start, start + limit));
      expect(page.data.entries.map((e) => e.rank)).toEqual(
        expected.slice(start, start + limit).map((_, i) => start + i + 1),
      );
    }
    // around a player: the player in the middle, or as near as the ends allow
    const around = async (user: string, limit: number) => {
      const page = await entries('PAGES', { aroundUserId: user, limit });
      expect(page.errCode, page.errMsg).toBe(0);
      return page.data.entries.map((e) => [e.rank, e.userId]);
    };
    const ranked = (from: number, to: number) =>
      expected.slice(from - 1, to).map((u, i) => [from + i, u]);
    expect(await around(expected[59]!, 5)).toEqual(ranked(58, 62));
    expect(await around(expected[59]!, 4)).toEqual(ranked(59, 62));
    expect(await around(expected[1]!, 5)).toEqual(ranked(1, 5));
    expect(await around(expected[120]!, 5)).toEqual(ranked(117, 121));
    expect(await around(expected[0]!, 1)).toEqual(ranked(1, 1));
    // each write's rank agrees with the pages
    for (const user of [expected[0]!, expected[33]!, expected[120]!]) {
      const again = await write('PAGES', user, scores.get(user)!);
      expect(again.data.rank).toBe(expected.indexOf(user) + 1);
    }
    expect((await entries('PAGES', { aroundUserId: 'ghost' })).errCode).toBe(
      ErrorCode.leaderboardEntryNotFound,
    );
    expect((await entries('PAGES', { limit: 101 })).errCode).toBe(ErrorCode.invalidRequest);
  });

  it("a parallel burst of 200 writes from 50 players ends with each player's best and exact ranks", async () => {
    const rnd = seededRandom(42);
    const writes = Array.from({ length: 200 }, (_, i) => ({
      userId: `b${i % 50}`,
      // a few ties on purpose
      score: Math.floor(rnd() * 120),
    }));
    const answers = await burst(200, (i) => write('BURST', writes[i]!.userId, writes[i]!.score));
    expect(answers.every((a) => a.errCode === 0)).toBe(true);
    const best = new Map<string, number>();
    for (const w of writes) best.set(w.userId, Math.max(best.get(w.userId) ?? -1, w.score));
    // each answer's best is at least its own score, and never above the player's best
    answers.forEach((a, i) => {
      expect(a.data.score).toBeGreaterThanOrEqual(writes[i]!.score);
      expect(a.data.score).toBeLessThanOrEqual(best.get(writes[i]!.userId)!);
      expect(a.data.rank).toBeGreaterThanOrEqual(1);
    });
    // the updates of each player form a rising run that ends at the best
    for (const [user, score] of best) {
      const mine = answers.filter((a, i) => writes[i]!.userId === user && a.data.updated);
      expect(mine.length).toBeGreaterThanOrEqual(1);
      expect(Math.max(...mine.map((a) => a.data.score))).toBe(score);
    }
    const all = await everything('BURST');
    expect(all).toHaveLength(50);
    expect(Object.fromEntries(all.map((e) => [e.userId, e.score]))).toEqual(
      Object.fromEntries(best),
    );
    // ordered by score, ties by time then user id; ranks 1..50
    for (let i = 1; i < all.length; i += 1) {
      const [a, b] = [all[i - 1]!, all[i]!];
      const ordered =
        a.score > b.score ||
        (a.score === b.score && (a.time < b.time || (a.time === b.time && a.userId < b.userId)));
      expect(ordered, `${a.userId} before ${b.userId}`).toBe(true);
    }
    expect(all.map((e) => e.rank)).toEqual(all.map((_, i) => i + 1));
    // the rank index agrees with the table for every player
    for (const e of all) {
      const around = await entries('BURST', { aroundUserId: e.userId, limit: 1 });
      expect(around.data.entries[0]).toEqual(e);
    }
    expect((await entries('BURST')).data.total).toBe(50);
    await bucketsAgree(t);
  });

  it('a second server instance sees the same ranks', async () => {
    // players on BURST, each with a score of its own
    for (let i = 0; i < 10; i += 1) {
      expect((await write('BURST', `b${i}`, 10 * (i + 1))).errCode).toBe(0);
    }
    const config = loadConfig({
      DATA_DIR: t.dataDir,
      ...(t.databaseUrl ? { DATABASE_URL: t.databaseUrl } : {}),
      PUBLIC_URL: 'http://portal.test',
      WEB_DIST: path.join(t.dataDir, 'no-web'),
    });
    const db = openDatabase(config);
    const second = await buildApp({ config, db, logger: false });
    try {
      const via = async (url: string, body: unknown) => {
        const res = await second.app.inject({
          method: 'POST',
          url,
          headers: {
            'content-type': 'application/json',
            [APP_ID_HEADER]: game.id,
            [APP_SECRET_HEADER]: game.secret,
          },
          payload: JSON.stringify(body),
        });
        return res.json() as Answer<Written & Entries>;
      };
      const before = (await entries('BURST')).data;
      const there = await via(runtimeCalls.leaderboardsEntries.path, { apiName: 'BURST' });
      expect(there.data).toEqual(before);
      // a write through the second instance ranks at the top of both
      const top = before.entries[0]!.score + 1;
      expect(
        (
          await via(runtimeCalls.leaderboardsWrite.path, {
            apiName: 'BURST',
            userId: 'second',
            score: top,
          })
        ).data,
      ).toMatchObject({ updated: 1, rank: 1 });
      const here = await entries('BURST', { aroundUserId: before.entries[3]!.userId, limit: 1 });
      expect(here.data.entries[0]).toMatchObject({ rank: 5, userId: before.entries[3]!.userId });
      expect((await write('BURST', 'second', top)).data).toEqual({
        updated: 0,
        score: top,
        rank: 1,
      });
    } finally {
      await second.app.close();
      await db.destroy();
    }
  });

  it('moderation: removal recorded with who, when, what and why; a removed score never comes back', async () => {
    for (const [user, score] of [
      ['cheat', 9_999],
      ['fair', 120],
      ['slow', 80],
    ] as const) {
      await write('MOD', user, score);
    }
    const mod = (url: string, body: Record<string, unknown>, token = dev) =>
      t.call<unknown>(url, { appId: game.id, id: boards.MOD, ...body }, { token });
    const listed = (await mod(platformCalls.leaderboardEntries.path, {})) as Answer<Entries>;
    expect(listed.data.entries.map((e) => [e.rank, e.userId])).toEqual([
      [1, 'cheat'],
      [2, 'fair'],
      [3, 'slow'],
    ]);
    const aroundSlow = (await mod(platformCalls.leaderboardEntries.path, {
      userId: 'slow',
      limit: 2,
    })) as Answer<Entries>;
    expect(aroundSlow.data.entries.map((e) => e.userId)).toEqual(['fair', 'slow']);

    t.clock.advance(1000);
    const removing = t.clock.now().toISOString();
    const removed = await mod(platformCalls.leaderboardRemoveEntry.path, {
      userId: 'cheat',
      reason: 'Impossible score',
    });
    expect(removed).toMatchObject({ errCode: 0, data: { removed: 1, score: 9_999 } });
    const removedBy = t.clock.now().toISOString();
    expect(
      (
        await mod(platformCalls.leaderboardRemoveEntry.path, {
          userId: 'cheat',
          reason: 'Twice',
        })
      ).errCode,
    ).toBe(ErrorCode.leaderboardEntryNotFound);
    expect(ids(await entries('MOD'))).toEqual(['fair', 'slow']);
    expect((await entries('MOD', { aroundUserId: 'cheat' })).errCode).toBe(
      ErrorCode.leaderboardEntryNotFound,
    );
    expect((await write('MOD', 'fair', 120)).data.rank).toBe(1);

    // a later, lower score enters as a new entry with that score
    t.clock.advance(1000);
    expect((await write('MOD', 'cheat', 100)).data).toEqual({
      updated: 1,
      score: 100,
      rank: 2,
    });
    expect((await entries('MOD')).data.entries.map((e) => [e.rank, e.userId, e.score])).toEqual([
      [1, 'fair', 120],
      [2, 'cheat', 100],
      [3, 'slow', 80],
    ]);
    t.clock.advance(1000);
    await mod(platformCalls.leaderboardRemoveEntry.path, { userId: 'slow', reason: 'Bot' });

    const history = (await mod(platformCalls.leaderboardModeration.path, {
      page: 1,
    })) as Answer<{
      items: Record<string, unknown>[];
      total: number;
    }>;
    expect(platformCalls.leaderboardModeration.answer.parse(history.data).total).toBe(2);
    expect(history.data.items).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f]{32}$/),
        userId: 'slow',
        score: 80,
        reason: 'Bot',
        actor: 'board-dev@example.com',
        time: expect.any(String),
        period: '',
      },
      {
        id: expect.stringMatching(/^[0-9a-f]{32}$/),
        userId: 'cheat',
        score: 9_999,
        reason: 'Impossible score',
        actor: 'board-dev@example.com',
        time: expect.any(String),
        period: '',
      },
    ]);
    const when = history.data.items[1]!.time as string;
    expect(when >= removing && when <= removedBy).toBe(true);
    // the removed scores stay gone from the ranks and the totals
    const after = (await entries('MOD')).data;
    expect(after.total).toBe(2);
    expect(after.entries.map((e) => [e.rank, e.userId, e.score])).toEqual([
      [1, 'fair', 120],
      [2, 'cheat', 100],
    ]);
    expect((await write('MOD', 'cheat', 100)).data).toEqual({
      updated: 0,
      score: 100,
      rank: 2,
    });
    expect((await entries('MOD', { start: 1 })).data.entries.map((e) => e.userId)).toEqual([
      'cheat',
    ]);
    await bucketsAgree(t);
    // the board list counts the current period's entries
    const list = await t.call(platformCalls.leaderboardList, { appId: game.id }, { token: dev });
    expect(list.data.items.find((b) => b.id === boards.MOD)?.entries).toBe(2);
  });

  it('another developer is refused on the three moderation calls', async () => {
    await moderated();
    const body = { appId: game.id, id: boards.MOD };
    for (const [url, extra] of [
      [platformCalls.leaderboardEntries.path, {}],
      [platformCalls.leaderboardRemoveEntry.path, { userId: 'fair', reason: 'Mine now' }],
      [platformCalls.leaderboardModeration.path, { page: 1 }],
    ] as const) {
      const res = await t.call(url, { ...body, ...extra }, { token: other });
      expect(res.errCode, url).toBe(ErrorCode.appNotFound);
    }
    // a board id of another app is not found in the caller's own app
    const [own] = await gameApps(t, other, 1, 'com.boards.other');
    const res = await t.call(
      platformCalls.leaderboardEntries,
      { appId: own!.id, id: boards.MOD! },
      { token: other },
    );
    expect(res.errCode).toBe(ErrorCode.platformItemNotFound);
    expect(ids(await entries('MOD'))).toEqual(['fair', 'cheat']);
    const history = await t.call(
      platformCalls.leaderboardModeration.path,
      { ...body, page: 1 },
      { token: dev },
    );
    expect(platformCalls.leaderboardModeration.answer.parse(history.data).total).toBe(2);
  });

  it('deleting a board drops its entries, index and moderation log', async () => {
    await moderated();
    const res = await t.call(
      platformCalls.leaderboardDelete.path,
      { appId: game.id, id: boards.MOD },
      { token: dev },
    );
    expect(res.errCode, res.errMsg).toBe(0);
    await vi.waitFor(async () => {
      for (const table of ['leaderboard_entries', 'leaderboard_moderation'] as const) {
        const rows = await t.db
          .selectFrom(table)
          .select('user_id')
          .where('board_id', '=', boards.MOD!)
          .execute();
        expect(rows, table).toEqual([]);
      }
    });
    expect((await entries('MOD')).errCode).toBe(ErrorCode.runtimeApiNameUnknown);
  });

  it('periods: daily, weekly from Monday and monthly from the 1st, in the time zone, the previous one kept', async () => {
    // the clock goes months ahead here: it is put back after, for the other tests' sessions
    const ahead = () => t.clock.now().getTime() - Date.now();
    const offset = ahead();
    onTestFinished(() => t.clock.advance(offset - ahead()));
    // Asia/Shanghai (the default TIME_ZONE): a day starts at 16:00 UTC
    for (const [apiName, length] of [
      ['DAILY', DAY],
      ['WEEKLY', 7 * DAY],
      ['MONTHLY', 0],
    ] as const) {
      const now = (await entries(apiName)).data.period;
      expect(now.start).toMatch(/T16:00:00\.000Z$/);
      expect(now.end).toMatch(/T16:00:00\.000Z$/);
      expect(Date.parse(now.start) + Date.parse('1970-01-01T08:00:00Z')).toBe(
        Date.parse(`${now.key}T00:00:00Z`),
      );
      if (length) expect(Date.parse(now.end) - Date.parse(now.start)).toBe(length);
      const key = now.key;
      if (apiName === 'WEEKLY') expect(new Date(`${key}T00:00:00Z`).getUTCDay()).toBe(1);
      if (apiName === 'MONTHLY') expect(key.slice(8)).toBe('01');

      // the last second of the period, then the first of the next
      t.clock.advance(Date.parse(now.end) - t.clock.now().getTime() - 1000);
      expect((await write(apiName, 'early', 500)).data).toMatchObject({ updated: 1, rank: 1 });
      expect((await write(apiName, 'late', 400)).data.rank).toBe(apiName === 'WEEKLY' ? 1 : 2);
      t.clock.advance(2000);
      const next = (await entries(apiName)).data;
      expect(next.period.start).toBe(now.end);
      expect(next.entries).toEqual([]);
      expect(next.total).toBe(0);
      // a new period: a lower score is a first entry again
      expect((await write(apiName, 'early', 10)).data).toEqual({
        updated: 1,
        score: 10,
        rank: 1,
      });
      const previous = (await entries(apiName, { period: 'previous' })).data;
      expect(previous.period).toEqual(now);
      expect(previous.entries.map((e) => [e.rank, e.userId, e.score])).toEqual(
        apiName === 'WEEKLY'
          ? [
              [1, 'late', 400],
              [2, 'early', 500],
            ]
          : [
              [1, 'early', 500],
              [2, 'late', 400],
            ],
      );
      expect(
        (await entries(apiName, { period: 'previous', aroundUserId: 'late', limit: 1 })).data
          .entries[0],
      ).toMatchObject({ userId: 'late', rank: apiName === 'WEEKLY' ? 1 : 2 });
      // one more reset: the period before is still there, "previous" is the one just gone
      t.clock.advance(Date.parse(next.period.end) - t.clock.now().getTime() + 1000);
      const later = (await entries(apiName, { period: 'previous' })).data;
      expect(later.period).toEqual(next.period);
      expect(later.entries.map((e) => [e.userId, e.score])).toEqual([['early', 10]]);
      const kept = await t.db
        .selectFrom('leaderboard_entries')
        .select('period')
        .distinct()
        .where('board_id', '=', boards[apiName]!)
        .execute();
      expect(kept.map((k) => k.period.slice(2)).sort()).toEqual([now.key, next.period.key]);
    }
    await bucketsAgree(t);
    // a board that never resets has no previous period
    const none = await entries('HIGH', { period: 'previous' });
    expect(none.data).toEqual({
      entries: [],
      total: 0,
      period: { key: '', start: '', end: '' },
    });
  });
});
