import { describe, expect, it } from 'vitest';
import { snap } from '../support/browser.js';
import { loginUrl } from '../support/portal.js';
import { usePortal } from '../support/portal-session.js';
import { text } from '../support/texts.js';

/** The API reference the build writes from the contract, read in Swagger UI under the portal. */
describe('the API reference', () => {
  const portal = usePortal();

  it('shows every call group and a call with its schema, within the CSP', async () => {
    const { page, server, pageErrors } = portal;
    // the footer of every screen leads to it
    await page.goto(loginUrl(server.url, 'en'));
    await page
      .getByRole('link', { name: text('en', 'common:footer.apiDocs'), exact: true })
      .click();
    await page.waitForURL(/\/manage\/api-docs\/$/);
    await page.goto(`${server.url}/manage/api-docs`);
    await page.waitForURL(/\/manage\/api-docs\/$/);
    const tags = page.locator('.opblock-tag');
    await expect.poll(() => tags.count()).toBeGreaterThan(10);
    for (const tag of ['Account', 'Apps', 'Platform services', 'Runtime API', 'Bills']) {
      expect(await page.locator(`.opblock-tag[data-tag="${tag}"]`).count(), tag).toBe(1);
    }
    await page.locator('.opblock-tag[data-tag="Apps"]').click();
    const createApp = page.locator('.opblock-post', { hasText: '/vrmcsys/dvlper/createApp' });
    await createApp.locator('.opblock-summary').click();
    await expect.poll(() => createApp.locator('.opblock-body').isVisible()).toBe(true);
    await expect.poll(() => createApp.locator('.opblock-body').innerText()).toContain('pkg');
    await snap(page, 'e2e-api-docs-1440');
    await page.setViewportSize({ width: 375, height: 800 });
    await snap(page, 'e2e-api-docs-375');
    expect(pageErrors).toEqual([]);
  });

  it('sends the reference compressed and revalidated', async () => {
    const { server } = portal;
    const res = await fetch(`${server.url}/manage/api-docs/openapi.json`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/vrmcsys/platform/v1/leaderboards/write']).toBeDefined();
  });
});
