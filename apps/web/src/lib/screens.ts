/** Screens inside the shell; each has its title under common:screens. */
export type ScreenKey =
  | 'allApps'
  | 'appCenter'
  | 'release'
  | 'payInfo'
  | 'financialInfo'
  | 'notification'
  | 'platformIndex'
  | 'financeReview'
  | 'review';

/** What the router hands to every shell screen. */
export interface ScreenProps {
  screen: ScreenKey;
}
