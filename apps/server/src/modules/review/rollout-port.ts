import type { Executor } from '../../db/executor.js';
import type { AppFacts } from '../apps/index.js';

/**
 * What the review needs of staged rollouts (the rollouts module's, handed over in app.ts): an
 * update going online starts its rollout in the same transaction, or is refused (10727) while
 * another runs.
 */
export interface RolloutPort {
  wentOnline(
    trx: Executor,
    app: AppFacts,
    fromVersionId: string | null,
    toVersionId: string | null,
  ): Promise<void>;
}
