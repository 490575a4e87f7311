import { createHash, randomBytes } from 'node:crypto';
import { MergeRet, UploadFileType, uploadLimits, type TestingTrack } from '@vrportal/contract';
import { buildApk } from '../../apps/server/test/support/apk-builder.js';
import { apiData } from './accounts.js';

/** The package of the real APK the builds are made from (io.appium.settings 8.0.10). */
export const BUILD_PKG = 'io.appium.settings';

/**
 * A release build (not debuggable) of the real APK, with `padding` random bytes stored in an
 * extra entry so the upload spans several 10 MB chunks.
 */
export async function releaseApk(padding = 0, versionCode = 193): Promise<Buffer> {
  return buildApk({
    versionCode,
    debuggable: false,
    ...(padding ? { extra: [{ name: 'assets/padding.bin', data: randomBytes(padding) }] } : {}),
  });
}

/** A debug build (android:debuggable on) of the real APK, which the portal refuses. */
export async function debugApk(versionCode = 193): Promise<Buffer> {
  return buildApk({ versionCode, debuggable: true });
}

/** Uploads a build through the chunk calls, merges it and waits for the stored version. */
export async function uploadBuild(
  base: string,
  token: string,
  appId: string,
  apk: Buffer,
  filename = 'release.apk',
  /** a business channel's build (merged with mergeAppFileTob) */
  cId?: string,
): Promise<string> {
  return sendBuild(base, token, appId, apk, filename, { cId });
}

/**
 * Uploads a build to a testing track (every chunk and the merge name it), as the tracks page's
 * dialog does; the track's automatic check runs after the merge.
 */
export async function uploadTrackBuild(
  base: string,
  token: string,
  appId: string,
  track: TestingTrack,
  apk: Buffer,
  filename = 'track.apk',
): Promise<string> {
  return sendBuild(base, token, appId, apk, filename, { track });
}

async function sendBuild(
  base: string,
  token: string,
  appId: string,
  apk: Buffer,
  filename: string,
  { cId, track }: { cId?: string | undefined; track?: TestingTrack },
): Promise<string> {
  const identifier = `e2e-${randomBytes(8).toString('hex')}`;
  const chunk = uploadLimits.chunkBytes;
  const totalChunks = Math.max(1, Math.ceil(apk.length / chunk));
  for (let n = 1; n <= totalChunks; n += 1) {
    const part = apk.subarray((n - 1) * chunk, n * chunk);
    const form = new FormData();
    const fields: Record<string, string | number> = {
      appId,
      identifier,
      chunkNumber: n,
      chunkSize: chunk,
      currentChunkSize: part.length,
      totalSize: apk.length,
      totalChunks,
      fileType: UploadFileType.apk,
      filename,
      ...(track ? { track } : {}),
    };
    // the fields go before the file: the server checks them before storing a byte
    for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
    form.append('file', new Blob([new Uint8Array(part)]), filename);
    const res = await fetch(`${base}/vrmcsys/dvlper/uploadAppFile`, {
      method: 'POST',
      headers: { token },
      body: form,
    });
    const answer = (await res.json()) as { errCode: number; errMsg: string };
    if (answer.errCode !== 0) throw new Error(`chunk ${n}: ${answer.errCode} ${answer.errMsg}`);
  }
  await apiData(
    base,
    cId ? '/vrmcsys/dvlper/mergeAppFileTob' : '/vrmcsys/dvlper/mergeAppFile',
    {
      identifier,
      md5sum: createHash('md5').update(apk).digest('hex'),
      filename,
      totalSize: apk.length,
      totalChunks,
      appId,
      fileType: UploadFileType.apk,
      ...(cId ? { cId } : track ? { track } : {}),
    },
    token,
  );
  for (let i = 0; i < 300; i += 1) {
    const ret = await apiData<{ ret: number; ecode: number; filename: string }>(
      base,
      '/vrmcsys/dvlper/checkMergeAppRet',
      { identifier },
      token,
    );
    if (ret.ret === MergeRet.success) return ret.filename;
    if (ret.ret === MergeRet.failed) throw new Error(`merge failed: ${ret.ecode}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('merge did not finish');
}
