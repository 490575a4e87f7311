import {
  MINOR_PER_UNIT,
  storeEventSchema,
  storeOrderSchema,
  storeUserSchema,
} from '@vrportal/contract';
import type { IntakeAnswer, StoreEvent, StoreOrder, StoreUser } from '@vrportal/contract';
import type { z } from 'zod';
import { DeviceSet } from './device-set.js';
import type { Clock } from '../../lib/time.js';
import type { Calendar } from './calendar.js';
import type {
  AddonCounts,
  BuyerField,
  DatacenterRepository,
  DayCounts,
} from './datacenter.repository.js';
import { noCounts } from './datacenter.repository.js';

interface Deps {
  repo: DatacenterRepository;
  calendar: Calendar;
  clock: Clock;
  /** whether an app exists (the apps module owns apps) */
  appExists: (appId: string) => Promise<boolean>;
  /** US dollars per yuan: turns USD and JPY orders into the CNY of the portal's figures */
  usdPerCny: number;
}

type Rejected = IntakeAnswer['rejected'][number];

/** Checks each item of a batch: the good ones go on, each bad one is named with its reason. */
function sortOut<T>(
  items: unknown[],
  schema: z.ZodType<T>,
  idOf: (raw: unknown) => string,
): { good: { index: number; item: T }[]; rejected: Rejected[] } {
  const good: { index: number; item: T }[] = [];
  const rejected: Rejected[] = [];
  items.forEach((raw, index) => {
    const parsed = schema.safeParse(raw);
    if (parsed.success) good.push({ index, item: parsed.data });
    else {
      const reason = parsed.error.issues
        .map((i) => `${i.path.join('.') || 'item'}: ${i.message}`)
        .join('; ');
      rejected.push({ index, id: idOf(raw), reason });
    }
  });
  return { good, rejected };
}

