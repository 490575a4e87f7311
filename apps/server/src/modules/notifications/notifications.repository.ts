import type { Insertable, Selectable } from 'kysely';
import { NotifyState, UNCOUNTED_TAG } from '@vrportal/contract';
import type { Executor } from '../../db/executor.js';
import type { AuditsTable, NotificationsTable } from '../../db/schema.js';
import { prepare } from '../../db/prepared.js';
import type { PreparedQuery } from '../../db/prepared.js';

export type NotificationRow = Selectable<NotificationsTable>;
export type AuditRow = Selectable<AuditsTable>;

/** SQL of the notification and audit-report store. */
export class NotificationRepository {
  // the badge poll of every open tab runs these two: prepared statements
  private readonly pageQuery: PreparedQuery<NotificationRow> | null;
  private readonly countQuery: PreparedQuery<{
    total: number | string;
    unread: number | string | null;
  }> | null;

  constructor(private readonly db: Executor) {
    this.pageQuery = prepare(
      db,
      `SELECT * FROM notifications WHERE account_id = ?
     ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    );
    this.countQuery = prepare(
      db,
      `SELECT count(*) AS total,
       sum(CASE WHEN state = ${NotifyState.unread} AND tag <> ? THEN 1 ELSE 0 END) AS unread
     FROM notifications WHERE account_id = ?`,
    );
  }

  with(db: Executor) {
    return new NotificationRepository(db);
  }

  async insert(row: Insertable<NotificationsTable>) {
    await this.db.insertInto('notifications').values(row).execute();
  }

  /**
   * Makes the member's notification of `row.group_key`, or adds `row.group_count` to the one
   * there and makes it unread and new again, in one statement: bursts never lose a count.
   */
  async gather(row: Insertable<NotificationsTable> & { group_key: string; group_count: number }) {
    await this.db
      .insertInto('notifications')
      .values(row)
      .onConflict((oc) =>
        oc.columns(['account_id', 'group_key']).doUpdateSet((eb) => ({
          group_count: eb('notifications.group_count', '+', eb.ref('excluded.group_count')),
          state: NotifyState.unread,
          created_at: eb.ref('excluded.created_at'),
        })),
      )
      .execute();
  }

  page(accountId: string, limit: number, offset: number) {
    if (this.pageQuery) return this.pageQuery.all(accountId, limit, offset);
    return this.db
      .selectFrom('notifications')
      .selectAll()
      .where('account_id', '=', accountId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  async counts(accountId: string): Promise<{ total: number; unread: number }> {
    if (this.countQuery) {
      const counted = await this.countQuery.first(UNCOUNTED_TAG, accountId);
      return { total: Number(counted?.total ?? 0), unread: Number(counted?.unread ?? 0) };
    }
    const row = await this.db
      .selectFrom('notifications')
      .select((eb) => [
        eb.fn.countAll<string | number>().as('total'),
        eb.fn
          .sum<string | number | null>(
            eb
              .case()
              .when(eb.and([eb('state', '=', NotifyState.unread), eb('tag', '!=', UNCOUNTED_TAG)]))
              .then(1)
              .else(0)
              .end(),
          )
          .as('unread'),
      ])
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow();
    return { total: Number(row.total), unread: Number(row.unread ?? 0) };
  }

  /** Marks one of the account's notifications read; answers false when it is not theirs. */
  async markRead(accountId: string, id: string): Promise<boolean> {
    const found = await this.db
      .selectFrom('notifications')
      .select('id')
      .where('id', '=', id)
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    if (!found) return false;
    await this.db
      .updateTable('notifications')
      .set({ state: NotifyState.read })
      .where('id', '=', id)
      .execute();
    return true;
  }

  async insertAudit(row: Insertable<AuditsTable>) {
    await this.db.insertInto('audits').values(row).execute();
  }

  findAudit(id: string) {
    return this.db.selectFrom('audits').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findAuditByLog(logName: string) {
    return this.db
      .selectFrom('audits')
      .selectAll()
      .where('log_name', '=', logName)
      .executeTakeFirst();
  }

  auditsOfApp(appId: string) {
    return this.db
      .selectFrom('audits')
      .selectAll()
      .where('app_id', '=', appId)
      .orderBy('created_at', 'desc')
      .execute();
  }

  latestAudit(appId: string, kind: string) {
    return this.db
      .selectFrom('audits')
      .selectAll()
      .where('app_id', '=', appId)
      .where('kind', '=', kind)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  }
}
