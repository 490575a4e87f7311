// Rollups of newly stored events and orders: day and hour counts, device sets, add-on days.
import type { StoreEvent, StoreOrder } from '@vrportal/contract';
import { recordBuyers } from './buyer-rollups.js';
import type { AddonCounts, DatacenterRepository, DayCounts } from './datacenter.repository.js';
import { noCounts } from './datacenter.repository.js';
import { DeviceSet } from './device-set.js';

type PlacedEvent = { e: StoreEvent; day: string; hour: number };

/** Adds newly stored events to the day and hour rollups and the device sets. */
export async function rollUpEvents(repo: DatacenterRepository, events: PlacedEvent[]) {
  const days = new Map<string, DayCounts>();
  const countsOf = (appId: string, day: string) => {
    const key = `${appId}|${day}`;
    let c = days.get(key);
    if (!c) days.set(key, (c = noCounts()));
    return c;
  };
  // devices active (a start or usage) per app, day and hour
  const active = new Map<string, Map<string, Map<number, Set<string>>>>();
  for (const { e, day, hour } of events) {
    // installs and updates count towards the versions' adoption only (rollUpVersions)
    if (e.type === 'install' || e.type === 'update') continue;
    const c = countsOf(e.appId, day);
    if (e.type === 'visit') {
      c.visits += 1;
      continue;
    }
    if (e.type === 'start') c.starts += 1;
    else c.usage_seconds += e.duration ?? 0;
    let ofApp = active.get(e.appId);
    if (!ofApp) active.set(e.appId, (ofApp = new Map()));
    let ofDay = ofApp.get(day);
    if (!ofDay) ofApp.set(day, (ofDay = new Map()));
    let ofHour = ofDay.get(hour);
    if (!ofHour) ofDay.set(hour, (ofHour = new Set()));
    ofHour.add(e.deviceId);
  }
  for (const [appId, ofApp] of active) {
    const seqs = await numberDevices(repo, appId, ofApp, countsOf);
    const daySets = await repo.rollups.daySets(appId, [...ofApp.keys()]);
    const changedDays = new Map<string, Uint8Array>();
    for (const [day, ofDay] of ofApp) {
      const daySet = new DeviceSet(daySets.get(day));
      const hourSets = await repo.rollups.hourSets(appId, day);
      const changedHours = new Map<number, Uint8Array>();
      for (const [hour, devices] of ofDay) {
        const hourSet = new DeviceSet(hourSets.get(hour));
        let freshInHour = 0;
        for (const device of devices) {
          const seq = seqs.get(device)!;
          if (hourSet.add(seq)) freshInHour += 1;
          if (daySet.add(seq)) countsOf(appId, day).active_devices += 1;
        }
        if (freshInHour > 0) {
          changedHours.set(hour, hourSet.toBuffer());
          await repo.rollups.addHour(appId, day, hour, freshInHour);
        }
      }
      await repo.rollups.putHourSets(appId, day, changedHours);
      if (changedHours.size > 0) changedDays.set(day, daySet.toBuffer());
    }
    await repo.rollups.putDaySets(appId, changedDays);
  }
  for (const [key, c] of days) {
    const [appId, day] = key.split('|') as [string, string];
    await repo.rollups.addDay(appId, day, c);
  }
}

/**
 * Gives the app's devices first seen in this batch their sequence numbers, and moves a device's
 * first day (the day it counts as new) earlier when days arrive out of order.
 */
async function numberDevices(
  repo: DatacenterRepository,
  appId: string,
  activeDays: Map<string, Map<number, Set<string>>>,
  countsOf: (appId: string, day: string) => DayCounts,
): Promise<Map<string, number>> {
  const firstInBatch = new Map<string, string>();
  for (const [day, ofDay] of activeDays) {
    for (const devices of ofDay.values()) {
      for (const device of devices) {
        const known = firstInBatch.get(device);
        if (known === undefined || day < known) firstInBatch.set(device, day);
      }
    }
  }
  const known = await repo.rollups.knownDevices(appId, [...firstInBatch.keys()]);
  let next = await repo.rollups.nextDeviceSeq(appId);
  const seqs = new Map<string, number>();
  const changed: { device: string; seq: number; firstDay: string }[] = [];
  for (const [device, first] of firstInBatch) {
    const before = known.get(device);
    const seq = before ? before.seq : next++;
    seqs.set(device, seq);
    if (before && before.firstDay <= first) continue;
    countsOf(appId, first).new_devices += 1;
    if (before) countsOf(appId, before.firstDay).new_devices -= 1;
    changed.push({ device, seq, firstDay: first });
  }
  await repo.rollups.putDevices(appId, changed);
  return seqs;
}

type PlacedOrder = { o: StoreOrder; day: string; fen: number };

/**
 * Adds newly stored orders: the app's own sales and refunds to its day, add-ons to theirs
 * (income there is sales less refunds).
 */
