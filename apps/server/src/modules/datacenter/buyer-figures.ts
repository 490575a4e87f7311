// Buyer figures: the app's buyers by gender and by age, small groups folded into the unknown one.
import { AGE_BUCKETS, datacenterLimits } from '@vrportal/contract';
import type { AgeAnswer, GenderAnswer } from '@vrportal/contract';
import type { Caller } from '../apps/index.js';
import type { FigureScope } from './addon-figures.js';
import type { DayRange } from './calendar.js';
import type { BuyerField } from './datacenter.repository.js';
import type { AppRef, DatacenterDeps, RangeRef } from './datacenter.service.js';
import { DeviceSet } from './device-set.js';

const ageBucketOf = (age: number) =>
  age <= 18 ? 1 : age <= 23 ? 2 : age <= 28 ? 3 : age <= 35 ? 4 : age <= 45 ? 5 : 6;

/** Groups of fewer buyers than the minimum join the unknown group (0), so no one stands out. */
function foldSmallGroups(counts: Map<number, number>, keys: readonly number[]) {
  const folded = new Map<number, number>(keys.map((k) => [k, 0]));
  for (const [key, count] of counts) {
    const target = key !== 0 && count < datacenterLimits.smallGroupMin ? 0 : key;
    folded.set(target, (folded.get(target) ?? 0) + count);
  }
  return [...folded.entries()].sort((a, b) => a[0] - b[0]);
}

/** Distinct buyers of a range by a profile field, never a group small enough to single one out. */
export class BuyerFigures {
  constructor(
    private readonly deps: Pick<DatacenterDeps, 'repo'>,
    private readonly scope: FigureScope,
  ) {}

  async gender(caller: Caller, req: AppRef & RangeRef): Promise<GenderAnswer> {
    const { app, range } = await this.scope.context(caller, req);
    return this.genderOf(app.id, range);
  }

  async genderOf(appId: string, range: DayRange): Promise<GenderAnswer> {
    const counts = new Map<number, number>();
    for (const [sex, n] of await this.buyersBy(appId, range, 'sex')) {
      const key = sex === 1 || sex === 2 || sex === 3 ? sex : 0;
      counts.set(key, (counts.get(key) ?? 0) + n);
    }
    return foldSmallGroups(counts, [0, 1, 2, 3]).map(([sex, count]) => ({ sex, count }));
  }

  async age(caller: Caller, req: AppRef & RangeRef): Promise<AgeAnswer> {
    const { app, range } = await this.scope.context(caller, req);
    return this.ageOf(app.id, range);
  }

  /** Ages as of the year the range ends in. */
  async ageOf(appId: string, range: DayRange): Promise<AgeAnswer> {
    const year = Number(range.to.slice(0, 4));
    const counts = new Map<number, number>();
    for (const [born, n] of await this.buyersBy(appId, range, 'birth_year')) {
      const bucket = born === null ? 0 : ageBucketOf(year - born);
      counts.set(bucket, (counts.get(bucket) ?? 0) + n);
    }
    return foldSmallGroups(counts, AGE_BUCKETS).map(([age, count]) => ({ age, count }));
  }

  /**
   * Distinct buyers of the range (the union of its days' buyer sets) by a profile field; null
   * for those whose profile is not known.
   */
  private async buyersBy(
    appId: string,
    range: DayRange,
    field: BuyerField,
  ): Promise<Map<number | null, number>> {
    const [days, groups] = await Promise.all([
      this.deps.repo.buyers.dayBuyerSetsInRange(appId, range.from, range.to),
      this.deps.repo.buyers.buyerGroups(appId, field),
    ]);
    const inRange = DeviceSet.union(days);
    const counts = new Map<number | null, number>();
    let known = 0;
    for (const [value, group] of groups) {
      const n = inRange.sizeWith(group);
      if (n === 0) continue;
      counts.set(value, n);
      known += n;
    }
    counts.set(null, inRange.size() - known);
    return counts;
  }
}
