/** Query keys of the release screens: every form of an app, one form, the channels of an app. */
export const releaseKeys = {
  app: (appId: string) => ['release', appId] as const,
  form: (appId: string, cId: string) => ['release', appId, 'form', cId] as const,
  diff: (appId: string, cId: string) => ['release', appId, 'diff', cId] as const,
  channels: (appId: string) => ['release', appId, 'channels'] as const,
  channel: (appId: string, cId: string) => ['release', appId, 'channel', cId] as const,
  /** the assets of one release: the main store's ('') or a channel's */
  assets: (appId: string, cId: string) => ['release', appId, 'assets', cId] as const,
};
