import { afterEach, describe, expect, it } from 'vitest';
import {
  ErrorCode,
  notificationCalls,
  playerReviewCalls as calls,
  playerReviewConsoleCalls as consoleCalls,
  playerReviewStoreCalls as storeCalls,
  teamCalls,
} from '@vrportal/contract';
import type { ReportReviewsAnswer, ReviewRepliesAnswer } from '@vrportal/contract';
import type { TestApp } from '../harness.js';
import { createTestApp, dbKind } from '../harness.js';
import { createApps } from '../factories.js';
import { addMember } from '../support/teams.js';
import { makeReviews } from '../../src/seed/review-traffic.js';

const STORE_KEY = 'store-key-of-the-reviews-tests-0123456789';
/** 2026-11-20 12:00 UTC, 20:00 in the portal's zone (UTC+8) */
const NOON = Date.parse('2026-11-20T12:00:00Z');
const MIN = 60_000;

interface Sent {
  reviewId: string;
  appId: string;
  userId?: string;
  rating: number;
  title?: string;
  text?: string;
  language?: string;
  versionCode?: number;
  deviceModel?: string;
  time?: number;
}
const item = (r: Sent) => ({
  userId: 'user-1',
  text: 'Fun game',
  language: 'en',
  versionCode: 100,
  deviceModel: 'Quest 3',
  time: NOON,
  ...r,
});

