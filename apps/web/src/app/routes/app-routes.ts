// The screens of the selected app (left menu item 0): its center, release, analytics, platform services.
import { lazy } from 'react';
import { preloadTexts } from '@/lib/i18n';
import type { Lang } from '@/lib/lang';
import type { ShellRoute } from './shell-route';

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
const InAppPurchasePage = lazy(() =>
  loadPlatform().then((pages) => ({ default: pages.InAppPurchasePage })),
);

export const appRoutes: readonly ShellRoute[] = [
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
];
