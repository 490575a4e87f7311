// bench/reviews: players' reviews at 10 k and again at 1 M (BENCH_REVIEWS) on one app, in one run
// against the built server in a child process. Reviews go through the store's intake in batches of
// 1,000; then each review call is timed, interleaved, BENCH_QUERY_ROUNDS times (p95 at both sizes
// and their ratio), beside the server's bare route. Goals: every call under 50 ms at 1 M and at
// most 2x its figure at 10 k.
// Usage: npm run bench:reviews   (BENCH_DB=postgres for PostgreSQL on BENCH_PG_URL)
import { STORE_KEY_HEADER, playerReviewCalls, playerReviewStoreCalls } from '@vrportal/contract';
import type { StoreReview } from '@vrportal/contract';
import {
  benchNodeArgs,
  build,
  drainBatches,
  p95OfCalls,
  printSizes,
  startSeededServer,
} from './support.mjs';
import { seededRandom as random } from '../apps/server/src/lib/seeded-random.js';

const bigTotal = Number(process.env.BENCH_REVIEWS ?? 1_000_000);
const smallTotal = 10_000;
const days = 365;
/** builds released over the year; the reviews of a day are of the builds out by then */
const builds = 24;
const kind = process.env.BENCH_DB === 'postgres' ? 'postgres' : 'sqlite';
const STORE_KEY = 'bench-store-key-0123456789abcdefghij';
const inFlight = 2;
const queryRounds = Number(process.env.BENCH_QUERY_ROUNDS ?? 100);
const LANGUAGES = ['zh-CN', 'zh-CN', 'zh-CN', 'en-US', 'en', 'ja-JP', 'ko-KR', 'pt-BR'];
const WORDS = [
  'great',
  'fun',
  'laggy',
  'immersive',
  'boring',
  'controls',
  'graphics',
  'story',
  'friends',
  'motion',
  'comfort',
  'levels',
  'price',
  'update',
  'bugs',
  '好玩',
  '画面',
  '卡顿',
  '剧情',
  '手柄',
];
const MODELS = ['Quest 3', 'Quest 3S', 'Quest Pro', 'Quest 2', 'Pico 4', 'Pico 4 Ultra'];

/** `count` reviews from review number `from` on, spread over the last year, 1,000 a batch. */
function* reviewBatches(appId: string, from: number, count: number): Generator<StoreReview[]> {
  const rnd = random(from + 1);
  const now = Date.now();
  for (let start = from; start < from + count; start += 1000) {
    const batch: StoreReview[] = [];
    for (let n = start; n < Math.min(start + 1000, from + count); n += 1) {
      const ago = Math.floor(rnd() * days);
      const words = Array.from(
        { length: 4 + Math.floor(rnd() * 20) },
        () => WORDS[Math.floor(rnd() * WORDS.length)],
      );
      // most are 4 or 5 stars, as in a store
      const stars = [5, 5, 5, 4, 4, 3, 2, 1][Math.floor(rnd() * 8)]!;
      batch.push({
        reviewId: `review-${n}`,
        appId,
        userId: `player-${n}`,
        rating: stars,
        ...(rnd() < 0.3 ? { title: words.slice(0, 3).join(' ') } : {}),
        text: words.join(' '),
        language: LANGUAGES[Math.floor(rnd() * LANGUAGES.length)]!,
        versionCode: Math.max(1, builds - Math.floor((ago / days) * builds)),
        deviceModel: MODELS[Math.floor(rnd() * MODELS.length)]!,
        time: now - ago * 86_400_000 - Math.floor(rnd() * 86_400_000),
      });
    }
    yield batch;
  }
}

async function post(base: string, path: string, body: unknown, headers: Record<string, string>) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { errCode: number; errMsg: string; data: unknown };
}

/** Sends `count` reviews through the intake; answers reviews a second. */
async function ingest(base: string, appId: string, from: number, count: number) {
  const started = performance.now();
  await drainBatches(reviewBatches(appId, from, count), inFlight, async (reviews) => {
    const answer = await post(
      base,
      playerReviewStoreCalls.reportReviews.path,
      { reviews },
      {
        [STORE_KEY_HEADER]: STORE_KEY,
      },
    );
    const data = answer.data as { accepted: number; rejected: unknown[] } | null;
    if (answer.errCode !== 0 || data?.rejected.length) {
      throw new Error(`intake: ${answer.errCode} ${JSON.stringify(answer).slice(0, 300)}`);
    }
  });
  return count / ((performance.now() - started) / 1000);
}

/** Each review call, interleaved, `queryRounds` times: answers each one's p95 in ms. */
async function queryAll(base: string, token: string, appId: string) {
  const call = (path: string, body: unknown) => () =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token },
      body: JSON.stringify(body),
    });
  const now = Date.now();
  const list = playerReviewCalls.reviewList.path;
  const targets: Record<string, () => Promise<Response>> = {
    'bare route (GET /healthz)': () => fetch(`${base}/healthz`),
    'reviewList (page 1)': call(list, { appId, page: 1 }),
    'reviewList (1 star, newest build)': call(list, {
      appId,
      page: 1,
      rating: 1,
      versionCode: builds,
    }),
    'reviewList (not replied, zh)': call(list, {
      appId,
      page: 1,
      replied: false,
      language: 'zh-CN',
    }),
    'reviewList (words)': call(list, { appId, page: 1, q: 'laggy controls' }),
    'reviewSummary (30 days)': call(playerReviewCalls.reviewSummary.path, {
      appId,
      startTime: now - 30 * 86_400_000,
      endTime: now,
    }),
    'reviewSummary (a year)': call(playerReviewCalls.reviewSummary.path, {
      appId,
      startTime: now - days * 86_400_000,
      endTime: now,
    }),
    'reviewReply (the same review)': call(playerReviewCalls.reviewReply.path, {
      appId,
      reviewId: 'review-7',
      text: 'Thank you, fixed in the next update.',
    }),
    'reviewExport (1 star, newest build)': call(playerReviewCalls.reviewExport.path, {
      appId,
      rating: 1,
      versionCode: builds,
    }),
  };
  return p95OfCalls(targets, queryRounds);
}

async function main() {
  build();
  const server = await startSeededServer({
    name: 'bench-reviews',
    postgres: kind === 'postgres',
    extra: { STORE_API_KEY: STORE_KEY },
    nodeArgs: benchNodeArgs(),
  });
  const { base, token, appId } = server;
  try {
    const smallRate = await ingest(base, appId, 0, smallTotal);
    console.log(`${kind}: ${smallTotal} reviews through the intake, ${smallRate.toFixed(0)}/s`);
    const atSmall = await queryAll(base, token, appId);
    const bigRate = await ingest(base, appId, smallTotal, bigTotal - smallTotal);
    console.log(`then ${bigTotal - smallTotal} more, ${bigRate.toFixed(0)}/s`);
    const atBig = await queryAll(base, token, appId);
    const met = printSizes({
      small: atSmall,
      big: atBig,
      rounds: queryRounds,
      bigLabel: `${bigTotal / 1e6} M`,
      scope: 'one app',
    });
    console.log(`\nGoals ${met ? 'met' : 'NOT met'}`);
    process.exitCode = met ? 0 : 1;
  } finally {
    await server.stop();
  }
}

await main();
