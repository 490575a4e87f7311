import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@vrportal/contract';
import type { TestApp } from '../harness.js';
import { createTestApp } from '../harness.js';
import { REAL_APK, REAL_PKG, buildApk, newPackageName } from '../support/apk-builder.js';
import type { ServerProcess } from '../support/server-process.js';
import { runTs, startServer } from '../support/server-process.js';
import { variantApk } from '../support/apk-variants.js';
import { createApp, md5, sendChunk } from '../support/uploads.js';

let t: TestApp;
let server: ServerProcess;
let token: string;
/** an app of the real APK's package, for the calls that upload nothing */
let appId: string;
let secret: string;
let otherApp: string;

const secretOf = async (id: string) =>
  (
    await t.db
      .selectFrom('apps')
      .select('app_secret')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).app_secret;

/** An app of its own package for a test that uploads: what it stores no other test sees. */
async function ownApp(label: string) {
  const pkg = newPackageName();
  const id = await createApp(t, token, pkg, label);
  return { appId: id, secret: await secretOf(id), pkg };
}

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn('ci@example.com');
  appId = await createApp(t, token, REAL_PKG, 'CI');
  otherApp = await createApp(t, token, 'com.example.other');
  secret = await secretOf(appId);
  server = await startServer(t);
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await t.close();
});

/** Runs the command line; answers its exit code and output. */
async function cli(args: string[], env: Record<string, string> = {}) {
  const child = runTs('src/cli/upload.ts', args, env);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const code = await new Promise<number>((resolve) => child.once('exit', (c) => resolve(c ?? -1)));
  return { code, stdout, stderr };
}

const base = (id = appId) => ['--server', server.url, '--app-id', id];

