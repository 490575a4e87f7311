import { appCalls, assetPaths, releaseCalls } from '@vrportal/contract';
import type { ReleaseForm, ReleaseFormInputBody } from '@vrportal/contract';
import type { FilePart } from '../asset-files.js';
import { mp4, multipart, png } from '../asset-files.js';
import type { TestApp } from '../harness.js';

/** Every field a developer types into the wizard, filled with valid values. */
export const COMPLETE_FORM = {
  vnote: { zh_CN: '首个版本，修复了若干问题。', en_US: 'First release, with fixes.' },
  devModel: 'YVR 1,YVR 2',
  forced: 0,
  name: { zh_CN: '星际漫步', en_US: 'Star Walk' },
  abbr: 'S',
  brief: { zh_CN: '在群星之间漫步的虚拟现实体验。', en_US: 'A VR walk among the stars.' },
  intros: { zh_CN: '漫步星空', en_US: 'Walk the stars' },
  cgy: 1,
  tag: [1, 3],
  lang: 'zh_CN,en_US',
  authority: ['storage'],
  nMode: 2,
  gameMode: 1,
  controlMode: 3,
  ageRating: 12,
  vrComfortLevel: 1,
  developer: 'Demo Studio',
  publisher: 'Demo Publishing',
  pMode: 0,
  sprice: 4000,
  currency: 0,
} satisfies ReleaseFormInputBody;

let pictures: { icon: Buffer; wide: Buffer } | null = null;
/** An icon (512x512) and a wide picture (1920x1080), made once. */
export function releasePictures() {
  pictures ??= { icon: png(512, 512), wide: png(1920, 1080) };
  return pictures;
}

/** A multipart upload of the asset calls; answers the envelope. */
export async function uploadForm<T>(
  t: TestApp,
  token: string,
  url: string,
  parts: ([string, string] | FilePart)[],
) {
  const form = multipart(parts);
  const res = await t.inject({
    method: 'POST',
    url,
    headers: { ...form.headers, token },
    payload: form.payload,
  });
  return res.json() as { errCode: number; errMsg: string; data: T };
}

const file = (field: string, filename: string, body: Buffer): FilePart => ({
  field,
  filename,
  body,
});

/**
 * Uploads a picture (1 icon, 2 cover, 3 screenshot) to the main store's release, or to a
 * channel's with `cId`; answers its url.
 */
export async function uploadPicture(
  t: TestApp,
  token: string,
  appId: string,
  type: 1 | 2 | 3,
  cId?: string,
) {
  const { icon, wide } = releasePictures();
  const res = await uploadForm<{ url: string }>(t, token, assetPaths.uploadAppPic, [
    ['appId', appId],
    ['type', String(type)],
    ...(cId ? [['cId', cId] as [string, string]] : []),
    file('picFile', 'picture.png', type === 1 ? icon : wide),
  ]);
  if (res.errCode !== 0) throw new Error(`uploadAppPic: ${res.errCode} ${res.errMsg}`);
  return res.data.url;
}

/** Uploads a trailer (and its cover unless `cover` is false); answers its id. */
export async function uploadTrailer(
  t: TestApp,
  token: string,
  appId: string,
  cover = true,
  cId?: string,
) {
  const res = await uploadForm<{ vedioId: string }>(t, token, assetPaths.uploadAppVedio, [
    ['appId', appId],
    ...(cId ? [['cId', cId] as [string, string]] : []),
    file('vedioFile', 'trailer.mp4', await mp4()),
  ]);
  if (res.errCode !== 0) throw new Error(`uploadAppVedio: ${res.errCode} ${res.errMsg}`);
  if (cover) await uploadTrailerCover(t, token, res.data.vedioId);
  return res.data.vedioId;
}

export async function uploadTrailerCover(t: TestApp, token: string, vedioId: string) {
  const res = await uploadForm<{ url: string }>(t, token, assetPaths.uploadVedioPic, [
    ['vedioId', vedioId],
    file('picFile', 'cover.png', releasePictures().wide),
  ]);
  if (res.errCode !== 0) throw new Error(`uploadVedioPic: ${res.errCode} ${res.errMsg}`);
  return res.data.url;
}

/**
 * Fills the whole release form of an app's main store (or of a channel, with `cId`): the
 * icon, the cover and one screenshot, then every text field. The build is the caller's.
 */
export async function completeRelease(
  t: TestApp,
  token: string,
  appId: string,
  opts: { cId?: string; form?: ReleaseFormInputBody } = {},
): Promise<ReleaseForm> {
  const assets = await t.call<{ scover: string; pics: string[] }>(
    assetPaths.getAppAssets,
    { appId, ...(opts.cId ? { cId: opts.cId } : {}) },
    { token },
  );
  // each release (the main store's, a channel's) has its own assets
  if (!assets.data.scover) {
    await uploadPicture(t, token, appId, 1, opts.cId);
    await uploadPicture(t, token, appId, 2, opts.cId);
  }
  if (assets.data.pics.length === 0) await uploadPicture(t, token, appId, 3, opts.cId);
  const body = { ...COMPLETE_FORM, ...opts.form, appId, ...(opts.cId ? { cId: opts.cId } : {}) };
  const saved = await t.call<ReleaseForm>(
    opts.cId ? releaseCalls.saveAppInfoTob.path : releaseCalls.saveAppInfo.path,
    body,
    { token },
  );
  if (saved.errCode !== 0) {
    throw new Error(`save: ${saved.errCode} ${saved.errMsg} ${JSON.stringify(saved.data)}`);
  }
  return saved.data;
}

/** Fills the release form and commits it; answers the commit's envelope. */
export async function commitRelease(t: TestApp, token: string, appId: string) {
  await completeRelease(t, token, appId);
  return t.call(appCalls.commitAppInfo, { appId }, { token });
}
