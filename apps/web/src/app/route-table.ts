import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { LIVE_OR_TAKEN_DOWN_STATUSES } from '@vrportal/contract';
import type { DeveloperPermission, Permission } from '@vrportal/contract';
import type { SelectedApp } from '@/lib/app-selection';
import { preloadTexts } from '@/lib/i18n';
import type { Lang } from '@/lib/lang';
import type { ScreenKey, ScreenProps } from '@/lib/screens';

/**
 * Left icon menu items: 0 apps, 1 payment and finance, 2 the review console (super accounts),
 * 3 the team's administration (the audit log).
 */
export type MenuItem = 0 | 1 | 2 | 3;

/** A screen inside the shell (spec section 2). */
export interface ShellRoute {
  path: string;
  /** route name, stable for code that refers to screens */
  name: string;
  screen: ScreenKey;
  /** the left menu item the screen belongs to; null for none */
  menu: MenuItem | null;
  /**
   * position in the second-level tab list; -1: no tab list (small sidebar). The screens of one
   * group (the analytics pages) share a position and are listed in table order.
   */
  tab: number;
  /** never listed as a tab */
  hidden?: boolean;
  /** false: the left menu never navigates here directly */
  pushedByMenu?: boolean;
  /** other paths that lead here */
  aliases?: string[];
  /** only super accounts see it in the menu (the server refuses everyone else anyway) */
  superOnly?: boolean;
  /**
   * what the reader's role must allow: the tabs and menu leave the screen out otherwise, and
   * its address shows that the role does not allow it (super accounts may open everything)
   */
  permission?: DeveloperPermission;
  /** the screen says itself that the role does not allow it, rather than the shell */
  refusesItself?: boolean;
  page: LazyExoticComponent<ComponentType<ScreenProps>>;
  /**
   * When the portal opens on the screen: starts fetching its chunk and its texts beside the
   * shell's (app/router.tsx preloadFirstScreen), not one after the other
   */
  preload?: (lang: Lang) => void;
}

const PayInfoPage = lazy(() => import('@/features/finance/pages/PayInfoPage'));
const FinanceReviewPage = lazy(() => import('@/features/finance/pages/FinanceReviewPage'));
const FinancialInfoPage = lazy(() => import('@/features/bills/pages/FinancialInfoPage'));
const FinanceOverviewPage = lazy(
  () => import('@/features/finance-overview/pages/FinanceOverviewPage'),
);
const loadAllAppsPage = () => import('@/features/apps/pages/AllAppsPage');
const AllAppsPage = lazy(loadAllAppsPage);
/** The app list's chunk and its texts, when the portal opens on it. */
function preloadAllApps(lang: Lang) {
  void loadAllAppsPage();
  preloadTexts(lang, ['apps']);
}
const AppCenterPage = lazy(() => import('@/features/apps/pages/AppCenterPage'));
const ReleasePage = lazy(() => import('@/features/release/pages/ReleasePage'));
// its own chunk, with the charts it shares with the analytics pages
const TracksPage = lazy(() => import('@/features/tracks/pages/TracksPage'));
const ReviewsPage = lazy(() => import('@/features/reviews/pages/ReviewsPage'));
const NotificationPage = lazy(() => import('@/features/notifications/pages/NotificationPage'));
const ReviewConsolePage = lazy(() => import('@/features/review-console/pages/ReviewConsolePage'));
const BillDisputesPage = lazy(() => import('@/features/review-console/pages/BillDisputesPage'));
// The platform items' and the reported reviews' console pages share a chunk: apart, the second
// one's parts of the UI kit would split chunks the sign-in page shares (its size budget).
const loadConsoleItems = () => import('@/features/review-console/pages/items');
const PlatformReviewPage = lazy(() =>
  loadConsoleItems().then((pages) => ({ default: pages.PlatformReviewPage })),
);
const ReportedReviewsPage = lazy(() =>
  loadConsoleItems().then((pages) => ({ default: pages.ReportedReviewsPage })),
);
const AuditLogPage = lazy(() => import('@/features/audit-log/pages/AuditLogPage'));
// One chunk for the three analytics pages: they share the charts, and a single entry leaves the
// chunks the sign-in screen shares with other screens as they are (its size budget).
const loadAnalytics = () => import('@/features/analytics/pages');
const ApplicationDataPage = lazy(() =>
  loadAnalytics().then((pages) => ({ default: pages.ApplicationDataPage })),
);
const ActivityPage = lazy(() => loadAnalytics().then((pages) => ({ default: pages.ActivityPage })));
const AddonDataPage = lazy(() =>
  loadAnalytics().then((pages) => ({ default: pages.AddonDataPage })),
);
const VitalsPage = lazy(() => loadAnalytics().then((pages) => ({ default: pages.VitalsPage })));
// One chunk for the platform services screens, for the same reason.
const loadPlatform = () => import('@/features/platform/pages');
const PlatformOverviewPage = lazy(() =>
  loadPlatform().then((pages) => ({ default: pages.PlatformOverviewPage })),
);
const AchievementsPage = lazy(() =>
  loadPlatform().then((pages) => ({ default: pages.AchievementsPage })),
);
const LeaderboardsPage = lazy(() =>
  loadPlatform().then((pages) => ({ default: pages.LeaderboardsPage })),
);
const DestinationsPage = lazy(() =>
  loadPlatform().then((pages) => ({ default: pages.DestinationsPage })),
);
const AddonsPage = lazy(() => loadPlatform().then((pages) => ({ default: pages.AddonsPage })));
// The team screen shares its chunk with the invitation page (features/team/pages/index.ts).
const TeamPage = lazy(() =>
  import('@/features/team/pages').then((pages) => ({ default: pages.TeamPage })),
);
const ApiKeysPage = lazy(() => import('@/features/api-keys/pages/ApiKeysPage'));
const WebhooksPage = lazy(() => import('@/features/webhooks/pages/WebhooksPage'));
const InAppPurchasePage = lazy(() =>
  loadPlatform().then((pages) => ({ default: pages.InAppPurchasePage })),
);

