export { default as PlatformOverviewPage } from './PlatformOverviewPage';
export { default as AchievementsPage } from './AchievementsPage';
export { default as LeaderboardsPage } from './LeaderboardsPage';
export { default as DestinationsPage } from './DestinationsPage';
export { default as AddonsPage } from './AddonsPage';
export { default as InAppPurchasePage } from './InAppPurchasePage';