export async function rollUpOrders(repo: DatacenterRepository, orders: PlacedOrder[]) {
  const days = new Map<string, DayCounts>();
  const addons = new Map<string, AddonCounts>();
  // buyers: users with a sale of the app or an add-on, per app and day
  const buyers = new Map<string, Map<string, Set<string>>>();
  for (const { o, day, fen } of orders) {
    if (o.type === 'sale') {
      let ofApp = buyers.get(o.appId);
      if (!ofApp) buyers.set(o.appId, (ofApp = new Map()));
      let ofDay = ofApp.get(day);
      if (!ofDay) ofApp.set(day, (ofDay = new Set()));
      ofDay.add(o.userId);
    }
    if (o.sku) {
      const key = `${o.appId}|${day}|${o.sku}`;
      let c = addons.get(key);
      if (!c) addons.set(key, (c = { sales: 0, refunds: 0, income_fen: 0 }));
      if (o.type === 'sale') {
        c.sales += 1;
        c.income_fen += fen;
      } else {
        c.refunds += 1;
        c.income_fen -= fen;
      }
      if (o.name) await repo.rollups.putAddonName(o.appId, o.sku, o.name.zh_CN, o.name.en_US);
      continue;
    }
    const key = `${o.appId}|${day}`;
    let c = days.get(key);
    if (!c) days.set(key, (c = noCounts()));
    if (o.type === 'sale') {
      c.sales += 1;
      c.sale_fen += fen;
    } else {
      c.refunds += 1;
      c.refund_fen += fen;
    }
  }
  for (const [key, c] of days) {
    const [appId, day] = key.split('|') as [string, string];
    await repo.rollups.addDay(appId, day, c);
  }
  for (const [key, c] of addons) {
    const [appId, day, sku] = key.split('|') as [string, string, string];
    await repo.rollups.addAddonDay(appId, day, sku, c);
  }
  for (const [appId, byDay] of buyers) await recordBuyers(repo, appId, byDay);
}

/**
 * Adds newly stored installs and updates to the versions' adoption: each device counts on the
 * version it reported last (by event time; an older event arriving late changes nothing), and
 * each day keeps how many devices came to a version less how many left it.
 */
export async function rollUpVersions(repo: DatacenterRepository, events: PlacedEvent[]) {
  const byApp = new Map<string, PlacedEvent[]>();
  for (const placed of events) {
    if (placed.e.type !== 'install' && placed.e.type !== 'update') continue;
    const list = byApp.get(placed.e.appId) ?? [];
    list.push(placed);
    byApp.set(placed.e.appId, list);
  }
  for (const [appId, list] of byApp) {
    list.sort((a, b) => a.e.time - b.e.time);
    const known = new Map(
      (await repo.rollups.versionDevices(appId, [...new Set(list.map((p) => p.e.deviceId))])).map(
        (d) => [d.device_id, { version: Number(d.version_code), at: d.at }],
      ),
    );
    const deltas = new Map<string, number>();
    const add = (day: string, version: number, n: number) => {
      const key = `${day}|${version}`;
      deltas.set(key, (deltas.get(key) ?? 0) + n);
    };
    const changed = new Map<string, { version: number; at: string }>();
    for (const { e, day } of list) {
      const at = new Date(e.time).toISOString();
      const version = e.versionCode!;
      const before = known.get(e.deviceId);
      if (before && before.at > at) continue;
      if (before?.version !== version) {
        add(day, version, 1);
        if (before) add(day, before.version, -1);
      }
      known.set(e.deviceId, { version, at });
      changed.set(e.deviceId, { version, at });
    }
    for (const [device, v] of changed) {
      await repo.rollups.putVersionDevice(appId, device, v.version, v.at);
    }
    for (const [key, n] of deltas) {
      if (n === 0) continue;
      const [day, version] = key.split('|') as [string, string];
      await repo.rollups.addVersionDelta(appId, day, Number(version), n);
    }
  }
}

/**
 * Adds newly stored starts and usage that name a build to the devices active on that build per
 * day (the vitals' denominator). Runs after rollUpEvents, which numbered the devices.
 */
export async function rollUpBuildActivity(repo: DatacenterRepository, events: PlacedEvent[]) {
  // app -> day -> version -> devices
  const active = new Map<string, Map<string, Map<number, Set<string>>>>();
  for (const { e, day } of events) {
    if ((e.type !== 'start' && e.type !== 'usage') || e.versionCode === undefined) continue;
    let ofApp = active.get(e.appId);
    if (!ofApp) active.set(e.appId, (ofApp = new Map()));
    let ofDay = ofApp.get(day);
    if (!ofDay) ofApp.set(day, (ofDay = new Map()));
    let devices = ofDay.get(e.versionCode);
    if (!devices) ofDay.set(e.versionCode, (devices = new Set()));
    devices.add(e.deviceId);
  }
  for (const [appId, ofApp] of active) {
    const all = new Set([...ofApp.values()].flatMap((d) => [...d.values()].flatMap((s) => [...s])));
    const seqs = await repo.rollups.knownDevices(appId, [...all]);
    for (const [day, ofDay] of ofApp) {
      const stored = await repo.rollups.buildActiveSets(appId, day, [...ofDay.keys()]);
      for (const [version, devices] of ofDay) {
        const set = new DeviceSet(stored.get(version));
        let fresh = 0;
        for (const device of devices) {
          const seq = seqs.get(device)?.seq;
          if (seq !== undefined && set.add(seq)) fresh += 1;
        }
        if (fresh > 0)
          await repo.rollups.putBuildActive(appId, day, version, fresh, set.toBuffer());
      }
    }
  }
}
