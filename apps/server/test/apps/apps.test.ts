import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppStatus, SearchStatus, appCalls as calls, appCard, ErrorCode } from '@vrportal/contract';
import type { AppCard, AppDetail, VersionItem } from '@vrportal/contract';
import { toCard } from '../../src/modules/apps/app-views.js';
import type { TestApp } from '../harness.js';
import { createTestApp, dbKind } from '../harness.js';
import { addVersion, createApps } from '../factories.js';
import { founder } from '../../src/plugins/caller.js';

describe(`apps (${dbKind})`, () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('creates apps with unguessable ids and secrets, lists them newest first in pages of 50', async () => {
    t = await createTestApp();
    const dev = await t.signIn('dev@example.com');
    const created = await t.call<{ appId: string }>(
      calls.createApp.path,
      { name: '  Space Walk ', pkg: 'com.example.spacewalk' },
      { token: dev },
    );
    expect(created.errCode).toBe(0);
    expect(created.data.appId).toMatch(/^[0-9a-f]{32}$/);

    const detail = await t.call<AppDetail>(
      calls.getAppDetailInfo.path,
      { appId: created.data.appId },
      { token: dev },
    );
    expect(detail.data).toMatchObject({
      id: created.data.appId,
      name: 'Space Walk',
      pkg: 'com.example.spacewalk',
      status: AppStatus.draft,
      checkCode: 0,
      ver: '',
      failedAudit: null,
    });
    expect(detail.data.appSecret.length).toBeGreaterThanOrEqual(32);

    await createApps(t, dev, 60, 'com.example.bulk');
    const first = await t.call<{ apps: AppCard[] }>(
      calls.getOwnedApps.path,
      { page: 1 },
      { token: dev },
    );
    const second = await t.call<{ apps: AppCard[] }>(
      calls.getOwnedApps.path,
      { page: 2 },
      { token: dev },
    );
    expect(first.data.apps).toHaveLength(50);
    expect(second.data.apps).toHaveLength(11);
    const ids = [...first.data.apps, ...second.data.apps].map((a) => a.id);
    expect(new Set(ids).size).toBe(61);
    const times = [...first.data.apps, ...second.data.apps].map((a) => a.time);
    expect([...times].sort().reverse()).toEqual(times);
    const small = await t.call<{ apps: AppCard[] }>(
      calls.getOwnedApps.path,
      { page: 1, psize: 5 },
      { token: dev },
    );
    expect(small.data.apps).toHaveLength(5);
  });

  it('answers the app list the database writes exactly as the contract and toCard say', async () => {
    t = await createTestApp();
    const dev = await t.signIn('dev@example.com');
    const other = await t.signIn('other@example.com');
    const owner = await t.db
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', 'dev@example.com')
      .executeTakeFirstOrThrow();
    // nobody else's apps, and text JSON must escape: quotes, backslashes, controls, CJK, emoji
    await createApps(t, other, 2, 'com.other.app');
    const ids = await createApps(t, dev, 6, 'com.shape.app');
    const names = [
      'Quote " and \\ back',
      '星际 漫游 🚀',
      'Tab\there',
      'Line\nbreak\u0001\u001f\u007f\u2028\b\f\r',
      '</script>',
    ];
    for (const [i, name] of names.entries()) {
      await t.db.updateTable('apps').set({ name }).where('id', '=', ids[i]!).execute();
    }
    await t.db
      .updateTable('apps')
      .set({
        status: AppStatus.online,
        live: 1,
        has_shelves: 1,
        cgy: 7,
        scover: '/manage/pic/a b/图.png',
        rcover: 'https://cdn.example.com/r?x=1&y="2"',
      })
      .where('id', '=', ids[1]!)
      .execute();
    // the same time: the id decides the order
    await t.db
      .updateTable('apps')
      .set({ updated_at: '2030-01-01T00:00:00.000Z' })
      .where('id', 'in', [ids[2]!, ids[3]!])
      .execute();

    const rows = await t.db
      .selectFrom('apps')
      .selectAll()
      .where('org_id', '=', owner.id)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const expected = rows.map((row) => toCard(row, founder(owner.id), 'zh'));
    const exact = z.object({ apps: z.array(appCard.strict()) }).strict();
    // the answer of a page: the contract's schema, and byte for byte what JSON.stringify wrote
    // of the envelope around toCard's cards before the database wrote them
    const expectPage = async (body: Record<string, unknown>, cards: AppCard[], token = dev) => {
      const res = await t.inject({
        method: 'POST',
        url: calls.getOwnedApps.path,
        headers: { 'content-type': 'application/json', token },
        payload: JSON.stringify(body),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const json = res.json() as { errCode: number; data: unknown };
      expect(json.errCode).toBe(0);
      exact.parse(json.data);
      expect(json.data).toEqual({ apps: cards });
      expect(res.payload).toBe(JSON.stringify({ errCode: 0, errMsg: '', data: { apps: cards } }));
    };

    expect(expected.map((card) => card.name)).toEqual(expect.arrayContaining(names));
    await expectPage({ page: 1 }, expected);
    await expectPage({}, expected);
    await expectPage({ page: 2, psize: 4 }, expected.slice(4));
    await expectPage({ page: 3, psize: 4 }, []);
    await expectPage({}, [], await t.signIn('empty@example.com'));
    // the same cards as the search, which maps rows with toCard
    const search = await t.call<{ apps: AppCard[] }>(
      calls.searchOwnedApps.path,
      { page: 1, showDoodle: 1 },
      { token: dev },
    );
    expect(search.data.apps).toEqual(expected);
  });

  it('refuses a package name used by any app (10512) and bad names (10400, both languages)', async () => {
    t = await createTestApp();
    const a = await t.signIn('a@example.com');
    const b = await t.signIn('b@example.com');
    expect(
      (await t.call(calls.createApp.path, { name: 'One', pkg: 'com.example.one' }, { token: a }))
        .errCode,
    ).toBe(0);
    const taken = await t.call(
      calls.createApp.path,
      { name: 'Other', pkg: 'com.example.one' },
      { token: b, lang: 'en' },
    );
    expect(taken).toMatchObject({ errCode: 10512, errMsg: 'This package name already exists' });
    const zh = await t.call(
      calls.createApp.path,
      { name: 'Other', pkg: 'com.example.one' },
      { token: b, lang: 'zh' },
    );
    expect(zh.errMsg).toBe('包名已存在');
    for (const body of [
      { name: 'X', pkg: 'com.example.x' },
      { name: 'y'.repeat(81), pkg: 'com.example.y' },
      { name: 'Good', pkg: 'nodots' },
      { name: 'Good', pkg: '1com.example' },
      { name: 'Good' },
      { pkg: 'com.example.z' },
    ]) {
      const res = await t.call(calls.createApp.path, body, { token: a, lang: 'en' });
      expect(res.errCode, JSON.stringify(body)).toBe(ErrorCode.invalidRequest);
      expect(res.errMsg).toMatch(/invalid/);
    }
    const list = await t.call<{ apps: AppCard[] }>(calls.getOwnedApps.path, {}, { token: a });
    expect(list.data.apps).toHaveLength(1);
  });

  it('deletes only drafts and taken-down apps, with their stored files', async () => {
    t = await createTestApp();
    const dev = await t.signIn('dev@example.com');
    const [draft, inReview, takenDown] = await createApps(t, dev, 3, 'com.example.del');
    const version = await addVersion(t, takenDown!, { ver: '1.0.0', vcode: 1 });
    await t.db
      .updateTable('apps')
      .set({ status: AppStatus.manualRunning })
      .where('id', '=', inReview!)
      .execute();
    await t.db
      .updateTable('apps')
      .set({ status: AppStatus.takenDown })
      .where('id', '=', takenDown!)
      .execute();

    const refused = await t.call(
      calls.deleteOwnedApp.path,
      { appId: inReview },
      { token: dev, lang: 'en' },
    );
    expect(refused.errCode).toBe(ErrorCode.appStateRefused);
    expect(
      (await t.call(calls.deleteOwnedApp.path, { appId: draft }, { token: dev })).errCode,
    ).toBe(0);
    expect(
      (await t.call(calls.deleteOwnedApp.path, { appId: takenDown }, { token: dev })).errCode,
    ).toBe(0);
    expect(await t.services.blobs.size(version.blobKey)).toBeNull();
    const left = await t.call<{ apps: AppCard[] }>(calls.getOwnedApps.path, {}, { token: dev });
    expect(left.data.apps.map((a) => a.id)).toEqual([inReview]);
    const again = await t.call(calls.deleteOwnedApp.path, { appId: draft }, { token: dev });
    expect(again.errCode).toBe(ErrorCode.appNotFound);
  });

  it('lists the version history and streams a stored build by fname and ver', async () => {
    t = await createTestApp();
    const dev = await t.signIn('dev@example.com');
    const [appId] = await createApps(t, dev, 1, 'com.example.hist');
    const v1 = await addVersion(t, appId!, { ver: '1.0.0', vcode: 1, bytes: 300_000 });
    t.clock.advance(1000);
    const v2 = await addVersion(t, appId!, {
      ver: '1.1.0',
      vcode: 2,
      bytes: 1234,
      noteEn: 'Faster start',
    });
    const history = await t.call<{ apps: VersionItem[] }>(
      calls.getAppHistorys.path,
      { appId },
      { token: dev, lang: 'en' },
    );
    expect(history.data.apps).toEqual([
      {
        ver: '1.1.0',
        vcode: 2,
        size: 1234,
        time: expect.any(String),
        fname: v2.fname,
        version: 'Faster start',
      },
      {
        ver: '1.0.0',
        vcode: 1,
        size: 300_000,
        time: expect.any(String),
        fname: v1.fname,
        version: '',
      },
    ]);

    const download = await t.inject({
      method: 'GET',
      url: calls.getAppHistorys.path.replace('dvlper/getAppHistorys', 'fileserver/downloadApp'),
      headers: { token: dev, fname: v1.fname, ver: '1.0.0' },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain(v1.fname);
    expect(download.rawPayload.equals(v1.bytes)).toBe(true);

    const wrongVer = await t.inject({
      method: 'GET',
      url: '/vrmcsys/fileserver/downloadApp',
      headers: { token: dev, fname: v1.fname, ver: '9.9.9' },
    });
    expect(wrongVer.json()).toMatchObject({ errCode: 10523 });
    const noToken = await t.inject({
      method: 'GET',
      url: '/vrmcsys/fileserver/downloadApp',
      headers: { fname: v1.fname },
    });
    expect(noToken.json()).toMatchObject({ errCode: 10021 });
  });

  it('answers categories and game modes in both languages without a token', async () => {
    t = await createTestApp();
    const res = await t.call<{ cgys: unknown[]; gmodes: unknown[] }>(calls.getAppCfgInfo.path, {});
    expect(res.data.cgys).toContainEqual({ value: 1, chinese: '游戏', english: 'Games' });
    expect(res.data.gmodes).toContainEqual({ value: 8, chinese: '对战', english: 'PvP' });
  });

  it('lets a super account load and search every app with the filters of the spec', async () => {
    t = await createTestApp();
    const a = await t.signIn('a@example.com');
    const b = await t.signIn('b@example.com');
    const admin = await t.signIn('admin@example.com', { admin: true });
    const [draftA, reviewA, failedA] = await createApps(t, a, 3, 'com.alpha.app');
    const [passedB, onlineB] = await createApps(t, b, 2, 'com.beta.game');
    const set = (id: string, status: number, cgy = 1) =>
      t.db.updateTable('apps').set({ status, cgy }).where('id', '=', id).execute();
    await set(reviewA!, AppStatus.contentRunning);
    await set(failedA!, AppStatus.contentFailed, 2);
    await set(passedB!, AppStatus.passed);
    await set(onlineB!, AppStatus.online, 2);

    const search = async (token: string, filters: Record<string, unknown>) => {
      const res = await t.call<{ apps: AppCard[] }>(
        calls.searchOwnedApps.path,
        { page: 1, ...filters },
        { token },
      );
      expect(res.errCode).toBe(0);
      return res.data.apps.map((app) => app.id).sort();
    };
    const all = await t.call<{ apps: AppCard[] }>(calls.getOwnedApps.path, {}, { token: admin });
    expect(all.data.apps).toHaveLength(5);
    expect(all.data.apps.every((app) => app.superAccount === 1)).toBe(true);

    expect(await search(admin, { showDoodle: 1 })).toHaveLength(5);
    expect(await search(admin, {})).not.toContain(draftA);
    expect(await search(admin, { status: SearchStatus.inReview })).toEqual([reviewA]);
    expect(await search(admin, { status: SearchStatus.passed })).toEqual([onlineB, passedB].sort());
    expect(await search(admin, { status: SearchStatus.failed })).toEqual([failedA]);
    expect(await search(admin, { cgy: 2 })).toEqual([failedA, onlineB].sort());
    expect(await search(admin, { pkg: 'beta' })).toEqual([onlineB, passedB].sort());
    expect(await search(admin, { appId: onlineB, showDoodle: 1 })).toEqual([onlineB]);
    expect(await search(admin, { name: 'ALPHA 1', showDoodle: 1 })).toEqual([reviewA]);
    expect(await search(admin, { name: '%' })).toEqual([]);
    // a developer searches only their own apps, whatever the filters
    expect(await search(a, { showDoodle: 1 })).toEqual([draftA, reviewA, failedA].sort());
    expect(await search(a, { pkg: 'beta', showDoodle: 1 })).toEqual([]);
  });
});
