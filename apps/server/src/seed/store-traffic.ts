import type { StoreEvent, StoreOrder, StoreUser, storeCrashSchema } from '@vrportal/contract';
import type { z } from 'zod';
import { seededRandom as random } from '../lib/seeded-random.js';

export interface TrafficPlan {
  appId: string;
  /** days of traffic, ending with the day of `until` */
  days: number;
  /** devices that use the app over the whole period */
  devices: number;
  until: Date;
  seed: number;
  /** add-ons sold, with their price in fen */
  addons?: { sku: string; zh: string; en: string; fen: number }[];
  /** the app's own price in fen (0: free, no sales) */
  priceFen?: number;
  /** the build the devices run (default 1) */
  versionCode?: number;
}

export interface Traffic {
  events: StoreEvent[];
  orders: StoreOrder[];
  users: StoreUser[];
  /** crashes and freezes of some of the starts */
  crashes: z.input<typeof storeCrashSchema>[];
}

/** What the simulated builds crash on, each with its stack. */
const CRASHES = [
  { type: 'crash', signature: 'java.lang.NullPointerException at com.game.world.Spawner.tick' },
  { type: 'crash', signature: 'java.lang.IndexOutOfBoundsException at com.game.ui.Inventory.slot' },
  { type: 'anr', signature: 'ANR in com.game.MainActivity (Input dispatching timed out)' },
] as const;
const MODELS = ['Quest 3', 'Quest 3S', 'Quest Pro', 'Pico 4 Ultra'] as const;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** more people play in the evening (UTC+8): weights of the 24 local hours */
const HOUR_WEIGHTS = [2, 1, 1, 1, 1, 1, 2, 3, 4, 4, 4, 5, 6, 5, 5, 5, 6, 7, 9, 11, 12, 11, 8, 4];
const HOUR_TOTAL = HOUR_WEIGHTS.reduce((a, b) => a + b, 0);

/**
 * Realistic store traffic for an app, as the store would report it: visits, starts and usage of
 * a pool of devices that grows over the period, weekend peaks and evening hours, sales of the app
 * and its add-ons by users with profiles, and a few refunds.
 */
export function makeTraffic(plan: TrafficPlan): Traffic {
  const rnd = random(plan.seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const localHour = () => {
    let x = rnd() * HOUR_TOTAL;
    for (let h = 0; h < 24; h += 1) {
      x -= HOUR_WEIGHTS[h]!;
      if (x < 0) return h;
    }
    return 23;
  };
  const prefix = `${plan.appId.slice(0, 8)}-${plan.seed}`;
  const events: StoreEvent[] = [];
  const orders: StoreOrder[] = [];
  const users = new Map<string, StoreUser>();
  const crashes: Traffic['crashes'] = [];
  const versionCode = plan.versionCode ?? 1;
  // the first day at midnight UTC+8, so days line up with the portal's default time zone
  const lastMidnight = Math.floor((plan.until.getTime() + 8 * HOUR) / DAY) * DAY - 8 * HOUR;
  const firstMidnight = lastMidnight - (plan.days - 1) * DAY;
  let n = 0;
  const timeOn = (midnight: number) => {
    const t = midnight + localHour() * HOUR + Math.floor(rnd() * HOUR);
    return Math.min(t, plan.until.getTime() - 1);
  };
  for (let d = 0; d < plan.days; d += 1) {
    const midnight = firstMidnight + d * DAY;
    if (midnight >= plan.until.getTime()) break;
    const weekend = [5, 6].includes(new Date(midnight + 8 * HOUR).getUTCDay()) ? 1.5 : 1;
    // the pool of devices that know the app grows over the period
    const known = Math.max(10, Math.floor(plan.devices * ((d + 1) / plan.days)));
    const visits = Math.floor((20 + rnd() * 40) * weekend * (known / plan.devices + 0.3));
    for (let i = 0; i < visits; i += 1) {
      events.push({
        eventId: `${prefix}-v${n++}`,
        appId: plan.appId,
        type: 'visit',
        deviceId: `dev-${plan.seed}-${Math.floor(rnd() * known)}`,
        time: timeOn(midnight),
      });
    }
    const players = Math.floor(known * (0.08 + rnd() * 0.06) * weekend);
    for (let i = 0; i < players; i += 1) {
      const device = `dev-${plan.seed}-${Math.floor(rnd() * known)}`;
      const start = timeOn(midnight);
      events.push({
        eventId: `${prefix}-s${n++}`,
        appId: plan.appId,
        type: 'start',
        deviceId: device,
        time: start,
        versionCode,
      });
      events.push({
        eventId: `${prefix}-u${n++}`,
        appId: plan.appId,
        type: 'usage',
        deviceId: device,
        duration: 300 + Math.floor(rnd() * 2400),
        time: start,
        versionCode,
      });
      // about one start in a hundred crashes or freezes
      if (rnd() < 0.01) {
        const what = pick(CRASHES);
        crashes.push({
          crashId: `${prefix}-c${n++}`,
          appId: plan.appId,
          versionCode,
          deviceId: device,
          deviceModel: pick(MODELS),
          osVersion: '14',
          type: what.type,
          time: Math.min(start + 60_000, plan.until.getTime() - 1),
          signature: what.signature,
          stack: `${what.signature.replace(' at ', '\n\tat ')}(Game.java:${100 + Math.floor(rnd() * 300)})`,
        });
      }
    }
    const buyers = Math.floor(players * 0.15 * (0.5 + rnd()));
    for (let i = 0; i < buyers; i += 1) {
      const who = Math.floor(rnd() * known);
      const userId = `user-${plan.seed}-${who}`;
      if (!users.has(userId)) {
        users.set(userId, {
          userId,
          sex: pick([1, 1, 1, 2, 2, 3] as const),
          birthYear: 1965 + Math.floor(rnd() * 45),
        });
      }
      const addon =
        plan.addons?.length && (!plan.priceFen || rnd() < 0.6) ? pick(plan.addons) : null;
      if (!addon && !plan.priceFen) continue;
      const orderId = `${prefix}-o${n++}`;
      const time = timeOn(midnight);
      const base = {
        appId: plan.appId,
        userId,
        deviceId: `dev-${plan.seed}-${who}`,
        currency: 'CNY' as const,
        usdRate: 0.14,
      };
      const sale: StoreOrder = addon
        ? {
            ...base,
            orderId,
            sku: addon.sku,
            name: { zh_CN: addon.zh, en_US: addon.en },
            type: 'sale',
            amount: addon.fen,
            time,
          }
        : { ...base, orderId, type: 'sale', amount: plan.priceFen!, time };
      orders.push(sale);
      // about one sale in twenty is refunded, within a day
      if (rnd() < 0.05) {
        orders.push({
          ...sale,
          orderId: `${orderId}-r`,
          type: 'refund',
          refundOf: orderId,
          time: Math.min(time + Math.floor(rnd() * DAY), plan.until.getTime() - 1),
        });
      }
    }
  }
  return { events, orders, users: [...users.values()], crashes };
}

/** Splits a list into batches of the intake's size. */
export function batches<T>(items: T[], size = 1000): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
