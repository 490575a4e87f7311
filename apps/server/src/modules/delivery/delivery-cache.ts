import type { ObbRow, VersionRow } from '../builds/index.js';

/** What the update check needs of an app, read once for many devices. */
export interface AppDelivery {
  live: boolean;
  publishedVersionId: string | null;
  rollout: {
    id: string;
    version_id: string;
    previous_version_id: string;
    share: number;
    state: string;
  } | null;
  forced: boolean;
  /** whether a testing track holds a checked build: only then are the caller's tracks read */
  testing: boolean;
}

export interface BuildFiles {
  version: VersionRow;
  obbs: ObbRow[];
}

/** Entries kept at most: past it the cache starts afresh (a store has far fewer live apps). */
const MAX_ENTRIES = 50_000;

/**
 * A short-lived copy of what the update check reads, so a headset's call costs no query for
 * apps and builds that other headsets just asked about. A change made on this instance (a
 * rollout step, a status move) drops the app's entry at once; another instance sees it when its
 * entry expires (DELIVERY_CACHE_MS, a second by default). Which tracks a store user tests is read
 * on every call that names an app with a checked testing build.
 */
export class DeliveryCache {
  private readonly apps = new Held<AppDelivery>();
  private readonly builds = new Held<BuildFiles>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The apps' states, loading those not held (or expired) in one go. */
  async appsOf(
    ids: readonly string[],
    load: (ids: string[]) => Promise<Map<string, AppDelivery>>,
  ): Promise<Map<string, AppDelivery | null>> {
    return this.read(this.apps, ids, load);
  }

  async buildsOf(
    ids: readonly string[],
    load: (ids: string[]) => Promise<Map<string, BuildFiles>>,
  ): Promise<Map<string, BuildFiles | null>> {
    return this.read(this.builds, ids, load);
  }

  /** Drops an app's entry: the next check reads it afresh, and a read under way is not kept. */
  forget(appId: string) {
    this.apps.entries.delete(appId);
    this.apps.loading.delete(appId);
    this.apps.generation += 1;
  }

  private async read<T>(
    held: Held<T>,
    ids: readonly string[],
    load: (ids: string[]) => Promise<Map<string, T>>,
  ): Promise<Map<string, T | null>> {
    const now = this.now();
    const out = new Map<string, T | null>();
    const waiting: [string, Promise<T | null>][] = [];
    const missing: string[] = [];
    for (const id of ids) {
      const entry = held.entries.get(id);
      if (entry && entry.until > now) out.set(id, entry.value);
      else {
        // an entry that expired under many headsets at once is read once, not once each
        const pending = held.loading.get(id);
        if (pending) waiting.push([id, pending]);
        else missing.push(id);
      }
    }
    if (missing.length > 0) {
      const generation = held.generation;
      const loaded = load(missing).then((found) => {
        // kept unless an app changed while it was read (its entry would be stale)
        if (this.ttlMs > 0 && held.generation === generation) {
          if (held.entries.size + missing.length > MAX_ENTRIES) held.entries.clear();
          const until = this.now() + this.ttlMs;
          for (const id of missing) held.entries.set(id, { until, value: found.get(id) ?? null });
        }
        return found;
      });
      for (const id of missing) {
        const one = loaded.then((found) => found.get(id) ?? null);
        held.loading.set(id, one);
        waiting.push([id, one]);
        void one.then(
          () => held.loading.get(id) === one && held.loading.delete(id),
          () => held.loading.get(id) === one && held.loading.delete(id),
        );
      }
    }
    for (const [id, promise] of waiting) out.set(id, await promise);
    return out;
  }
}

/** What the cache holds of one kind (apps or builds), and its reads under way. */
class Held<T> {
  readonly entries = new Map<string, { until: number; value: T | null }>();
  readonly loading = new Map<string, Promise<T | null>>();
  /** moved on by each forget: a read begun before it is not kept */
  generation = 0;
}
