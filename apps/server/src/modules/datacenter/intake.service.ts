import {
  MINOR_PER_UNIT,
  storeEventSchema,
  storeOrderSchema,
  storeUserSchema,
} from '@vrportal/contract';
import type { IntakeAnswer, StoreEvent, StoreOrder, StoreUser } from '@vrportal/contract';
import { field, sortOut } from '../../lib/intake-batch.js';
import type { Rejected } from '../../lib/intake-batch.js';
import type { Clock } from '../../lib/time.js';
import type { ProfileMove } from './buyer-rollups.js';
import { regroupBuyers } from './buyer-rollups.js';
import type { Calendar } from './calendar.js';
import type { DatacenterRepository } from './datacenter.repository.js';
import {
  rollUpBuildActivity,
  rollUpEvents,
  rollUpOrders,
  rollUpVersions,
} from './intake-rollups.js';

interface Deps {
  repo: DatacenterRepository;
  calendar: Calendar;
  clock: Clock;
  /** whether an app exists (the apps module owns apps) */
  appExists: (appId: string) => Promise<boolean>;
  /** US dollars per yuan: turns USD and JPY orders into the CNY of the portal's figures */
  usdPerCny: number;
}

/**
 * What the store reports: events, orders and users, in batches. Raw items are kept as they
 * came, once per id; the rollups the figures read grow in the same transaction
 * (`intake-rollups.ts`, `buyer-rollups.ts`).
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
          version_code: e.versionCode ?? null,
        })),
      );
      const stored = placed.filter((p) => fresh.has(p.e.eventId));
      await rollUpEvents(repo, stored);
      await rollUpVersions(repo, stored);
      await rollUpBuildActivity(repo, stored);
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
