import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AppStatus,
  apiKeyCalls,
  appCalls,
  apiScopes,
  reviewCalls,
  trackCalls,
  webhookCalls,
  webhookEvents,
} from '@vrportal/contract';
import type { TestApp } from '../harness.js';
import { createTestApp, dbKind } from '../harness.js';
import { addVersion, unique } from '../factories.js';
import { buildApk, newPackageName } from '../support/apk-builder.js';
import { completeRelease } from '../support/release.js';
import type { ServerProcess } from '../support/server-process.js';
import { startServer } from '../support/server-process.js';
import { releaseOnline } from '../support/tracks.js';
import { checkDone } from '../support/review.js';
import { createApp } from '../support/uploads.js';
import type { Receiver } from '../support/webhook-receiver.js';
import { startReceiver, verifyWebhook } from '../support/webhook-receiver.js';

let t: TestApp;
let server: ServerProcess;
let dev: string;
let admin: string;
let cliFile: string;
let receiver: Receiver;

/** A test's own app, with the key and the endpoint of its own. */
interface CliApp {
  appId: string;
  /** the app's package, which its builds are made with */
  pkg: string;
  key: string;
  /** the path of the test's endpoint at the receiver, and its secret */
  hook: string;
  hookSecret: string;
}

/**
 * The built command line, as a pipeline copies it: one file run by plain Node from a folder
 * with no node_modules.
 */
async function bundleCli(dir: string) {
  const outfile = path.join(dir, 'vrportal.js');
  await build({
    entryPoints: [path.resolve(import.meta.dirname, '../../src/cli/vrportal.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    minify: true,
    logLevel: 'silent',
  });
  return outfile;
}

/** Runs vrportal with the app's key in the environment; answers its exit code and output. */
function vrportal(app: CliApp, args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, [cliFile, ...args], {
    cwd: path.dirname(cliFile),
    env: {
      PATH: process.env.PATH ?? '',
      VRPORTAL_SERVER: server.url,
      VRPORTAL_API_KEY: app.key,
      VRPORTAL_POLL_MS: '200',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code: code ?? -1, stdout, stderr })),
  );
}

const statusOf = async (appId: string) =>
  Number(
    (
      await t.db
        .selectFrom('apps')
        .select('status')
        .where('id', '=', appId)
        .executeTakeFirstOrThrow()
    ).status,
  );

/** Waits for the server process's background work to bring the app to `status`. */
async function until(check: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 600; i += 1) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`waited in vain for ${what}\n${server.output()}`);
}

/** The reviewer takes the release through the stages after the automatic check. */
async function review(appId: string, pass: boolean) {
  await until(
    async () => (await statusOf(appId)) === AppStatus.manualQueued,
    'the automatic check',
  );
  for (let stage = 0; stage < 3; stage += 1) {
    const started = await t.call(reviewCalls.startReview, { appId }, { token: admin });
    expect(started.errCode, started.errMsg).toBe(0);
    const decided = await t.call(
      reviewCalls.decideReview,
      pass
        ? { appId, pass: true, items: [] }
        : { appId, pass: false, items: [], note: 'The store icon is blurred.' },
      { token: admin },
    );
    expect(decided.errCode).toBe(0);
    if (!pass) return;
  }
}

/** The events the test's endpoint got, each checked with the documented signature recipe. */
function eventsReceived(app: CliApp) {
  return receiver.received
    .filter((r) => r.path === app.hook)
    .map((r) => {
      expect(verifyWebhook(app.hookSecret, String(r.headers['vrportal-signature']), r.body)).toBe(
        true,
      );
      return JSON.parse(r.body) as { type: string; data: Record<string, unknown> };
    })
    .filter((e) => e.data.appId === app.appId);
}

async function untilEvent(app: CliApp, type: string, count = 1) {
  await until(
    async () => eventsReceived(app).filter((e) => e.type === type).length >= count,
    `${count} ${type} webhook(s)`,
  );
}

async function apk(app: CliApp, versionCode: number) {
  const file = path.join(t.dataDir, `game-${app.pkg}-${versionCode}.apk`);
  await fs.writeFile(file, await buildApk({ versionCode, pkg: app.pkg }));
  return file;
}

/**
 * A test's own app, of a package of its own: live with 1.0, so the next release is an update
 * that can be staged, and an API key for it alone.
 */
