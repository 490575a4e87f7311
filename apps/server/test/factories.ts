import { randomBytes } from 'node:crypto';
import { appCalls } from '@vrportal/contract';
import { newId } from '../src/lib/crypto.js';
import type { TestApp } from './harness.js';

let uniqueSeq = 0;

/**
 * `<label><n>`, n counting up in this process: a name no earlier call answered, for the account,
 * package or id a test makes its own. Letters and digits only, so that it fits an e-mail address
 * and a part of a package name alike.
 */
export function unique(label: string): string {
  uniqueSeq += 1;
  return `${label}${uniqueSeq}`;
}

/** `count` new apps of the caller under a package prefix no other test uses; answers their ids. */
export function freshApps(t: TestApp, token: string, count: number, label = 'fresh') {
  return createApps(t, token, count, `com.${unique(label)}.app`);
}

/** Creates `count` apps named "<prefix> 0".."<prefix> n" through the API; answers their ids. */
export async function createApps(
  t: TestApp,
  token: string,
  count: number,
  pkgPrefix: string,
): Promise<string[]> {
  const ids: string[] = [];
  const label = pkgPrefix.split('.')[1] ?? 'app';
  for (let i = 0; i < count; i += 1) {
    const res = await t.call(
      appCalls.createApp,
      { name: `${label} ${i}`, pkg: `${pkgPrefix}${i}` },
      { token },
    );
    if (res.errCode !== 0) throw new Error(`createApp: ${res.errCode} ${res.errMsg}`);
    ids.push(res.data.appId);
    t.clock.advance(1);
  }
  return ids;
}

/** Stores a build file in the blob store and its version row, as a finished upload does. */
export async function addVersion(
  t: TestApp,
  appId: string,
  v: {
    ver: string;
    vcode: number;
    bytes?: number;
    noteEn?: string;
    /** what the APK said of its debuggable flag (a release build unless true) */
    debuggable?: boolean;
    /** a testing track's build */
    track?: string;
  },
) {
  const bytes = randomBytes(v.bytes ?? 2048);
  const id = newId();
  const fname = `${id}.apk`;
  const blobKey = `builds/${appId}/${fname}`;
  await t.services.blobs.put(blobKey, bytes);
  const app = await t.db
    .selectFrom('apps')
    .select('pkg')
    .where('id', '=', appId)
    .executeTakeFirstOrThrow();
  // what the APK reader records for a release build of the app's package
  const manifest = {
    pkg: app.pkg,
    versionCode: v.vcode,
    versionName: v.ver,
    debuggable: v.debuggable ?? false,
  };
  await t.db
    .insertInto('app_versions')
    .values({
      id,
      app_id: appId,
      ver: v.ver,
      vcode: v.vcode,
      size: bytes.length,
      fname,
      blob_key: blobKey,
      note_en: v.noteEn ?? '',
      manifest: JSON.stringify(manifest),
      track: v.track ?? null,
      created_at: t.clock.now().toISOString(),
    })
    .execute();
  return { id, fname, blobKey, bytes };
}