describe('the upload command line', () => {
  it('exit 2 on wrong usage', async () => {
    const none = await cli([]);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('Usage:');
    const badName = await cli([...base(), '--apk', path.join(t.dataDir, 'my game.apk')], {
      VRPORTAL_APP_SECRET: secret,
    });
    expect(badName.code).toBe(2);
  });

  it('exit 3 on a wrong App Secret', async () => {
    const res = await cli([...base(), '--apk', REAL_APK], { VRPORTAL_APP_SECRET: 'wrong' });
    expect(res.code).toBe(3);
    expect(res.stderr).toContain('10029');
  });

  it('exit 5 when the server cannot be reached', async () => {
    const res = await cli(
      ['--server', 'http://127.0.0.1:9', '--app-id', appId, '--apk', REAL_APK, '--retries', '2'],
      { VRPORTAL_APP_SECRET: secret },
    );
    expect(res.code).toBe(5);
    expect(res.stderr).toContain('cannot reach');
  }, 60_000);

  it('uploads an APK and an OBB (exit 0), then exit 4 with the code of a rejected build', async () => {
    const app = await ownApp('CI upload');
    const obbFile = path.join(t.dataDir, 'main.obb');
    const obb = randomBytes(12 * 1024 * 1024 + 5);
    await fs.writeFile(obbFile, obb);
    // the real APK is a debug build: its release build is uploaded
    const apkFile = path.join(t.dataDir, 'settings-release.apk');
    await fs.writeFile(apkFile, await buildApk({ pkg: app.pkg }));
    const res = await cli([...base(app.appId), '--apk', apkFile, '--obb', obbFile], {
      VRPORTAL_APP_SECRET: app.secret,
    });
    expect(res.stderr).toMatch(/main\.obb: 100% \(12\.0 of 12\.0 MB/);
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(
      new RegExp(
        `settings-release\\.apk stored as ${app.pkg.replaceAll('.', '\\.')}_192_\\w+\\.apk`,
      ),
    );
    expect(res.stdout).toContain(`main.obb stored as main.192.${app.pkg}.obb`);
    const obbRow = await t.db
      .selectFrom('app_version_obbs')
      .innerJoin('app_versions', 'app_versions.id', 'app_version_obbs.version_id')
      .select('app_version_obbs.md5')
      .where('app_versions.app_id', '=', app.appId)
      .executeTakeFirstOrThrow();
    expect(obbRow.md5).toBe(md5(obb));

    // the same job run again: the file is already stored, nothing is sent
    const again = await cli([...base(app.appId), '--apk', apkFile, '--quiet'], {
      VRPORTAL_APP_SECRET: app.secret,
    });
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('(stored by an earlier run)');

    const lowerFile = path.join(t.dataDir, 'lower.apk');
    await fs.writeFile(lowerFile, await buildApk({ versionCode: 150, pkg: app.pkg }));
    const lower = await cli([...base(app.appId), '--apk', lowerFile, '--quiet'], {
      VRPORTAL_APP_SECRET: app.secret,
    });
    expect(lower.code).toBe(4);
    expect(lower.stderr).toContain('error code 10502');
  }, 60_000);

  it('uploads to a testing track with --track, and refuses an unknown track', async () => {
    const { appId, secret, pkg } = await ownApp('CI beta');
    const apkFile = path.join(t.dataDir, 'beta-build.apk');
    await fs.writeFile(apkFile, await buildApk({ versionCode: 700, pkg }));
    const wrong = await cli([...base(appId), '--apk', apkFile, '--track', 'gamma'], {
      VRPORTAL_APP_SECRET: secret,
    });
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('--track must be alpha, beta or rc');
    const res = await cli([...base(appId), '--apk', apkFile, '--track', 'beta', '--quiet'], {
      VRPORTAL_APP_SECRET: secret,
    });
    expect(res.code).toBe(0);
    const version = await t.db
      .selectFrom('app_versions')
      .select(['id', 'track'])
      .where('app_id', '=', appId)
      .where('vcode', '=', 700)
      .executeTakeFirstOrThrow();
    // the track's build, not the store release's draft
    expect(version.track).toBe('beta');
    const beta = await t.db
      .selectFrom('app_tracks')
      .select('version_id')
      .where('app_id', '=', appId)
      .where('track', '=', 'beta')
      .executeTakeFirstOrThrow();
    expect(beta.version_id).toBe(version.id);
  }, 60_000);

  it('exit 4 with the merge codes of the API: debuggable 10630, another package 10631/10512', async () => {
    const { appId, secret, pkg } = await ownApp('CI refused');
    const versions = () => t.db.selectFrom('app_versions').selectAll().orderBy('id').execute();
    const before = await versions();
    const run = async (name: string, data: Buffer) => {
      const file = path.join(t.dataDir, name);
      await fs.writeFile(file, data);
      return cli([...base(appId), '--apk', file, '--quiet'], { VRPORTAL_APP_SECRET: secret });
    };
    const debug = await run(
      'debug.apk',
      await buildApk({ versionCode: 900, debuggable: true, pkg }),
    );
    expect(debug.code).toBe(4);
    expect(debug.stderr).toContain('error code 10630');
    const other = await variantApk({ versionCode: 900, pkg: 'com.example.citool' });
    const foreign = await run('foreign.apk', other);
    expect(foreign.code).toBe(4);
    expect(foreign.stderr).toContain('error code 10631');
    const owner = await t.signIn('citool-owner@example.com');
    await createApp(t, owner, 'com.example.citool', 'CI tool');
    const taken = await run('taken.apk', other);
    expect(taken.code).toBe(4);
    expect(taken.stderr).toContain('error code 10512');
    expect(await versions()).toEqual(before);
  }, 60_000);

  it('resumes an upload: held chunks are not sent again', async () => {
    const { appId, secret, pkg } = await ownApp('CI again');
    const big = await buildApk({
      versionCode: 400,
      pkg,
      extra: [{ name: 'assets/data.bin', data: randomBytes(24 * 1024 * 1024) }],
    });
    const file = path.join(t.dataDir, 'big.apk');
    await fs.writeFile(file, big);
    // an earlier run sent the first chunk (through the server in this process: same database
    // and staging folder) with the identifier the command line derives from the file
    const identifier = `cli-1-${md5(big)}`;
    const first = await sendChunk(
      t,
      token,
      { appId, data: big, identifier, chunkSize: 10 * 1024 * 1024, filename: 'big.apk' },
      1,
    );
    expect(first.data?.uploaded).toEqual([1]);
    const res = await cli([...base(appId), '--apk', file], { VRPORTAL_APP_SECRET: secret });
    expect(res.code).toBe(0);
    // progress starts where the earlier run stopped: 10 of 24.x MB already there
    expect(res.stderr.split('\n').find((l) => l.startsWith('big.apk:'))).toMatch(
      /^big\.apk: 4\d% \(10\.0 of/,
    );
    const version = await t.db
      .selectFrom('app_versions')
      .selectAll()
      .where('app_id', '=', appId)
      .executeTakeFirstOrThrow();
    expect(version.md5).toBe(md5(big));
    expect(Number(version.vcode)).toBe(400);
  }, 60_000);

  it('a token is scoped to its app', async () => {
    const res = await fetch(`${server.url}/vrmcsys/dvlper/getUploadToken`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ appId, appSecret: secret }),
    });
    const { data } = (await res.json()) as { data: { token: string } };
    const other = await t.call(
      '/vrmcsys/dvlper/checkUploadChunks',
      { appId: otherApp, identifier: 'abcdefgh' },
      { token: data.token },
    );
    expect(other.errCode).toBe(ErrorCode.appNotFound);
    const list = await t.call('/vrmcsys/dvlper/getOwnedApps', {}, { token: data.token });
    expect(list.errCode).toBe(ErrorCode.loginExpired);
  });

  it('a token dies while its account is blocked or once its app has another owner', async () => {
    const { appId, secret } = await ownApp('CI token');
    const { data } = await t.call<{ token: string }>('/vrmcsys/dvlper/getUploadToken', {
      appId,
      appSecret: secret,
    });
    const check = async () =>
      (
        await t.call(
          '/vrmcsys/dvlper/checkUploadChunks',
          { appId, identifier: 'abcdefgh' },
          { token: data.token },
        )
      ).errCode;
    expect(await check()).toBe(0);
    const account = await t.db
      .selectFrom('apps')
      .select('org_id')
      .where('id', '=', appId)
      .executeTakeFirstOrThrow();
    const block = (blocked: number) =>
      t.db.updateTable('accounts').set({ blocked }).where('id', '=', account.org_id).execute();
    await block(1);
    expect(await check()).not.toBe(0);
    await block(0);
    expect(await check()).toBe(0);
    await t.signIn('ci-buyer@example.com');
    const buyer = await t.db
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', 'ci-buyer@example.com')
      .executeTakeFirstOrThrow();
    const move = (ownerId: string) =>
      t.db.updateTable('apps').set({ org_id: ownerId }).where('id', '=', appId).execute();
    await move(buyer.id);
    expect(await check()).not.toBe(0);
    await move(account.org_id);
  });
});
