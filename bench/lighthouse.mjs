// bench/lighthouse: Lighthouse 12 on the built portal, in Debian's Chromium (chrome-launcher with
// its chromePath, never a downloaded browser): the sign-in page on the mobile preset and the app
// list of the demo developer on the desktop preset, each in Chinese and English. Each run is a
// fresh browser profile (cold cache, no storage). Answers the median of each figure over the runs.
// Used by first-visit.mjs (npm run bench:first-visit).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { transportPassword } from '@vrportal/contract';
import { median, sleep } from './support.mjs';

export const GOALS = { performance: 90, accessibility: 100, 'best-practices': 100 };
const CATEGORIES = Object.keys(GOALS);
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  tti: 'interactive',
  bytes: 'total-byte-weight',
};
// a trace Chromium failed to record (NO_NAVSTART and the like) is run again, this many times
const RETRIES = 2;
// BENCH_MAX_LOAD: before each run, wait (up to BENCH_MAX_WAIT seconds, default 600) until the
// one-minute load average is at most this; unset, runs start at once
const MAX_LOAD = Number(process.env.BENCH_MAX_LOAD ?? Infinity);
const MAX_WAIT_MS = Number(process.env.BENCH_MAX_WAIT ?? 600) * 1000;

/**
 * The demo developer's session, as the portal takes one from its address (e2e/support openAs):
 * signed in through the API with the password the server wrote to DATA_DIR/demo-accounts.txt.
 * @param {string} portalUrl
 * @param {string} dataDir
 * @returns {Promise<URLSearchParams>} token, account, isSuper
 */
export async function demoSession(portalUrl, dataDir) {
  const email = 'demo@example.com';
  const accounts = fs.readFileSync(path.join(dataDir, 'demo-accounts.txt'), 'utf8');
  const password = new RegExp(`${email.replace('.', '\\.')}.*password (\\S+)`).exec(accounts)?.[1];
  if (!password) throw new Error(`no password of ${email} in demo-accounts.txt`);
  const md5 = (/** @type {string} */ text) => createHash('md5').update(text).digest('hex');
  const response = await fetch(`${portalUrl}/vrmcsys/account/loginDvlperByMail`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, pwd: await transportPassword(password, md5) }),
  });
  const answer = await response.json();
  if (answer.errCode !== 0) throw new Error(`demo sign-in answered ${answer.errCode}`);
  return new URLSearchParams({ token: answer.data.token, account: email, isSuper: '0' });
}

/** Waits for a quieter machine (BENCH_MAX_LOAD); answers the one-minute load average. */
async function quietMachine() {
  const until = Date.now() + MAX_WAIT_MS;
  while (os.loadavg()[0] > MAX_LOAD && Date.now() < until) await sleep(5000);
  return os.loadavg()[0];
}

/**
 * One Lighthouse run in a browser of its own.
 * @param {string} url
 * @param {'mobile' | 'desktop'} preset
 */
async function runOnce(url, preset) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // as root, Chromium runs only without its sandbox
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`${url}: Lighthouse answered nothing`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/**
 * @param {import('lighthouse').Result} lhr
 * @returns {string[]} the audits of the categories besides performance that did not pass
 */
function findings(lhr) {
  return CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
    lhr.categories[id].auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit.score !== null && audit.score < 1)
      .map((audit) => `${id}: ${audit.id}`),
  );
}

/**
 * `runs` Lighthouse runs of one page; the median of each score and metric.
 * @param {{ url: string, preset: 'mobile' | 'desktop', runs: number }} options
 */
export async function measure({ url, preset, runs }) {
  /** @type {import('lighthouse').Result[]} */
  const results = [];
  /** @type {number[]} the one-minute load average at the start of each run */
  const loads = [];
  while (results.length < runs) {
    let lhr;
    for (let attempt = 0; !lhr; attempt += 1) {
      loads[results.length] = await quietMachine();
      const answer = await runOnce(url, preset);
      if (!answer.runtimeError) lhr = answer;
      else if (attempt >= RETRIES) throw new Error(`${url}: ${answer.runtimeError.message}`);
    }
    results.push(lhr);
  }
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [
      id,
      median(results.map((lhr) => Math.round((lhr.categories[id].score ?? 0) * 100))),
    ]),
  );
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([key, id]) => [
      key,
      median(results.map((lhr) => lhr.audits[id].numericValue ?? NaN)),
    ]),
  );
  return {
    scores,
    metrics,
    perRun: results.map(
      (lhr, run) =>
        `${Math.round((lhr.categories.performance.score ?? 0) * 100)} at load ${loads[run]?.toFixed(1)}`,
    ),
    findings: [...new Set(results.flatMap(findings))],
    benchmarkIndex: median(results.map((lhr) => lhr.environment.benchmarkIndex)),
    lighthouseVersion: results[0]?.lighthouseVersion,
  };
}

const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`;
const kib = (/** @type {number} */ bytes) => `${Math.round(bytes / 1024)} KiB`;
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/**
 * Lighthouse on the sign-in page (mobile preset) and the demo developer's app list (desktop
 * preset), in both languages; prints a line per page and language and the goals. Answers whether
 * every goal was met.
 * @param {{ portalUrl: string, dataDir: string, runs: number }} options
 */
export async function lighthouseFirstVisit({ portalUrl, dataDir, runs }) {
  const session = await demoSession(portalUrl, dataDir);
  const pages = ['zh', 'en'].flatMap((lang) => [
    {
      name: 'sign-in',
      lang,
      preset: /** @type {const} */ ('mobile'),
      url: `${portalUrl}/manage/login?lang=${lang}`,
    },
    {
      name: 'app list',
      lang,
      preset: /** @type {const} */ ('desktop'),
      url: `${portalUrl}/manage/all_apps?${session}&lang=${lang}`,
    },
  ]);
  const waits = Number.isFinite(MAX_LOAD) ? `, each run once the load is at most ${MAX_LOAD}` : '';
  console.log(`\nLighthouse, median of ${runs} runs each${waits} (load average before: ${load()})`);
  console.log(
    'page       lang  preset    perf  a11y  best   FCP     LCP     TBT       TTI     bytes    (each run)',
  );
  let met = true;
  for (const page of pages) {
    const result = await measure({ url: page.url, preset: page.preset, runs });
    const { scores, metrics } = result;
    console.log(
      [
        page.name.padEnd(10),
        page.lang.padEnd(5),
        page.preset.padEnd(9),
        String(scores.performance).padEnd(5),
        String(scores.accessibility).padEnd(5),
        String(scores['best-practices']).padEnd(6),
        seconds(metrics.fcp).padEnd(7),
        seconds(metrics.lcp).padEnd(7),
        `${Math.round(metrics.tbt)} ms`.padEnd(9),
        seconds(metrics.tti).padEnd(7),
        kib(metrics.bytes).padEnd(8),
        `(${result.perRun.join(', ')}; benchmarkIndex ${Math.round(result.benchmarkIndex)})`,
      ].join(' '),
    );
    for (const finding of result.findings) console.log(`    not passed: ${finding}`);
    met &&= CATEGORIES.every((id) => scores[/** @type {keyof typeof GOALS} */ (id)] >= GOALS[id]);
  }
  console.log(`load average after: ${load()}`);
  console.log(
    `Goals: performance at least ${GOALS.performance}, accessibility and best practices ` +
      `${GOALS.accessibility}: ${met ? 'PASS' : 'FAIL'}`,
  );
  return met;
}