describe(`players' reviews (${dbKind})`, () => {
  let t: TestApp;
  afterEach(() => t.close());

  async function studio() {
    t = await createTestApp({ STORE_API_KEY: STORE_KEY });
    const dev = await t.signIn('dev@example.com');
    const [appId, otherApp] = (await createApps(t, dev, 2, 'com.reviews.game')) as [string, string];
    return { dev, appId, otherApp };
  }

  async function store<T>(path: string, body: unknown, key = STORE_KEY) {
    const res = await t.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/json', 'x-store-key': key },
      payload: JSON.stringify(body),
    });
    return res.json() as { errCode: number; data: T };
  }
  const send = async (reviews: unknown[]) =>
    (await store<ReportReviewsAnswer>(storeCalls.reportReviews.path, { reviews })).data;
  const feed = async (since: number | string, afterId?: string, limit?: number) =>
    (
      await store<ReviewRepliesAnswer>(storeCalls.reviewReplies.path, {
        since,
        ...(afterId ? { afterId } : {}),
        ...(limit ? { limit } : {}),
      })
    ).data;
  const list = async (token: string, body: Omit<Parameters<typeof t.call>[1], never> & object) =>
    (await t.call(calls.reviewList, body as never, { token, lang: 'en' })).data;

  it('keeps the good items of a batch, names the bad ones, and keeps edits in the history', async () => {
    const { dev, appId } = await studio();
    const first = await send([
      item({ reviewId: 'r1', appId, rating: 5, title: 'Great', text: 'Loved the puzzles' }),
      { reviewId: 'bad', appId, rating: 9, text: 'x' },
      item({ reviewId: 'r2', appId: 'f'.repeat(32), rating: 4 }),
      item({ reviewId: 'r3', appId, rating: 3, userId: 'user-2', language: 'zh-CN' }),
    ]);
    expect(first).toMatchObject({ accepted: 2, edited: 0, duplicates: 0, stale: 0 });
    expect(first.rejected.map((r) => [r.index, r.id, r.code])).toEqual([
      [1, 'bad', ErrorCode.invalidRequest],
      [2, 'r2', ErrorCode.appNotFound],
    ]);
    expect(first.rejected[0]!.reason).toContain('rating');

    // sent again as it was: nothing changes
    const again = await send([
      item({ reviewId: 'r1', appId, rating: 5, title: 'Great', text: 'Loved the puzzles' }),
    ]);
    expect(again).toMatchObject({ accepted: 0, edited: 0, duplicates: 1, stale: 0 });

    // a newer edit replaces it, an older one is ignored, another player's id is refused
    const edit = await send([
      item({ reviewId: 'r1', appId, rating: 2, text: 'Crashes now', time: NOON + 10 * MIN }),
    ]);
    expect(edit).toMatchObject({ accepted: 0, edited: 1 });
    const older = await send([
      item({ reviewId: 'r1', appId, rating: 4, text: 'Old', time: NOON + 5 * MIN }),
      item({ reviewId: 'r3', appId, rating: 3, userId: 'someone-else' }),
    ]);
    expect(older).toMatchObject({ edited: 0, stale: 1 });
    expect(older.rejected).toMatchObject([{ index: 1, code: ErrorCode.reviewOfAnotherApp }]);

    const shown = await list(dev, { appId });
    expect(shown.total).toBe(2);
    const r1 = shown.list.find((r) => r.reviewId === 'r1')!;
    expect(r1).toMatchObject({ rating: 2, text: 'Crashes now', title: '', edited: true });
    expect(r1.alias).toMatch(/^Player [0-9A-F]{4}$/);
    // the player's store id never leaves the server
    expect(JSON.stringify(shown)).not.toContain('user-1');
    const zh = await t.call(calls.reviewList, { appId }, { token: dev, lang: 'zh' });
    expect(zh.data.list.find((r) => r.reviewId === 'r1')!.alias).toBe(
      r1.alias.replace('Player', '玩家'),
    );
    const history = await t.db
      .selectFrom('player_review_history')
      .selectAll()
      .where('review_id', '=', 'r1')
      .execute();
    expect(history.map((h) => [h.rating, h.body, h.title])).toEqual([
      [5, 'Loved the puzzles', 'Great'],
    ]);
    expect(shown.languages).toEqual(['en', 'zh-CN']);
    expect(shown.versionCodes).toEqual([100]);
  });

  it('filters by rating, language, version, reply and words in any case', async () => {
    const { dev, appId } = await studio();
    await send([
      item({ reviewId: 'a', appId, rating: 1, title: 'CRASH on start', time: NOON }),
      item({
        reviewId: 'b',
        appId,
        rating: 1,
        text: 'it crashes 100% of the time',
        time: NOON + MIN,
      }),
      item({
        reviewId: 'c',
        appId,
        rating: 5,
        text: 'Ça marche très bien',
        language: 'fr',
        time: NOON + 2 * MIN,
      }),
      item({
        reviewId: 'd',
        appId,
        rating: 4,
        text: 'good',
        versionCode: 101,
        time: NOON + 3 * MIN,
      }),
    ]);
    const ids = async (body: object) =>
      (await list(dev, { appId, ...body })).list.map((r) => r.reviewId);
    expect(await ids({})).toEqual(['d', 'c', 'b', 'a']);
    expect(await ids({ rating: 1 })).toEqual(['b', 'a']);
    expect(await ids({ language: 'fr' })).toEqual(['c']);
    expect(await ids({ versionCode: 101 })).toEqual(['d']);
    expect(await ids({ q: 'crash' })).toEqual(['b', 'a']);
    expect(await ids({ q: 'Crash On' })).toEqual(['a']);
    // the search's wildcards are words like any other
    expect(await ids({ q: '100%' })).toEqual(['b']);
    expect(await ids({ q: '_' })).toEqual([]);
    expect(await ids({ q: 'ÇA MARCHE' })).toEqual(['c']);

    const replied = await t.call(
      calls.reviewReply,
      { appId, reviewId: 'a', text: 'Fixed in 1.0.1' },
      { token: dev },
    );
    expect(replied.data.reply).toMatchObject({ text: 'Fixed in 1.0.1', by: 'dev@example.com' });
    expect(await ids({ replied: true })).toEqual(['a']);
    expect(await ids({ replied: false, rating: 1 })).toEqual(['b']);
    const page = await list(dev, { appId, page: 2, psize: 3 });
    expect(page.total).toBe(4);
    expect(page.list.map((r) => r.reviewId)).toEqual(['a']);
  });

  it('sums up averages exactly, cutting days in the portal time zone', async () => {
    const { dev, appId } = await studio();
    // 23:59 and 00:01 in UTC+8 fall on two days, 16:00 UTC apart by two minutes
    const late = Date.parse('2026-11-20T15:59:00Z');
    const early = Date.parse('2026-11-20T16:01:00Z');
    await send([
      item({ reviewId: 's1', appId, rating: 5, time: late }),
      item({ reviewId: 's2', appId, rating: 4, time: late - MIN }),
      item({ reviewId: 's3', appId, rating: 1, time: late - 2 * MIN, versionCode: 90 }),
      item({ reviewId: 's4', appId, rating: 2, time: early }),
      item({ reviewId: 's5', appId, rating: 2, time: early + MIN, versionCode: 90 }),
    ]);
    const summary = await t.call(
      calls.reviewSummary,
      {
        appId,
        startTime: Date.parse('2026-11-19T16:00:00Z'),
        endTime: Date.parse('2026-11-21T15:59:59Z'),
      },
      { token: dev },
    );
    expect(summary.errCode).toBe(0);
    expect(summary.data).toMatchObject({
      average: 2.8,
      count: 5,
      histogram: [1, 2, 0, 1, 1],
      timeZone: 'Asia/Shanghai',
      days: [
        { day: '2026-11-20', average: 3.33, count: 3 },
        { day: '2026-11-21', average: 2, count: 2 },
      ],
      versions: [
        { versionCode: 90, average: 1.5, count: 2, days: [1, 2] },
        { versionCode: 100, average: 3.67, count: 3, days: [4.5, 2] },
      ],
    });
    // past the range a Date holds, or the wrong way round
    const far = await t.call(
      calls.reviewSummary.path,
      { appId, startTime: 0, endTime: 8.64e15 },
      { token: dev },
    );
    expect(far.errCode).toBe(ErrorCode.invalidRequest);
    const backwards = await t.call(
      calls.reviewSummary,
      { appId, startTime: early, endTime: late },
      { token: dev },
    );
    expect(backwards.errCode).toBe(ErrorCode.dateRangeInvalid);
  });

  it('hands replies to the store: written, edited and deleted, paged by time and id', async () => {
    const { dev, appId } = await studio();
    await send([
      item({ reviewId: 'p1', appId, rating: 2 }),
      item({ reviewId: 'p2', appId, rating: 3 }),
      item({ reviewId: 'p3', appId, rating: 4 }),
    ]);
    const start = t.clock.now().getTime();
    for (const reviewId of ['p1', 'p2', 'p3']) {
      await t.call(
        calls.reviewReply,
        { appId, reviewId, text: `Thanks ${reviewId}` },
        { token: dev },
      );
    }
    // pages of two: every reply once, in order
    const one = await feed(start - 1, undefined, 2);
    expect(one.replies.map((r) => r.reviewId)).toEqual(['p1', 'p2']);
    const two = await feed(one.next!.since, one.next!.afterId, 2);
    expect(two.replies.map((r) => [r.reviewId, r.text])).toEqual([['p3', 'Thanks p3']]);
    expect(two.next).toBeNull();

    t.clock.advance(1000);
    const cursor = two.replies[0]!.time;
    const edited = await t.call(
      calls.reviewReply,
      { appId, reviewId: 'p1', text: 'Fixed now' },
      { token: dev },
    );
    expect(edited.data.reply!.text).toBe('Fixed now');
    t.clock.advance(1000);
    const gone = await t.call(calls.reviewDeleteReply, { appId, reviewId: 'p2' }, { token: dev });
    expect(gone.data.reply).toBeNull();
    const later = await feed(cursor, 'p3');
    expect(later.replies.map((r) => [r.reviewId, r.appId, r.text])).toEqual([
      ['p1', appId, 'Fixed now'],
      ['p2', appId, null],
    ]);
    expect(
      (await t.call(calls.reviewDeleteReply, { appId, reviewId: 'p2' }, { token: dev })).errCode,
    ).toBe(ErrorCode.reviewNoReply);
    expect(
      (await t.call(calls.reviewReply, { appId, reviewId: 'nope', text: 'x' }, { token: dev }))
        .errCode,
    ).toBe(ErrorCode.reviewNotFound);
    expect(
      (
        await t.call(
          calls.reviewReply.path,
          { appId, reviewId: 'p1', text: 'x'.repeat(1001) },
          { token: dev },
        )
      ).errCode,
    ).toBe(ErrorCode.invalidRequest);
    // the audit log names the member's replies
    const log = await t.call(teamCalls.auditList, { page: 1 }, { token: dev, lang: 'en' });
    const actions = log.data.entries.map((e) => e.action);
    expect(actions).toContain('reviewDeleteReply');
    expect(actions.filter((a) => a === 'reviewReply')).toHaveLength(4);
  });

  it('takes a reported review to the review console, which keeps or hides it', async () => {
    const { dev, appId } = await studio();
    const admin = await t.signIn('admin@example.com', { admin: true });
    await send([
      item({ reviewId: 'x1', appId, rating: 1, text: 'spam spam' }),
      item({ reviewId: 'x2', appId, rating: 1 }),
    ]);
    const reported = await t.call(
      calls.reviewReport,
      { appId, reviewId: 'x1', reason: 'Advertising' },
      { token: dev },
    );
    expect(reported.data).toMatchObject({ reported: true, hidden: false });
    expect(
      (await t.call(calls.reviewReport, { appId, reviewId: 'x1', reason: 'Again' }, { token: dev }))
        .errCode,
    ).toBe(ErrorCode.reviewAlreadyReported);
    expect(
      (
        await t.call(
          calls.reviewReport.path,
          { appId, reviewId: 'x2', reason: ' ' },
          { token: dev },
        )
      ).errCode,
    ).toBe(ErrorCode.invalidRequest);
    await t.call(calls.reviewReport, { appId, reviewId: 'x2', reason: 'Rude' }, { token: dev });

    const queue = await t.call(
      consoleCalls.reportedReviews,
      { page: 1 },
      { token: admin, lang: 'en' },
    );
    expect(queue.data.total).toBe(2);
    const x1 = queue.data.list.find((r) => r.review.reviewId === 'x1')!;
    expect(x1).toMatchObject({
      appId,
      reason: 'Advertising',
      reportedBy: 'dev@example.com',
      state: 'pending',
    });
    // developers do not reach the console
    expect(
      (await t.call(consoleCalls.reportedReviews, { page: 1 }, { token: dev })).errCode,
    ).not.toBe(0);

    const hidden = await t.call(
      consoleCalls.decideReportedReview,
      { reportId: x1.reportId, decision: 'hide' },
      { token: admin },
    );
    expect(hidden.data).toMatchObject({ state: 'hidden', decidedBy: 'admin@example.com' });
    expect(
      (
        await t.call(
          consoleCalls.decideReportedReview,
          { reportId: x1.reportId, decision: 'keep' },
          { token: admin },
        )
      ).errCode,
    ).toBe(ErrorCode.reviewReportDecided);
    const x2 = queue.data.list.find((r) => r.review.reviewId === 'x2')!;
    await t.call(
      consoleCalls.decideReportedReview,
      { reportId: x2.reportId, decision: 'keep' },
      { token: admin },
    );
    expect(
      (await t.call(consoleCalls.reportedReviews, { page: 1 }, { token: admin })).data.total,
    ).toBe(0);
    const shown = await list(dev, { appId });
    expect(shown.list.map((r) => [r.reviewId, r.hidden, r.reported])).toEqual([
      ['x2', false, true],
      ['x1', true, true],
    ]);
    // the summary leaves a hidden review out
    const summary = await t.call(
      calls.reviewSummary,
      { appId, startTime: NOON - MIN, endTime: NOON + MIN },
      { token: dev },
    );
    expect(summary.data.count).toBe(1);
  });

  it('gathers new 1-2 star reviews into one notification per app and day, counted in bursts', async () => {
    const { dev, appId, otherApp } = await studio();
    const analyst = await addMember(t, dev, 'analyst@example.com', 'analyst');
    const finance = await addMember(t, dev, 'finance@example.com', 'finance');
    const lows = async (token: string) =>
      (
        await t.call(notificationCalls.getDvNtyList, { page: 1 }, { token, lang: 'en' })
      ).data.ntys.filter((n) => n.tag === 'reviews');
    await send([
      item({ reviewId: 'n1', appId, rating: 1 }),
      item({ reviewId: 'n2', appId, rating: 5 }),
    ]);
    await send([item({ reviewId: 'n3', appId, rating: 2, time: NOON + MIN })]);
    // resent: not new
    await send([item({ reviewId: 'n1', appId, rating: 1 })]);
    let mine = await lows(dev);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.title).toContain('2 new 1–2 star reviews on 2026-11-20');
    expect(mine[0]!.link).toBe(`/reviews?appId=${appId}&rating=1`);
    expect(await lows(analyst)).toHaveLength(1);
    expect(await lows(finance)).toHaveLength(0);

    // the next day of the portal's zone, and another app: notifications of their own
    const nextDay = Date.parse('2026-11-20T16:30:00Z');
    await send([
      item({ reviewId: 'n4', appId, rating: 1, time: nextDay }),
      item({ reviewId: 'o1', appId: otherApp, rating: 1 }),
    ]);
    mine = await lows(dev);
    expect(mine).toHaveLength(3);

    // a burst: the same 30 new low reviews sent in 6 batches at once count 30 times in all
    const burst = Array.from({ length: 30 }, (_, i) =>
      item({
        reviewId: `b${String(i).padStart(2, '0')}`,
        appId: otherApp,
        rating: 1 + (i % 2),
        time: NOON + i * 1000,
      }),
    );
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => send(i % 2 ? [...burst].reverse() : burst)),
    );
    expect(answers.reduce((n, a) => n + a.accepted, 0)).toBe(30);
    expect(answers.reduce((n, a) => n + a.duplicates, 0)).toBe(150);
    const other = (await lows(dev)).filter((n) => n.appId === otherApp);
    expect(other).toHaveLength(1);
    expect(other[0]!.title).toContain('31 new');
  });

  it('refuses another organisation, a role without the permission and a wrong store key', async () => {
    const { dev, appId } = await studio();
    await send([item({ reviewId: 'k1', appId, rating: 1 })]);
    const stranger = await t.signIn('other@example.com');
    const limited = await addMember(t, dev, 'limited@example.com', 'developer', [
      (await createApps(t, dev, 1, 'com.reviews.limited'))[0]!,
    ]);
    const range = { startTime: NOON - MIN, endTime: NOON + MIN };
    const named = [
      [calls.reviewList, { appId }],
      [calls.reviewSummary, { appId, ...range }],
      [calls.reviewReply, { appId, reviewId: 'k1', text: 'Hi' }],
      [calls.reviewDeleteReply, { appId, reviewId: 'k1' }],
      [calls.reviewReport, { appId, reviewId: 'k1', reason: 'Rude' }],
    ] as const;
    for (const token of [stranger, limited]) {
      for (const [spec, body] of named) {
        expect((await t.call(spec.path, body, { token })).errCode, spec.path).toBe(
          ErrorCode.appNotFound,
        );
      }
      const file = await t.inject({
        method: 'POST',
        url: calls.reviewExport.path,
        headers: { 'content-type': 'application/json', token },
        payload: JSON.stringify({ appId }),
      });
      expect(file.json()).toMatchObject({ errCode: ErrorCode.appNotFound });
    }
    const finance = await addMember(t, dev, 'finance@example.com', 'finance');
    for (const [spec, body] of named) {
      expect((await t.call(spec.path, body, { token: finance })).errCode, spec.path).toBe(
        ErrorCode.roleRefused,
      );
    }
    const analyst = await addMember(t, dev, 'analyst@example.com', 'analyst');
    expect((await t.call(calls.reviewList, { appId }, { token: analyst })).errCode).toBe(0);
    for (const [spec, body] of named.slice(2)) {
      expect((await t.call(spec.path, body, { token: analyst })).errCode, spec.path).toBe(
        ErrorCode.roleRefused,
      );
    }
    expect((await list(dev, { appId })).list[0]!).toMatchObject({ reply: null, reported: false });

    for (const path of [storeCalls.reportReviews.path, storeCalls.reviewReplies.path]) {
      const body =
        path === storeCalls.reviewReplies.path
          ? { since: 0 }
          : { reviews: [item({ reviewId: 'k2', appId, rating: 1 })] };
      expect((await store(path, body, 'wrong-key-0123456789-0123456789')).errCode).toBe(
        ErrorCode.storeKeyRefused,
      );
      expect((await t.call(path, body, { token: dev })).errCode).toBe(ErrorCode.storeKeyRefused);
    }
    expect((await list(dev, { appId })).total).toBe(1);
  });

  it('exports the filtered list as .xlsx with the screen’s words in the reader’s language', async () => {
    const { dev, appId } = await studio();
    await send([
      item({ reviewId: 'e1', appId, rating: 1, text: 'Too hard' }),
      item({ reviewId: 'e2', appId, rating: 5, text: 'Great' }),
    ]);
    const res = await t.inject({
      method: 'POST',
      url: calls.reviewExport.path,
      headers: { 'content-type': 'application/json', token: dev, lang: 'zh' },
      payload: JSON.stringify({ appId, rating: 1 }),
    });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const { default: excel } = await import('exceljs');
    const book = new excel.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('评价');
    expect(sheet.getRow(1).getCell(3).value).toBe('评分');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(5).value).toBe('Too hard');
  });

  it('takes the demo and simulator reviews whole: every item stored, each tenth an edit', async () => {
    const { dev, appId } = await studio();
    const { first, edits } = makeReviews({
      appId,
      days: 7,
      until: new Date(NOON),
      count: 50,
      versionCodes: [1, 2],
      seed: 5,
    });
    const answer = await send(first);
    expect(answer).toMatchObject({ accepted: 50, edited: 0, rejected: [] });
    expect(edits.length).toBeGreaterThan(0);
    expect(await send(edits)).toMatchObject({ edited: edits.length, rejected: [] });
    const shown = await list(dev, { appId, psize: 100 });
    expect(shown.total).toBe(50);
    expect(shown.list.filter((r) => r.edited)).toHaveLength(edits.length);
    expect(shown.languages).toEqual(['en', 'zh-CN']);
    // the newest version first, as the filter offers them
    expect(shown.versionCodes).toEqual([2, 1]);
  });
});
