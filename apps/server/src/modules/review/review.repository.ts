import type { Insertable } from 'kysely';
import type { Executor } from '../account/account.repository.js';
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

  /** An app's log, newest first, with the e-mail or mobile of whoever acted. */
  forApp(appId: string) {
    return this.db
      .selectFrom('review_log')
      .leftJoin('accounts', 'accounts.id', 'review_log.actor_id')
      .select([
        'review_log.id',
        'review_log.event',
        'review_log.from_status',
        'review_log.to_status',
        'review_log.role',
        'review_log.note',
        'review_log.audit_id',
        'review_log.created_at',
        'accounts.email',
        'accounts.mobile',
      ])
      .where('review_log.app_id', '=', appId)
      .orderBy('review_log.created_at', 'desc')
      .execute();
  }
}
