import { ErrorCode } from '@vrportal/contract';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../apps/index.js';
import type { AchievementDef, BoardDef, PlatformPort } from '../platform-runtime/index.js';
import type { PlatformOwnership } from './platform-ownership.js';
import type { ItemRow, PlatformRepository } from './platform.repository.js';

// the runtime module declares what it reads (its port); these reads answer it
export type { AchievementDef };
/** A leaderboard as the runtime API reads it. */
export type LeaderboardDef = BoardDef;

function achievementDef(row: ItemRow<'achievement'>): AchievementDef {
  return {
    id: row.id,
    apiName: row.api_name,
    type: row.type,
    target: Number(row.target),
    bitSize: row.bit_size,
  };
}

function leaderboardDef(row: ItemRow<'leaderboard'>): LeaderboardDef {
  return { id: row.id, sortOrder: row.sort_order, reset: row.reset };
}

/** The items the runtime module reads: what a game's server names by API name, and moderation. */
export class PlatformRuntimeReads implements PlatformPort {
  constructor(
    private readonly repo: PlatformRepository,
    private readonly ownership: PlatformOwnership,
  ) {}

  async achievementByApiName(appId: string, apiName: string): Promise<AchievementDef | null> {
    const row = await this.repo.rowByApiName('achievement', appId, apiName);
    return row ? achievementDef(row) : null;
  }

  async achievementsOf(appId: string): Promise<AchievementDef[]> {
    return (await this.repo.list('achievement', appId)).map(achievementDef);
  }

  async leaderboardByApiName(appId: string, apiName: string): Promise<LeaderboardDef | null> {
    const row = await this.repo.rowByApiName('leaderboard', appId, apiName);
    return row ? leaderboardDef(row) : null;
  }

  /**
   * A leaderboard of an app the caller owns (a super account may read any): 10501 for another
   * developer's app, 10650 for an id that is not a leaderboard of the app.
   */
  async ownedLeaderboard(caller: Caller, appId: string, id: string): Promise<LeaderboardDef> {
    const app = await this.ownership.appOf(caller, 'leaderboard', appId, false);
    const [row] = await this.repo.rows('leaderboard', app.id, [id]);
    if (!row) throw new AppError(ErrorCode.platformItemNotFound);
    return leaderboardDef(row);
  }
}
