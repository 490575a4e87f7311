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
 * entry expires (DELIVERY_CACHE_MS, a second by default). Testers are read on every call.
 */
export class DeliveryCache {
  private readonly apps = new Map<string, { until: number; value: AppDelivery | null }>();
  private readonly builds = new Map<string, { until: number; value: BuildFiles | null }>();

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

  /** Drops an app's entry: the next check reads it afresh. */
  forget(appId: string) {
    this.apps.delete(appId);
  }

  private async read<T>(
    store: Map<string, { until: number; value: T | null }>,
    ids: readonly string[],
    load: (ids: string[]) => Promise<Map<string, T>>,
  ): Promise<Map<string, T | null>> {
    const now = this.now();
    const out = new Map<string, T | null>();
    const missing: string[] = [];
    for (const id of ids) {
      const held = store.get(id);
      if (held && held.until > now) out.set(id, held.value);
      else missing.push(id);
    }
    if (missing.length === 0) return out;
    const loaded = await load(missing);
    if (store.size + missing.length > MAX_ENTRIES) store.clear();
    for (const id of missing) {
      const value = loaded.get(id) ?? null;
      out.set(id, value);
      if (this.ttlMs > 0) store.set(id, { until: now + this.ttlMs, value });
    }
    return out;
  }
}
