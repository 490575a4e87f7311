// Buyer rollups: numbering an app's buyers, the day's buyer sets, and buyer groups by profile.
import type { BuyerField, DatacenterRepository } from './datacenter.repository.js';
import { DeviceSet } from './device-set.js';

const BUYER_FIELDS = ['sex', 'birth_year'] as const satisfies readonly BuyerField[];
type Profile = { sex: number; birth_year: number };

/**
 * Numbers the app's new buyers, puts them in the groups of their profile (a buyer whose profile
 * is not known yet is in none until it comes), and adds every buyer to the set of the day.
 */
export async function recordBuyers(
  repo: DatacenterRepository,
  appId: string,
  byDay: Map<string, Set<string>>,
) {
  const users = [...new Set([...byDay.values()].flatMap((set) => [...set]))];
  const seqs = await repo.buyers.knownBuyers(appId, users);
  const fresh = users.filter((u) => !seqs.has(u));
  if (fresh.length > 0) {
    let next = await repo.buyers.nextBuyerSeq(appId);
    for (const user of fresh) seqs.set(user, next++);
    await repo.buyers.addBuyers(
      appId,
      fresh.map((user) => ({ user, seq: seqs.get(user)! })),
    );
    const profiles = await repo.profiles(fresh);
    for (const field of BUYER_FIELDS) {
      const groups = new BuyerGroups(await repo.buyers.buyerGroups(appId, field));
      for (const user of fresh) {
        const profile = profiles.get(user);
        if (profile) groups.add(profile[field], seqs.get(user)!);
      }
      await repo.buyers.putBuyerGroups(appId, field, groups.changed());
    }
  }
  const stored = await repo.buyers.dayBuyerSets(appId, [...byDay.keys()]);
  const changed = new Map<string, Uint8Array>();
  for (const [day, dayUsers] of byDay) {
    const set = new DeviceSet(stored.get(day));
    let grew = false;
    for (const user of dayUsers) if (set.add(seqs.get(user)!)) grew = true;
    if (grew) changed.set(day, set.toBuffer());
  }
  await repo.buyers.putDayBuyerSets(appId, changed);
}

export type ProfileMove = { userId: string; before: Profile | undefined; after: Profile };

/** Moves buyers whose profile changed to the groups of their new profile, in every app. */
export async function regroupBuyers(repo: DatacenterRepository, moves: ProfileMove[]) {
  const byApp = new Map<string, { seq: number; move: ProfileMove }[]>();
  for (const move of moves) {
    for (const { appId, seq } of await repo.buyers.buyerIn(move.userId)) {
      let list = byApp.get(appId);
      if (!list) byApp.set(appId, (list = []));
      list.push({ seq, move });
    }
  }
  for (const [appId, list] of byApp) {
    for (const field of BUYER_FIELDS) {
      const groups = new BuyerGroups(await repo.buyers.buyerGroups(appId, field));
      for (const { seq, move } of list) {
        if (move.before) groups.remove(move.before[field], seq);
        groups.add(move.after[field], seq);
      }
      await repo.buyers.putBuyerGroups(appId, field, groups.changed());
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
