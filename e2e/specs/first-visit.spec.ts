import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { assetPaths } from '@vrportal/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, snap, watchPageErrors } from '../support/browser.js';
import { demoAccounts, loginUrl, signInLabels } from '../support/portal.js';
import { startServer } from '../support/server.js';
import type { StartedServer } from '../support/server.js';

const KB = 1024;
const LOGIN_BUDGET = 300 * KB;
const VISIT_BUDGET = 450 * KB;
const CACHED_ASSETS_BUDGET = 30 * KB;
// the cache rules the server promises for files whose names carry their content hash
const IMMUTABLE = 'public, max-age=31536000, immutable';
// apps/web/scripts/compress.mjs leaves files under this size uncompressed
const COMPRESS_MIN_BYTES = 1024;

/** One request of the page as the network saw it. */
interface Transfer {
  url: string;
  type: string;
  status: number;
  /** response headers, names in lower case */
  headers: Record<string, string>;
  /** bytes received over the wire: headers and body as sent, redirects included */
  bytes: number;
  fromCache: boolean;
  finished: boolean;
  failure?: string;
}

/**
 * Counts what a page receives over the wire through the DevTools protocol: the encoded length
 * of every finished request, what had arrived of a failed one, nothing for an answer taken from
 * the browser's cache.
 */
class WireMeter {
  readonly transfers: Transfer[] = [];
  private readonly byId = new Map<string, Transfer>();
  private lastActivity = Date.now();

  static async attach(context: BrowserContext, page: Page): Promise<WireMeter> {
    const meter = new WireMeter();
    const cdp = await context.newCDPSession(page);
    meter.listen(cdp);
    await cdp.send('Network.enable');
    return meter;
  }

