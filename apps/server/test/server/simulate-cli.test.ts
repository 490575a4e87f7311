import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appCalls, datacenterCalls, playerReviewCalls } from '@vrportal/contract';
import type { TestApp } from '../harness.js';
import { createTestApp, dbKind } from '../harness.js';
import type { ServerProcess } from '../support/server-process.js';
import { runTs, startServer } from '../support/server-process.js';

const STORE_KEY = 'simulated-store-key-0123456789abcdef';

/** The simulator sends its traffic through the HTTP intake of a running portal. */
describe(`npm run simulate (${dbKind})`, () => {
  let t: TestApp;
  let server: ServerProcess;
  beforeAll(async () => {
    t = await createTestApp({ STORE_API_KEY: STORE_KEY });
    server = await startServer(t, { STORE_API_KEY: STORE_KEY });
  }, 60_000);
  afterAll(async () => {
    await server.stop();
    await t.close();
  });

  const simulate = (args: string[]) =>
    new Promise<{ code: number | null; out: string }>((resolve) => {
      const child = runTs('src/cli/simulate.ts', args, { STORE_API_KEY: STORE_KEY });
      let out = '';
      child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
      child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
      child.once('exit', (code) => resolve({ code, out }));
    });

  it(
    'fills an app with days of traffic, and a second run with the same seed stores nothing new',
    { timeout: 120_000 },
    async () => {
      const token = await t.signIn('sim@example.com');
      const { data } = await t.call(
        appCalls.createApp,
        { name: 'Simulated', pkg: 'com.sim.app' },
        { token },
      );
      const args = ['--app', data.appId, '--days', '5', '--devices', '200', '--server', server.url];
      const first = await simulate(args);
      expect(first.code, first.out).toBe(0);
      expect(first.out).toMatch(/\[#{30}\] (\d+)\/\1 items {2}stored \1, resent 0, refused 0/);
      expect(first.out).toMatch(
        /\d+ events, \d+ orders, \d+ crashes, \d+ users and \d+ reviews sent/,
      );
      const reviews = await t.call(playerReviewCalls.reviewList, { appId: data.appId }, { token });
      expect(reviews.data.total).toBeGreaterThan(0);
      const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
      const fiveDaysAgo = new Date(Date.now() + 8 * 3_600_000 - 4 * 86_400_000)
        .toISOString()
        .slice(0, 10);
      const active = await t.call(
        datacenterCalls.appActiveData,
        { startTime: fiveDaysAgo, endTime: today, appId: data.appId },
        { token },
      );
      expect(active.data.activeNum).toBeGreaterThan(10);
      expect(active.data.startNum).toBeGreaterThan(10);

      const again = await simulate(args);
      expect(again.out).toMatch(/stored 0, resent (\d+), refused 0/);
      const after = await t.call(
        datacenterCalls.appActiveData,
        { startTime: fiveDaysAgo, endTime: today, appId: data.appId },
        { token },
      );
      expect(after.data).toEqual(active.data);

      const wrong = await simulate(['--app', 'nothex']);
      expect(wrong.code).toBe(2);
      expect(wrong.out).toContain('--app needs an App ID');
    },
  );
});
