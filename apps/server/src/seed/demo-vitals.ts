import type { Services } from '../app.js';
import type { Caller } from '../plugins/caller.js';
import { TRACKS_DEMO_APP } from './demo-tracks.js';

const DAY_MS = 86_400_000;
/** Devices starting the previous build each day, and the staged build each day of its rollout. */
const PREVIOUS_DEVICES = 300;
const STAGED_DEVICES = 260;

const SIGNATURES = {
  npe: 'java.lang.NullPointerException at com.comet.courier.route.Planner.next',
  oom: 'java.lang.OutOfMemoryError at com.comet.courier.map.TileCache.load',
  night: 'java.lang.IllegalStateException at com.comet.courier.ui.NightMode.apply',
  anr: 'ANR in com.comet.courier.MainActivity (Input dispatching timed out)',
};
const stackOf = (signature: string) => {
  const [exception, frame] = signature.split(' at ');
  const where = frame ?? 'com.comet.courier.MainActivity.onResume';
  return [
    exception,
    `\tat ${where}(${where.split('.').at(-2)}.java:${(where.length * 7) % 400})`,
    '\tat com.comet.courier.GameLoop.tick(GameLoop.java:88)',
    '\tat android.os.Handler.dispatchMessage(Handler.java:106)',
    '\tat android.os.Looper.loop(Looper.java:223)',
  ].join('\n');
};

/**
 * A week of vitals for the demo app's two store builds, reported through the store's intake: the
 * previous build starts on 300 devices a day and crashes on about 0.6% of them; the
 * staged build of the rollout crashes on about 3% since it went out three days ago. The
 * automatic halt then halts that rollout by itself, as it would within five minutes.
 */
export async function seedDemoVitals(
  services: Services,
  developer: Caller,
  apps: Map<string, string>,
  now: Date,
) {
  const appId = apps.get(TRACKS_DEMO_APP);
  if (!appId) return;
  const rollout = (await services.rollouts.get(developer, appId)).rollout;
  if (!rollout || rollout.state !== 'running') return;
  const previous = rollout.previous.vcode;
  const staged = rollout.build.vcode;
  const events = [];
  const crashes = [];
  for (let day = 6; day >= 0; day -= 1) {
    const base = now.getTime() - day * DAY_MS - 2 * 3_600_000;
    const builds = [{ vcode: previous, devices: PREVIOUS_DEVICES, offset: 0 }];
    if (day <= 2) builds.push({ vcode: staged, devices: STAGED_DEVICES, offset: PREVIOUS_DEVICES });
    for (const build of builds) {
      for (let i = 0; i < build.devices; i += 1) {
        const deviceId = `demo-vitals-device-${build.offset + i}`;
        const time = base - (i % 600) * 60_000;
        events.push({
          eventId: `demo-vitals-start-${appId}-${build.vcode}-${day}-${i}`,
          appId,
          type: 'start' as const,
          deviceId,
          time,
          versionCode: build.vcode,
        });
        const isStaged = build.vcode === staged;
        // about 0.6% of the previous build's devices crash a day, 3% of the staged build's
        const crashing = isStaged ? i % 33 === 0 : i % 167 === day;
        const freezing = i % 250 === day + 1;
        const models = ['Quest 3', 'Quest 3S', 'Pico 4 Ultra'];
        const kinds: [boolean, 'crash' | 'anr', string][] = [
          [
            crashing,
            'crash',
            isStaged && i % 2 === 0
              ? SIGNATURES.night
              : i % 3 === 0
                ? SIGNATURES.oom
                : SIGNATURES.npe,
          ],
          [freezing, 'anr', SIGNATURES.anr],
        ];
        for (const [happens, type, signature] of kinds) {
          if (!happens) continue;
          crashes.push({
            crashId: `demo-vitals-${type}-${appId}-${build.vcode}-${day}-${i}`,
            appId,
            versionCode: build.vcode,
            deviceId,
            deviceModel: models[i % models.length]!,
            osVersion: '14',
            type,
            time: time + 600_000,
            signature,
            stack: stackOf(signature),
          });
        }
      }
    }
  }
  for (let i = 0; i < events.length; i += 1000) {
    await services.intake.reportEvents(events.slice(i, i + 1000));
  }
  for (let i = 0; i < crashes.length; i += 1000) {
    await services.crashIntake.report(crashes.slice(i, i + 1000));
  }
  await services.autoHalt.run(now);
}
