import type { PlatformKind } from '@vrportal/contract';

/** Query keys of the platform screens: everything of an app, a kind's list and submissions. */
export const platformKeys = {
  app: (appId: string) => ['platform', appId] as const,
  list: (appId: string, kind: PlatformKind) => ['platform', appId, kind, 'list'] as const,
  audits: (appId: string, kind: PlatformKind) => ['platform', appId, kind, 'audits'] as const,
  board: (appId: string, boardId: string) => ['platform', appId, 'board', boardId] as const,
  entries: (
    appId: string,
    boardId: string,
    request: { period: string; start: number; limit: number; userId?: string },
  ) => ['platform', appId, 'board', boardId, 'entries', request] as const,
  moderation: (appId: string, boardId: string, page: number) =>
    ['platform', appId, 'board', boardId, 'moderation', page] as const,
};
