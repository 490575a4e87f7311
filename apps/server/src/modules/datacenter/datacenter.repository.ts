import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DcEventsTable, DcOrdersTable } from '../../db/schema.js';
import { BuyersRepository } from './buyers.repository.js';
import { FiguresRepository } from './figures.repository.js';
import { RollupsRepository } from './rollups.repository.js';

/** Increments of one app's day, added to its rollup row in one statement. */
export interface DayCounts {
  visits: number;
  starts: number;
  usage_seconds: number;
  active_devices: number;
  new_devices: number;
  sales: number;
  sale_fen: number;
  refunds: number;
  refund_fen: number;
}

export const noCounts = (): DayCounts => ({
  visits: 0,
  starts: 0,
  usage_seconds: 0,
  active_devices: 0,
  new_devices: 0,
  sales: 0,
  sale_fen: 0,
  refunds: 0,
  refund_fen: 0,
});

export interface AddonCounts {
  sales: number;
  refunds: number;
  income_fen: number;
}

const num = (v: unknown) => Number(v ?? 0);

/** The profile fields buyers are grouped by. */
export type { BuyerField } from './buyers.repository.js';
/** The advisory lock of the intake on PostgreSQL (any number the portal uses for nothing else). */
const INTAKE_LOCK = 7_311_001;

/**
 * The SQL of the data centre; its tables (dc_*) belong to this module alone. The raw items and
 * orders are here; the rollups (`rollups.repository.ts`), buyers (`buyers.repository.ts`) and
 * the figures' reads (`figures.repository.ts`) are parts reached through it, on the same
 * connection or transaction.
 */
export class DatacenterRepository {
  readonly rollups: RollupsRepository;
  readonly buyers: BuyersRepository;
  readonly figures: FiguresRepository;

  constructor(private readonly db: Db) {
    this.rollups = new RollupsRepository(db);
    this.buyers = new BuyersRepository(db);
    this.figures = new FiguresRepository(db);
  }

  /**
   * Runs the work of one intake batch in one transaction, one batch at a time across every
   * instance (SQLite takes one writer anyway; PostgreSQL an advisory lock), so two batches never
   * both count one device as new.
   */
  inTransaction<T>(work: (repo: DatacenterRepository) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(async (trx) => {
      if (this.isPostgres()) {
        await sql`SELECT pg_advisory_xact_lock(${INTAKE_LOCK})`.execute(trx);
      }
      return work(new DatacenterRepository(trx));
    });
  }

  // ---- intake --------------------------------------------------------------------------------

  /**
   * On PostgreSQL, adds the monthly partitions of the raw tables that these days need (under the
   * intake's lock); SQLite keeps one table. `knownMonths` remembers those already there.
   */
  async ensureMonths(days: Iterable<string>, knownMonths: Set<string>): Promise<void> {
    if (!this.isPostgres()) return;
    for (const month of new Set([...days].map((d) => d.slice(0, 7)))) {
      if (knownMonths.has(month)) continue;
      const [y, m] = month.split('-').map(Number) as [number, number];
      const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
      for (const table of ['dc_events', 'dc_orders']) {
        const part = `${table}_${month.replace('-', '_')}`;
        await sql`CREATE TABLE IF NOT EXISTS ${sql.table(part)} PARTITION OF ${sql.table(table)}
          FOR VALUES FROM (${sql.lit(`${month}-01`)}) TO (${sql.lit(`${next}-01`)})`.execute(
          this.db,
        );
      }
      knownMonths.add(month);
    }
  }

  private isPostgres() {
    return this.db.getExecutor().adapter instanceof PostgresAdapter;
  }

  /** Stores the events whose id is new; answers the ids stored now (a resend stores nothing). */
  async insertEvents(rows: DcEventsTable[]): Promise<Set<string>> {
    if (rows.length === 0) return new Set();
    const stored = await this.db
      .insertInto('dc_events')
      .values(rows)
      .onConflict((oc) => oc.columns(['event_id', 'day']).doNothing())
      .returning('event_id')
      .execute();
    return new Set(stored.map((r) => r.event_id));
  }

  // ---- orders for the settlement bills --------------------------------------------------------

  /** The apps with orders on these days (the settlement bills ask who to bill). */
  /** Devices with a start or usage on a build in [from, to) (ISO instants), from the raw events. */
  async buildActiveBetween(appId: string, versionCode: number, from: string, to: string) {
    const row = await this.db
      .selectFrom('dc_events')
      .select((eb) => eb.fn.count<number>('device_id').distinct().as('n'))
      .where('app_id', '=', appId)
      .where('version_code', '=', versionCode)
      .where('at', '>=', from)
      .where('at', '<', to)
      .where('type', 'in', ['start', 'usage'])
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async appsWithOrders(from: string, to: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('dc_orders')
      .select('app_id')
      .distinct()
      .where('day', '>=', from)
      .where('day', '<=', to)
      .orderBy('app_id')
      .execute();
    return rows.map((r) => r.app_id);
  }

  /** A page of the apps' orders on these days, in order id order after `afterId`. */
  async ordersPage(appIds: string[], from: string, to: string, afterId: string, limit: number) {
    if (appIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('dc_orders')
      .select([
        'order_id',
        'app_id',
        'sku',
        'type',
        'refund_of',
        'amount',
        'currency',
        'usd_rate',
        'at',
        'day',
      ])
      .where('app_id', 'in', appIds)
      .where('day', '>=', from)
      .where('day', '<=', to)
      .where('order_id', '>', afterId)
      .orderBy('order_id')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ ...r, amount: num(r.amount), usd_rate: Number(r.usd_rate) }));
  }

  async insertOrders(rows: DcOrdersTable[]): Promise<Set<string>> {
    if (rows.length === 0) return new Set();
    const stored = await this.db
      .insertInto('dc_orders')
      .values(rows)
      .onConflict((oc) => oc.columns(['order_id', 'day']).doNothing())
      .returning('order_id')
      .execute();
    return new Set(stored.map((r) => r.order_id));
  }

  /** Keeps a user's latest profile; answers whether anything changed. */
  /**
   * Stores a user's profile. Answers null when it is the one already stored; else what was
   * stored before (undefined for a user not seen yet).
   */
  async putUser(user: {
    user_id: string;
    sex: number;
    birth_year: number;
    updated_at: string;
  }): Promise<{ before: { sex: number; birth_year: number } | undefined } | null> {
    const stored = await this.db
      .selectFrom('dc_users')
      .select(['sex', 'birth_year'])
      .where('user_id', '=', user.user_id)
      .executeTakeFirst();
    const before = stored && { sex: num(stored.sex), birth_year: num(stored.birth_year) };
    if (before && before.sex === user.sex && before.birth_year === user.birth_year) return null;
    await this.db
      .insertInto('dc_users')
      .values(user)
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({
          sex: user.sex,
          birth_year: user.birth_year,
          updated_at: user.updated_at,
        }),
      )
      .execute();
    return { before };
  }

  /** The profiles of these users, where one is stored. */
  async profiles(users: string[]): Promise<Map<string, { sex: number; birth_year: number }>> {
    const found = new Map<string, { sex: number; birth_year: number }>();
    for (let i = 0; i < users.length; i += 500) {
      const rows = await this.db
        .selectFrom('dc_users')
        .select(['user_id', 'sex', 'birth_year'])
        .where('user_id', 'in', users.slice(i, i + 500))
        .execute();
      for (const r of rows)
        found.set(r.user_id, { sex: num(r.sex), birth_year: num(r.birth_year) });
    }
    return found;
  }
}
