import type { Insertable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { ReviewLogTable } from '../../db/schema.js';

/** The SQL of the review log of apps: the table `review_log` belongs to this module alone. */
export class ReviewLogRepository {
  constructor(private readonly db: Executor) {}

  /** The same queries inside a transaction. */
  with(db: Executor) {
    return new ReviewLogRepository(db);
  }

  async append(line: Insertable<ReviewLogTable>): Promise<void> {
    await this.db.insertInto('review_log').values(line).execute();
  }

  /** An app's log, newest first. */
  forApp(appId: string) {
    return this.db
      .selectFrom('review_log')
      .selectAll()
      .where('app_id', '=', appId)
      .orderBy('created_at', 'desc')
      .execute();
  }
}
