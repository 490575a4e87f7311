import { AppStatus, roleAllows, type Role } from '@vrportal/contract';
import { describe, expect, it } from 'vitest';
import { findShellRoute, menuTarget, shellRoutes, tabsOf, type Allows } from './route-table';

const app = (status: number, hasShelves = false) => ({ id: 'a1', name: 'App', status, hasShelves });
const paths = (routes: { path: string }[]) => routes.map((route) => route.path);
/** every permission, as a super account or an owner has */
const all: Allows = () => true;
const as =
  (role: Role): Allows =>
  (permission) =>
    roleAllows(role, permission);

describe('route table', () => {
  it('lists the payment tabs of menu item 1 in tab order', () => {
    expect(paths(tabsOf(1, null, false, all))).toEqual([
      '/pay_info',
      '/financial_info',
      '/finance_overview',
    ]);
    expect(findShellRoute('/finance_overview')).toMatchObject({
      name: 'FinanceOverview',
      screen: 'financeOverview',
    });
  });

  it('lists the app tabs in order: overview, distribution, the analytics group, platform services', () => {
    expect(paths(tabsOf(0, app(AppStatus.online), false, all))).toEqual([
      '/app_center',
      '/release',
      '/tracks',
      '/reviews',
      '/applicationdata',
      '/activityanalysis',
      '/addonanalysis',
      '/vitals',
      '/platform',
      '/achivement',
      '/leaderboard',
      '/destination',
      '/addons',
      '/inapppurchase',
    ]);
  });

  it('leads the analytics group path to its first screen', () => {
    expect(findShellRoute('/analysispage')?.name).toBe('ApplicationData');
    expect(findShellRoute('/addonanalysis')?.screen).toBe('addonAnalysis');
  });

  it('places the tracks in the distribution group, right after the release', () => {
    expect(findShellRoute('/tracks')).toMatchObject({
      name: 'Tracks',
      screen: 'tracks',
      menu: 0,
      tab: findShellRoute('/release')!.tab,
    });
    // an app screen: the shell keeps its app in the address
    expect(findShellRoute('/tracks/')?.name).toBe('Tracks');
  });

  it('leads the platform services group path to its overview', () => {
    expect(findShellRoute('/platformindex')?.name).toBe('Platform');
    expect(findShellRoute('/achivement')?.screen).toBe('achievement');
  });

  it('hides tab 3 of an app unless it is online, taken down or has shelves', () => {
    expect(paths(tabsOf(0, app(AppStatus.autoFailed), false, all))).toEqual([
      '/app_center',
      '/release',
      '/tracks',
      '/reviews',
      '/applicationdata',
      '/activityanalysis',
      '/addonanalysis',
      '/vitals',
    ]);
    expect(paths(tabsOf(0, app(AppStatus.online), false, all))).toContain('/platform');
    expect(paths(tabsOf(0, app(AppStatus.takenDown), false, all))).toContain('/addons');
    expect(paths(tabsOf(0, app(AppStatus.autoFailed, true), false, all))).toContain('/leaderboard');
  });

  it('never lists hidden routes or routes without a tab index', () => {
    const listed = [
      ...tabsOf(0, app(AppStatus.online), false, all),
      ...tabsOf(1, null, false, all),
    ];
    expect(paths(listed)).not.toContain('/notification');
    expect(paths(listed)).not.toContain('/all_apps');
    expect(paths(listed)).not.toContain('/team');
    expect(paths(listed)).not.toContain('/audit_log');
  });

  it('sends menu item 0 to the app list or the selected app', () => {
    expect(menuTarget(0, null, all)).toBe('/all_apps');
    expect(menuTarget(0, app(AppStatus.draft), all)).toBe('/app_center');
    expect(menuTarget(1, null, all)).toBe('/pay_info');
  });

  it('sends menu item 2 to the review console; its tabs are the app, finance, bill, platform and reported-review reviews', () => {
    expect(menuTarget(2, null, all)).toBe('/review');
    expect(findShellRoute('/review')?.superOnly).toBe(true);
    expect(paths(tabsOf(2, null, true, all))).toEqual([
      '/review',
      '/review/finance',
      '/review/bills',
      '/review/platform',
      '/review/player_reviews',
    ]);
    expect(findShellRoute('/review/bills')).toMatchObject({
      screen: 'billDisputes',
      superOnly: true,
    });
  });

  it('shows the review console submenu to super accounts only', () => {
    expect(tabsOf(2, null, false, all)).toEqual([]);
    expect(paths(tabsOf(2, null, true, all))).toContain('/review/finance');
    for (const menu of [0, 1] as const) {
      expect(paths(tabsOf(menu, app(AppStatus.online), false, all))).toEqual(
        paths(tabsOf(menu, app(AppStatus.online), true, all)),
      );
    }
  });

  it('lists the audit log and the members under menu item 3, the team administration', () => {
    expect(paths(tabsOf(3, null, false, all))).toEqual([
      '/audit_log',
      '/team',
      '/webhooks',
      '/api_keys',
    ]);
    expect(menuTarget(3, null, all)).toBe('/audit_log');
    expect(findShellRoute('/audit_log')).toMatchObject({
      name: 'AuditLog',
      screen: 'auditLog',
      menu: 3,
    });
    expect(paths(tabsOf(1, null, false, all))).not.toContain('/audit_log');
  });

  it('finds routes by path and alias', () => {
    expect(findShellRoute('/financialInfo')?.name).toBe('FinancialInfo');
    expect(findShellRoute('/pay_info/')?.name).toBe('PayInfo');
    expect(findShellRoute('/nowhere')).toBeUndefined();
    expect(new Set(shellRoutes.map((route) => route.name)).size).toBe(shellRoutes.length);
  });

  it('lists only the tabs the role allows: finance keeps the payment tabs and reads the tracks', () => {
    const online = app(AppStatus.online);
    // the tracks are read by every role (apps:read); the release wizard needs releases:write
    expect(paths(tabsOf(0, online, false, as('finance')))).toEqual(['/app_center', '/tracks']);
    expect(paths(tabsOf(1, null, false, as('finance')))).toEqual([
      '/pay_info',
      '/financial_info',
      '/finance_overview',
    ]);
    expect(paths(tabsOf(0, online, false, as('analyst')))).toEqual([
      '/app_center',
      '/tracks',
      '/reviews',
      '/applicationdata',
      '/activityanalysis',
      '/addonanalysis',
      '/vitals',
      '/platform',
      '/achivement',
      '/leaderboard',
      '/destination',
      '/addons',
      '/inapppurchase',
    ]);
    expect(paths(tabsOf(0, online, false, as('developer')))).toContain('/release');
    expect(tabsOf(1, null, false, as('developer'))).toEqual([]);
    expect(paths(tabsOf(0, online, false, as('owner')))).toEqual(
      paths(tabsOf(0, online, false, all)),
    );
  });

  it('leads a menu item nowhere when the role reaches none of its screens', () => {
    expect(menuTarget(1, null, as('developer'))).toBeNull();
    expect(menuTarget(3, null, as('finance'))).toBeNull();
    expect(menuTarget(3, null, as('admin'))).toBe('/audit_log');
    expect(menuTarget(1, null, as('finance'))).toBe('/pay_info');
    // every role reads its apps
    expect(menuTarget(0, null, as('analyst'))).toBe('/all_apps');
  });

  it('names the permission of each screen a role may lack', () => {
    const permissionOf = (path: string) => findShellRoute(path)?.permission;
    expect(permissionOf('/release')).toBe('releases:write');
    expect(permissionOf('/tracks')).toBe('apps:read');
    expect(permissionOf('/reviews')).toBe('reviews:read');
    expect(permissionOf('/pay_info')).toBe('payment:read');
    expect(permissionOf('/financial_info')).toBe('bills:read');
    expect(permissionOf('/finance_overview')).toBe('finance:read');
    expect(permissionOf('/team')).toBe('members:manage');
    expect(permissionOf('/audit_log')).toBe('audit:read');
    expect(permissionOf('/api_keys')).toBe('automation:manage');
    for (const path of ['/applicationdata', '/activityanalysis', '/addonanalysis', '/vitals']) {
      expect(permissionOf(path)).toBe('analytics:read');
    }
    for (const route of shellRoutes.filter((r) => r.menu === 0 && r.tab === 3)) {
      expect(route.permission, route.path).toBe('platform:read');
    }
    for (const path of ['/all_apps', '/app_center', '/notification']) {
      expect(permissionOf(path)).toBeUndefined();
    }
  });
});
