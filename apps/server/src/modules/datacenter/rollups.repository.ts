// The SQL of the intake's rollups: app days and hours, add-on days, devices and their sets.
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { AddonCounts, DayCounts } from './datacenter.repository.js';

const num = (v: unknown) => Number(v ?? 0);

/** What each stored batch adds to: counts by day and hour, and who was active when. */
export class RollupsRepository {
  constructor(private readonly db: Db) {}

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

  /** The version each of these devices last reported installing. */
  async versionDevices(appId: string, deviceIds: string[]) {
    if (deviceIds.length === 0) return [];
    return this.db
      .selectFrom('dc_version_devices')
      .select(['device_id', 'version_code', 'at'])
      .where('app_id', '=', appId)
      .where('device_id', 'in', deviceIds)
      .execute();
  }

  async putVersionDevice(appId: string, deviceId: string, versionCode: number, at: string) {
    await this.db
      .insertInto('dc_version_devices')
      .values({ app_id: appId, device_id: deviceId, version_code: versionCode, at })
      .onConflict((oc) =>
        oc.columns(['app_id', 'device_id']).doUpdateSet({ version_code: versionCode, at }),
      )
      .execute();
  }

  async addVersionDelta(appId: string, day: string, versionCode: number, delta: number) {
    await this.db
      .insertInto('dc_version_days')
      .values({ app_id: appId, day, version_code: versionCode, delta })
      .onConflict((oc) =>
        oc.columns(['app_id', 'day', 'version_code']).doUpdateSet((eb) => ({
          delta: eb('dc_version_days.delta', '+', eb.ref('excluded.delta')),
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

  /** The stored sets of devices active on these builds on a day. */
  async buildActiveSets(
    appId: string,
    day: string,
    versions: number[],
  ): Promise<Map<number, Uint8Array>> {
    const rows = await this.db
      .selectFrom('dc_version_active_days')
      .select(['version_code', 'device_set'])
      .where('app_id', '=', appId)
      .where('day', '=', day)
      .where('version_code', 'in', versions)
      .execute();
    return new Map(rows.map((r) => [num(r.version_code), r.device_set]));
  }

  /** Stores a build's day set with `fresh` more devices in it (under the intake's lock). */
  async putBuildActive(
    appId: string,
    day: string,
    version: number,
    fresh: number,
    set: Uint8Array,
  ) {
    await this.db
      .insertInto('dc_version_active_days')
      .values({ app_id: appId, day, version_code: version, devices: fresh, device_set: set })
      .onConflict((oc) =>
        oc.columns(['app_id', 'day', 'version_code']).doUpdateSet((eb) => ({
          devices: eb('dc_version_active_days.devices', '+', eb.ref('excluded.devices')),
          device_set: sql`excluded.device_set`,
        })),
      )
      .execute();
  }
}
