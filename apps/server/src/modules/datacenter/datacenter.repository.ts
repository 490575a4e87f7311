import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DcEventsTable, DcOrdersTable } from '../../db/schema.js';

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
export type BuyerField = 'sex' | 'birth_year';
/** The advisory lock of the intake on PostgreSQL (any number the portal uses for nothing else). */
const INTAKE_LOCK = 7_311_001;

/** The SQL of the data centre; its tables (dc_*) belong to this module alone. */
export class DatacenterRepository {
  constructor(private readonly db: Db) {}

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

  /** The app's numbers of these users among its buyers, where they are buyers. */
  async knownBuyers(appId: string, users: string[]): Promise<Map<string, number>> {
    const found = new Map<string, number>();
    for (let i = 0; i < users.length; i += 500) {
      const rows = await this.db
        .selectFrom('dc_buyers')
        .select(['user_id', 'seq'])
        .where('app_id', '=', appId)
        .where('user_id', 'in', users.slice(i, i + 500))
        .execute();
      for (const r of rows) found.set(r.user_id, num(r.seq));
    }
    return found;
  }

  /** Every app this user bought in, with the user's number there. */
  async buyerIn(userId: string): Promise<{ appId: string; seq: number }[]> {
    const rows = await this.db
      .selectFrom('dc_buyers')
      .select(['app_id', 'seq'])
      .where('user_id', '=', userId)
      .execute();
    return rows.map((r) => ({ appId: r.app_id, seq: num(r.seq) }));
  }

  /** The number the app's next new buyer gets (under the intake's lock). */
  async nextBuyerSeq(appId: string): Promise<number> {
    const row = await this.db
      .selectFrom('dc_buyers')
      .select((eb) => eb.fn.max('seq').as('top'))
      .where('app_id', '=', appId)
      .executeTakeFirst();
    return row?.top === null || row?.top === undefined ? 0 : num(row.top) + 1;
  }

  async addBuyers(appId: string, buyers: { user: string; seq: number }[]) {
    for (let i = 0; i < buyers.length; i += 500) {
      await this.db
        .insertInto('dc_buyers')
        .values(
          buyers.slice(i, i + 500).map((b) => ({ app_id: appId, user_id: b.user, seq: b.seq })),
        )
        .execute();
    }
  }