  private listen(cdp: CDPSession) {
    cdp.on('Network.requestWillBeSent', (event) => {
      this.lastActivity = Date.now();
      const earlier = this.byId.get(event.requestId);
      if (earlier && event.redirectResponse) {
        // a redirect keeps its request id: the hop's answer was received in full
        earlier.bytes += event.redirectResponse.encodedDataLength;
        earlier.url = event.request.url;
        return;
      }
      const transfer: Transfer = {
        url: event.request.url,
        type: event.type ?? 'Other',
        status: 0,
        headers: {},
        bytes: 0,
        fromCache: false,
        finished: false,
      };
      this.byId.set(event.requestId, transfer);
      this.transfers.push(transfer);
    });
    cdp.on('Network.requestServedFromCache', (event) => {
      const transfer = this.byId.get(event.requestId);
      if (transfer) transfer.fromCache = true;
    });
    cdp.on('Network.responseReceived', (event) => {
      this.lastActivity = Date.now();
      const transfer = this.byId.get(event.requestId);
      if (!transfer) return;
      transfer.status = event.response.status;
      transfer.headers = Object.fromEntries(
        Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), value]),
      );
      if (event.response.fromDiskCache || event.response.fromPrefetchCache) {
        transfer.fromCache = true;
      }
    });
    // a failed request still cost what arrived before it failed
    const received = new Map<string, number>();
    cdp.on('Network.dataReceived', (event) => {
      this.lastActivity = Date.now();
      received.set(event.requestId, (received.get(event.requestId) ?? 0) + event.encodedDataLength);
    });
    cdp.on('Network.loadingFinished', (event) => {
      this.lastActivity = Date.now();
      const transfer = this.byId.get(event.requestId);
      if (!transfer) return;
      transfer.finished = true;
      if (!transfer.fromCache) transfer.bytes += event.encodedDataLength;
      received.delete(event.requestId);
    });
    cdp.on('Network.loadingFailed', (event) => {
      this.lastActivity = Date.now();
      const transfer = this.byId.get(event.requestId);
      if (!transfer) return;
      transfer.finished = true;
      transfer.failure = event.errorText;
      if (!transfer.fromCache) transfer.bytes += received.get(event.requestId) ?? 0;
      received.delete(event.requestId);
    });
  }

  /** Bytes received so far. */
  total(): number {
    return this.transfers.reduce((sum, transfer) => sum + transfer.bytes, 0);
  }

  /**
   * Waits until no request is in flight and nothing moved for a while, so a figure holds what
   * the page fetched on its own (late chunks, pictures, the first calls), not only what came
   * before the element a test waited for.
   */
  async settle(quietMs = 750, timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const inFlight = this.transfers.filter((transfer) => !transfer.finished);
      if (inFlight.length === 0 && Date.now() - this.lastActivity >= quietMs) return;
      if (Date.now() > deadline) {
        throw new Error(`still loading: ${inFlight.map((transfer) => transfer.url).join(', ')}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const pathOf = (url: string) => (url.startsWith('http') ? new URL(url).pathname : url);

/** The largest requests of a step, for the CI log: where the bytes go. */
function largest(transfers: Transfer[], count = 40): string {
  return [...transfers]
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, count)
    .map((t) => `  ${kb(t.bytes).padStart(9)}  ${t.type.padEnd(10)} ${pathOf(t.url)}`)
    .join('\n');
}

function report(step: string, transfers: Transfer[], cumulative?: number) {
  const bytes = transfers.reduce((sum, transfer) => sum + transfer.bytes, 0);
  const total = cumulative === undefined ? '' : `, visit so far ${kb(cumulative)}`;
  console.log(
    `[first-visit] ${step}: ${kb(bytes)} in ${transfers.length} requests${total}\n` +
      largest(transfers),
  );
}

const sameOrigin = (server: StartedServer, transfer: Transfer) =>
  transfer.url.startsWith(`${server.url}/`);

// published pictures and trailers are public files under names never reused, cached for good by
// design (apps/server/src/modules/assets/assets.routes.ts); every other /vrmcsys/ answer is
// the API's
const publicFilePrefixes = [assetPaths.pic, assetPaths.vedio];
function isApiAnswer(transfer: Transfer): boolean {
  const path = pathOf(transfer.url);
  return (
    path.startsWith('/vrmcsys/') && !publicFilePrefixes.some((prefix) => path.startsWith(prefix))
  );
}

const directives = (header: string | undefined) =>
  (header ?? '').split(',').map((directive) => directive.trim().toLowerCase());

// Chinese, the portal's first language, loads the larger set of texts and locale data
describe.each(['zh', 'en'] as const)('first visit in %s with a cold cache', (lang) => {
  // what the sign-in form reads; Chinese signs in by account (phone or e-mail)
  const words = signInLabels(lang);
  let server: StartedServer;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;
  let meter: WireMeter;
  let pageErrors: string[];
  // the requests of the first visit, before the reload
  let firstVisit: Transfer[] = [];

  beforeAll(async () => {
    server = await startServer();
    // a fresh profile: nothing of the portal is in the browser's cache yet
    browser = await launchBrowser();
    page = await browser.context.newPage();
    pageErrors = watchPageErrors(page);
    meter = await WireMeter.attach(browser.context, page);
  });
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && page) {
      const name = context.task.name.replace(/\W+/g, '-').slice(0, 60);
      await snap(page, `failed-${name}`).catch(() => {});
    }
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('makes the sign-in form usable after at most 300 KB', async () => {
    await page.goto(loginUrl(server.url, lang));
    const account = page.getByLabel(words.account, { exact: true });
    const signIn = page.getByRole('button', { name: words.submit, exact: true });
    await expect.poll(() => signIn.isEnabled()).toBe(true);
    // usable: the form takes what is typed
    await account.pressSequentially('d');
    await expect.poll(() => account.inputValue()).toBe('d');
    await meter.settle();

    const loginBytes = meter.total();
    report(`${lang} sign-in page`, meter.transfers);
    expect(meter.transfers.some((t) => t.bytes > 0 && sameOrigin(server, t))).toBe(true);
    expect(loginBytes, `${lang} sign-in page transferred ${kb(loginBytes)}`).toBeLessThanOrEqual(
      LOGIN_BUDGET,
    );
  });

  it('signs in and shows the app list within 450 KB for the whole visit', async () => {
    const { developer } = await demoAccounts(server.dataDir);
    const before = meter.transfers.length;
    await page.getByLabel(words.account, { exact: true }).fill(developer.email);
    await page.getByLabel(words.password, { exact: true }).fill(developer.password);
    await page.getByRole('button', { name: words.submit, exact: true }).click();
    await page.waitForURL(/\/manage\/all_apps$/);
    // the demo developer owns apps; an empty list would show the welcome panel instead
    const listShown = page.locator('article.app-card, .apps-welcome').first();
    await expect.poll(() => listShown.isVisible()).toBe(true);
    await meter.settle();

    const visitBytes = meter.total();
    report(`${lang} sign-in to app list`, meter.transfers.slice(before), visitBytes);
    firstVisit = [...meter.transfers];
    expect(pageErrors).toEqual([]);
    expect(visitBytes, `${lang} first visit transferred ${kb(visitBytes)}`).toBeLessThanOrEqual(
      VISIT_BUDGET,
    );
  });

  it('answers hashed assets cacheable for good and compressed, index.html revalidated, the API never stored', async () => {
    const ours = firstVisit.filter((t) => sameOrigin(server, t) && !t.failure);
    const assets = ours.filter((t) => pathOf(t.url).startsWith('/manage/assets/'));
    const documents = ours.filter((t) => t.type === 'Document');
    const api = ours.filter(isApiAnswer);
    expect(assets.length).toBeGreaterThan(0);
    expect(documents.length).toBeGreaterThan(0);
    expect(api.length).toBeGreaterThan(0);

    for (const asset of assets) {
      const path = pathOf(asset.url);
      expect(asset.status, path).toBe(200);
      expect(asset.headers['cache-control'], path).toBe(IMMUTABLE);
      if (!/\.(js|css)$/.test(path)) continue;
      // over plain http Chromium offers gzip, not brotli; either is the pre-compressed copy
      const encoding = asset.headers['content-encoding'];
      if (encoding === undefined) {
        // only a file too small to be worth compressing goes out as it is
        expect(Number(asset.headers['content-length']), `${path} is not compressed`).toBeLessThan(
          COMPRESS_MIN_BYTES,
        );
      } else {
        expect(['br', 'gzip'], path).toContain(encoding);
      }
    }
    const compressed = assets.filter((t) => t.headers['content-encoding']);
    console.log(
      `[first-visit] ${lang}: ${assets.length} assets, ${compressed.length} compressed ` +
        `(${[...new Set(compressed.map((t) => t.headers['content-encoding']))].join(', ')})`,
    );

    // index.html, whatever portal path asked for it
    for (const document of documents) {
      expect(directives(document.headers['cache-control']), pathOf(document.url)).toContain(
        'no-cache',
      );
    }
    for (const answer of api) {
      expect(directives(answer.headers['cache-control']), pathOf(answer.url)).toContain('no-store');
    }
  });

  it('takes the assets from the cache on a second visit', async () => {
    const firstVisitBytes = firstVisit.reduce((sum, transfer) => sum + transfer.bytes, 0);
    const before = meter.transfers.length;
    await page.reload();
    const listShown = page.locator('article.app-card, .apps-welcome').first();
    await expect.poll(() => listShown.isVisible()).toBe(true);
    await meter.settle();

    const secondVisit = meter.transfers.slice(before);
    const assets = secondVisit.filter((t) => pathOf(t.url).startsWith('/manage/assets/'));
    const assetBytes = assets.reduce((sum, transfer) => sum + transfer.bytes, 0);
    const secondVisitBytes = secondVisit.reduce((sum, transfer) => sum + transfer.bytes, 0);
    report(`${lang} second visit (reload)`, secondVisit);
    console.log(
      `[first-visit] ${lang} second visit: ${kb(secondVisitBytes)} in all, assets ${kb(assetBytes)} ` +
        `(first visit ${kb(firstVisitBytes)})`,
    );

    expect(assets.length).toBeGreaterThan(0);
    expect(
      assets.filter((t) => !t.fromCache).map((t) => pathOf(t.url)),
      'assets fetched again',
    ).toEqual([]);
    expect(assetBytes).toBeLessThanOrEqual(CACHED_ASSETS_BUDGET);
    expect(secondVisitBytes).toBeLessThan(firstVisitBytes / 10);
    expect(pageErrors).toEqual([]);
  });
});
