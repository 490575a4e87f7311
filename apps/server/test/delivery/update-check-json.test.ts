import { afterEach, describe, expect, it } from 'vitest';
import { trackCalls, updateCheckAnswer } from '@vrportal/contract';
import type { TestApp } from '../harness.js';
import { createTestApp, dbKind } from '../harness.js';
import { addVersion, createApps } from '../factories.js';
import { STORE_KEY, releaseOnline } from '../support/tracks.js';

/**
 * The store's call answers JSON written from parts held per build and second: it must be, byte
 * for byte, what the service's answer object turns into, whichever build each device is offered.
 */
describe(`the update check's JSON (${dbKind})`, () => {
  let t: TestApp;
  afterEach(() => t.close());

  const ask = async (body: object) => {
    const res = await t.inject({
      method: 'POST',
      url: trackCalls.updateCheck.path,
      headers: { 'content-type': 'application/json', 'x-store-key': STORE_KEY },
      payload: JSON.stringify(body),
    });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    return res.body;
  };

  it('is what the answer object writes, for the update, the previous build and no build, second after second', async () => {
    t = await createTestApp({ STORE_API_KEY: STORE_KEY });
    const dev = await t.signIn('dev@example.com');
    const admin = await t.signIn('admin@example.com', { admin: true });
    const [appId, other] = await createApps(t, dev, 2, 'com.example.json');
    await addVersion(t, appId!, {
      ver: '1.0',
      vcode: 1,
      noteEn: 'First "quoted" \\ line\nand 中文',
    });
    expect((await releaseOnline(t, dev, admin, appId!)).errCode).toBe(0);
    t.clock.advance(60_000);
    await addVersion(t, appId!, { ver: '1.1', vcode: 2 });
    await t.call(trackCalls.rolloutSet, { appId: appId!, share: 50 }, { token: dev });
    expect((await releaseOnline(t, dev, admin, appId!)).errCode).toBe(0);

    // the addresses change with the second: the clock moves only when the test says so
    t.clock.freeze();
    const codes = new Set<number | null>();
    for (const second of [0, 1]) {
      const urls = new Set<string>();
      for (let i = 0; i < 40; i += 1) {
        const body = {
          deviceId: `device-${i}`,
          apps: [{ appId: appId! }, { appId: other! }, { appId: 'f'.repeat(32) }],
        };
        const text = await ask(body);
        const object = await t.services.delivery.updateCheck(body);
        expect(text).toBe(`{"errCode":0,"errMsg":"","data":${JSON.stringify(object)}}`);
        const data = updateCheckAnswer.parse((JSON.parse(text) as { data: unknown }).data);
        expect(data.apps.map((a) => a.appId)).toEqual([appId, other, 'f'.repeat(32)]);
        // the app never released and the unknown one are offered nothing
        expect(data.apps.slice(1).map((a) => a.build)).toEqual([null, null]);
        const build = data.apps[0]!.build!;
        codes.add(build.versionCode);
        urls.add(build.url);
      }
      // within a second every device of a build gets the same address; the next second another
      expect(urls.size).toBe(2);
      t.clock.advance(1000 * (second + 1));
    }
    // the rollout at 50%: both builds were offered
    expect([...codes].sort()).toEqual([1, 2]);
  });
});
