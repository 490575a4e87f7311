import type { ReviewLogEntry } from '@vrportal/contract';
import type { Executor } from '../../db/executor.js';
import type { Actor, ReviewEvent, Transition } from './state-machine.js';

/** A business channel's release as the review console sees it. */
export interface ReviewChannel {
  id: string;
  appId: string;
  name: string;
  status: number;
  submittedAt: string | null;
  updatedAt: string;
}

/**
 * What the review service needs of business channel releases. The releases module owns their
 * tables and implements this; app.ts hands it to the review service, so review never imports
 * releases (releases already imports review).
 */
export interface ChannelReviewPort {
  find(channelId: string): Promise<ReviewChannel | undefined>;
  /** Releases in these statuses, newest change first (the order of the app queue). */
  list(statuses: readonly number[], limit: number): Promise<ReviewChannel[]>;
  countByStatus(): Promise<Map<number, number>>;
  /** The release's build the review is about (its draft build), if any. */
  build(channel: ReviewChannel): Promise<{ id: string; ver: string } | null>;
  /**
   * Moves the release by one event if its status still is `channel.status`, with its log line
   * and `write` in one transaction; 10503 when the state machine refuses or someone moved it.
   */
  move(
    channel: ReviewChannel,
    event: ReviewEvent,
    actor: { role: Actor; id: string | null },
    extra?: { note?: string; auditId?: string | null; write?: (trx: Executor) => Promise<void> },
  ): Promise<Transition>;
  log(channelId: string): Promise<ReviewLogEntry[]>;
}
