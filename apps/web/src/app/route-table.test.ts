import { AppStatus } from '@vrportal/contract';
import { describe, expect, it } from 'vitest';
import { findShellRoute, menuTarget, shellRoutes, tabsOf } from './route-table';

const app = (status: number, hasShelves = false) => ({ id: 'a1', name: 'App', status, hasShelves });
const paths = (routes: { path: string }[]) => routes.map((route) => route.path);

describe('route table', () => {
  it('lists the payment tabs of menu item 1 in tab order', () => {
    expect(paths(tabsOf(1, null, false))).toEqual([
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
    expect(paths(tabsOf(0, app(AppStatus.online), false))).toEqual([
      '/app_center',
      '/release',
      '/applicationdata',
      '/activityanalysis',
      '/addonanalysis',
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

  it('leads the platform services group path to its overview', () => {
    expect(findShellRoute('/platformindex')?.name).toBe('Platform');
    expect(findShellRoute('/achivement')?.screen).toBe('achievement');
  });

  it('hides tab 3 of an app unless it is online, taken down or has shelves', () => {
    expect(paths(tabsOf(0, app(AppStatus.autoFailed), false))).toEqual([
      '/app_center',
      '/release',
      '/applicationdata',
      '/activityanalysis',
      '/addonanalysis',
    ]);
    expect(paths(tabsOf(0, app(AppStatus.online), false))).toContain('/platform');
    expect(paths(tabsOf(0, app(AppStatus.takenDown), false))).toContain('/addons');
    expect(paths(tabsOf(0, app(AppStatus.autoFailed, true), false))).toContain('/leaderboard');
  });

  it('never lists hidden routes or routes without a tab index', () => {
    const all = [...tabsOf(0, app(AppStatus.online), false), ...tabsOf(1, null, false)];
    expect(paths(all)).not.toContain('/notification');
    expect(paths(all)).not.toContain('/all_apps');
  });

  it('sends menu item 0 to the app list or the selected app', () => {
    expect(menuTarget(0, null)).toBe('/all_apps');
    expect(menuTarget(0, app(AppStatus.draft))).toBe('/app_center');
    expect(menuTarget(1, null)).toBe('/pay_info');
  });

  it('sends menu item 2 to the review console; its tabs are the app, finance and bill reviews', () => {
    expect(menuTarget(2, null)).toBe('/review');
    expect(findShellRoute('/review')?.superOnly).toBe(true);
    expect(paths(tabsOf(2, null, true))).toEqual([
      '/review',
      '/review/finance',
      '/review/bills',
      '/review/platform',
    ]);
    expect(findShellRoute('/review/bills')).toMatchObject({
      screen: 'billDisputes',
      superOnly: true,
    });
  });

  it('shows the review console submenu to super accounts only', () => {
    expect(tabsOf(2, null, false)).toEqual([]);
    expect(paths(tabsOf(2, null, true))).toContain('/review/finance');
    for (const menu of [0, 1] as const) {
      expect(paths(tabsOf(menu, app(AppStatus.online), false))).toEqual(
        paths(tabsOf(menu, app(AppStatus.online), true)),
      );
    }
  });

  it('lists the audit log under menu item 3, the team administration, not under finance', () => {
    expect(paths(tabsOf(3, null, false))).toEqual(['/audit_log']);
    expect(menuTarget(3, null)).toBe('/audit_log');
    expect(findShellRoute('/audit_log')).toMatchObject({
      name: 'AuditLog',
      screen: 'auditLog',
      menu: 3,
    });
    expect(paths(tabsOf(1, null, false))).not.toContain('/audit_log');
  });

  it('finds routes by path and alias', () => {
    expect(findShellRoute('/financialInfo')?.name).toBe('FinancialInfo');
    expect(findShellRoute('/pay_info/')?.name).toBe('PayInfo');
    expect(findShellRoute('/nowhere')).toBeUndefined();
    expect(new Set(shellRoutes.map((route) => route.name)).size).toBe(shellRoutes.length);
  });
});