async function cliApp(): Promise<CliApp> {
  const pkg = newPackageName();
  const appId = await createApp(t, dev, pkg, 'CI Game');
  await addVersion(t, appId, { ver: '1.0', vcode: 1 });
  expect((await releaseOnline(t, dev, admin, appId)).errCode).toBe(0);
  const made = await t.call(
    apiKeyCalls.apiKeyCreate,
    { name: 'CI', scopes: [...apiScopes], appIds: [appId] },
    { token: dev },
  );
  return { appId, pkg, key: made.data.secret, hook: '', hookSecret: '' };
}

/** The studio's endpoint of the test, made now: it hears of what comes after. */
async function listen(app: CliApp) {
  app.hook = `/${unique('hook')}`;
  const hook = await t.call(
    webhookCalls.webhookSave,
    {
      url: receiver.url(app.hook),
      events: [
        webhookEvents.reviewPassed,
        webhookEvents.reviewFailed,
        webhookEvents.rolloutChanged,
        webhookEvents.rolloutHalted,
      ],
      on: true,
    },
    { token: dev },
  );
  expect(hook.errCode, hook.errMsg).toBe(0);
  app.hookSecret = hook.data.secret!;
}

/** Update 2.0 (code 200) online, staged to 10% and halted there, as the first test leaves it. */
async function haltedRollout(app: CliApp) {
  const { appId } = app;
  expect((await t.call(trackCalls.rolloutSet, { appId, share: 10 }, { token: dev })).errCode).toBe(
    0,
  );
  await addVersion(t, appId, { ver: '2.0', vcode: 200 });
  expect((await releaseOnline(t, dev, admin, appId)).errCode).toBe(0);
  const halted = await t.call(trackCalls.rolloutHalt, { appId }, { token: dev });
  expect(halted.data.rollout).toMatchObject({ state: 'halted', share: 10 });
}

/** An update (code 201) submitted and failed in its manual review, as the second test leaves it. */
async function failedUpdate(app: CliApp) {
  const { appId } = app;
  await addVersion(t, appId, { ver: '2.1', vcode: 201 });
  const vnote = { zh_CN: '修复了若干问题。', en_US: 'Fixes.' };
  expect((await t.call(appCalls.commitAppInfo, { appId, vnote }, { token: dev })).errCode).toBe(0);
  await checkDone(t, appId);
  expect((await t.call(reviewCalls.startReview, { appId }, { token: admin })).errCode).toBe(0);
  const failed = await t.call(
    reviewCalls.decideReview,
    { appId, pass: false, items: [], note: 'The store icon is blurred.' },
    { token: admin },
  );
  expect(failed.errCode).toBe(0);
  expect(await statusOf(appId)).toBe(AppStatus.manualFailed);
}

beforeAll(async () => {
  // the studio's own endpoint is on this machine: allowed for tests and closed networks
  t = await createTestApp({ WEBHOOKS_ALLOW_PRIVATE: '1' });
  dev = await t.signIn('ci@example.com');
  admin = await t.signIn('reviewer@example.com', { admin: true });
  const dir = await fs.mkdtemp(path.join(t.dataDir, 'cli-'));
  cliFile = await bundleCli(dir);
  receiver = await startReceiver();
  server = await startServer(t, { WEBHOOKS_ALLOW_PRIVATE: '1' });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await receiver?.close();
  await t?.close();
});

