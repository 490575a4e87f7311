/** Screens inside the shell; each has its title under common:screens. */
export type ScreenKey =
  | 'allApps'
  | 'appCenter'
  | 'release'
  | 'tracks'
  | 'reviews'
  | 'reportedReviews'
  | 'payInfo'
  | 'financialInfo'
  | 'financeOverview'
  | 'notification'
  | 'auditLog'
  | 'platformIndex'
  | 'achievement'
  | 'leaderboard'
  | 'destination'
  | 'addons'
  | 'inAppPurchase'
  | 'applicationData'
  | 'activityAnalysis'
  | 'addonAnalysis'
  | 'vitals'
  | 'financeReview'
  | 'billDisputes'
  | 'platformReview'
  | 'review'
  | 'team'
  | 'apiKeys'
  | 'webhooks';

/** What the router hands to every shell screen. */
export interface ScreenProps {
  screen: ScreenKey;
}
