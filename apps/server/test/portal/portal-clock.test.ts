import { afterEach, describe, expect, it } from 'vitest';
import { portalClockAnswer, servicePaths } from '@vrportal/contract';
import { createTestApp, type TestApp } from '../harness.js';

/**
 * The portal's clock: the web counts "today" and its date ranges in the portal's time zone at
 * the server's time, whatever the browser's zone and clock. It reads no table.
 */
describe('GET /vrmcsys/portal/clock', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const clockOf = async (app: TestApp, headers: Record<string, string> = {}) => {
    const res = await app.inject({ method: 'GET', url: servicePaths.portalClock, headers });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ errCode: number; data: unknown }>();
    expect(body.errCode).toBe(0);
    return portalClockAnswer.parse(body.data);
  };

  it('answers the configured time zone and the server time, to anyone', async () => {
    t = await createTestApp({ TIME_ZONE: 'Pacific/Kiritimati' });
    const before = t.clock.now().getTime();
    const clock = await clockOf(t);
    expect(clock.timeZone).toBe('Pacific/Kiritimati');
    expect(Date.parse(clock.now)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(clock.now)).toBeLessThanOrEqual(t.clock.now().getTime());
  });

  it('follows the server clock, not the caller', async () => {
    t = await createTestApp();
    t.clock.advance(40 * 86_400_000);
    const clock = await clockOf(t, { token: 'not-a-session' });
    // the default zone, and the moved clock 40 days ahead of the machine's
    expect(clock.timeZone).toBe('Asia/Shanghai');
    expect(Date.parse(clock.now) - Date.now()).toBeGreaterThan(39 * 86_400_000);
  });

  it('is a GET call only', async () => {
    t = await createTestApp();
    const res = await t.inject({ method: 'POST', url: servicePaths.portalClock, payload: {} });
    expect(res.statusCode).toBe(404);
  });
});
