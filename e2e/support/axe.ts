import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** One finding of axe-core, as the browser tests report it. */
export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core on the page as it is and answers its serious and critical violations. The
 * engine is evaluated through the DevTools protocol, so the portal's CSP (no inline scripts)
 * does not stand in the way; a page load drops it and the next check brings it back.
 */
export async function axeViolations(page: Page): Promise<AxeFinding[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const engine = (window as unknown as { axe: typeof axe }).axe;
    const result = await engine.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact ?? '',
        help: v.help,
        targets: v.nodes.map((n) => {
          // a contrast finding says which colours meet
          const data = n.any[0]?.data as
            { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
          const where = n.target.join(' ');
          return data?.fgColor
            ? `${where} (${data.fgColor} on ${data.bgColor}, ${data.contrastRatio})`
            : where;
        }),
      }));
  });
}

/** A finding as one line of a test failure: the screen, the rule, where. */
export const describeFinding = (screen: string, f: AxeFinding) =>
  `${screen}: ${f.impact} ${f.id} (${f.help}) at ${f.targets.slice(0, 5).join(' | ')}${
    f.targets.length > 5 ? ` and ${f.targets.length - 5} more` : ''
  }`;

/**
 * Waits until the screen shows its content: the boot splash and the screen's code are loaded,
 * a heading (not one marked data-left, of the screen before) or a dialog is drawn, and nothing on it is still loading (spinners, skeletons,
 * busy lists, charts waiting for their figures).
 */
export async function screenSettled(page: Page) {
  await page.waitForFunction(
    () => {
      const busy = document.querySelector(
        '.boot-splash, .page-loader, .ant-spin-spinning, .ant-skeleton-active, [aria-busy="true"], [data-state="loading"]',
      );
      return !busy && document.querySelector('h1:not([data-left]), [role="dialog"]') !== null;
    },
    undefined,
    { polling: 100, timeout: 30_000 },
  );
}