describe(`vrportal, the publishing command line, against a running server (${dbKind})`, () => {
  it('uploads to BETA, promotes, submits, waits for the review, rolls out to 10% and halts', async () => {
    const app = await cliApp();
    const { appId } = app;
    await listen(app);
    const me = await vrportal(app, ['keys', 'test', '--json']);
    expect(me.code).toBe(0);
    expect(JSON.parse(me.stdout)).toMatchObject({ name: 'CI', apps: [{ appId }] });

    const upload = await vrportal(app, ['upload', await apk(app, 200), '--track', 'beta']);
    expect(upload.code, upload.stderr).toBe(0);
    expect(upload.stdout).toContain('stored as');
    await until(async () => {
      const list = await t.call(trackCalls.trackList, { appId }, { token: dev });
      return list.data.tracks.find((x) => x.track === 'beta')?.build?.check === 'passed';
    }, "the track's automatic check");

    const promote = await vrportal(app, ['promote', '--from', 'beta', '--to', 'store']);
    expect(promote.code, promote.stderr).toBe(0);
    expect(promote.stdout).toContain('promoted from beta to store');
    // the studio fills the store listing in the portal once; the pipeline submits it
    await completeRelease(t, dev, appId);
    const planned = await vrportal(app, ['rollout', '10']);
    expect(planned.code, planned.stderr).toBe(0);
    const submit = await vrportal(app, ['submit', '--json']);
    expect(submit.code, submit.stderr).toBe(0);
    expect(JSON.parse(submit.stdout)).toMatchObject({ state: 'in_review' });

    const waiting = vrportal(app, ['status', '--wait', '--timeout', '120']);
    await review(appId, true);
    expect(
      (await t.call(reviewCalls.changeAppState, { appId, action: 'online' }, { token: admin }))
        .errCode,
    ).toBe(0);
    const waited = await waiting;
    expect(waited.code, waited.stderr).toBe(0);
    expect(waited.stdout).toMatch(/: (passed|online) \(status 1[35]\)/);

    const rollout = await vrportal(app, ['rollout', '--json']);
    expect(JSON.parse(rollout.stdout).rollout).toMatchObject({ state: 'running', share: 10 });
    const halted = await vrportal(app, ['rollout', 'halt']);
    expect(halted.code, halted.stderr).toBe(0);
    expect(halted.stdout).toContain('rollout halted at 10%');
    // the studio's endpoint heard of it, signed
    await untilEvent(app, webhookEvents.reviewPassed);
    await untilEvent(app, webhookEvents.rolloutHalted);
  });

  it("exits 4 when the review fails, with the reviewer's reason", async () => {
    const app = await cliApp();
    const { appId } = app;
    await haltedRollout(app);
    await listen(app);
    const completed = await vrportal(app, ['rollout', 'complete']);
    expect(completed.code, completed.stderr).toBe(0);
    expect(
      (await vrportal(app, ['upload', await apk(app, 201), '--track', 'beta', '--quiet'])).code,
    ).toBe(0);
    await until(async () => {
      const list = await t.call(trackCalls.trackList, { appId }, { token: dev });
      const beta = list.data.tracks.find((x) => x.track === 'beta')?.build;
      return beta?.vcode === 201 && beta.check === 'passed';
    }, "the track's automatic check");
    expect((await vrportal(app, ['promote', '--from', 'beta', '--to', 'store'])).code).toBe(0);
    const submitted = await vrportal(app, [
      'submit',
      '--notes-zh',
      '修复了若干问题。',
      '--notes-en',
      'Fixes.',
    ]);
    expect(submitted.code, submitted.stderr).toBe(0);
    const waiting = vrportal(app, ['status', '--wait', '--timeout', '120']);
    await review(appId, false);
    const waited = await waiting;
    expect(waited.code).toBe(4);
    expect(waited.stdout).toContain('failed');
    expect(waited.stdout).toContain('The store icon is blurred.');
    await untilEvent(app, webhookEvents.reviewFailed);
  });

  it('says why, with its documented exit codes: usage, a refused key, a timeout', async () => {
    const app = await cliApp();
    const { key } = app;
    await failedUpdate(app);
    const usage = await vrportal(app, ['promote', '--from', 'beta']);
    expect(usage.code).toBe(2);
    // a key is never taken from the command line
    const onLine = await vrportal(app, ['keys', 'test', '--key', key]);
    expect(onLine.code).toBe(2);
    expect(onLine.stderr).toContain('VRPORTAL_API_KEY');
    const wrong = await vrportal(app, ['keys', 'test'], { VRPORTAL_API_KEY: `${key}x` });
    expect(wrong.code).toBe(3);
    expect(wrong.stderr).toContain('10750');
    // a key file works as the variable does
    const file = path.join(t.dataDir, `key-${app.pkg}.txt`);
    await fs.writeFile(file, `${key}\n`);
    const fromFile = await vrportal(app, ['keys', 'test'], {
      VRPORTAL_API_KEY: '',
      VRPORTAL_API_KEY_FILE: file,
    });
    expect(fromFile.code, fromFile.stderr).toBe(0);
    // the failed release sent again: nobody reviews it within the second
    expect((await vrportal(app, ['submit'])).code).toBe(0);
    const late = await vrportal(app, ['status', '--wait', '--timeout', '1']);
    expect(late.code).toBe(5);
    expect(late.stderr).toContain('timed out');
  });
});
