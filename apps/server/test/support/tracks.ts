import { reviewCalls, uploadCalls } from '@vrportal/contract';
import type { TestingTrack } from '@vrportal/contract';
import type { TestApp } from '../harness.js';
import { buildApk } from './apk-builder.js';
import { completeRelease } from './release.js';
import { passEveryStage } from './review.js';
import { md5, mergeBody, newIdentifier, sendChunk } from './uploads.js';

export const STORE_KEY = 'store-key-of-the-tracks-tests-0123456789';

/** Uploads a release build of the real APK's package with `versionCode` to a testing track. */
export async function uploadToTrack(
  t: TestApp,
  token: string,
  appId: string,
  track: TestingTrack,
  versionCode: number,
  opts: { debuggable?: boolean } = {},
) {
  const data = await buildApk({ versionCode, debuggable: opts.debuggable ?? false });
  const plan = { appId, data, identifier: newIdentifier(), chunkSize: 1024 * 1024 };
  const chunks = Math.max(1, Math.ceil(data.length / plan.chunkSize));
  for (let n = 1; n <= chunks; n += 1) {
    const res = await sendChunk(t, token, plan, n, { track });
    if (res.errCode !== 0) throw new Error(`chunk ${n}: ${res.errCode} ${res.errMsg}`);
  }
  const merge = await t.call(
    uploadCalls.mergeAppFile,
    { ...mergeBody(plan, md5(data)), fileType: 1, track },
    { token },
  );
  if (merge.errCode !== 0) throw new Error(`merge: ${merge.errCode} ${merge.errMsg}`);
  // the merge, then the track's automatic check
  await t.runDeferred();
  await t.runDeferred();
  const ret = await t.call(
    uploadCalls.checkMergeAppRet,
    { identifier: plan.identifier },
    { token },
  );
  return ret.data;
}

/** Submits the app's release, passes every review stage and puts it online. */
export async function releaseOnline(t: TestApp, dev: string, admin: string, appId: string) {
  await completeRelease(t, dev, appId);
  await passEveryStage(t, dev, admin, appId);
  return t.call(reviewCalls.changeAppState, { appId, action: 'online' }, { token: admin });
}

/** The store's update check for one device. */
export async function updateCheck(
  t: TestApp,
  body: {
    deviceId: string;
    userId?: string;
    email?: string;
    apps: { appId: string; installedVersionCode?: number }[];
  },
  key = STORE_KEY,
) {
  const res = await t.inject({
    method: 'POST',
    url: '/vrmcsys/store/v1/updateCheck',
    headers: { 'content-type': 'application/json', 'x-store-key': key },
    payload: JSON.stringify(body),
  });
  return res.json() as {
    errCode: number;
    data: {
      apps: {
        appId: string;
        build: null | {
          versionCode: number;
          track: string;
          url: string;
          forced: boolean;
          obbs: unknown[];
          notes: { zh_CN: string; en_US: string };
        };
      }[];
    };
  };
}
