// Which rollup rows make up a range of days: whole weeks, and at each edge the days added to
// them or taken from a whole week, whichever is fewer.

const DAY_MS = 86_400_000;
const toMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const plus = (day: string, n: number) => toDay(toMs(day) + n * DAY_MS);
/** 0 for Monday ... 6 for Sunday */
const weekdayOf = (day: string) => (new Date(toMs(day)).getUTCDay() + 6) % 7;

/** Inclusive YYYY-MM-DD bounds. */
export interface Span {
  from: string;
  to: string;
}

/**
 * A range's counts: the weeks `weeks` (their Mondays, when there are any), plus the days of
 * `add`, minus the days of `take` (days of those weeks outside the range).
 */
export interface RangePlan {
  weeks: Span | null;
  add: Span[];
  take: Span[];
}

/**
 * The rows a range of days reads: at most its whole weeks plus one, and three days at each
 * edge, however long it is. A range within one week is its days.
 */
export function planRange(from: string, to: string): RangePlan {
  const firstMonday = plus(from, -weekdayOf(from));
  const lastMonday = plus(to, -weekdayOf(to));
  if (firstMonday === lastMonday) return { weeks: null, add: [{ from, to }], take: [] };
  const add: Span[] = [];
  const take: Span[] = [];
  let firstWeek = firstMonday;
  const before = weekdayOf(from);
  if (before > 0) {
    // the first week's days in the range, or the whole week less those before it
    if (7 - before <= before) {
      add.push({ from, to: plus(firstMonday, 6) });
      firstWeek = plus(firstMonday, 7);
    } else take.push({ from: firstMonday, to: plus(from, -1) });
  }
  let lastWeek = lastMonday;
  const after = 6 - weekdayOf(to);
  if (after > 0) {
    if (7 - after <= after) {
      add.push({ from: lastMonday, to });
      lastWeek = plus(lastMonday, -7);
    } else take.push({ from: plus(to, 1), to: plus(lastMonday, 6) });
  }
  return { weeks: firstWeek <= lastWeek ? { from: firstWeek, to: lastWeek } : null, add, take };
}
