// The SQL of buyers: each app's numbered buyers, the day's buyer sets, buyer groups by profile.
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** The profile fields buyers are grouped by. */
export type BuyerField = 'sex' | 'birth_year';

const num = (v: unknown) => Number(v ?? 0);

/** Buyers of an app, numbered so that sets of them are small bitmaps. */
export class BuyersRepository {
  constructor(private readonly db: Db) {}

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
}
