// Sends realistic store traffic for one app to a portal through the store's intake, as the
// store's backend would: npm run simulate -- --app <App ID> --days 90 --devices 5000
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  STORE_KEY_HEADER,
  datacenterPaths,
  intakeAnswer,
  playerReviewPaths,
  reportReviewsAnswer,
  vitalsPaths,
} from '@vrportal/contract';
import type { IntakeAnswer } from '@vrportal/contract';
import { makeReviews } from '../seed/review-traffic.js';
import { batches, makeTraffic } from '../seed/store-traffic.js';

const USAGE = `Usage: npm run simulate -- --app ID [--days 90] [--devices 5000] [--server URL] [--seed N] [--version-code N]

  --app ID         the App ID of an app on that portal
  --days N         days of traffic, ending now (default 90, at most 366)
  --devices N      devices that use the app over the period (default 5000)
  --server URL     the portal (default http://localhost:8080)
  --seed N         the same seed sends the same traffic (default 1)
  --version-code N the build the devices run and crash on (default 1)

The store key comes from STORE_API_KEY, else DATA_DIR/store-api.key (DATA_DIR default ./data),
as the server reads it.`;

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const { values } = parseArgs({
  options: {
    app: { type: 'string' },
    days: { type: 'string', default: '90' },
    devices: { type: 'string', default: '5000' },
    server: { type: 'string', default: process.env.VRPORTAL_SERVER ?? 'http://localhost:8080' },
    seed: { type: 'string', default: '1' },
    'version-code': { type: 'string', default: '1' },
    help: { type: 'boolean' },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const days = Number(values.days);
const devices = Number(values.devices);
if (!values.app || !/^[0-9a-f]{32}$/.test(values.app)) fail(`--app needs an App ID\n\n${USAGE}`);
if (!Number.isInteger(days) || days < 1 || days > 366) fail('--days must be 1 to 366');
const versionCode = Number(values['version-code']);
if (!Number.isInteger(versionCode) || versionCode < 0)
  fail('--version-code must be a whole number');
if (!Number.isInteger(devices) || devices < 10)
  fail('--devices must be a whole number of at least 10');

const key =
  process.env.STORE_API_KEY ??
  (() => {
    const file = path.join(process.env.DATA_DIR ?? './data', 'store-api.key');
    if (!fs.existsSync(file)) fail(`No STORE_API_KEY and no ${file}: start the portal once first`);
    return fs.readFileSync(file, 'utf8').trim();
  })();

const traffic = makeTraffic({
  appId: values.app,
  days,
  devices,
  until: new Date(),
  seed: Number(values.seed) || 1,
  versionCode,
  priceFen: 4000,
  addons: [
    { sku: 'Gems100', zh: '宝石 ×100', en: '100 gems', fen: 600 },
    { sku: 'SeasonPass', zh: '赛季通行证', en: 'Season pass', fen: 3000 },
  ],
});
// about one player in fifty writes a review, on the builds 1 to 3 of the period
const { first, edits } = makeReviews({
  appId: values.app,
  days,
  until: new Date(),
  count: Math.max(5, Math.round(devices / 50)),
  versionCodes: [1, 2, 3],
  seed: Number(values.seed) || 1,
});
const reviews = [...first, ...edits];
const work = [
  ...batches(traffic.users).map(
    (b) => [datacenterPaths.reportUsers, { users: b }, b.length] as const,
  ),
  ...batches(traffic.events).map(
    (b) => [datacenterPaths.reportEvents, { events: b }, b.length] as const,
  ),
  ...batches(traffic.orders).map(
    (b) => [datacenterPaths.reportOrders, { orders: b }, b.length] as const,
  ),
  ...batches(traffic.crashes).map(
    (b) => [vitalsPaths.reportCrashes, { crashes: b }, b.length] as const,
  ),
  // the edits after the reviews they change, as the store would send them
  ...[...batches(first), ...batches(edits)].map(
    (b) => [playerReviewPaths.reportReviews, { reviews: b }, b.length] as const,
  ),
];
const total = work.reduce((n, [, , count]) => n + count, 0);

/** One line that redraws itself in a terminal, and plain lines now and then elsewhere. */
function progress(
  done: number,
  totals: { accepted: number; duplicates: number; rejected: number },
) {
  const width = 30;
  const filled = Math.round((done / total) * width);
  const line = `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} items  stored ${totals.accepted}, resent ${totals.duplicates}, refused ${totals.rejected}`;
  if (process.stdout.isTTY) process.stdout.write(`\r${line}`);
  else if (done === total || done % 20_000 < 1000) console.log(line);
}

/** The reviews' answer in the counts of the others: an edit is stored, an older one resent. */
function reviewCounts(data: unknown): IntakeAnswer {
  const a = reportReviewsAnswer.parse(data);
  return {
    accepted: a.accepted + a.edited,
    duplicates: a.duplicates + a.stale,
    rejected: a.rejected.map(({ index, id, reason }) => ({ index, id, reason })),
  };
}

const totals = { accepted: 0, duplicates: 0, rejected: 0 };
let done = 0;
const started = Date.now();
for (const [url, body, count] of work) {
  const res = await fetch(new URL(url, values.server), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [STORE_KEY_HEADER]: key, lang: 'en' },
    body: JSON.stringify(body),
  }).catch((error: unknown) => fail(`\n${values.server} did not answer: ${String(error)}`));
  const envelope = (await res.json()) as { errCode: number; errMsg: string; data: unknown };
  if (envelope.errCode !== 0) fail(`\nRefused: ${envelope.errCode} ${envelope.errMsg}`);
  const answer: IntakeAnswer =
    url === playerReviewPaths.reportReviews
      ? reviewCounts(envelope.data)
      : intakeAnswer.parse(envelope.data);
  totals.accepted += answer.accepted;
  totals.duplicates += answer.duplicates;
  totals.rejected += answer.rejected.length;
  done += count;
  progress(done, totals);
}
const seconds = (Date.now() - started) / 1000;
console.log(
  `\n${traffic.events.length} events, ${traffic.orders.length} orders, ${traffic.crashes.length} crashes, ${traffic.users.length} users and ${reviews.length} reviews sent in ${seconds.toFixed(1)} s`,
);
