import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './harness.js';
import { createTestApp } from './harness.js';

describe('serving the built portal under /manage/', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'vrportal-dist-'));
    await fs.mkdir(path.join(dist, 'assets'));
    await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><title>portal index</title>');
    await fs.writeFile(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    await fs.writeFile(path.join(dist, 'favicon.svg'), '<svg/>');
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
    const missing = await t.app.inject({ method: 'GET', url: '/manage/assets/gone-000.js' });
    expect(missing.statusCode).toBe(404);
    const icon = await t.app.inject({ method: 'GET', url: '/manage/favicon.svg' });
    expect(icon.body).toBe('<svg/>');
  });

  it('redirects the root to /manage/ and keeps files outside dist out of reach', async () => {
    const root = await t.app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/manage/');
    const escape = await t.app.inject({ method: 'GET', url: '/manage/..%2f..%2fetc%2fpasswd' });
    expect(escape.body).not.toContain('root:');
  });
});
