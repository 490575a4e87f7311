import fs from 'node:fs/promises';
import zlib from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../harness.js';
import { createTestApp } from '../harness.js';

const BIG = `export const text = "${'portal '.repeat(2000)}";`;

describe('serving the built portal under /manage/', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'vrportal-dist-'));
    await fs.mkdir(path.join(dist, 'assets'));
    await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><title>portal index</title>');
    await fs.writeFile(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    await fs.writeFile(path.join(dist, 'favicon.svg'), '<svg/>');
    // what the build's compress step leaves beside a large asset
    await fs.writeFile(path.join(dist, 'assets', 'big-def456.js'), BIG);
    await fs.writeFile(path.join(dist, 'assets', 'big-def456.js.br'), zlib.brotliCompressSync(BIG));
    await fs.writeFile(path.join(dist, 'assets', 'big-def456.js.gz'), zlib.gzipSync(BIG));
    t = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it('answers index.html for every screen path (history mode), never cached', async () => {
    for (const url of [
      '/manage/',
      '/manage/login?redirect=%2Fall_apps',
      '/manage/all_apps',
      '/manage/app_center/x',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('portal index');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets as immutable and answers 404 for a missing one', async () => {
    const js = await t.app.inject({ method: 'GET', url: '/manage/assets/app-abc123.js' });
    expect(js.statusCode).toBe(200);
    expect(js.body).toBe('console.log(1)');
    expect(js.headers['cache-control']).toContain('immutable');
    // cached for good: nothing to revalidate with, no bytes spent on validators
    expect(js.headers.etag).toBeUndefined();
    expect(js.headers['last-modified']).toBeUndefined();
    expect(js.headers['accept-ranges']).toBeUndefined();
    const missing = await t.app.inject({ method: 'GET', url: '/manage/assets/gone-000.js' });
    expect(missing.statusCode).toBe(404);
    const icon = await t.app.inject({ method: 'GET', url: '/manage/favicon.svg' });
    expect(icon.body).toBe('<svg/>');
    // files that are fetched anew keep their validators, so a revalidation costs a 304
    expect(icon.headers.etag).toBeDefined();
    const again = await t.app.inject({
      method: 'GET',
      url: '/manage/favicon.svg',
      headers: { 'if-none-match': String(icon.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('redirects the root to /manage/ and keeps files outside dist out of reach', async () => {
    const root = await t.app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/manage/');
    const escape = await t.app.inject({ method: 'GET', url: '/manage/..%2f..%2fetc%2fpasswd' });
    expect(escape.body).not.toContain('root:');
  });

  it('sends the pre-compressed copy the browser accepts, and the plain file to others', async () => {
    const url = '/manage/assets/big-def456.js';
    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(BIG);
    expect(br.rawPayload.length).toBeLessThan(BIG.length / 10);
    expect(br.headers['cache-control']).toContain('immutable');
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(BIG);
    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': '' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG);
  });

  it('answers a bad escape in a path with the portal or a 400 envelope, never a 500', async () => {
    for (const url of ['/manage/%25', '/manage/%E0%A4%A', '/manage/assets/%ZZ']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(500);
      if (res.statusCode === 200) expect(res.body).toContain('portal index');
    }
    const api = await t.app.inject({
      method: 'POST',
      url: '/vrmcsys/dvlper/%E0%A4%A',
      payload: {},
    });
    expect(api.statusCode).toBe(400);
    expect(api.json()).toMatchObject({ errCode: 10400, data: null });
    expect(typeof api.json().errMsg).toBe('string');
  });

  it('puts the security headers on every answer; API answers are never stored', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/manage/login' });
    const api = await t.app.inject({
      method: 'POST',
      url: '/vrmcsys/account/validateUser',
      payload: { email: 'nobody@example.com' },
    });
    for (const res of [page, api]) {
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(api.headers['cache-control']).toBe('no-store');
  });
});
