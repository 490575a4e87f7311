/**
 * The accounts and apps the platform tests start from, bodies of the platform-service calls, each
 * a valid item that a test changes one field of, and the uploads of platform images.
 */
import {
  AchievementType,
  AddonItemType,
  AddonPriceMode,
  DeeplinkType,
  ResetSchedule,
  ScoreType,
  SortOrder,
  ValidityStart,
  ValidityUnit,
  platformPaths,
} from '@vrportal/contract';
import type { FilePart } from '../asset-files.js';
import { multipart } from '../asset-files.js';
import { createApps } from '../factories.js';
import type { TestApp } from '../harness.js';
import { createTestApp } from '../harness.js';

/** A test server with a developer of two apps, another developer of one and a super account. */
export interface PlatformCast {
  t: TestApp;
  dev: string;
  other: string;
  admin: string;
  /** the developer's apps */
  appId: string;
  appB: string;
  /** the other developer's app */
  otherApp: string;
}

/** Signs in `<prefix>-dev`, `-other` and `-admin`@example.com; their packages are com.<pkg>.… */
export async function platformCast(
  prefix: string,
  pkg: string,
  env: Record<string, string> = {},
): Promise<PlatformCast> {
  const t = await createTestApp(env);
  const [dev, other, admin] = await Promise.all([
    t.signIn(`${prefix}-dev@example.com`),
    t.signIn(`${prefix}-other@example.com`),
    t.signIn(`${prefix}-admin@example.com`, { admin: true }),
  ]);
  const [appId, appB] = (await createApps(t, dev, 2, `com.${pkg}.game`)) as [string, string];
  const [otherApp] = (await createApps(t, other, 1, `com.${pkg}.other`)) as [string];
  return { t, dev, other, admin, appId, appB, otherApp };
}

type Over = Record<string, unknown>;

export const achievementBody = (appId: string, over: Over = {}) => ({
  appId,
  apiName: 'FIRST_WIN',
  title: { zh_CN: '首次胜利', en_US: 'First win' },
  desc: { zh_CN: '赢下第一局。', en_US: 'Win your first match.' },
  unlockedDesc: { zh_CN: '你赢了！', en_US: 'You won!' },
  type: AchievementType.simple,
  target: 1,
  bitSize: 0,
  lockedIcon: '',
  unlockedIcon: '',
  ...over,
});

export const leaderboardBody = (appId: string, over: Over = {}) => ({
  appId,
  apiName: 'HIGH_SCORE',
  title: { zh_CN: '最高分', en_US: 'High score' },
  sortOrder: SortOrder.higherIsBetter,
  scoreType: ScoreType.score,
  systemBoard: 0,
  notify: 1,
  destinationId: '',
  image: '',
  reset: ResetSchedule.none,
  ...over,
});

export const destinationBody = (appId: string, over: Over = {}) => ({
  appId,
  apiName: 'LOBBY',
  deeplinkMessage: 'lobby=main',
  deeplinkType: DeeplinkType.enabled,
  minGroup: 1,
  maxGroup: 4,
  displayName: { zh_CN: '主大厅', en_US: 'Main lobby' },
  desc: { zh_CN: '大家见面的地方。', en_US: 'Where everyone meets.' },
  image: '',
  ...over,
});

export const addonBody = (appId: string, over: Over = {}) => ({
  appId,
  name: { zh_CN: '黄金皮肤', en_US: 'Gold skin' },
  sku: 'GoldSkin',
  itemType: AddonItemType.nonConsumable,
  priceMode: AddonPriceMode.recommended,
  price: 40,
  showInStore: 1,
  intro: { zh_CN: '金色外观。', en_US: 'A golden look.' },
  desc: { zh_CN: '为角色换上金色外观。', en_US: 'Gives your hero a golden look.' },
  cover: '',
  screenshots: [],
  trailer: '',
  validity: { value: 0, unit: ValidityUnit.days, start: ValidityStart.beforeUse },
  ...over,
});

/** Uploads a platform image (multipart appId, use, picFile). */
export async function uploadImage(
  t: TestApp,
  token: string,
  appId: string,
  use: number,
  body: Buffer | AsyncIterable<Buffer>,
  opts: { filename?: string; lang?: string } = {},
) {
  const file: FilePart = {
    field: 'picFile',
    filename: opts.filename ?? 'picture.png',
    contentType: 'image/png',
    body,
  };
  const form = multipart([['appId', appId], ['use', String(use)], file]);
  const res = await t.inject({
    method: 'POST',
    url: platformPaths.uploadImage,
    headers: { ...form.headers, token, ...(opts.lang ? { lang: opts.lang } : {}) },
    payload: form.payload,
  });
  return {
    status: res.statusCode,
    ...(res.json() as { errCode: number; errMsg: string; data: { url: string } }),
  };
}
