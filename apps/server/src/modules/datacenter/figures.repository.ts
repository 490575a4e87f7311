// The SQL the figures read: the rollups of an app over a range of days, and its add-ons.
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

const num = (v: unknown) => Number(v ?? 0);

/** Reads of the rollups only: the figures never read the raw tables. */
export class FiguresRepository {
  constructor(private readonly db: Db) {}

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

  /** Devices on each version at the end of `before`'s eve: every change up to then. */
  async versionTotalsBefore(appId: string, before: string): Promise<Map<number, number>> {
    const rows = await this.db
      .selectFrom('dc_version_days')
      .select(['version_code', (eb) => eb.fn.sum<number>('delta').as('devices')])
      .where('app_id', '=', appId)
      .where('day', '<', before)
      .groupBy('version_code')
      .execute();
    return new Map(rows.map((r) => [num(r.version_code), num(r.devices)]));
  }

  /** The changes of devices per version and day over the range. */
  versionDeltas(appId: string, from: string, to: string) {
    return this.db
      .selectFrom('dc_version_days')
      .select(['day', 'version_code', 'delta'])
      .where('app_id', '=', appId)
      .where('day', '>=', from)
      .where('day', '<=', to)
      .execute();
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

  /** Devices active on each build of an app per day of a range. */
  async buildActiveDays(appId: string, from: string, to: string) {
    const rows = await this.db
      .selectFrom('dc_version_active_days')
      .select(['day', 'version_code', 'devices'])
      .where('app_id', '=', appId)
      .where('day', '>=', from)
      .where('day', '<=', to)
      .execute();
    return rows.map((r) => ({
      day: r.day,
      versionCode: num(r.version_code),
      devices: num(r.devices),
    }));
  }
}
