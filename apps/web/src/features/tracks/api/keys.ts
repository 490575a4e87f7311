import type { TestingTrack } from '@vrportal/contract';

/** Query keys of the tracks screen: everything of an app, its tracks, its rollout, testers. */
export const tracksKeys = {
  app: (appId: string) => ['tracks', appId] as const,
  list: (appId: string) => ['tracks', appId, 'list'] as const,
  rollout: (appId: string) => ['tracks', appId, 'rollout'] as const,
  testersOf: (appId: string, track: TestingTrack) => ['tracks', appId, 'testers', track] as const,
  testers: (appId: string, track: TestingTrack, page: number) =>
    ['tracks', appId, 'testers', track, page] as const,
};
