/** Query keys that more than one feature reads or refreshes; each feature's own are in its api/keys.ts. */
export const sharedKeys = {
  /** every app list, detail and history: a release commit refreshes them */
  apps: ['apps'] as const,
  /** one app's detail: the app center shows it, the shell selects the app an address names */
  appDetail: (appId: string | null) => ['apps', 'detail', appId] as const,
  /** the bell's unread count, also shown by the notification centre's list */
  unreadCount: ['notifications', 'unreadCount'] as const,
};