const field = (name: string) => (raw: unknown) => {
  const value = raw && typeof raw === 'object' ? (raw as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value.slice(0, 128) : '';
};

/**
 * What the store reports: events, orders and users, in batches. Raw items are kept as they
 * came, once per id; the rollups the figures read grow in the same transaction.
 */
export class IntakeService {
  /** months whose raw-table partitions exist (PostgreSQL) */
  private readonly monthsWithPartitions = new Set<string>();

  constructor(private readonly deps: Deps) {}

  private async knownApps(appIds: string[]): Promise<Set<string>> {
    const known = new Set<string>();
    for (const id of new Set(appIds)) if (await this.deps.appExists(id)) known.add(id);
    return known;
  }

  /** Items naming an app that does not exist are refused like malformed ones. */
  private async withKnownApps<T extends { appId: string }>(
    sorted: { good: { index: number; item: T }[]; rejected: Rejected[] },
    idOf: (item: T) => string,
  ) {
    const known = await this.knownApps(sorted.good.map((g) => g.item.appId));
    const good = sorted.good.filter((g) => known.has(g.item.appId));
    const rejected = [
      ...sorted.rejected,
      ...sorted.good
        .filter((g) => !known.has(g.item.appId))
        .map((g) => ({ index: g.index, id: idOf(g.item), reason: 'appId: no such app' })),
    ].sort((a, b) => a.index - b.index);
    return { good, rejected };
  }

  async reportEvents(items: unknown[]): Promise<IntakeAnswer> {
    const { good, rejected } = await this.withKnownApps(
      sortOut<StoreEvent>(items, storeEventSchema, field('eventId')),
      (e) => e.eventId,
    );
    // one id twice in one batch: the first counts
    const firsts = [...new Map(good.map((g) => [g.item.eventId, g.item])).values()];
    const placed = firsts.map((e) => ({ e, ...this.deps.calendar.dayHourOf(e.time) }));
    const stored = await this.deps.repo.inTransaction(async (repo) => {
      await repo.ensureMonths(
        placed.map((p) => p.day),
        this.monthsWithPartitions,
      );
      const fresh = await repo.insertEvents(
        placed.map(({ e, day }) => ({
          event_id: e.eventId,
          app_id: e.appId,
          type: e.type,
          device_id: e.deviceId,
          user_id: e.userId ?? null,
          at: new Date(e.time).toISOString(),
          day,
          duration: e.type === 'usage' ? (e.duration ?? 0) : 0,
        })),
      );
      await rollUpEvents(
        repo,
        placed.filter((p) => fresh.has(p.e.eventId)),
      );
      return fresh.size;
    });
    return { accepted: stored, duplicates: good.length - stored, rejected };
  }

  async reportOrders(items: unknown[]): Promise<IntakeAnswer> {
    const { good, rejected } = await this.withKnownApps(
      sortOut<StoreOrder>(items, storeOrderSchema, field('orderId')),
      (o) => o.orderId,
    );
    const firsts = [...new Map(good.map((g) => [g.item.orderId, g.item])).values()];
    const placed = firsts.map((o) => ({
      o,
      day: this.deps.calendar.dayOf(o.time),
      fen: this.fenOf(o),
    }));
    const stored = await this.deps.repo.inTransaction(async (repo) => {
      await repo.ensureMonths(
        placed.map((p) => p.day),
        this.monthsWithPartitions,
      );
      const fresh = await repo.insertOrders(
        placed.map(({ o, day, fen }) => ({
          order_id: o.orderId,
          app_id: o.appId,
          sku: o.sku ?? null,
          user_id: o.userId,
          device_id: o.deviceId,
          type: o.type,
          refund_of: o.refundOf ?? null,
          amount: o.amount,
          currency: o.currency,
          usd_rate: o.usdRate,
          amount_fen: fen,
          at: new Date(o.time).toISOString(),
          day,
        })),
      );
      await rollUpOrders(
        repo,
        placed.filter((p) => fresh.has(p.o.orderId)),
      );
      return fresh.size;
    });
    return { accepted: stored, duplicates: good.length - stored, rejected };
  }

  async reportUsers(items: unknown[]): Promise<IntakeAnswer> {
    const { good, rejected } = sortOut<StoreUser>(items, storeUserSchema, field('userId'));
    const now = this.deps.clock.now().toISOString();
    const changed = await this.deps.repo.inTransaction(async (repo) => {
      const moves: ProfileMove[] = [];
      for (const { item } of good) {
        const after = { sex: item.sex, birth_year: item.birthYear };
        const put = await repo.putUser({ user_id: item.userId, ...after, updated_at: now });
        if (put) moves.push({ userId: item.userId, before: put.before, after });
      }
      await regroupBuyers(repo, moves);
      return moves.length;
    });
    return { accepted: changed, duplicates: good.length - changed, rejected };
  }

  /** The order in CNY fen: yuan as they are, other currencies through US dollars. */
  private fenOf(o: StoreOrder): number {
    if (o.currency === 'CNY') return o.amount;
    const units = o.amount / MINOR_PER_UNIT[o.currency];
    return Math.round(((units * o.usdRate) / this.deps.usdPerCny) * 100);
  }
}

type PlacedEvent = { e: StoreEvent; day: string; hour: number };

/** Adds newly stored events to the day and hour rollups and the device sets. */
async function rollUpEvents(repo: DatacenterRepository, events: PlacedEvent[]) {
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
    const daySets = await repo.daySets(appId, [...ofApp.keys()]);
    const changedDays = new Map<string, Uint8Array>();
    for (const [day, ofDay] of ofApp) {
      const daySet = new DeviceSet(daySets.get(day));
      const hourSets = await repo.hourSets(appId, day);
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
          await repo.addHour(appId, day, hour, freshInHour);
        }
      }
      await repo.putHourSets(appId, day, changedHours);
      if (changedHours.size > 0) changedDays.set(day, daySet.toBuffer());
    }
    await repo.putDaySets(appId, changedDays);
  }
  for (const [key, c] of days) {
    const [appId, day] = key.split('|') as [string, string];
    await repo.addDay(appId, day, c);
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
  const known = await repo.knownDevices(appId, [...firstInBatch.keys()]);
  let next = await repo.nextDeviceSeq(appId);
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
  await repo.putDevices(appId, changed);
  return seqs;
}

type PlacedOrder = { o: StoreOrder; day: string; fen: number };

/**
 * Adds newly stored orders: the app's own sales and refunds to its day, add-ons to theirs
 * (income there is sales less refunds).
 */
