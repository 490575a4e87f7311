import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/test/memory-storage';

const base = import.meta.env.BASE_URL.replace(/\/$/, '');

describe('fetchPortalClock', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.stubGlobal('window', {
      location: { search: '', pathname: `${base}/applicationdata`, href: 'http://x/' },
      localStorage: memoryStorage(),
      sessionStorage: memoryStorage(),
      addEventListener: () => undefined,
      setTimeout: (fn: () => void) => setTimeout(fn, 0),
    });
    vi.stubGlobal('navigator', { language: 'en', languages: ['en'], onLine: true });
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("GETs the portal's zone and clock and keeps how far the server's clock is ahead", async () => {
    // the browser's clock says 10:00 UTC; the server answers 17:00 UTC
    vi.setSystemTime(new Date('2026-11-30T10:00:00Z'));
    const fetch = vi.fn(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            errCode: 0,
            errMsg: '',
            data: { timeZone: 'Asia/Shanghai', now: '2026-11-30T17:00:00.000Z' },
          }),
          { status: 200 },
        ),
      ),
    );
    vi.stubGlobal('fetch', fetch);
    const { fetchPortalClock } = await import('./portal-clock');
    const clock = await fetchPortalClock();
    expect(clock).toEqual({ timeZone: 'Asia/Shanghai', aheadMs: 7 * 3_600_000 });
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/vrmcsys/portal/clock');
    expect(init.method).toBe('GET');
  });
});