  async dayBuyerSets(appId: string, days: string[]): Promise<Map<string, Uint8Array>> {
    if (days.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('dc_day_buyer_sets')
      .select(['day', 'buyers'])
      .where('app_id', '=', appId)
      .where('day', 'in', days)
      .execute();
    return new Map(rows.map((r) => [r.day, r.buyers]));
  }

  async putDayBuyerSets(appId: string, sets: Map<string, Uint8Array>) {
    if (sets.size === 0) return;
    await this.db
      .insertInto('dc_day_buyer_sets')
      .values([...sets].map(([day, buyers]) => ({ app_id: appId, day, buyers })))
      .onConflict((oc) =>
        oc.columns(['app_id', 'day']).doUpdateSet({ buyers: sql`excluded.buyers` }),
      )
      .execute();
  }

  async dayBuyerSetsInRange(appId: string, from: string, to: string): Promise<Uint8Array[]> {
    const rows = await this.db
      .selectFrom('dc_day_buyer_sets')
      .select('buyers')
      .where('app_id', '=', appId)
      .where('day', '>=', from)
      .where('day', '<=', to)
      .execute();
    return rows.map((r) => r.buyers);
  }

  /** The app's buyer groups of a profile field: value to the set of buyers with it. */
  async buyerGroups(appId: string, field: BuyerField): Promise<Map<number, Uint8Array>> {
    const rows = await this.db
      .selectFrom('dc_buyer_groups')
      .select(['value', 'buyers'])
      .where('app_id', '=', appId)
      .where('field', '=', field)
      .execute();
    return new Map(rows.map((r) => [num(r.value), r.buyers]));
  }

  async putBuyerGroups(appId: string, field: BuyerField, groups: Map<number, Uint8Array>) {
    if (groups.size === 0) return;
    await this.db
      .insertInto('dc_buyer_groups')
      .values([...groups].map(([value, buyers]) => ({ app_id: appId, field, value, buyers })))
      .onConflict((oc) =>
        oc.columns(['app_id', 'field', 'value']).doUpdateSet({ buyers: sql`excluded.buyers` }),
      )
      .execute();
  }

  async addDay(appId: string, day: string, c: DayCounts) {
    await this.db
      .insertInto('dc_app_days')
      .values({ app_id: appId, day, ...c })
      .onConflict((oc) =>
        oc.columns(['app_id', 'day']).doUpdateSet((eb) => ({
          visits: eb('dc_app_days.visits', '+', eb.ref('excluded.visits')),
          starts: eb('dc_app_days.starts', '+', eb.ref('excluded.starts')),
          usage_seconds: eb('dc_app_days.usage_seconds', '+', eb.ref('excluded.usage_seconds')),
          active_devices: eb('dc_app_days.active_devices', '+', eb.ref('excluded.active_devices')),
          new_devices: eb('dc_app_days.new_devices', '+', eb.ref('excluded.new_devices')),
          sales: eb('dc_app_days.sales', '+', eb.ref('excluded.sales')),
          sale_fen: eb('dc_app_days.sale_fen', '+', eb.ref('excluded.sale_fen')),
          refunds: eb('dc_app_days.refunds', '+', eb.ref('excluded.refunds')),
          refund_fen: eb('dc_app_days.refund_fen', '+', eb.ref('excluded.refund_fen')),
        })),
      )
      .execute();
  }

  async addHour(appId: string, day: string, hour: number, devices: number) {
    await this.db
      .insertInto('dc_app_hours')
      .values({ app_id: appId, day, hour, devices })
      .onConflict((oc) =>
        oc.columns(['app_id', 'day', 'hour']).doUpdateSet((eb) => ({
          devices: eb('dc_app_hours.devices', '+', eb.ref('excluded.devices')),
        })),
      )
      .execute();
  }

  async addAddonDay(appId: string, day: string, sku: string, c: AddonCounts) {
    await this.db
      .insertInto('dc_addon_days')
      .values({ app_id: appId, day, sku, ...c })
      .onConflict((oc) =>
        oc.columns(['app_id', 'day', 'sku']).doUpdateSet((eb) => ({
          sales: eb('dc_addon_days.sales', '+', eb.ref('excluded.sales')),
          refunds: eb('dc_addon_days.refunds', '+', eb.ref('excluded.refunds')),
          income_fen: eb('dc_addon_days.income_fen', '+', eb.ref('excluded.income_fen')),
        })),
      )
      .execute();
  }

  async putAddonName(appId: string, sku: string, zh: string, en: string) {
    await this.db
      .insertInto('dc_addons')
      .values({ app_id: appId, sku, name_zh: zh, name_en: en })
      .onConflict((oc) => oc.columns(['app_id', 'sku']).doUpdateSet({ name_zh: zh, name_en: en }))
      .execute();
  }

  /** The devices of an app already seen, among these: their sequence number and first day. */
  async knownDevices(
    appId: string,
    devices: string[],
  ): Promise<Map<string, { seq: number; firstDay: string }>> {
    const found = new Map<string, { seq: number; firstDay: string }>();
    for (let i = 0; i < devices.length; i += 500) {
      const rows = await this.db
        .selectFrom('dc_devices')
        .select(['device_id', 'seq', 'first_day'])
        .where('app_id', '=', appId)
        .where('device_id', 'in', devices.slice(i, i + 500))
        .execute();
      for (const r of rows) found.set(r.device_id, { seq: num(r.seq), firstDay: r.first_day });
    }
    return found;
  }

  /** The sequence number the app's next new device gets (under the intake's lock). */
  async nextDeviceSeq(appId: string): Promise<number> {
    const row = await this.db
      .selectFrom('dc_devices')
      .select((eb) => eb.fn.max('seq').as('top'))
      .where('app_id', '=', appId)
      .executeTakeFirst();
    return row?.top === null || row?.top === undefined ? 0 : num(row.top) + 1;
  }

  /** Stores new devices and moves first days earlier, in statements of 500. */
  async putDevices(appId: string, devices: { device: string; seq: number; firstDay: string }[]) {
    for (let i = 0; i < devices.length; i += 500) {
      await this.db
        .insertInto('dc_devices')
        .values(
          devices.slice(i, i + 500).map((d) => ({
            app_id: appId,
            device_id: d.device,
            seq: d.seq,
            first_day: d.firstDay,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['app_id', 'device_id']).doUpdateSet({ first_day: sql`excluded.first_day` }),
        )
        .execute();
    }
  }

  /** The stored device sets of these days. */
  async daySets(appId: string, days: string[]): Promise<Map<string, Uint8Array>> {
    if (days.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('dc_day_device_sets')
      .select(['day', 'devices'])
      .where('app_id', '=', appId)
      .where('day', 'in', days)
      .execute();
    return new Map(rows.map((r) => [r.day, r.devices]));
  }

  async putDaySets(appId: string, sets: Map<string, Uint8Array>) {
    if (sets.size === 0) return;
    await this.db
      .insertInto('dc_day_device_sets')
      .values([...sets].map(([day, devices]) => ({ app_id: appId, day, devices })))
      .onConflict((oc) =>
        oc.columns(['app_id', 'day']).doUpdateSet({ devices: sql`excluded.devices` }),
      )
      .execute();
  }

  /** The stored device sets of the hours of one day. */
  async hourSets(appId: string, day: string): Promise<Map<number, Uint8Array>> {
    const rows = await this.db
      .selectFrom('dc_hour_device_sets')
      .select(['hour', 'devices'])
      .where('app_id', '=', appId)
      .where('day', '=', day)
      .execute();
    return new Map(rows.map((r) => [num(r.hour), r.devices]));
  }

  async putHourSets(appId: string, day: string, sets: Map<number, Uint8Array>) {
    if (sets.size === 0) return;
    await this.db
      .insertInto('dc_hour_device_sets')
      .values([...sets].map(([hour, devices]) => ({ app_id: appId, day, hour, devices })))
      .onConflict((oc) =>
        oc.columns(['app_id', 'day', 'hour']).doUpdateSet({ devices: sql`excluded.devices` }),
      )
      .execute();
  }

  // ---- figures -------------------------------------------------------------------------------

  async dayRows(appId: string, from: string, to: string) {
    const rows = await this.db
      .selectFrom('dc_app_days')
      .selectAll()
      .where('app_id', '=', appId)
      .where('day', '>=', from)
      .where('day', '<=', to)
      .execute();
    return rows.map((r) => ({
      day: r.day,
      visits: num(r.visits),
      starts: num(r.starts),
      usage_seconds: num(r.usage_seconds),
      active_devices: num(r.active_devices),
      new_devices: num(r.new_devices),
      sales: num(r.sales),
      sale_fen: num(r.sale_fen),
      refunds: num(r.refunds),
      refund_fen: num(r.refund_fen),
    }));
  }

  /** Device-hours added up by hour of the day over the range. */
  async hourTotals(appId: string, from: string, to: string): Promise<Map<number, number>> {
    const rows = await this.db
      .selectFrom('dc_app_hours')
      .select(['hour', (eb) => eb.fn.sum<number>('devices').as('devices')])
      .where('app_id', '=', appId)
      .where('day', '>=', from)
      .where('day', '<=', to)
      .groupBy('hour')
      .execute();
    return new Map(rows.map((r) => [num(r.hour), num(r.devices)]));
  }

  /** The device sets of the days of a range: their union is the range's active devices. */
  async daySetsInRange(appId: string, from: string, to: string): Promise<Uint8Array[]> {
    const rows = await this.db
      .selectFrom('dc_day_device_sets')
      .select('devices')
      .where('app_id', '=', appId)
      .where('day', '>=', from)
      .where('day', '<=', to)
      .execute();
    return rows.map((r) => r.devices);
  }

  async addonDays(appId: string, from: string, to: string, sku?: string) {
    let query = this.db
      .selectFrom('dc_addon_days')
      .select([
        'day',
        (eb) => eb.fn.sum<number>('sales').as('sales'),
        (eb) => eb.fn.sum<number>('income_fen').as('income'),
      ])
      .where('app_id', '=', appId)
      .where('day', '>=', from)
      .where('day', '<=', to);
    if (sku) query = query.where('sku', '=', sku);
    const rows = await query.groupBy('day').execute();
    return rows.map((r) => ({ day: r.day, sales: num(r.sales), income: num(r.income) }));
  }

  /** Add-ons sold in the range, best income first; `limit` undefined for all. */
  async addonTotals(
    appId: string,
    from: string,
    to: string,
    page?: { limit: number; offset: number },
  ) {
    let query = this.db
      .selectFrom('dc_addon_days as d')
      .leftJoin('dc_addons as a', (join) =>
        join.onRef('a.app_id', '=', 'd.app_id').onRef('a.sku', '=', 'd.sku'),
      )
      .select([
        'd.sku',
        'a.name_zh',
        'a.name_en',
        (eb) => eb.fn.sum<number>('d.sales').as('sales'),
        (eb) => eb.fn.sum<number>('d.income_fen').as('income'),
      ])
      .where('d.app_id', '=', appId)
      .where('d.day', '>=', from)
      .where('d.day', '<=', to)
      .groupBy(['d.sku', 'a.name_zh', 'a.name_en'])
      .orderBy(sql`sum(d.income_fen)`, 'desc')
      .orderBy('d.sku');
    if (page) query = query.limit(page.limit).offset(page.offset);
    const rows = await query.execute();
    return rows.map((r) => ({
      sku: r.sku,
      nameZh: r.name_zh ?? r.sku,
      nameEn: r.name_en ?? r.sku,
      sales: num(r.sales),
      income: num(r.income),
    }));
  }

  async addonCount(appId: string, from: string, to: string): Promise<number> {
    const row = await this.db
      .selectFrom('dc_addon_days')
      .select((eb) => eb.fn.count<number>('sku').distinct().as('n'))
      .where('app_id', '=', appId)
      .where('day', '>=', from)
      .where('day', '<=', to)
      .executeTakeFirst();
    return num(row?.n);
  }

  addons(appId: string) {
    return this.db
      .selectFrom('dc_addons')
      .select(['sku', 'name_zh', 'name_en'])
      .where('app_id', '=', appId)
      .orderBy('sku')
      .execute();
  }
}