export const shellRoutes: readonly ShellRoute[] = [
  {
    path: '/all_apps',
    name: 'AllApps',
    screen: 'allApps',
    menu: 0,
    tab: -1,
    page: AllAppsPage,
    preload: preloadAllApps,
  },
  {
    path: '/app_center',
    name: 'AppCenter',
    screen: 'appCenter',
    menu: 0,
    tab: 0,
    page: AppCenterPage,
  },
  {
    path: '/release',
    name: 'Release',
    screen: 'release',
    menu: 0,
    tab: 1,
    permission: 'releases:write',
    page: ReleasePage,
  },
  // beside the release in the distribution group: testing tracks and the store's staged
  // rollout; every role reads them, what it may change is the screen's to say
  {
    path: '/tracks',
    name: 'Tracks',
    screen: 'tracks',
    menu: 0,
    tab: 1,
    permission: 'apps:read',
    page: TracksPage,
  },
  // beside the tracks: what players say of the store's builds, and the studio's replies
  {
    path: '/reviews',
    name: 'Reviews',
    screen: 'reviews',
    menu: 0,
    tab: 1,
    permission: 'reviews:read',
    page: ReviewsPage,
  },
  // the analytics group (spec 2.1): /analysispage leads to its first screen
  {
    path: '/applicationdata',
    name: 'ApplicationData',
    screen: 'applicationData',
    menu: 0,
    tab: 2,
    aliases: ['/analysispage'],
    permission: 'analytics:read',
    page: ApplicationDataPage,
  },
  {
    path: '/activityanalysis',
    name: 'ActivityAnalysis',
    screen: 'activityAnalysis',
    menu: 0,
    tab: 2,
    permission: 'analytics:read',
    page: ActivityPage,
  },
  {
    path: '/addonanalysis',
    name: 'AddonAnalysis',
    screen: 'addonAnalysis',
    menu: 0,
    tab: 2,
    permission: 'analytics:read',
    page: AddonDataPage,
  },
  // crash and ANR rates per build, after the add-ons in the analytics group
  {
    path: '/vitals',
    name: 'Vitals',
    screen: 'vitals',
    menu: 0,
    tab: 2,
    permission: 'analytics:read',
    page: VitalsPage,
  },
  // the platform services group (spec 2.1): /platformindex leads to its overview
  {
    path: '/platform',
    name: 'Platform',
    screen: 'platformIndex',
    menu: 0,
    tab: 3,
    pushedByMenu: false,
    aliases: ['/platformindex'],
    permission: 'platform:read',
    page: PlatformOverviewPage,
  },
  {
    path: '/achivement',
    name: 'Achievement',
    screen: 'achievement',
    menu: 0,
    tab: 3,
    permission: 'platform:read',
    page: AchievementsPage,
  },
  {
    path: '/leaderboard',
    name: 'Leaderboard',
    screen: 'leaderboard',
    menu: 0,
    tab: 3,
    permission: 'platform:read',
    page: LeaderboardsPage,
  },
  {
    path: '/destination',
    name: 'Destination',
    screen: 'destination',
    menu: 0,
    tab: 3,
    permission: 'platform:read',
    page: DestinationsPage,
  },
  {
    path: '/addons',
    name: 'Addons',
    screen: 'addons',
    menu: 0,
    tab: 3,
    permission: 'platform:read',
    page: AddonsPage,
  },
  {
    path: '/inapppurchase',
    name: 'InAppPurchase',
    screen: 'inAppPurchase',
    menu: 0,
    tab: 3,
    permission: 'platform:read',
    page: InAppPurchasePage,
  },
  {
    path: '/pay_info',
    name: 'PayInfo',
    screen: 'payInfo',
    menu: 1,
    tab: 0,
    permission: 'payment:read',
    page: PayInfoPage,
  },
  {
    path: '/financial_info',
    name: 'FinancialInfo',
    screen: 'financialInfo',
    menu: 1,
    tab: 1,
    aliases: ['/financialInfo'],
    permission: 'bills:read',
    page: FinancialInfoPage,
  },
  {
    path: '/finance_overview',
    name: 'FinanceOverview',
    screen: 'financeOverview',
    menu: 1,
    tab: 2,
    permission: 'finance:read',
    page: FinanceOverviewPage,
  },
  {
    path: '/notification',
    name: 'Notification',
    screen: 'notification',
    menu: null,
    tab: -1,
    hidden: true,
    page: NotificationPage,
  },
  {
    path: '/review',
    name: 'Review',
    screen: 'review',
    menu: 2,
    tab: 0,
    superOnly: true,
    page: ReviewConsolePage,
  },
  {
    path: '/review/finance',
    name: 'FinanceReview',
    screen: 'financeReview',
    menu: 2,
    tab: 1,
    superOnly: true,
    page: FinanceReviewPage,
  },
  {
    path: '/review/bills',
    name: 'BillDisputes',
    screen: 'billDisputes',
    menu: 2,
    tab: 2,
    superOnly: true,
    page: BillDisputesPage,
  },
  {
    path: '/review/platform',
    name: 'PlatformReview',
    screen: 'platformReview',
    menu: 2,
    tab: 3,
    superOnly: true,
    page: PlatformReviewPage,
  },
  {
    path: '/review/player_reviews',
    name: 'ReportedReviews',
    screen: 'reportedReviews',
    menu: 2,
    tab: 4,
    superOnly: true,
    page: ReportedReviewsPage,
  },
  // the organisation's administration, apart from its apps and its money: who changed what
  // (the screen tells a role without audit:read itself, and why), and who the members are
  {
    path: '/audit_log',
    name: 'AuditLog',
    screen: 'auditLog',
    menu: 3,
    tab: 0,
    permission: 'audit:read',
    refusesItself: true,
    page: AuditLogPage,
  },
  {
    path: '/team',
    name: 'Team',
    screen: 'team',
    menu: 3,
    tab: 1,
    permission: 'members:manage',
    page: TeamPage,
  },
  // what acts for the organisation without a member behind it: its webhooks
  {
    path: '/webhooks',
    name: 'Webhooks',
    screen: 'webhooks',
    menu: 3,
    tab: 2,
    permission: 'automation:manage',
    page: WebhooksPage,
  },
  // the keys a studio's pipeline signs its publishing API calls with (not tab 3, which tabsOf
  // leaves out while an app that is not online is selected)
  {
    path: '/api_keys',
    name: 'ApiKeys',
    screen: 'apiKeys',
    menu: 3,
    tab: 4,
    permission: 'automation:manage',
    page: ApiKeysPage,
  },
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
