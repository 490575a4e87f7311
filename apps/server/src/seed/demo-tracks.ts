import { randomBytes } from 'node:crypto';
import type { Services } from '../app.js';
import { newId } from '../lib/crypto.js';
import type { Caller } from '../plugins/caller.js';

/** The demo app that ships through tracks: testers on ALPHA, its update rolling out to 20%. */
export const TRACKS_DEMO_APP = 'Comet Courier';

const DAY_MS = 86_400_000;
/** Devices of the demo app, and of them those that took the update so far. */
const DEVICES = 240;

/**
 * The tracks of the demo app: a newer build on ALPHA that passed its check, twenty testers
 * added by address and an invitation link; the adoption of its two store builds, reported as
 * installs and updates through the store's intake as the store would.
 */
export async function seedDemoTracks(
  services: Services,
  developer: Caller,
  apps: Map<string, string>,
  now: Date,
) {
  const appId = apps.get(TRACKS_DEMO_APP);
  const app = appId ? await services.apps.byId(appId) : undefined;
  if (!app) return;
  const newest = (await services.builds.versions(app.id))[0];
  const vcode = Number(newest?.vcode ?? 0) + 1;
  const id = newId();
  const fname = `${app.pkg}_${vcode}_alpha.apk`;
  const blobKey = `builds/${app.id}/${id}.apk`;
  const bytes = Buffer.concat([Buffer.from(`demo alpha build ${vcode}\n`), randomBytes(64 * 1024)]);
  await services.blobs.put(blobKey, bytes);
  await services.builds.addVersion({
    id,
    app_id: app.id,
    ver: `1.${vcode - 1}.0-alpha`,
    vcode,
    size: bytes.length,
    fname,
    blob_key: blobKey,
    // what the APK reader records for a release build of the app
    manifest: JSON.stringify({
      pkg: app.pkg,
      versionCode: vcode,
      versionName: `1.${vcode - 1}.0-alpha`,
      debuggable: false,
      minSdk: 29,
      targetSdk: 32,
      abis: ['arm64-v8a'],
      permissions: [],
    }),
    track: 'alpha',
    created_at: now.toISOString(),
  });
  await services.tracks.built(app.id, 'alpha', id);
  await services.tracks.runCheck(app.id, 'alpha', id);
  await services.tracks.setNotes(
    developer,
    app.id,
    'alpha',
    {
      zh_CN: '新的送货路线和夜间模式，请重点测试夜间模式下的文字可读性。',
      en_US: 'New delivery routes and a night mode: please check that texts read well at night.',
    },
    'en',
  );
  const testers = Array.from({ length: 20 }, (_, i) => `tester${i + 1}@comet-courier.example`);
  await services.tracks.addTesters(developer, app.id, 'alpha', testers);
  await services.tracks.inviteLink(developer, app.id, 'alpha', false);

  // adoption: every device installed the first build over the last two weeks; the devices in the
  // rollout's share updated over the last three days
  const rollout = (await services.rollouts.get(developer, app.id)).rollout;
  if (!rollout) return;
  const events = [];
  for (let i = 0; i < DEVICES; i += 1) {
    const installedAt = now.getTime() - 14 * DAY_MS + Math.floor((i / DEVICES) * 10 * DAY_MS);
    events.push({
      eventId: `demo-install-${app.id}-${i}`,
      appId: app.id,
      type: 'install',
      deviceId: `demo-device-${i}`,
      time: installedAt,
      versionCode: rollout.previous.vcode,
    });
    if (i % 5 === 0) {
      events.push({
        eventId: `demo-update-${app.id}-${i}`,
        appId: app.id,
        type: 'update',
        deviceId: `demo-device-${i}`,
        time: now.getTime() - 3 * DAY_MS + (i % 3) * DAY_MS,
        versionCode: rollout.build.vcode,
      });
    }
  }
  for (let i = 0; i < events.length; i += 1000) {
    await services.intake.reportEvents(events.slice(i, i + 1000));
  }
}
