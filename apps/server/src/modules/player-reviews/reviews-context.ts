// What the parts of the player-reviews module share: dependencies, clock, the app check, aliases.
import { createHmac } from 'node:crypto';
import type { Lang } from '@vrportal/contract';
import { t } from '../../lib/i18n.js';
import type { OrgEvents } from '../../lib/org-events.js';
import type { Clock } from '../../lib/time.js';
import { iso } from '../../lib/time.js';
import type { Caller } from '../../plugins/caller.js';
import type { AccountNamesOf } from '../account/index.js';
import type { AppFacts, AppsService } from '../apps/index.js';
import type { NotificationService } from '../notifications/index.js';
import type { PlayerReviewsRepository } from './player-reviews.repository.js';

export interface PlayerReviewsDeps {
  repo: PlayerReviewsRepository;
  apps: Pick<AppsService, 'appFor' | 'byId' | 'displayNamesOf'>;
  notifications: NotificationService;
  /** tells of each new 1- or 2-star review (the organisation's webhooks hear of it) */
  events: OrgEvents;
  accountNamesOf: AccountNamesOf;
  clock: Clock;
  /** the portal's TIME_ZONE: the days of the summary and of the low-rating notifications */
  timeZone: string;
  /** the server's key of players' aliases (PLAYER_ALIAS_KEY) */
  aliasKey: string;
}

export class ReviewsContext {
  constructor(readonly deps: PlayerReviewsDeps) {}

  now() {
    return iso(this.deps.clock.now());
  }

  /** The app, when the caller's organisation holds it and the caller reaches it; else 10501. */
  app(caller: Caller, appId: string): Promise<AppFacts> {
    return this.deps.apps.appFor(caller, appId, false);
  }

  /**
   * The player as the portal shows them: four hex digits of an HMAC of the store's user id
   * under the server's key, the same for every review of that player, never the id itself.
   */
  aliasOf(userId: string, lang: Lang): string {
    const tag = createHmac('sha256', this.deps.aliasKey)
      .update(userId)
      .digest('hex')
      .slice(0, 4)
      .toUpperCase();
    return t(lang, 'reviews.alias', { tag });
  }
}
