import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AppStatus,
  apiKeyCalls,
  apiScopes,
  reviewCalls,
  trackCalls,
  webhookCalls,
  webhookEvents,
} from '@vrportal/contract';
import type { TestApp } from '../harness.js';
import { createTestApp, dbKind } from '../harness.js';
import { addVersion } from '../factories.js';
import { REAL_PKG, buildApk } from '../support/apk-builder.js';
import { completeRelease } from '../support/release.js';
import type { ServerProcess } from '../support/server-process.js';
import { startServer } from '../support/server-process.js';
import { releaseOnline } from '../support/tracks.js';
import { createApp } from '../support/uploads.js';
import type { Receiver } from '../support/webhook-receiver.js';
import { startReceiver, verifyWebhook } from '../support/webhook-receiver.js';

let t: TestApp;
let server: ServerProcess;
let dev: string;
let admin: string;
let appId: string;
let key: string;
let cliFile: string;
let receiver: Receiver;
let hookSecret: string;

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

/** Runs vrportal with the key in the environment; answers its exit code and output. */
function vrportal(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, [cliFile, ...args], {
    cwd: path.dirname(cliFile),
    env: {
      PATH: process.env.PATH ?? '',
      VRPORTAL_SERVER: server.url,
      VRPORTAL_API_KEY: key,
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

const statusOf = async () =>
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
async function review(pass: boolean) {
  await until(async () => (await statusOf()) === AppStatus.manualQueued, 'the automatic check');
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

/** The events the receiver got, each checked with the documented signature recipe. */
function eventsReceived() {
  return receiver.received.map((r) => {
    expect(verifyWebhook(hookSecret, String(r.headers['vrportal-signature']), r.body)).toBe(true);
    return JSON.parse(r.body) as { type: string; data: Record<string, unknown> };
  });
}

async function untilEvent(type: string, count = 1) {
  await until(
    async () => eventsReceived().filter((e) => e.type === type).length >= count,
    `${count} ${type} webhook(s)`,
  );
}

async function apk(versionCode: number) {
  const file = path.join(t.dataDir, `game-${versionCode}.apk`);
  await fs.writeFile(file, await buildApk({ versionCode }));
  return file;
}

beforeAll(async () => {
  // the studio's own endpoint is on this machine: allowed for tests and closed networks
  t = await createTestApp({ WEBHOOKS_ALLOW_PRIVATE: '1' });
  dev = await t.signIn('ci@example.com');
  admin = await t.signIn('reviewer@example.com', { admin: true });
  appId = await createApp(t, dev, REAL_PKG, 'CI Game');
  // live with 1.0, so the next release is an update that can be staged
  await addVersion(t, appId, { ver: '1.0', vcode: 1 });
  expect((await releaseOnline(t, dev, admin, appId)).errCode).toBe(0);
  const made = await t.call(
    apiKeyCalls.apiKeyCreate,
    { name: 'CI', scopes: [...apiScopes], appIds: [appId] },
    { token: dev },
  );
  key = made.data.secret;
  const dir = await fs.mkdtemp(path.join(t.dataDir, 'cli-'));
  cliFile = await bundleCli(dir);
  receiver = await startReceiver();
  const hook = await t.call(
    webhookCalls.webhookSave,
    {
      url: receiver.url(),
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
  hookSecret = hook.data.secret!;
  server = await startServer(t, { WEBHOOKS_ALLOW_PRIVATE: '1' });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await receiver?.close();
  await t?.close();
});

describe(`vrportal, the publishing command line, against a running server (${dbKind})`, () => {
  it('uploads to BETA, promotes, submits, waits for the review, rolls out to 10% and halts', async () => {
    const me = await vrportal(['keys', 'test', '--json']);
    expect(me.code).toBe(0);
    expect(JSON.parse(me.stdout)).toMatchObject({ name: 'CI', apps: [{ appId }] });

    const upload = await vrportal(['upload', await apk(200), '--track', 'beta']);
    expect(upload.code, upload.stderr).toBe(0);
    expect(upload.stdout).toContain('stored as');
    await until(async () => {
      const list = await t.call(trackCalls.trackList, { appId }, { token: dev });
      return list.data.tracks.find((x) => x.track === 'beta')?.build?.check === 'passed';
    }, "the track's automatic check");

    const promote = await vrportal(['promote', '--from', 'beta', '--to', 'store']);
    expect(promote.code, promote.stderr).toBe(0);
    expect(promote.stdout).toContain('promoted from beta to store');
    // the studio fills the store listing in the portal once; the pipeline submits it
    await completeRelease(t, dev, appId);
    const planned = await vrportal(['rollout', '10']);
    expect(planned.code, planned.stderr).toBe(0);
    const submit = await vrportal(['submit', '--json']);
    expect(submit.code, submit.stderr).toBe(0);
    expect(JSON.parse(submit.stdout)).toMatchObject({ state: 'in_review' });

    const waiting = vrportal(['status', '--wait', '--timeout', '120']);
    await review(true);
    expect(
      (await t.call(reviewCalls.changeAppState, { appId, action: 'online' }, { token: admin }))
        .errCode,
    ).toBe(0);
    const waited = await waiting;
    expect(waited.code, waited.stderr).toBe(0);
    expect(waited.stdout).toMatch(/: (passed|online) \(status 1[35]\)/);

    const rollout = await vrportal(['rollout', '--json']);
    expect(JSON.parse(rollout.stdout).rollout).toMatchObject({ state: 'running', share: 10 });
    const halted = await vrportal(['rollout', 'halt']);
    expect(halted.code, halted.stderr).toBe(0);
    expect(halted.stdout).toContain('rollout halted at 10%');
    // the studio's endpoint heard of it, signed
    await untilEvent(webhookEvents.reviewPassed);
    await untilEvent(webhookEvents.rolloutHalted);
  });

  it("exits 4 when the review fails, with the reviewer's reason", async () => {
    const completed = await vrportal(['rollout', 'complete']);
    expect(completed.code, completed.stderr).toBe(0);
    expect((await vrportal(['upload', await apk(201), '--track', 'beta', '--quiet'])).code).toBe(0);
    await until(async () => {
      const list = await t.call(trackCalls.trackList, { appId }, { token: dev });
      const beta = list.data.tracks.find((x) => x.track === 'beta')?.build;
      return beta?.vcode === 201 && beta.check === 'passed';
    }, "the track's automatic check");
    expect((await vrportal(['promote', '--from', 'beta', '--to', 'store'])).code).toBe(0);
    const submitted = await vrportal([
      'submit',
      '--notes-zh',
      '修复了若干问题。',
      '--notes-en',
      'Fixes.',
    ]);
    expect(submitted.code, submitted.stderr).toBe(0);
    const waiting = vrportal(['status', '--wait', '--timeout', '120']);
    await review(false);
    const waited = await waiting;
    expect(waited.code).toBe(4);
    expect(waited.stdout).toContain('failed');
    expect(waited.stdout).toContain('The store icon is blurred.');
    await untilEvent(webhookEvents.reviewFailed);
  });

  it('says why, with its documented exit codes: usage, a refused key, a timeout', async () => {
    const usage = await vrportal(['promote', '--from', 'beta']);
    expect(usage.code).toBe(2);
    // a key is never taken from the command line
    const onLine = await vrportal(['keys', 'test', '--key', key]);
    expect(onLine.code).toBe(2);
    expect(onLine.stderr).toContain('VRPORTAL_API_KEY');
    const wrong = await vrportal(['keys', 'test'], { VRPORTAL_API_KEY: `${key}x` });
    expect(wrong.code).toBe(3);
    expect(wrong.stderr).toContain('10750');
    // a key file works as the variable does
    const file = path.join(t.dataDir, 'key.txt');
    await fs.writeFile(file, `${key}\n`);
    const fromFile = await vrportal(['keys', 'test'], {
      VRPORTAL_API_KEY: '',
      VRPORTAL_API_KEY_FILE: file,
    });
    expect(fromFile.code, fromFile.stderr).toBe(0);
    // the failed release sent again: nobody reviews it within the second
    expect((await vrportal(['submit'])).code).toBe(0);
    const late = await vrportal(['status', '--wait', '--timeout', '1']);
    expect(late.code).toBe(5);
    expect(late.stderr).toContain('timed out');
  });
});
