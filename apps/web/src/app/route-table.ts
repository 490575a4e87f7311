import { LIVE_OR_TAKEN_DOWN_STATUSES } from '@vrportal/contract';
import type { Permission } from '@vrportal/contract';
import type { SelectedApp } from '@/lib/app-selection';
import { appRoutes } from './routes/app-routes';
import { consoleRoutes, notificationRoutes } from './routes/console-routes';
import { financeRoutes } from './routes/finance-routes';
import { organisationRoutes } from './routes/organisation-routes';
import type { MenuItem, ShellRoute } from './routes/shell-route';

export type { MenuItem, ShellRoute } from './routes/shell-route';

/** Every screen of the shell, in the order the tabs of one group are listed. */
export const shellRoutes: readonly ShellRoute[] = [
  ...appRoutes,
  ...financeRoutes,
  ...notificationRoutes,
  ...consoleRoutes,
  ...organisationRoutes,
];

/** The shell route a location path belongs to (aliases included). */
export function findShellRoute(pathname: string): ShellRoute | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return shellRoutes.find((route) => route.path === path || route.aliases?.includes(path));
}

/** App statuses for which the app's tab 3 (platform services) is listed: online or taken down. */
const TAB3_STATUSES: ReadonlySet<number> = new Set(LIVE_OR_TAKEN_DOWN_STATUSES);

/** Whether the reader's role allows a permission (lib/current-org.ts answers it in the shell). */
export type Allows = (permission: Permission) => boolean;

/**
 * The second-level tab list of a menu item: its routes with a tab index, without hidden ones,
 * without the super accounts' screens for anyone else (a developer who opens /review by its
 * address sees no review console submenu), without the screens the reader's role does not
 * allow, and without tab 3 for an app that is neither online nor taken down and has no shelves.
 */
export function tabsOf(
  menu: MenuItem | null,
  app: SelectedApp | null,
  isSuper: boolean,
  allows: Allows,
): ShellRoute[] {
  if (menu === null) return [];
  return shellRoutes
    .filter((route) => route.menu === menu && route.tab >= 0 && !route.hidden)
    .filter((route) => isSuper || !route.superOnly)
    .filter((route) => !route.permission || allows(route.permission))
    .filter((route) => route.tab !== 3 || !app || TAB3_STATUSES.has(app.status) || app.hasShelves)
    .sort((a, b) => a.tab - b.tab);
}

/** Where a left menu item leads; null when the reader's role reaches none of its screens. */
export function menuTarget(menu: MenuItem, app: SelectedApp | null, allows: Allows): string | null {
  if (menu === 0) return app ? '/app_center' : '/all_apps';
  if (menu === 2) return '/review';
  // menu items 0 and 1 have no super-only tabs
  const first = tabsOf(menu, app, false, allows).find((route) => route.pushedByMenu !== false);
  return first?.path ?? null;
}
