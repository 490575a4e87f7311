/**
 * The rank index in the database. Entries are ordered by (rank_key, written_at, user_id); the
 * table leaderboard_buckets counts a period's entries by rank_key at LEVELS levels of 256 (level
 * l holds floor(rank_key / 256^l)), kept by triggers in the statement of every change to an
 * entry. "How many entries come before this one" is then a sum over at most 6 x 255 + 64 bucket
 * rows (a few hundred in practice) plus the entries tied on its rank_key, whatever the board's
 * size; "which rank_key is at position p" is a walk down the levels.
 */

export const LEVELS = 7;
const FANOUT = 256;
const TOP = LEVELS - 1;

/** A range of buckets of one level: from (inclusive; null for no bound) to (exclusive). */
export interface BucketRange {
  level: number;
  from: number | null;
  to: number;
}

/** The bucket of each level holding a rank_key (exact in doubles: division by powers of two). */
export const bucketsOf = (key: number) =>
  Array.from({ length: LEVELS }, (_, level) => Math.floor(key / FANOUT ** level));

/**
 * The buckets holding every rank_key smaller than `key`: at each level the siblings before its
 * bucket under the same parent, and at the top (64 buckets for keys within 2^53) every bucket
 * before it. One range per level; an empty one has from === to.
 */
export function rangesBefore(key: number): BucketRange[] {
  const buckets = bucketsOf(key);
  return buckets.map((bucket, level) =>
    level === TOP
      ? { level, from: null, to: bucket }
      : { level, from: Math.floor(bucket / FANOUT) * FANOUT, to: bucket },
  );
}

export type ReadBuckets = (
  level: number,
  /** the children of this bucket of the level above; null for every bucket of the top level */
  parent: number | null,
) => Promise<{ bucket: number; n: number }[]>;

/**
 * The rank_key of the entry at 0-based `position` and how many entries have a smaller one,
 * walking down from the top level, each step reading the (at most 256) children of one bucket;
 * null past the last entry.
 */
export async function keyAt(
  read: ReadBuckets,
  position: number,
): Promise<{ key: number; before: number } | null> {
  let before = 0;
  let parent: number | null = null;
  for (let level = TOP; level >= 0; level -= 1) {
    const children = await read(level, parent);
    let hit: number | null = null;
    for (const c of children) {
      if (before + c.n > position) {
        hit = c.bucket;
        break;
      }
      before += c.n;
    }
    if (hit === null) return null;
    parent = hit;
  }
  return { key: parent!, before };
}

/** The first and the next-after-last bucket of the children of `parent`. */
export const childrenOf = (parent: number) => ({
  from: parent * FANOUT,
  to: parent * FANOUT + FANOUT,
});

export const TOP_LEVEL = TOP;
