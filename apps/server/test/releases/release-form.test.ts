import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AppStatus,
  AuditStatus,
  EDITABLE_STATUSES,
  ErrorCode,
  MergeRet,
  RESUBMIT_CONFIRM_STATUSES,
  appCalls,
  assetPaths,
  releaseCalls,
  uploadPaths,
  releaseIncompleteData,
  releaseProblemsData,
} from '@vrportal/contract';
import type { ReleaseFormInputBody } from '@vrportal/contract';
import { pdf } from '../asset-files.js';
import { addVersion, createApps } from '../factories.js';
import type { TestApp } from '../harness.js';
import { createTestApp, dbKind } from '../harness.js';
import {
  COMPLETE_FORM,
  completeRelease,
  uploadForm,
  uploadPicture,
  uploadTrailer,
} from '../support/release.js';
import { newIdentifier, uploadChunks, mergeBody } from '../support/uploads.js';

describe(`release form (${dbKind})`, () => {
  let t: TestApp;
  let dev: string;
  let other: string;
  let admin: string;
  let serial = 0;

  beforeAll(async () => {
    t = await createTestApp();
    dev = await t.signIn('dev@example.com');
    other = await t.signIn('other@example.com');
    admin = await t.signIn('admin@example.com', { admin: true });
  });
  afterAll(() => t.close());

  /** A new app of the developer, with a draft build unless `build` is false. */
  async function newApp(opts: { build?: boolean; ver?: string } = {}) {
    serial += 1;
    const [appId] = await createApps(t, dev, 1, `com.release.app${serial}x`);
    if (opts.build !== false) {
      await addVersion(t, appId!, { ver: opts.ver ?? '1.0.0', vcode: 10 + serial });
    }
    return appId!;
  }
  const form = async (appId: string, token = dev) =>
    (await t.call(appCalls.getAppDetailInfo, { appId }, { token })).data.form;
  const save = (body: ReleaseFormInputBody & { appId: string }, opts: { lang?: string } = {}) =>
    t.call(releaseCalls.saveAppInfo, body, {
      token: dev,
      ...opts,
    });
  const commit = (appId: string, body: ReleaseFormInputBody = {}) =>
    t.call(appCalls.commitAppInfo, { appId, ...body }, { token: dev });
  const setStatus = (appId: string, status: number) =>
    t.db.updateTable('apps').set({ status }).where('id', '=', appId).execute();

  it('getAppTagInfo answers the ten tags to anyone, with the platForm header', async () => {
    const res = await t.inject({
      method: 'POST',
      url: releaseCalls.getAppTagInfo.path,
      headers: { 'content-type': 'application/json', platForm: 'web' },
      payload: '',
    });
    const { errCode, data } = res.json() as {
      errCode: number;
      data: { tags: { tag: number; chinese: string; english: string; cgy: number }[] };
    };
    expect(errCode).toBe(0);
    expect(data.tags).toHaveLength(10);
    expect(new Set(data.tags.map((x) => x.tag)).size).toBe(10);
    expect(data.tags.map((x) => x.english)).toEqual([
      'Shooting',
      'Horror',
      'Action Adventure',
      'Role-playing',
      'Multiplayer',
      'Casual Creativity',
      'Cartoon Animation',
      'Audio-visual Entertainment',
      'Office Tools',
      'Social Networks',
    ]);
    expect(data.tags[0]).toEqual({ tag: 1, chinese: '射击', english: 'Shooting', cgy: 1 });
    expect(data.tags[9]).toEqual({
      tag: 10,
      chinese: '社交网络',
      english: 'Social Networks',
      cgy: 2,
    });
  });

  it('getAppDetailInfo keeps the app center fields and adds the form, the build and the assets', async () => {
    const appId = await newApp();
    const version = await t.db
      .selectFrom('app_versions')
      .selectAll()
      .where('app_id', '=', appId)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('app_version_obbs')
      .values({
        version_id: version.id,
        type: 2,
        fname: `main.${version.vcode}.com.release.obb`,
        blob_key: null,
        size: 4096,
        md5: 'a'.repeat(32),
        sha256: 'b'.repeat(64),
        created_at: t.clock.now().toISOString(),
      })
      .execute();
    const icon = await uploadPicture(t, dev, appId, 1);
    const cover = await uploadPicture(t, dev, appId, 2);
    const shot1 = await uploadPicture(t, dev, appId, 3);
    const shot2 = await uploadPicture(t, dev, appId, 3);
    const vedioId = await uploadTrailer(t, dev, appId);
    const doc = await uploadForm<{ url: string }>(t, dev, assetPaths.uploadAppDoc, [
      ['appId', appId],
      ['type', '1'],
      { field: 'docFile', filename: 'copyright.pdf', body: pdf() },
    ]);

    const res = await t.call(appCalls.getAppDetailInfo, { appId }, { token: dev });
    expect(res.errCode).toBe(0);
    // what the app center reads, as before
    expect(res.data).toMatchObject({
      id: appId,
      name: 'release 0',
      status: AppStatus.draft,
      ver: '',
      checkCode: 0,
      scover: icon,
      rcover: cover,
    });
    expect(res.data.appSecret.length).toBeGreaterThan(20);
    expect(res.data.form).toMatchObject({
      appId,
      cId: '',
      status: AppStatus.draft,
      pkg: `com.release.app${serial}x0`,
      ver: '1.0.0',
      vcode: Number(version.vcode),
      fname: version.fname,
      size: Number(version.size),
      md5: version.md5,
      apkFileName: version.fname,
      obbFileName: `main.${version.vcode}.com.release.obb`,
      obbSize: 4096,
      patchObbFileName: '',
      patchObbSize: 0,
      scover: icon,
      rcover: cover,
      pics: [shot1, shot2],
      scrdoc: doc.data.url,
      currency: 0,
      pMode: null,
      draftTime: '',
    });
    expect(res.data.form.apkObbFileInfo.map((f) => [f.type, f.fname])).toEqual([
      [1, version.fname],
      [2, `main.${version.vcode}.com.release.obb`],
    ]);
    expect(res.data.form.vedios).toHaveLength(1);
    expect(res.data.form.vedios[0]).toMatchObject({ id: vedioId });
    expect(res.data.form.vedios[0]!.pic).toMatch(/^\/vrmcsys\/fileserver\/pic\//);
    // assets are in, the texts are not: the missing list names the texts
    expect(res.data.form.missing).toEqual([
      'vnote',
      'devModel',
      'name',
      'abbr',
      'brief',
      'cgy',
      'tag',
      'lang',
      'controlMode',
      'nMode',
      'developer',
      'sprice',
    ]);
    // a super account reads it, another developer does not
    expect((await t.call(appCalls.getAppDetailInfo, { appId }, { token: admin })).errCode).toBe(0);
    expect((await t.call(appCalls.getAppDetailInfo, { appId }, { token: other })).errCode).toBe(
      ErrorCode.appNotFound,
    );
  });

  it('stores a draft and answers every field after a reload; a later subset keeps the rest', async () => {
    const appId = await newApp();
    const full = {
      ...COMPLETE_FORM,
      vnote: {
        zh_CN: '新增关卡',
        en_US: 'New levels',
        zh_TW: '新增關卡',
        es: 'Niveles nuevos',
        ru: 'Новые уровни',
        ja: '新しいレベル',
        de: 'Neue Level',
        fr: 'Nouveaux niveaux',
      },
      name: { zh_CN: '深海', en_US: 'Deep Sea', ja: '深海です' },
      brief: { zh_CN: '潜入深海的冒险。', en_US: 'A dive into the deep.' },
      intros: { zh_CN: '深海冒险', en_US: 'Deep dive' },
      forced: 1,
      abbr: 'd',
      allName: 'Deep Sea: Complete Edition',
      cgy: 2,
      tag: [8, 10],
      lang: 'en_US,ja',
      authority: ['microphone', 'location'],
      nMode: 1,
      gameMode: 6,
      controlMode: 9,
      ageRating: 16,
      vrComfortLevel: 3,
      developer: 'Abyss Games',
      publisher: 'Abyss Publishing',
      gopno: 'ICP-2026-001',
      nrtno: 'ISBN 978-7-00',
      pMode: 1,
      sprice: 1999,
      bprice: 2999,
      currency: 0,
    } satisfies ReleaseFormInputBody;
    const saved = await save({ appId, ...full });
    expect(saved.errCode).toBe(0);
    const reloaded = await form(appId);
    const { abbr, ...sameAsSent } = full;
    expect(reloaded).toMatchObject({ ...sameAsSent, abbr: abbr.toUpperCase() });
    expect(reloaded).toMatchObject({
      devModelCopy: ['YVR 1', 'YVR 2'],
      gMode: 6,
      gameModeList: [2, 4],
      controlModeList: [1, 8],
    });
    expect(reloaded.draftTime).not.toBe('');
    expect(saved.data).toEqual(reloaded);
    // the category files the app card too
    const card = await t.db
      .selectFrom('apps')
      .select('cgy')
      .where('id', '=', appId)
      .executeTakeFirst();
    expect(card?.cgy).toBe(2);

    // a subset changes only itself; empty values clear optional fields
    const later = await save({ appId, developer: 'Abyss Studio', publisher: '', bprice: null });
    expect(later.errCode).toBe(0);
    const after = await form(appId);
    expect(after).toMatchObject({
      ...sameAsSent,
      abbr: 'D',
      developer: 'Abyss Studio',
      publisher: '',
      bprice: null,
    });
    // switching to a recommended price: free (null) is one of them
    expect((await save({ appId, pMode: 0, sprice: null })).errCode).toBe(0);
    expect(await form(appId)).toMatchObject({ pMode: 0, sprice: null });
  });

  const invalid: [string, ReleaseFormInputBody, string, string][] = [
    [
      'version note over 400 Chinese characters',
      { vnote: { zh_CN: '版'.repeat(401) } },
      'vnote.zh_CN',
      'length',
    ],
    [
      'version note over 800 characters',
      { vnote: { en_US: 'v'.repeat(801) } },
      'vnote.en_US',
      'length',
    ],
    [
      'version note of one character',
      { vnote: { zh_CN: '新', en_US: 'ok' } },
      'vnote.zh_CN',
      'length',
    ],
    ['name of one character', { name: { zh_CN: '星', en_US: 'Star' } }, 'name.zh_CN', 'length'],
    ['name over 80 characters', { name: { en_US: 'N'.repeat(81) } }, 'name.en_US', 'length'],
    [
      'one-line sentence over 50 Chinese characters',
      { intros: { zh_CN: '句'.repeat(51) } },
      'intros.zh_CN',
      'length',
    ],
    [
      'one-line sentence over 80 characters',
      { intros: { en_US: 'i'.repeat(81) } },
      'intros.en_US',
      'length',
    ],
    [
      'description over 2000 characters',
      { brief: { en_US: 'b'.repeat(2001) } },
      'brief.en_US',
      'length',
    ],
    ['an unknown device', { devModel: 'YVR 1,YVR 3' }, 'devModel', 'choice'],
    ['a device twice', { devModel: 'YVR 2,YVR 2' }, 'devModel', 'duplicate'],
    ['forced 2', { forced: 2 }, 'forced', 'choice'],
    ['a first letter that is two letters', { abbr: 'AB' }, 'abbr', 'format'],
    ['a first letter that is a digit', { abbr: '7' }, 'abbr', 'format'],
    ['category 3', { cgy: 3 }, 'cgy', 'choice'],
    ['four tags', { cgy: 1, tag: [1, 2, 3, 4] }, 'tag', 'tooMany'],
    ['an unknown tag', { tag: [11] }, 'tag', 'choice'],
    ['a tag twice', { tag: [2, 2] }, 'tag', 'duplicate'],
    ['a game tag for an app', { cgy: 2, tag: [1] }, 'tag', 'category'],
    ['four languages', { lang: 'zh_CN,en_US,ja,de' }, 'lang', 'tooMany'],
    ['an unknown language', { lang: 'en_US,klingon' }, 'lang', 'choice'],
    ['an unknown permission', { authority: ['camera'] }, 'authority', 'choice'],
    ['network mode 3', { nMode: 3 }, 'nMode', 'choice'],
    ['a game mode bit that does not exist', { gameMode: 16 }, 'gameMode', 'bits'],
    ['game mode 0', { gameMode: 0 }, 'gameMode', 'bits'],
    ['a negative control mode', { controlMode: -1 }, 'controlMode', 'bits'],
    ['control mode 17', { controlMode: 17 }, 'controlMode', 'bits'],
    ['age rating 5', { ageRating: 5 }, 'ageRating', 'choice'],
    ['comfort level 4', { vrComfortLevel: 4 }, 'vrComfortLevel', 'choice'],
    ['a developer of one character', { developer: 'D' }, 'developer', 'length'],
    ['a developer over 80 characters', { developer: 'D'.repeat(81) }, 'developer', 'length'],
    ['a publisher over 80 characters', { publisher: 'P'.repeat(81) }, 'publisher', 'length'],
    ['an operation record number over 64 characters', { gopno: '1'.repeat(65) }, 'gopno', 'length'],
    ['a price that is not recommended', { pMode: 0, sprice: 5000 }, 'sprice', 'price'],
    ['price mode 2', { pMode: 2, sprice: 4000 }, 'pMode', 'choice'],
    ['a negative custom price', { pMode: 1, sprice: -1 }, 'sprice', 'price'],
    ['a custom price with three decimals', { pMode: 1, sprice: 1999.5 }, 'sprice', 'decimals'],
    ['a custom price over the limit', { pMode: 1, sprice: 100_000_001 }, 'sprice', 'price'],
    ['dollars in the main store', { currency: 1 }, 'currency', 'currency'],
    ['currency 3', { currency: 3 }, 'currency', 'choice'],
    ['a negative marked price', { bprice: -100 }, 'bprice', 'price'],
    ['another package name', { pkg: 'com.someone.else' }, 'pkg', 'mismatch'],
    ['a version that is not the build', { ver: '9.9.9' }, 'ver', 'mismatch'],
    ['a file that is not the build', { fname: 'other.apk' }, 'fname', 'mismatch'],
  ];

  it.each(invalid)(
    'refuses %s with 10500 naming the field, storing nothing',
    async (_, body, field, problem) => {
      const appId = await newApp();
      const first = await save({ appId, developer: 'First Studio' });
      expect(first.errCode).toBe(0);
      const before = await form(appId);
      for (const lang of ['en', 'zh']) {
        // a valid field beside the invalid one is not stored either
        const res = await save({ appId, publisher: 'Valid Publisher', ...body }, { lang });
        expect(res.errCode).toBe(ErrorCode.invalidInformation);
        expect(releaseProblemsData.parse(res.data).fields).toEqual({
          [field]: problem,
        });
        expect(res.errMsg).toContain(field);
        expect(res.errMsg).toMatch(
          lang === 'zh' ? /请修改您的信息/ : /Please fix your information/,
        );
      }
      expect(await form(appId)).toEqual(before);
    },
  );

  it('accepts the limits themselves', async () => {
    const appId = await newApp();
    const res = await save({
      appId,
      vnote: { zh_CN: '版'.repeat(400), en_US: 'v'.repeat(800) },
      name: { zh_CN: '星星', en_US: 'N'.repeat(80) },
      intros: { zh_CN: '句'.repeat(50), en_US: 'i'.repeat(80) },
      brief: { zh_CN: '简介', en_US: 'b'.repeat(2000) },
      devModel: 'YVR 1,YVR 2,Play For Dream MR',
      cgy: 1,
      tag: [1, 2, 6],
      lang: 'zh_CN,en_US,fr',
      gameMode: 15,
      controlMode: 15,
      developer: 'D'.repeat(80),
      pMode: 1,
      sprice: 0,
    });
    expect(res.errCode).toBe(0);
    for (const sprice of [null, 4000, 7000, 9000]) {
      expect((await save({ appId, pMode: 0, sprice })).errCode).toBe(0);
    }
  });

  it('refuses unknown languages and wrong types as 10400', async () => {
    const appId = await newApp();
    const lang = await t.call(
      releaseCalls.saveAppInfo.path,
      { appId, name: { zh_CN: '名字', ko: '이름' } },
      { token: dev },
    );
    expect(lang.errCode).toBe(ErrorCode.invalidRequest);
    const type = await t.call(
      releaseCalls.saveAppInfo.path,
      { appId, tag: 'shooting' },
      { token: dev },
    );
    expect(type.errCode).toBe(ErrorCode.invalidRequest);
  });

  it('refuses changes outside the editable statuses (10503), allows them inside', async () => {
    const appId = await newApp();
    await completeRelease(t, dev, appId);
    const refused = [
      AppStatus.publishQueued,
      AppStatus.publishRunning,
      AppStatus.passed,
      AppStatus.releaseScheduled,
    ];
    for (const status of refused) {
      expect(EDITABLE_STATUSES).not.toContain(status);
      await setStatus(appId, status);
      expect((await save({ appId, developer: 'Changed Studio' })).errCode).toBe(
        ErrorCode.appStateRefused,
      );
      expect((await commit(appId)).errCode).toBe(ErrorCode.appStateRefused);
      const row = await t.db
        .selectFrom('apps')
        .select('status')
        .where('id', '=', appId)
        .executeTakeFirst();
      expect(row?.status).toBe(status);
    }
    expect((await form(appId)).developer).toBe(COMPLETE_FORM.developer);
    for (const status of EDITABLE_STATUSES) {
      await setStatus(appId, status);
      expect((await save({ appId, developer: `Studio ${status}x` })).errCode).toBe(0);
    }
  });

  it('commit of an incomplete form answers 10510 with every missing field and stores what was given', async () => {
    const appId = await newApp({ build: false });
    const empty = await commit(appId);
    expect(empty.errCode).toBe(ErrorCode.releaseIncomplete);
    expect(releaseIncompleteData.parse(empty.data).missing).toEqual([
      'ver',
      'vnote',
      'fname',
      'devModel',
      'name',
      'abbr',
      'brief',
      'cgy',
      'tag',
      'lang',
      'controlMode',
      'nMode',
      'developer',
      'scover',
      'rcover',
      'pics',
      'sprice',
    ]);
    // the given fields are stored even though the commit is refused
    const partial = await commit(appId, { developer: 'Given Studio', name: { zh_CN: '只有中文' } });
    expect(partial.errCode).toBe(ErrorCode.releaseIncomplete);
    expect(releaseIncompleteData.parse(partial.data).missing).toContain('name');
    expect(releaseIncompleteData.parse(partial.data).missing).not.toContain('developer');
    expect((await form(appId)).developer).toBe('Given Studio');

    // with a build and every field but a trailer cover
    await addVersion(t, appId, { ver: '2.0.0', vcode: 500 });
    await completeRelease(t, dev, appId);
    await uploadTrailer(t, dev, appId, false);
    const noCover = await commit(appId);
    expect(noCover.errCode).toBe(ErrorCode.releaseIncomplete);
    expect(releaseIncompleteData.parse(noCover.data).missing).toEqual(['vedios[0].pic']);
    const status = await t.db
      .selectFrom('apps')
      .select('status')
      .where('id', '=', appId)
      .executeTakeFirst();
    expect(status?.status).toBe(AppStatus.draft);
  });

  it('checks the whole form on commit: a build version name of one character is refused', async () => {
    const appId = await newApp({ ver: '1' });
    await completeRelease(t, dev, appId);
    const res = await commit(appId);
    expect(res.errCode).toBe(ErrorCode.invalidInformation);
    expect(res.data).toEqual({ fields: { ver: 'length' } });
  });

  it('commit of a complete form starts the review: queued for the automatic check, then checked', async () => {
    const appId = await newApp();
    await completeRelease(t, dev, appId);
    const res = await commit(appId, { vnote: { zh_CN: '第一版', en_US: 'The first version' } });
    expect(res).toMatchObject({ errCode: 0, data: { status: AppStatus.autoQueued } });
    expect((await form(appId)).status).toBe(AppStatus.autoQueued);
    await t.runDeferred();
    const detail = (await t.call(appCalls.getAppDetailInfo, { appId }, { token: dev })).data;
    expect(detail.status).toBe(AppStatus.manualQueued);
    expect(detail.steps.tech.state).toBe('process');
    const audit = await t.db
      .selectFrom('audits')
      .select(['kind', 'status'])
      .where('app_id', '=', appId)
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ kind: 'auto', status: AuditStatus.passed });
    // the version note went with the build into the version history
    const history = await t.call(appCalls.getAppHistorys, { appId }, { token: dev, lang: 'en' });
    expect(history.data.apps[0]!.version).toBe('The first version');
  });

  it('answers 36111 while a merge of the app runs, and commits once it has ended', async () => {
    const appId = await newApp();
    await completeRelease(t, dev, appId);
    const plan = {
      appId,
      data: Buffer.from('not an apk, merged later'),
      identifier: newIdentifier(),
    };
    await uploadChunks(t, dev, plan);
    const merge = await t.call(uploadPaths.mergeAppFile, mergeBody(plan), {
      token: dev,
    });
    expect(merge.errCode).toBe(0);
    const merging = await commit(appId);
    expect(merging).toMatchObject({
      errCode: ErrorCode.stillMerging,
      data: { ret: MergeRet.pending },
    });
    const row = await t.db
      .selectFrom('apps')
      .select('status')
      .where('id', '=', appId)
      .executeTakeFirst();
    expect(row?.status).toBe(AppStatus.draft);
    await t.runDeferred();
    expect((await commit(appId)).data.status).toBe(AppStatus.autoQueued);
  });

  it.each(RESUBMIT_CONFIRM_STATUSES.map((s) => [s]))(
    'resubmitting in status %i restarts the review at the automatic check',
    async (status) => {
      const appId = await newApp();
      await completeRelease(t, dev, appId);
      await setStatus(appId, status);
      const res = await commit(appId);
      expect(res).toMatchObject({ errCode: 0, data: { status: AppStatus.autoQueued } });
      const log = await t.db
        .selectFrom('review_log')
        .select(['from_status', 'to_status', 'event'])
        .where('app_id', '=', appId)
        .execute();
      expect(log).toEqual([
        { from_status: status, to_status: AppStatus.autoQueued, event: 'submit' },
      ]);
      await t.runDeferred();
    },
  );

  it('refuses commits and saves of another developer, and of a super account, with 10501', async () => {
    const appId = await newApp();
    await completeRelease(t, dev, appId);
    const before = await form(appId);
    for (const token of [other, admin]) {
      const saved = await t.call(
        releaseCalls.saveAppInfo,
        { appId, developer: 'Intruder Ltd' },
        { token },
      );
      expect(saved.errCode).toBe(ErrorCode.appNotFound);
      const committed = await t.call(appCalls.commitAppInfo, { appId }, { token });
      expect(committed.errCode).toBe(ErrorCode.appNotFound);
    }
    const unknown = await t.call(appCalls.commitAppInfo, { appId: 'f'.repeat(32) }, { token: dev });
    expect(unknown.errCode).toBe(ErrorCode.appNotFound);
    expect(await form(appId)).toEqual(before);
  });
});
