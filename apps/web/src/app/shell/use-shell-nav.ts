import { useLocation } from 'react-router';
import { useSelectedApp } from '@/lib/app-selection';
import type { Permission } from '@vrportal/contract';
import { useAccess } from '@/lib/current-org';
import { allows } from '@/lib/role-access';
import { useSession } from '@/lib/session';
import { findShellRoute, tabsOf } from '../route-table';

/**
 * Menu item, tab and tab list, derived from the location alone: browser back and forward
 * re-synchronise the menu because there is no other state to keep in step.
 */
export function useShellNav() {
  const location = useLocation();
  const app = useSelectedApp();
  const { isSuper } = useSession();
  const access = useAccess();
  const can = (permission: Permission) => allows(access, permission);
  const route = findShellRoute(location.pathname);
  // a super-only screen belongs to no menu item of anyone else
  const menu = route && (isSuper || !route.superOnly) ? route.menu : null;
  const tabIndex = route?.tab ?? -1;
  const tabs = tabsOf(menu, app, isSuper, can);
  /** the small sidebar (icon rail only) when the screen has no tab index */
  const small = tabIndex === -1 || tabs.length === 0;
  return { route, menu, tabIndex, tabs, small, app, pathname: location.pathname, access, can };
}
