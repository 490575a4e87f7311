import type { ReviewRelease } from '@vrportal/contract';
import type { Executor } from '../../db/executor.js';
import type { Caller } from '../apps/index.js';

/**
 * What the review console needs of a release's listing. The releases module owns the release
 * form, its live listing and the risk diff and implements this; app.ts hands it to the review
 * service (review never imports releases, which imports review).
 */
export interface ReleaseViewPort {
  /**
   * The submitted release of the main store (`channelId` null) or of a business channel as
   * the store will show it, and what changed since the live one; null before any release form.
   */
  view(
    caller: Caller,
    appId: string,
    channelId: string | null,
  ): Promise<Omit<ReviewRelease, 'buildFiles'> | null>;
  /**
   * Reads the listing about to go online and answers its recording, run in the transaction
   * that moves the release online (read first: no other query may wait inside it).
   */
  prepareLive(appId: string, channelId: string | null): Promise<(trx: Executor) => Promise<void>>;
}