async function rollUpOrders(repo: DatacenterRepository, orders: PlacedOrder[]) {
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
      if (o.name) await repo.putAddonName(o.appId, o.sku, o.name.zh_CN, o.name.en_US);
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
    await repo.addDay(appId, day, c);
  }
  for (const [key, c] of addons) {
    const [appId, day, sku] = key.split('|') as [string, string, string];
    await repo.addAddonDay(appId, day, sku, c);
  }
  for (const [appId, byDay] of buyers) await recordBuyers(repo, appId, byDay);
}

const BUYER_FIELDS = ['sex', 'birth_year'] as const satisfies readonly BuyerField[];
type Profile = { sex: number; birth_year: number };

/**
 * Numbers the app's new buyers, puts them in the groups of their profile (a buyer whose profile
 * is not known yet is in none until it comes), and adds every buyer to the set of the day.
 */
async function recordBuyers(
  repo: DatacenterRepository,
  appId: string,
  byDay: Map<string, Set<string>>,
) {
  const users = [...new Set([...byDay.values()].flatMap((set) => [...set]))];
  const seqs = await repo.knownBuyers(appId, users);
  const fresh = users.filter((u) => !seqs.has(u));
  if (fresh.length > 0) {
    let next = await repo.nextBuyerSeq(appId);
    for (const user of fresh) seqs.set(user, next++);
    await repo.addBuyers(
      appId,
      fresh.map((user) => ({ user, seq: seqs.get(user)! })),
    );
    const profiles = await repo.profiles(fresh);
    for (const field of BUYER_FIELDS) {
      const groups = new BuyerGroups(await repo.buyerGroups(appId, field));
      for (const user of fresh) {
        const profile = profiles.get(user);
        if (profile) groups.add(profile[field], seqs.get(user)!);
      }
      await repo.putBuyerGroups(appId, field, groups.changed());
    }
  }
  const stored = await repo.dayBuyerSets(appId, [...byDay.keys()]);
  const changed = new Map<string, Uint8Array>();
  for (const [day, dayUsers] of byDay) {
    const set = new DeviceSet(stored.get(day));
    let grew = false;
    for (const user of dayUsers) if (set.add(seqs.get(user)!)) grew = true;
    if (grew) changed.set(day, set.toBuffer());
  }
  await repo.putDayBuyerSets(appId, changed);
}

type ProfileMove = { userId: string; before: Profile | undefined; after: Profile };

/** Moves buyers whose profile changed to the groups of their new profile, in every app. */
async function regroupBuyers(repo: DatacenterRepository, moves: ProfileMove[]) {
  const byApp = new Map<string, { seq: number; move: ProfileMove }[]>();
  for (const move of moves) {
    for (const { appId, seq } of await repo.buyerIn(move.userId)) {
      let list = byApp.get(appId);
      if (!list) byApp.set(appId, (list = []));
      list.push({ seq, move });
    }
  }
  for (const [appId, list] of byApp) {
    for (const field of BUYER_FIELDS) {
      const groups = new BuyerGroups(await repo.buyerGroups(appId, field));
      for (const { seq, move } of list) {
        if (move.before) groups.remove(move.before[field], seq);
        groups.add(move.after[field], seq);
      }
      await repo.putBuyerGroups(appId, field, groups.changed());
    }
  }
}

/** The buyer groups of one app and field as they are changed, and which changed. */
class BuyerGroups {
  private readonly sets = new Map<number, DeviceSet>();
  private readonly touched = new Set<number>();

  constructor(private readonly stored: Map<number, Uint8Array>) {}

  private of(value: number) {
    let set = this.sets.get(value);
    if (!set) this.sets.set(value, (set = new DeviceSet(this.stored.get(value))));
    return set;
  }

  add(value: number, seq: number) {
    if (this.of(value).add(seq)) this.touched.add(value);
  }

  remove(value: number, seq: number) {
    if (this.of(value).remove(seq)) this.touched.add(value);
  }

  changed(): Map<number, Uint8Array> {
    return new Map([...this.touched].map((v) => [v, this.of(v).toBuffer()]));
  }
}
