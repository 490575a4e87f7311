import { describe, expect, it } from 'vitest';
import { DeliveryCache } from '../../src/modules/delivery/delivery-cache.js';
import type { AppDelivery } from '../../src/modules/delivery/delivery-cache.js';
import { DownloadLinks } from '../../src/modules/delivery/download-links.js';
import type { BlobStore } from '../../src/lib/blob-store.js';

const app = (publishedVersionId: string): AppDelivery => ({
  live: true,
  publishedVersionId,
  rollout: null,
  forced: false,
  testing: false,
});

/** A load that answers when told to, counting what it was asked for. */
function gatedLoad() {
  const asked: string[][] = [];
  let open: (() => void) | undefined;
  let gate = new Promise<void>((resolve) => (open = resolve));
  const value = { current: 'v1' };
  return {
    asked,
    value,
    release: () => open?.(),
    rearm: () => (gate = new Promise<void>((resolve) => (open = resolve))),
    load: async (ids: string[]) => {
      asked.push(ids);
      const version = value.current;
      await gate;
      return new Map(ids.map((id) => [id, app(version)]));
    },
  };
}

describe('the update check cache', () => {
  it('reads an app once for many checks that miss it together, then holds it until it expires', async () => {
    let now = 0;
    const cache = new DeliveryCache(1000, () => now);
    const source = gatedLoad();
    const checks = Array.from({ length: 50 }, () => cache.appsOf(['a', 'b'], source.load));
    source.release();
    const answers = await Promise.all(checks);
    expect(source.asked).toEqual([['a', 'b']]);
    expect(answers.every((m) => m.get('a')?.publishedVersionId === 'v1')).toBe(true);

    now = 999;
    await cache.appsOf(['a'], source.load);
    expect(source.asked).toHaveLength(1);
    now = 1000;
    source.value.current = 'v2';
    const later = await cache.appsOf(['a'], source.load);
    expect(source.asked).toEqual([['a', 'b'], ['a']]);
    expect(later.get('a')?.publishedVersionId).toBe('v2');
  });

  it('does not keep a read that began before the app changed', async () => {
    const cache = new DeliveryCache(60_000, () => 0);
    const source = gatedLoad();
    const stale = cache.appsOf(['a'], source.load);
    // the app changes on this instance while its old state is being read
    cache.forget('a');
    source.release();
    expect((await stale).get('a')?.publishedVersionId).toBe('v1');
    source.value.current = 'v2';
    const fresh = await cache.appsOf(['a'], source.load);
    expect(fresh.get('a')?.publishedVersionId).toBe('v2');
    expect(source.asked).toHaveLength(2);
  });

  it('lets the next check read again when a read fails', async () => {
    const cache = new DeliveryCache(1000, () => 0);
    await expect(
      cache.appsOf(['a'], () => Promise.reject(new Error('database gone'))),
    ).rejects.toThrow('database gone');
    const source = gatedLoad();
    source.release();
    expect((await cache.appsOf(['a'], source.load)).get('a')?.publishedVersionId).toBe('v1');
  });
});

describe('download addresses', () => {
  const blobs = {} as BlobStore;
  const links = new DownloadLinks('secret', 'https://portal.example', blobs);

  it('are made once a second per file and stay valid for the hour', async () => {
    const at = Date.UTC(2026, 10, 29, 8, 0, 0, 100);
    const first = await links.linkOf('builds/a/1.apk', 'com.game_2.apk', at);
    const same = await links.linkOf('builds/a/1.apk', 'com.game_2.apk', at + 800);
    const next = await links.linkOf('builds/a/1.apk', 'com.game_2.apk', at + 900);
    const other = await links.linkOf('builds/b/1.apk', 'com.other_2.apk', at);
    expect(same).toEqual(first);
    expect(next.url).not.toBe(first.url);
    expect(other.url).toContain('com.other_2.apk');
    expect(first.expiresAt).toBe('2026-11-29T09:00:00.000Z');
    const query = new URL(next.url).searchParams;
    const exp = Number(query.get('exp'));
    expect(links.valid('com.game_2.apk', exp, query.get('sig')!, at + 900)).toBe(true);
    expect(links.valid('com.game_2.apk', exp, query.get('sig')!, (exp + 1) * 1000)).toBe(false);
    expect(links.valid('com.other_2.apk', exp, query.get('sig')!, at)).toBe(false);
  });
});
