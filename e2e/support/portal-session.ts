import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, snap, watchPageErrors } from './browser.js';
import type { StartedServer } from './server.js';
import { startServer } from './server.js';

export interface PortalSession {
  server: StartedServer;
  browser: Awaited<ReturnType<typeof launchBrowser>>;
  page: Page;
  /** uncaught errors of the page; a spec expects none */
  pageErrors: string[];
}

/**
 * A started server and a browser page for the tests of one describe block, stopped after it;
 * `env` sets the server's settings, `timezoneId` the browser's time zone.
 */
export function usePortal(
  options: { env?: Record<string, string>; timezoneId?: string } = {},
): PortalSession {
  const session = {} as PortalSession;
  beforeAll(async () => {
    session.server = await startServer(options.env);
    session.browser = await launchBrowser({ timezoneId: options.timezoneId });
    session.page = await session.browser.context.newPage();
    session.pageErrors = watchPageErrors(session.page);
  });
  // a failing test leaves a picture of the page as it was
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && session.page) {
      const name = context.task.name.replace(/\W+/g, '-').slice(0, 60);
      await snap(session.page, `failed-${name}`).catch(() => {});
      // what the server said last, and the page's own errors, to tell a slow machine from a bug
      console.error(`[server log, last lines]\n${session.server?.output().slice(-3000)}`);
      if (session.pageErrors.length)
        console.error(`[page errors]\n${session.pageErrors.join('\n')}`);
    }
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.server?.stop();
  });
  return session;
}
