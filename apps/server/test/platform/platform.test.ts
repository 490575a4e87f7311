import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AchievementType,
  AddonPriceMode,
  AddonPublishState,
  ErrorCode,
  ItemState,
  PlatformImageUse,
  APP_ID_HEADER,
  APP_SECRET_HEADER,
  appCalls,
  platformCalls as calls,
  runtimeCalls,
} from '@vrportal/contract';
import type { Achievement, Addon, Destination, Leaderboard } from '@vrportal/contract';
import { jpg, mp4, pdf, png, pngOfSize } from '../asset-files.js';
import { createApps, freshApps, unique } from '../factories.js';
import type { TestApp } from '../harness.js';
import { dbKind } from '../harness.js';
import {
  achievementBody,
  addonBody,
  destinationBody,
  leaderboardBody,
  platformCast,
  uploadImage,
} from '../support/platform.js';

/**
 * Platform items on a real database: the rules of each kind's save, the codes of each kind for
 * apps that are missing or not the caller's, item ids of another app or kind, deletes, images
 * checked by their content, and unique names under a burst of parallel saves.
 */

const MiB = 1024 * 1024;

describe(`platform items (${dbKind})`, () => {
  let t: TestApp;
  let dev: string;
  let other: string;
  let admin: string;
  let appId: string;
  let appB: string;
  let otherApp: string;

  beforeAll(async () => {
    ({ t, dev, other, admin } = await platformCast('plat', 'platform', {
      RATE_LIMITS: 'uploadsPerDeveloper=50/1h',
    }));
  });
  afterAll(() => t?.close());
  // each test's own apps: the developer's two and the other developer's one, with no items yet
  beforeEach(async () => {
    [appId, appB] = (await freshApps(t, dev, 2, 'platform')) as [string, string];
    [otherApp] = (await freshApps(t, other, 1, 'platformother')) as [string];
  });

  const call = <T = unknown>(path: string, body: unknown, token = dev, lang?: string) =>
    t.call<T>(path, body, { token, ...(lang ? { lang } : {}) });
  const saved = async (path: string, body: unknown, token = dev) => {
    const res = await call<{ id: string }>(path, body, token);
    expect(res.errCode, res.errMsg).toBe(0);
    return res.data.id;
  };
  const codeOf = async (path: string, body: unknown, token = dev) =>
    (await call(path, body, token)).errCode;
  const list = async <T>(path: string, app = appId, token = dev) => {
    const res = await call<{ items: T[] }>(path, { appId: app }, token);
    expect(res.errCode, res.errMsg).toBe(0);
    return res.data.items;
  };

  it('saves achievements: target never 0, 1 for a simple one, at most the size of a bitfield', async () => {
    const id = await saved(calls.achievementSave.path, achievementBody(appId));
    const [item] = await list<Achievement>(calls.achievementList.path);
    expect(item).toMatchObject({
      id,
      appId,
      state: ItemState.draft,
      auditId: '',
      apiName: 'FIRST_WIN',
      title: { zh_CN: '首次胜利', en_US: 'First win' },
      unlockedDesc: { zh_CN: '你赢了！', en_US: 'You won!' },
      type: AchievementType.simple,
      target: 1,
    });
    const bad = [
      { apiName: 'ZERO', type: AchievementType.count, target: 0 },
      { apiName: 'SIMPLE_TWO', type: AchievementType.simple, target: 2 },
      { apiName: 'BITS_OVER', type: AchievementType.bitfield, target: 9, bitSize: 8 },
      { apiName: 'BITS_NONE', type: AchievementType.bitfield, target: 1, bitSize: 0 },
    ];
    for (const over of bad) {
      expect(await codeOf(calls.achievementSave.path, achievementBody(appId, over))).toBe(
        ErrorCode.achievementTargetInvalid,
      );
    }
    await saved(
      calls.achievementSave.path,
      achievementBody(appId, {
        apiName: 'BITS',
        type: AchievementType.bitfield,
        target: 8,
        bitSize: 8,
      }),
    );
    // the size of a bitfield means nothing for a count: it is kept as 0
    await saved(
      calls.achievementSave.path,
      achievementBody(appId, {
        apiName: 'KILLS',
        type: AchievementType.count,
        target: 500,
        bitSize: 9,
      }),
    );
    const items = await list<Achievement>(calls.achievementList.path);
    // saves within one millisecond list in any order: compare by API name
    const byName = items
      .map((a) => [a.apiName, a.target, a.bitSize] as const)
      .sort((a, b) => a[0].localeCompare(b[0]));
    expect(byName).toEqual([
      ['BITS', 8, 8],
      ['FIRST_WIN', 1, 0],
      ['KILLS', 500, 0],
    ]);
    // an API name is the app's once; another app may use it
    expect(
      await codeOf(
        calls.achievementSave.path,
        achievementBody(appId, { title: { zh_CN: '另', en_US: 'Other' } }),
      ),
    ).toBe(ErrorCode.apiNameTaken);
    await saved(calls.achievementSave.path, achievementBody(appB));
    // the schema refuses names of other characters
    expect(
      await codeOf(calls.achievementSave.path, achievementBody(appId, { apiName: 'first win' })),
    ).toBe(ErrorCode.invalidRequest);

    // an update keeps the id; renaming onto another item's name is refused
    const updated = await call<{ id: string }>(
      calls.achievementSave.path,
      achievementBody(appId, { id, title: { zh_CN: '首胜', en_US: 'First victory' } }),
    );
    expect(updated.data).toEqual({ id });
    expect(
      await codeOf(calls.achievementSave.path, achievementBody(appId, { id, apiName: 'KILLS' })),
    ).toBe(ErrorCode.apiNameTaken);
    const after = await list<Achievement>(calls.achievementList.path);
    expect(after.find((a) => a.id === id)).toMatchObject({
      apiName: 'FIRST_WIN',
      title: { zh_CN: '首胜', en_US: 'First victory' },
    });
    expect(after).toHaveLength(3);
  });

  it('links a leaderboard only to a destination of the same app', async () => {
    await saved(calls.achievementSave.path, achievementBody(appId));
    const dest = await saved(
      calls.destinationSave.path,
      destinationBody(appId, { apiName: 'ARENA' }),
    );
    const foreign = await saved(
      calls.destinationSave.path,
      destinationBody(otherApp, { apiName: 'ARENA' }),
      other,
    );
    const achievement = (await list<Achievement>(calls.achievementList.path))[0]!.id;
    for (const destinationId of [foreign, achievement, '0'.repeat(32)]) {
      expect(
        await codeOf(calls.leaderboardSave.path, leaderboardBody(appId, { destinationId })),
      ).toBe(ErrorCode.destinationLinkNotFound);
    }
    const id = await saved(
      calls.leaderboardSave.path,
      leaderboardBody(appId, { destinationId: dest }),
    );
    const [board] = await list<Leaderboard>(calls.leaderboardList.path);
    expect(board).toMatchObject({ id, destinationId: dest, entries: 0, state: ItemState.draft });
    expect(await codeOf(calls.leaderboardSave.path, leaderboardBody(appId))).toBe(
      ErrorCode.apiNameTaken,
    );

    // a deleted destination is unlinked from the app's leaderboards
    const del = await call(calls.destinationDelete.path, { appId, id: dest });
    expect(del.errCode, del.errMsg).toBe(0);
    expect((await list<Leaderboard>(calls.leaderboardList.path))[0]!.destinationId).toBe('');
    expect(await list<Destination>(calls.destinationList.path)).toEqual([]);
  });

  it('saves destinations with a minimum group below the maximum (or none), answering the codes 1-3', async () => {
    for (const [minGroup, maxGroup] of [
      [4, 4],
      [5, 2],
    ]) {
      expect(
        await codeOf(calls.destinationSave.path, destinationBody(appId, { minGroup, maxGroup })),
      ).toBe(ErrorCode.destinationGroupsInvalid);
    }
    const id = await saved(
      calls.destinationSave.path,
      destinationBody(appId, { minGroup: 6, maxGroup: null }),
    );
    expect(await list<Destination>(calls.destinationList.path)).toMatchObject([
      { id, minGroup: 6, maxGroup: null, displayName: { zh_CN: '主大厅', en_US: 'Main lobby' } },
    ]);
    const taken = await call(calls.destinationSave.path, destinationBody(appId), dev, 'en');
    expect(taken).toMatchObject({
      errCode: ErrorCode.destinationApiNameTaken,
      errMsg: 'This API name already exists in the app',
    });
    const missing = await call(
      calls.destinationSave.path,
      destinationBody('f'.repeat(32)),
      dev,
      'en',
    );
    expect(missing).toMatchObject({
      errCode: ErrorCode.destinationAppMissing,
      errMsg: 'App does not exist',
    });
    const notOwned = await call(calls.destinationSave.path, destinationBody(otherApp), dev, 'en');
    expect(notOwned).toMatchObject({
      errCode: ErrorCode.destinationAppNotOwned,
      errMsg: 'This app is not owned by the developer',
    });
  });

  it('saves add-ons with a price that matches its pricing, stored in cents, and a SKU unique in the app', async () => {
    const cases: [number, number][] = [
      [AddonPriceMode.free, 40],
      [AddonPriceMode.recommended, 41],
      [AddonPriceMode.recommended, 0],
      [AddonPriceMode.custom, 0],
    ];
    for (const [priceMode, price] of cases) {
      expect(await codeOf(calls.addonSave.path, addonBody(appId, { priceMode, price }))).toBe(
        ErrorCode.addonPriceInvalid,
      );
    }
    expect(
      await codeOf(
        calls.addonSave.path,
        addonBody(appId, { priceMode: AddonPriceMode.custom, price: 12.345 }),
      ),
    ).toBe(ErrorCode.invalidRequest);
    const id = await saved(
      calls.addonSave.path,
      addonBody(appId, { priceMode: AddonPriceMode.custom, price: 12.3 }),
    );
    const row = await t.db
      .selectFrom('addons')
      .select('price_cents')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(row.price_cents)).toBe(1230);
    const free = await saved(
      calls.addonSave.path,
      addonBody(appId, { sku: 'Starter', priceMode: AddonPriceMode.free, price: 0 }),
    );
    expect(await list<Addon>(calls.addonList.path)).toMatchObject([
      { id, sku: 'GoldSkin', price: 12.3, publishState: AddonPublishState.toPublish },
      { id: free, sku: 'Starter', price: 0 },
    ]);
    const taken = await call(
      calls.addonSave.path,
      addonBody(appId, { name: { zh_CN: '另一个', en_US: 'Another' } }),
      dev,
      'en',
    );
    expect(taken).toMatchObject({
      errCode: ErrorCode.skuTaken,
      errMsg: 'This SKU already exists in the app',
    });
    expect(
      await codeOf(calls.addonSave.path, addonBody(appId, { id: free, sku: 'GoldSkin' })),
    ).toBe(ErrorCode.skuTaken);
    expect(await codeOf(calls.addonSave.path, addonBody(appId, { sku: '9Lives' }))).toBe(
      ErrorCode.invalidRequest,
    );
    // another app's add-on may have the same SKU
    await saved(calls.addonSave.path, addonBody(appB));

    const missing = await call(calls.addonSave.path, addonBody('f'.repeat(32)), dev, 'en');
    expect(missing.errCode).toBe(ErrorCode.appNotFound);
    const notOwned = await call(calls.addonSave.path, addonBody(otherApp), dev, 'en');
    expect(notOwned).toMatchObject({
      errCode: ErrorCode.notDeveloper,
      errMsg: 'The app is not owned by the developer',
    });
    const zh = await call(calls.addonSave.path, addonBody(otherApp), dev, 'zh');
    expect(zh).toMatchObject({ errCode: ErrorCode.notDeveloper, errMsg: '该应用不属于当前开发者' });
  });

  it('refuses item ids of another app or another kind, and deletes drafts', async () => {
    const achievement = await saved(
      calls.achievementSave.path,
      achievementBody(appId, { apiName: 'TO_DELETE' }),
    );
    const board = await saved(
      calls.leaderboardSave.path,
      leaderboardBody(appId, { apiName: 'TO_DELETE' }),
    );
    const inAppB = await saved(
      calls.achievementSave.path,
      achievementBody(appB, { apiName: 'IN_B' }),
    );
    // another kind's id, another app's id, an unknown id
    expect(
      await codeOf(
        calls.achievementSave.path,
        achievementBody(appId, { id: board, apiName: 'X1' }),
      ),
    ).toBe(ErrorCode.platformItemNotFound);
    expect(
      await codeOf(
        calls.achievementSave.path,
        achievementBody(appId, { id: inAppB, apiName: 'X2' }),
      ),
    ).toBe(ErrorCode.platformItemNotFound);
    expect(await codeOf(calls.leaderboardDelete.path, { appId, id: achievement })).toBe(
      ErrorCode.platformItemNotFound,
    );
    expect(await codeOf(calls.achievementDelete.path, { appId, id: inAppB })).toBe(
      ErrorCode.platformItemNotFound,
    );
    expect(await codeOf(calls.destinationDelete.path, { appId, id: '0'.repeat(32) })).toBe(
      ErrorCode.platformItemNotFound,
    );
    expect(await codeOf(calls.addonDelete.path, { appId, id: board })).toBe(
      ErrorCode.platformItemNotFound,
    );
    expect((await list<Achievement>(calls.achievementList.path, appB)).map((a) => a.id)).toContain(
      inAppB,
    );

    expect((await call(calls.achievementDelete.path, { appId, id: achievement })).errCode).toBe(0);
    expect((await call(calls.leaderboardDelete.path, { appId, id: board })).errCode).toBe(0);
    expect((await list<Achievement>(calls.achievementList.path)).map((a) => a.id)).not.toContain(
      achievement,
    );
    expect((await list<Leaderboard>(calls.leaderboardList.path)).map((a) => a.id)).not.toContain(
      board,
    );
    // gone: deleting again finds nothing, and the name is free again
    expect(await codeOf(calls.achievementDelete.path, { appId, id: achievement })).toBe(
      ErrorCode.platformItemNotFound,
    );
    await saved(calls.achievementSave.path, achievementBody(appId, { apiName: 'TO_DELETE' }));
  });

  it('answers 10501 for achievements and leaderboards of a missing or foreign app; a super account may read only', async () => {
    await saved(calls.achievementSave.path, achievementBody(appId));
    const ghost = 'e'.repeat(32);
    expect(await codeOf(calls.achievementList.path, { appId: ghost })).toBe(ErrorCode.appNotFound);
    expect(await codeOf(calls.leaderboardSave.path, leaderboardBody(ghost))).toBe(
      ErrorCode.appNotFound,
    );
    expect(await codeOf(calls.achievementSave.path, achievementBody(otherApp), dev)).toBe(
      ErrorCode.appNotFound,
    );
    // the super account reads every kind of another developer's app, and changes none
    for (const path of [
      calls.achievementList.path,
      calls.leaderboardList.path,
      calls.destinationList.path,
      calls.addonList.path,
    ]) {
      expect(await codeOf(path, { appId }, admin)).toBe(0);
    }
    expect(
      (await list<Achievement>(calls.achievementList.path, appId, admin)).length,
    ).toBeGreaterThan(0);
    expect(
      await codeOf(
        calls.achievementSave.path,
        achievementBody(appId, { apiName: 'BY_ADMIN' }),
        admin,
      ),
    ).toBe(ErrorCode.appNotFound);
    expect(
      await codeOf(
        calls.leaderboardSave.path,
        leaderboardBody(appId, { apiName: 'BY_ADMIN' }),
        admin,
      ),
    ).toBe(ErrorCode.appNotFound);
    expect(
      await codeOf(
        calls.destinationSave.path,
        destinationBody(appId, { apiName: 'BY_ADMIN' }),
        admin,
      ),
    ).toBe(ErrorCode.destinationAppNotOwned);
    expect(await codeOf(calls.addonSave.path, addonBody(appId, { sku: 'ByAdmin' }), admin)).toBe(
      ErrorCode.notDeveloper,
    );
    const [first] = await list<Achievement>(calls.achievementList.path);
    expect(await codeOf(calls.achievementDelete.path, { appId, id: first!.id }, admin)).toBe(
      ErrorCode.appNotFound,
    );
  });

  // ---- images ----------------------------------------------------------------------------------

  it('takes a real PNG or JPG icon and serves it publicly for caching; a text file named .png is refused', async () => {
    const icon = png(256, 256);
    const res = await uploadImage(t, dev, appId, PlatformImageUse.achievementIcon, icon);
    expect(res.errCode, res.errMsg).toBe(0);
    expect(res.data.url).toMatch(/^\/vrmcsys\/fileserver\/platform\/[0-9a-f]{32}\.png$/);
    const served = await t.inject({ method: 'GET', url: res.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(icon)).toBe(true);
    const part = await t.inject({
      method: 'GET',
      url: res.data.url,
      headers: { range: 'bytes=0-7' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(icon.subarray(0, 8))).toBe(true);
    const photo = await uploadImage(t, dev, appId, PlatformImageUse.addonCover, jpg(640, 480), {
      filename: 'cover.jpg',
    });
    expect(photo.errCode, photo.errMsg).toBe(0);
    expect(photo.data.url).toMatch(/\.jpg$/);

    const before = await t.db.selectFrom('platform_images').select('name').execute();
    const text = await uploadImage(
      t,
      dev,
      appId,
      PlatformImageUse.achievementIcon,
      Buffer.from('just some text, not a picture\n'),
      { filename: 'icon.png', lang: 'en' },
    );
    expect(text).toMatchObject({
      errCode: ErrorCode.fileFormatUnsupported,
      errMsg: 'File format not supported: upload a PNG / JPG file',
    });
    const doc = await uploadImage(t, dev, appId, PlatformImageUse.leaderboardImage, pdf(), {
      filename: 'board.png',
    });
    expect(doc.errCode).toBe(ErrorCode.fileFormatUnsupported);
    expect(await t.db.selectFrom('platform_images').select('name').execute()).toEqual(before);
    expect(
      (await t.inject({ method: 'GET', url: `/vrmcsys/fileserver/platform/${'0'.repeat(32)}.png` }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses images over 2 MB, and destination images that are not exactly 16:9', async () => {
    const exact = pngOfSize(64, 64, 2 * MiB);
    expect(exact.length).toBe(2 * MiB);
    const ok = await uploadImage(t, dev, appId, PlatformImageUse.leaderboardImage, exact);
    expect(ok.errCode, ok.errMsg).toBe(0);
    const big = await uploadImage(
      t,
      dev,
      appId,
      PlatformImageUse.addonScreenshot,
      pngOfSize(64, 64, 2 * MiB + 1),
      { lang: 'en' },
    );
    expect(big).toMatchObject({
      errCode: ErrorCode.fileTooLarge,
      errMsg: 'The file cannot exceed 2 MB',
    });

    const square = await uploadImage(
      t,
      dev,
      appId,
      PlatformImageUse.destinationImage,
      png(400, 400),
      { lang: 'en' },
    );
    expect(square).toMatchObject({
      errCode: ErrorCode.imageSizeWrong,
      errMsg: 'The image must have a 16:9 shape; this one is 400x400 pixels',
    });
    const nearly = await uploadImage(
      t,
      dev,
      appId,
      PlatformImageUse.destinationImage,
      png(321, 180),
    );
    expect(nearly.errCode).toBe(ErrorCode.imageSizeWrong);
    for (const picture of [png(320, 180), jpg(1920, 1080)]) {
      const wide = await uploadImage(t, dev, appId, PlatformImageUse.destinationImage, picture);
      expect(wide.errCode, wide.errMsg).toBe(0);
    }
    // other uses take any shape
    const tall = await uploadImage(t, dev, appId, PlatformImageUse.addonScreenshot, png(90, 160));
    expect(tall.errCode, tall.errMsg).toBe(0);
  });

  it('takes an MP4 trailer for an add-on and nothing else for it', async () => {
    const trailer = await uploadImage(
      t,
      dev,
      appId,
      PlatformImageUse.addonTrailer,
      await mp4(64 * 1024),
      { filename: 'trailer.mp4' },
    );
    expect(trailer.errCode, trailer.errMsg).toBe(0);
    expect(trailer.data.url).toMatch(/\.mp4$/);
    expect((await t.inject({ method: 'GET', url: trailer.data.url })).headers['content-type']).toBe(
      'video/mp4',
    );
    const picture = await uploadImage(t, dev, appId, PlatformImageUse.addonTrailer, png(16, 9));
    expect(picture.errCode).toBe(ErrorCode.fileFormatUnsupported);
    const video = await uploadImage(t, dev, appId, PlatformImageUse.addonCover, await mp4(4096));
    expect(video.errCode).toBe(ErrorCode.fileFormatUnsupported);
  });

  it('saves only images uploaded for the same app and the same use', async () => {
    const icon = (await uploadImage(t, dev, appId, PlatformImageUse.achievementIcon, png(64, 64)))
      .data.url;
    const wide = (await uploadImage(t, dev, appId, PlatformImageUse.destinationImage, png(160, 90)))
      .data.url;
    const iconOfB = (await uploadImage(t, dev, appB, PlatformImageUse.achievementIcon, png(64, 64)))
      .data.url;
    const refused = [
      `/vrmcsys/fileserver/platform/${'a'.repeat(32)}.png`,
      'https://elsewhere.example/icon.png',
      iconOfB,
      wide,
    ];
    for (const url of refused) {
      expect(
        await codeOf(
          calls.achievementSave.path,
          achievementBody(appId, { apiName: 'WITH_ICON', lockedIcon: url, unlockedIcon: icon }),
        ),
      ).toBe(ErrorCode.platformImageNotFound);
    }
    expect(
      await codeOf(
        calls.destinationSave.path,
        destinationBody(appId, { apiName: 'WITH_IMAGE', image: icon }),
      ),
    ).toBe(ErrorCode.platformImageNotFound);
    expect(
      await codeOf(
        calls.addonSave.path,
        addonBody(appId, { sku: 'WithShots', screenshots: [icon] }),
      ),
    ).toBe(ErrorCode.platformImageNotFound);
    await saved(
      calls.achievementSave.path,
      achievementBody(appId, { apiName: 'WITH_ICON', lockedIcon: icon, unlockedIcon: icon }),
    );
    await saved(
      calls.destinationSave.path,
      destinationBody(appId, { apiName: 'WITH_IMAGE', image: wide }),
    );
    const cover = (await uploadImage(t, dev, appId, PlatformImageUse.addonCover, png(64, 64))).data
      .url;
    const shot = (await uploadImage(t, dev, appId, PlatformImageUse.addonScreenshot, png(64, 64)))
      .data.url;
    const id = await saved(
      calls.addonSave.path,
      addonBody(appId, { sku: 'WithShots', cover, screenshots: [shot, shot] }),
    );
    expect((await list<Addon>(calls.addonList.path)).find((a) => a.id === id)).toMatchObject({
      cover,
      screenshots: [shot, shot],
    });
  });

  it('refuses an upload to another developer’s app before reading the file, and counts uploads against the limit', async () => {
    const before = await t.db.selectFrom('platform_images').select('name').execute();
    const cases: [number, number][] = [
      [PlatformImageUse.achievementIcon, ErrorCode.appNotFound],
      [PlatformImageUse.leaderboardImage, ErrorCode.appNotFound],
      [PlatformImageUse.destinationImage, ErrorCode.destinationAppNotOwned],
      [PlatformImageUse.addonCover, ErrorCode.notDeveloper],
    ];
    for (const [use, code] of cases) {
      expect((await uploadImage(t, other, appId, use, png(160, 90))).errCode).toBe(code);
    }
    expect(
      (await uploadImage(t, admin, appId, PlatformImageUse.achievementIcon, png(8, 8))).errCode,
    ).toBe(ErrorCode.appNotFound);
    expect(await t.db.selectFrom('platform_images').select('name').execute()).toEqual(before);

    // uploadsPerDeveloper (50 an hour in this app) counts them, as it counts asset files
    const limitedEmail = `${unique('plat-limited')}@example.com`;
    const limited = await t.signIn(limitedEmail);
    const [limitedApp] = (await freshApps(t, limited, 1, 'platformlimited')) as [string];
    const account = await t.db
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', limitedEmail)
      .executeTakeFirstOrThrow();
    for (let i = 0; i < 49; i += 1) {
      await t.services.limits.take('uploadsPerDeveloper', account.id);
    }
    const last = await uploadImage(
      t,
      limited,
      limitedApp,
      PlatformImageUse.achievementIcon,
      png(8, 8),
    );
    expect(last.errCode, last.errMsg).toBe(0);
    const over = await uploadImage(
      t,
      limited,
      limitedApp,
      PlatformImageUse.achievementIcon,
      png(8, 8),
    );
    expect(over.errCode).toBe(ErrorCode.tooManyRequests);
  });

  // ---- races -----------------------------------------------------------------------------------

  it('creates exactly one item when 8 saves of one new API name or SKU race', async () => {
    const bursts: [
      string,
      (i: number) => unknown,
      number,
      'achievements' | 'leaderboards' | 'destinations' | 'addons',
    ][] = [
      [
        calls.achievementSave.path,
        (i) =>
          achievementBody(appId, {
            apiName: 'RACE',
            title: { zh_CN: `竞${i}`, en_US: `Race ${i}` },
          }),
        ErrorCode.apiNameTaken,
        'achievements',
      ],
      [
        calls.leaderboardSave.path,
        () => leaderboardBody(appId, { apiName: 'RACE' }),
        ErrorCode.apiNameTaken,
        'leaderboards',
      ],
      [
        calls.destinationSave.path,
        () => destinationBody(appId, { apiName: 'RACE' }),
        ErrorCode.destinationApiNameTaken,
        'destinations',
      ],
      [calls.addonSave.path, () => addonBody(appId, { sku: 'Race' }), ErrorCode.skuTaken, 'addons'],
    ];
    for (const [path, body, taken, table] of bursts) {
      const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => call(path, body(i))));
      const codes = answers.map((a) => (a.status === 200 ? a.errCode : -a.status));
      expect(codes.filter((c) => c === 0)).toHaveLength(1);
      expect(codes.filter((c) => c === taken)).toHaveLength(7);
      const key = table === 'addons' ? 'sku' : 'api_name';
      const rows = await t.db
        .selectFrom(table as 'addons')
        .select('id')
        .where('app_id', '=', appId)
        .where(key as 'sku', '=', table === 'addons' ? 'Race' : 'RACE')
        .execute();
      expect(rows).toHaveLength(1);
    }
  });

  it("deleting an app removes its items, submissions, images and players' data", async () => {
    const [gone] = (await createApps(t, dev, 1, 'com.platform.gone')) as [string];
    const icon = (await uploadImage(t, dev, gone, PlatformImageUse.achievementIcon, png(64, 64)))
      .data.url;
    const save = async (path: string, body: object) => {
      const res = await t.call<{ id: string }>(path, body, { token: dev });
      expect(res.errCode, res.errMsg).toBe(0);
      return res.data.id;
    };
    const achievement = await save(
      calls.achievementSave.path,
      achievementBody(gone, { lockedIcon: icon, unlockedIcon: icon }),
    );
    const board = await save(calls.leaderboardSave.path, leaderboardBody(gone));
    const destination = await save(calls.destinationSave.path, destinationBody(gone));
    await save(calls.addonSave.path, addonBody(gone));
    const submitted = await t.call(
      calls.submit.path,
      { appId: gone, kind: 'destination', ids: [destination] },
      { token: dev },
    );
    expect(submitted.errCode, submitted.errMsg).toBe(0);
    const { app_secret: secret } = await t.db
      .selectFrom('apps')
      .select('app_secret')
      .where('id', '=', gone)
      .executeTakeFirstOrThrow();
    const game = { [APP_ID_HEADER]: gone, [APP_SECRET_HEADER]: secret };
    for (const [url, body] of [
      [runtimeCalls.achievementsUnlock.path, { userId: 'p1', apiName: 'FIRST_WIN' }],
      [runtimeCalls.leaderboardsWrite.path, { userId: 'p1', apiName: 'HIGH_SCORE', score: 42 }],
    ] as const) {
      const res = await t.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', ...game },
        payload: JSON.stringify(body),
      });
      expect(res.json().errCode, url).toBe(0);
    }

    const del = await t.call(appCalls.deleteOwnedApp, { appId: gone }, { token: dev });
    expect(del.errCode).toBe(0);
    for (const table of [
      'achievements',
      'leaderboards',
      'destinations',
      'addons',
      'platform_reviews',
      'platform_images',
    ] as const) {
      const rows = await t.db
        .selectFrom(table)
        .select('app_id')
        .where('app_id', '=', gone)
        .execute();
      expect(rows, table).toEqual([]);
    }
    const progress = await t.db
      .selectFrom('achievement_progress')
      .select('user_id')
      .where('achievement_id', '=', achievement)
      .execute();
    expect(progress).toEqual([]);
    for (const table of ['leaderboard_entries', 'leaderboard_buckets'] as const) {
      const rows = await t.db
        .selectFrom(table)
        .select('board_id')
        .where('board_id', '=', board)
        .execute();
      expect(rows, table).toEqual([]);
    }
    // the image's file is gone with it
    const image = await t.inject({ method: 'GET', url: icon });
    expect(image.statusCode).toBe(404);
  });
});
