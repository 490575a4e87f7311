import type { Readable } from 'node:stream';
import type { AuditChange, AuditEntry, Lang } from '@vrportal/contract';
import { auditActionText } from '@vrportal/contract';
import { newId } from '../../lib/crypto.js';
import { iso, type Clock } from '../../lib/time.js';
import { t } from '../../lib/i18n.js';
import { xlsxWriter } from '../../lib/xlsx-writer.js';
import { ZoneTime, nextDay } from '../../lib/zone-time.js';
import { orgScope, type Caller } from '../../plugins/caller.js';
import type { AccountNamesOf } from '../account/index.js';
import type { AuditLogFilters, AuditLogRepository, AuditLogRow } from './audit-log.repository.js';

export interface AuditLogDeps {
  repo: AuditLogRepository;
  clock: Clock;
  accountNamesOf: AccountNamesOf;
  /** the portal's TIME_ZONE: the days of the filters */
  timeZone: string;
}

/** What the route registrar hands in for a call that changed something. */
export interface AuditRecord {
  orgId: string;
  accountId: string;
  action: string;
  appId: string | null;
  target: string | null;
  address: string;
  changes: AuditChange[];
}

export interface AuditQuery {
  accountId?: string | undefined;
  action?: string | undefined;
  appId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * The audit log of each organisation: who changed what, when and from where, with the before and
 * after of sensitive fields. Entries are only ever added; owners and admins read and export them.
 */
export class AuditLogService {
  private readonly zone: ZoneTime;

  constructor(private readonly deps: AuditLogDeps) {
    this.zone = new ZoneTime(deps.timeZone);
  }

  async record(r: AuditRecord): Promise<void> {
    await this.deps.repo.insert({
      id: newId(),
      org_id: r.orgId,
      account_id: r.accountId,
      action: r.action,
      app_id: r.appId?.slice(0, 64) ?? null,
      target: r.target?.slice(0, 200) ?? null,
      address: r.address.slice(0, 64),
      changes: JSON.stringify(r.changes),
      created_at: iso(this.deps.clock.now()),
    });
  }

  /** The filters with their days turned into instants of the portal's time zone. */
  private filters(q: AuditQuery): AuditLogFilters {
    return {
      accountId: q.accountId,
      action: q.action,
      appId: q.appId,
      from: q.from ? iso(new Date(this.zone.startOf(q.from))) : undefined,
      until: q.to ? iso(new Date(this.zone.startOf(nextDay(q.to)))) : undefined,
    };
  }

  private async entries(rows: AuditLogRow[]): Promise<AuditEntry[]> {
    const names = await this.deps.accountNamesOf(rows.map((r) => r.account_id));
    return rows.map((r) => ({
      id: r.id,
      at: r.created_at,
      accountId: r.account_id,
      account: names.get(r.account_id) ?? '',
      action: r.action,
      appId: r.app_id,
      target: r.target,
      address: r.address,
      changes: JSON.parse(r.changes) as AuditChange[],
    }));
  }

  async list(caller: Caller, q: AuditQuery & { page: number; psize: number }) {
    const orgId = orgScope(caller);
    const f = this.filters(q);
    const [rows, total] = await Promise.all([
      this.deps.repo.page(orgId, f, q.psize, (q.page - 1) * q.psize),
      this.deps.repo.count(orgId, f),
    ]);
    return { entries: await this.entries(rows), total };
  }

  /** The entries the filters keep as an .xlsx sheet in the reader's language, streamed. */
  export(caller: Caller, q: AuditQuery, lang: Lang): Readable {
    const rows = this.deps.repo.all(orgScope(caller), this.filters(q));
    const timeOf = new Intl.DateTimeFormat('sv-SE', {
      timeZone: this.deps.timeZone,
      dateStyle: 'short',
      timeStyle: 'medium',
    });
    const changeText = (c: AuditChange) => `${c.field}: ${c.before ?? '—'} → ${c.after ?? '—'}`;
    return xlsxWriter(async (workbook) => {
      const ws = workbook.addWorksheet(t(lang, 'audit.sheet'));
      ws.columns = [24, 30, 28, 34, 34, 18, 60].map((width) => ({ width }));
      const header = ws.addRow(
        (['time', 'member', 'action', 'app', 'target', 'address', 'changes'] as const).map((k) =>
          t(lang, `audit.col.${k}`),
        ),
      );
      header.font = { bold: true };
      header.commit();
      let batch: AuditLogRow[] = [];
      const flush = async () => {
        for (const e of await this.entries(batch)) {
          ws.addRow([
            timeOf.format(new Date(e.at)),
            e.account,
            auditActionText(e.action, lang),
            e.appId ?? '',
            e.target ?? '',
            e.address,
            e.changes.map(changeText).join('\n'),
          ]).commit();
        }
        batch = [];
      };
      for await (const row of rows) {
        batch.push(row);
        if (batch.length === 500) await flush();
      }
      await flush();
    });
  }
}
