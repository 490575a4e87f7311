import type { Lang } from '@vrportal/contract';

/** Query keys that more than one feature reads or refreshes; each feature's own are in its api/keys.ts. */
export const sharedKeys = {
  /** every app list, detail and history: a release commit refreshes them */
  apps: ['apps'] as const,
  /** one app's detail, as the app center shows it */
  appDetail: (appId: string | null) => ['apps', 'detail', appId] as const,
  /**
   * the app an address names, looked up by the shell before the screen shows: a key of its own,
   * so a screen refetching the app's detail never hides the screen again
   */
  appInAddress: (appId: string | null, lang: Lang) => ['apps', 'inAddress', appId, lang] as const,
  /** the bell's unread count, also shown by the notification centre's list */
  unreadCount: ['notifications', 'unreadCount'] as const,
  /** the organisations of the account and the current one: the shell, the user menu, the team screens */
  orgs: ['orgs'] as const,
  /** every app of the current organisation, id and name: the team screens and the audit log */
  orgApps: ['orgs', 'apps'] as const,
  /** the portal's time zone and clock, read once: the analytics, finance and audit screens' days */
  portalClock: ['portal', 'clock'] as const,
  /** the reader's own two-step sign-in: the user menu's window changes it, the team screens ask it */
  ownTwoStep: ['account', 'twoStep'] as const,
};
