import type { BlobStore } from '../../lib/blob-store.js';
import type { AccountNamesOf } from '../account/index.js';
import type { Clock } from '../../lib/time.js';
import type { AppsService } from '../apps/index.js';
import type { LimitsService } from '../limits/index.js';
import type { NotificationService } from '../notifications/index.js';
import type { PlatformRepository } from './platform.repository.js';

/** What the runtime module keeps of players (progress, scores) that this module asks for. */
export interface PlatformRuntimePort {
  /** entries of each board in its current period */
  entryCounts(boards: { id: string; reset: number }[]): Promise<Map<string, number>>;
  /** a deleted leaderboard's entries and moderation records go with it */
  dropLeaderboard(id: string): Promise<void>;
  /** a deleted achievement's progress of every player goes with it */
  dropAchievement(id: string): Promise<void>;
}

/** What the platform service is made with. */
export interface PlatformDeps {
  repo: PlatformRepository;
  apps: AppsService;
  notifications: NotificationService;
  blobs: BlobStore;
  clock: Clock;
  /** image uploads count against the developer's uploads, as asset files do */
  limits: LimitsService;
  /** the accounts (e-mail or mobile) shown in the review queue */
  accountNamesOf: AccountNamesOf;
  /** the teams module names the organisation of a submission: its name and its owner */
  orgLabelsOf: AccountNamesOf;
  runtime?: PlatformRuntimePort;
  /** a failure of work after the answer is decided (dropping a deleted item's player data) */
  onError?: (error: unknown) => void;
}
