import { afterEach, describe, expect, it } from 'vitest';
import { ErrorCode, MergeRet, appCalls, notificationCalls, trackCalls } from '@vrportal/contract';
import type { TestApp } from '../harness.js';
import { createTestApp, dbKind } from '../harness.js';
import { addVersion } from '../factories.js';
import { REAL_PKG } from '../support/apk-builder.js';
import { addMember } from '../support/teams.js';
import { STORE_KEY, releaseOnline, updateCheck, uploadToTrack } from '../support/tracks.js';

describe(`testing tracks (${dbKind})`, () => {
  let t: TestApp;
  afterEach(() => t.close());

  async function studio() {
    // the update check holds what it read for a minute: each change must drop it itself
    t = await createTestApp({ STORE_API_KEY: STORE_KEY, DELIVERY_CACHE_MS: '60000' });
    const dev = await t.signIn('dev@example.com');
    const admin = await t.signIn('admin@example.com', { admin: true });
    const created = await t.call(
      appCalls.createApp,
      { name: 'Track Game', pkg: REAL_PKG },
      { token: dev },
    );
    return { dev, admin, appId: created.data.appId };
  }

  const list = async (token: string, appId: string, lang = 'en') =>
    (await t.call(trackCalls.trackList, { appId }, { token, lang })).data;

  it('checks a build uploaded to ALPHA and offers it to the track’s testers only', async () => {
    const { dev, appId } = await studio();
    const before = await updateCheck(t, {
      deviceId: 'dev-1',
      email: 'tester@example.com',
      apps: [{ appId }],
    });
    expect(before.data.apps[0]!.build).toBeNull();
    // uploading to a track does not wait for the store's release
    const merged = await uploadToTrack(t, dev, appId, 'alpha', 300);
    expect(merged).toMatchObject({ ret: MergeRet.success, ecode: 0 });

    const alpha = (await list(dev, appId)).tracks.find((x) => x.track === 'alpha')!;
    expect(alpha.build).toMatchObject({ vcode: 300, check: 'passed', obbs: 0 });
    expect(alpha.build!.findings.map((f) => f.ok)).toEqual([true, true, true, true]);
    expect(alpha.build!.findings[0]!.name).toBe('Build');
    const zh = (await list(dev, appId, 'zh')).tracks.find((x) => x.track === 'alpha')!;
    expect(zh.build!.findings[0]!.name).toBe('安装包');

    // the build is no release's draft: the version history and the release form do not show it
    const history = await t.call(appCalls.getAppHistorys, { appId }, { token: dev });
    expect(history.data.apps).toEqual([]);

    const added = await t.call(
      trackCalls.trackAddTesters,
      {
        appId,
        track: 'alpha',
        emails: ['Tester@Example.com', 'tester@example.com', 'b@example.com'],
      },
      { token: dev },
    );
    expect(added.data).toEqual({ added: 2, already: 0, total: 2 });

    const alphaNotes = { zh_CN: '试试新关卡。', en_US: 'Try the new level.' };
    await t.call(
      trackCalls.trackNotes,
      { appId, track: 'alpha', notes: alphaNotes },
      { token: dev },
    );
    const tester = await updateCheck(t, {
      deviceId: 'dev-1',
      email: 'tester@example.com',
      apps: [{ appId }],
    });
    expect(tester.data.apps[0]!.build).toMatchObject({
      versionCode: 300,
      track: 'alpha',
      notes: alphaNotes,
    });
    // a store user who tests nothing: the app is not in the store yet
    const other = await updateCheck(t, {
      deviceId: 'dev-2',
      email: 'x@example.com',
      apps: [{ appId }],
    });
    expect(other.data.apps[0]!.build).toBeNull();

    // the studio hears the build reached its testers
    const notes = await t.call(
      notificationCalls.getDvNtyList,
      { page: 1 },
      { token: dev, lang: 'en' },
    );
    expect(notes.data.ntys[0]!.title).toContain('ALPHA build');
  });

  it('refuses a debuggable build at merge, and keeps a build that fails its check from testers', async () => {
    const { dev, appId } = await studio();
    await t.call(
      trackCalls.trackAddTesters,
      { appId, track: 'beta', emails: ['t@example.com'] },
      { token: dev },
    );
    const refused = await uploadToTrack(t, dev, appId, 'beta', 5, { debuggable: true });
    expect(refused).toMatchObject({ ret: MergeRet.failed, ecode: ErrorCode.apkUnparseable });
    expect((await list(dev, appId)).tracks.find((x) => x.track === 'beta')!.build).toBeNull();

    // the check is the second line: a build it fails (here a debug build recorded another way)
    // is shown with the reason and offered to nobody
    const { id: versionId } = await addVersion(t, appId, {
      ver: '0.9',
      vcode: 9,
      debuggable: true,
      track: 'beta',
    });
    await t.services.tracks.built(appId, 'beta', versionId);
    await t.runDeferred();
    const beta = (await list(dev, appId)).tracks.find((x) => x.track === 'beta')!;
    expect(beta.build).toMatchObject({ vcode: 9, check: 'failed' });
    expect(beta.build!.findings.find((f) => !f.ok)!.note).toBe(
      'The build is debuggable: upload a release build',
    );
    const offered = await updateCheck(t, {
      deviceId: 'd',
      email: 't@example.com',
      apps: [{ appId }],
    });
    expect(offered.data.apps[0]!.build).toBeNull();
    const promote = await t.call(
      trackCalls.trackPromote,
      { appId, from: 'beta', to: 'rc' },
      { token: dev },
    );
    expect(promote.errCode).toBe(ErrorCode.trackCheckNotPassed);
    const notes = await t.call(
      notificationCalls.getDvNtyList,
      { page: 1 },
      { token: dev, lang: 'zh' },
    );
    expect(notes.data.ntys[0]!.title).toContain('未通过自动检测');
  });

  it('routes a tester of several tracks to the most advanced, and promotes without a new upload', async () => {
    const { dev, admin, appId } = await studio();
    await uploadToTrack(t, dev, appId, 'beta', 10);
    await uploadToTrack(t, dev, appId, 'alpha', 11);
    for (const track of ['alpha', 'beta'] as const) {
      await t.call(
        trackCalls.trackAddTesters,
        { appId, track, emails: ['both@example.com'] },
        { token: dev },
      );
    }
    await t.call(
      trackCalls.trackAddTesters,
      { appId, track: 'beta', emails: ['beta@example.com'] },
      { token: dev },
    );
    const both = await updateCheck(t, {
      deviceId: 'd1',
      email: 'both@example.com',
      apps: [{ appId }],
    });
    expect(both.data.apps[0]!.build).toMatchObject({ versionCode: 11, track: 'alpha' });
    const betaOnly = await updateCheck(t, {
      deviceId: 'd2',
      email: 'beta@example.com',
      apps: [{ appId }],
    });
    expect(betaOnly.data.apps[0]!.build).toMatchObject({ versionCode: 10, track: 'beta' });

    // ALPHA's build moves to BETA: its testers are offered it at once
    const promoted = await t.call(
      trackCalls.trackPromote,
      { appId, from: 'alpha', to: 'beta' },
      { token: dev },
    );
    expect(promoted.data).toMatchObject({ to: 'beta', build: { vcode: 11 } });
    const again = await t.call(
      trackCalls.trackPromote,
      { appId, from: 'alpha', to: 'beta' },
      { token: dev },
    );
    expect(again.errCode).toBe(ErrorCode.trackAlreadyThere);
    const afterPromote = await updateCheck(t, {
      deviceId: 'd2',
      email: 'beta@example.com',
      apps: [{ appId }],
    });
    expect(afterPromote.data.apps[0]!.build).toMatchObject({ versionCode: 11, track: 'beta' });
    // an empty track has nothing to promote
    const empty = await t.call(
      trackCalls.trackPromote,
      { appId, from: 'rc', to: 'beta' },
      { token: dev },
    );
    expect(empty.errCode).toBe(ErrorCode.trackEmpty);

    // to the store: the build becomes the release's draft and goes through review
    const toStore = await t.call(
      trackCalls.trackPromote,
      { appId, from: 'beta', to: 'store' },
      { token: dev },
    );
    expect(toStore.errCode).toBe(0);
    const twice = await t.call(
      trackCalls.trackPromote,
      { appId, from: 'beta', to: 'store' },
      { token: dev },
    );
    expect(twice.errCode).toBe(ErrorCode.trackAlreadyThere);
    const online = await releaseOnline(t, dev, admin, appId);
    expect(online.errCode).toBe(0);
    const history = await t.call(appCalls.getAppHistorys, { appId }, { token: dev });
    expect(history.data.apps.map((v) => v.vcode)).toEqual([11]);
    // everyone gets the store's build now; BETA's testers too (no newer build on their track)
    const player = await updateCheck(t, { deviceId: 'p', apps: [{ appId }] });
    expect(player.data.apps[0]!.build).toMatchObject({ versionCode: 11, track: 'store' });
    const tester = await updateCheck(t, {
      deviceId: 'd2',
      email: 'beta@example.com',
      apps: [{ appId }],
    });
    expect(tester.data.apps[0]!.build).toMatchObject({ versionCode: 11, track: 'store' });
  });

  it('adds testers up to 2,000 a track, even when adds race', async () => {
    const { dev, appId } = await studio();
    const emails = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => `t${from + i}@example.com`);
    const burst = await Promise.all([
      t.call(
        trackCalls.trackAddTesters,
        { appId, track: 'rc', emails: emails(0, 1200) },
        { token: dev },
      ),
      t.call(
        trackCalls.trackAddTesters,
        { appId, track: 'rc', emails: emails(5000, 1200) },
        { token: dev },
      ),
      t.call(
        trackCalls.trackAddTesters,
        { appId, track: 'rc', emails: emails(9000, 700) },
        { token: dev },
      ),
    ]);
    const accepted = burst.filter((r) => r.errCode === 0);
    expect(burst.filter((r) => r.errCode === ErrorCode.testerLimit).length).toBeGreaterThan(0);
    const total = accepted.reduce((n, r) => n + r.data.added, 0);
    expect(total).toBeLessThanOrEqual(2000);
    const page = await t.call(
      trackCalls.trackTesters,
      { appId, track: 'rc', page: 1 },
      { token: dev },
    );
    expect(page.data.total).toBe(total);
    const rows = await t.db
      .selectFrom('track_testers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('app_id', '=', appId)
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(total);

    const removed = await t.call(
      trackCalls.trackRemoveTesters,
      { appId, track: 'rc', emails: [...emails(0, 3), 'nobody@example.com'] },
      { token: dev },
    );
    expect(removed.data.removed).toBeLessThanOrEqual(3);
    expect(removed.data.total).toBe(total - removed.data.removed);
  });

  it('joins store users through the link, counts them, and refuses a renewed link’s old code', async () => {
    const { dev, appId } = await studio();
    const link = await t.call(trackCalls.trackInviteLink, { appId, track: 'beta' }, { token: dev });
    expect(link.data.url).toContain(link.data.code);
    const join = (code: string, userId: string, email: string, key = STORE_KEY) =>
      t.inject({
        method: 'POST',
        url: '/vrmcsys/store/v1/joinTrack',
        headers: { 'content-type': 'application/json', 'x-store-key': key },
        payload: JSON.stringify({ code, userId, email }),
      });
    const joined = (await join(link.data.code, 'u1', 'One@example.com')).json();
    expect(joined).toMatchObject({ errCode: 0, data: { appId, track: 'beta' } });
    // joining twice changes nothing
    await join(link.data.code, 'u1', 'one@example.com');
    // a listed address that joins is named by its store user, and stays "added by the studio"
    await t.call(
      trackCalls.trackAddTesters,
      { appId, track: 'beta', emails: ['listed@example.com'] },
      { token: dev },
    );
    await join(link.data.code, 'u2', 'listed@example.com');
    const page = await t.call(
      trackCalls.trackTesters,
      { appId, track: 'beta', page: 1 },
      { token: dev },
    );
    expect(page.data).toMatchObject({ total: 2, joinedByLink: 1 });
    expect(page.data.list.find((x) => x.email === 'listed@example.com')).toMatchObject({
      via: 'list',
      joined: true,
    });

    expect(
      (await join(link.data.code, 'u3', 'x@example.com', 'wrong-key-000000000000000000')).json(),
    ).toMatchObject({
      errCode: ErrorCode.storeKeyRefused,
    });
    const renewed = await t.call(
      trackCalls.trackInviteLink,
      { appId, track: 'beta', renew: true },
      { token: dev },
    );
    expect(renewed.data.code).not.toBe(link.data.code);
    expect((await join(link.data.code, 'u4', 'y@example.com')).json()).toMatchObject({
      errCode: ErrorCode.trackLinkInvalid,
    });
  });

  it('keeps notes per language, and refuses other organisations and roles without the permission', async () => {
    const { dev, appId } = await studio();
    const notes = { zh_CN: '修复了崩溃。', en_US: 'Fixes a crash.' };
    const saved = await t.call(
      trackCalls.trackNotes,
      { appId, track: 'rc', notes },
      { token: dev },
    );
    expect(saved.data.notes).toEqual(notes);

    const stranger = await t.signIn('other@example.com');
    for (const [spec, body] of [
      [trackCalls.trackList, { appId }],
      [trackCalls.trackNotes, { appId, track: 'rc', notes }],
      [trackCalls.trackAddTesters, { appId, track: 'rc', emails: ['a@example.com'] }],
      [trackCalls.trackInviteLink, { appId, track: 'rc' }],
      [trackCalls.trackPromote, { appId, from: 'rc', to: 'store' }],
    ] as const) {
      const res = await t.call(spec.path, body, { token: stranger });
      expect(res.errCode).toBe(ErrorCode.appNotFound);
    }
    const analyst = await addMember(t, dev, 'analyst@example.com', 'analyst');
    expect((await t.call(trackCalls.trackList, { appId }, { token: analyst })).errCode).toBe(0);
    const refused = await t.call(
      trackCalls.trackAddTesters,
      { appId, track: 'rc', emails: ['a@example.com'] },
      { token: analyst },
    );
    expect(refused.errCode).toBe(ErrorCode.roleRefused);
    expect((await list(dev, appId)).tracks.find((x) => x.track === 'rc')!.testers).toBe(0);
  });
});
