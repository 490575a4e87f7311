import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { OrgAuditLogTable } from '../../db/schema.js';

export type AuditLogRow = Selectable<OrgAuditLogTable>;

export interface AuditLogFilters {
  accountId?: string | undefined;
  action?: string | undefined;
  appId?: string | undefined;
  /** instants, `from` included, `until` not */
  from?: string | undefined;
  until?: string | undefined;
}

/** SQL of the organisations' audit log: entries are added and read, never changed (triggers). */
export class AuditLogRepository {
  constructor(private readonly db: Executor) {}

  async insert(row: Insertable<OrgAuditLogTable>) {
    await this.db.insertInto('org_audit_log').values(row).execute();
  }

  private filtered(orgId: string, f: AuditLogFilters) {
    let query = this.db.selectFrom('org_audit_log').where('org_id', '=', orgId);
    if (f.accountId) query = query.where('account_id', '=', f.accountId);
    if (f.action) query = query.where('action', '=', f.action);
    if (f.appId) query = query.where('app_id', '=', f.appId);
    if (f.from) query = query.where('created_at', '>=', f.from);
    if (f.until) query = query.where('created_at', '<', f.until);
    return query;
  }

  /** A page of entries, the newest first. */
  page(orgId: string, f: AuditLogFilters, limit: number, offset: number): Promise<AuditLogRow[]> {
    return this.filtered(orgId, f)
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  async count(orgId: string, f: AuditLogFilters): Promise<number> {
    const row = await this.filtered(orgId, f)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Every entry the filters keep, newest first, read in batches (an export of any length). */
  async *all(orgId: string, f: AuditLogFilters, batch = 1000): AsyncGenerator<AuditLogRow> {
    for (let offset = 0; ; offset += batch) {
      const rows = await this.page(orgId, f, batch, offset);
      yield* rows;
      if (rows.length < batch) return;
    }
  }
}
