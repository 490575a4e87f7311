// Vitals' intake: the crashes and freezes the store reports, appended for the rollups to count.
import { createHash } from 'node:crypto';
import { storeCrashSchema } from '@vrportal/contract';
import type { IntakeAnswer, StoreCrash } from '@vrportal/contract';
import { field, sortOut } from '../../lib/intake-batch.js';
import type { Calendar } from '../datacenter/index.js';
import type { VitalsRepository } from './vitals.repository.js';

/** A cluster is one signature of one app and type. */
export function clusterIdOf(appId: string, type: string, signature: string): string {
  return createHash('sha256').update(`${appId}\n${type}\n${signature}`).digest('hex').slice(0, 32);
}

/** Clusters this process knows are stored, remembered up to this many (then forgotten at once). */
const KNOWN_CLUSTERS_MAX = 100_000;

/**
 * Stores a batch of crash reports: each id once per app and day (a resend changes nothing), a bad
 * item or one naming an unknown app named in the answer. The batch's transaction appends the
 * reports to crash_log and adds the clusters first seen, with their sample stack; the
 * `crash-rollups` job counts them into the rollups a few seconds later (crash-rollups.ts).
 */
export class CrashIntake {
  /** cluster ids whose row is stored: their samples need no statement */
  private readonly knownClusters = new Set<string>();
  /** cluster ids of recent signatures, so a batch hashes each signature once */
  private readonly idOf = new Map<string, string>();

  constructor(
    private readonly deps: {
      repo: VitalsRepository;
      calendar: Calendar;
      /** whether an app exists (the apps module owns apps) */
      appExists: (appId: string) => Promise<boolean>;
    },
  ) {}

  private clusterOf(c: StoreCrash): string {
    const key = `${c.appId}\n${c.type}\n${c.signature}`;
    let id = this.idOf.get(key);
    if (id === undefined) {
      id = clusterIdOf(c.appId, c.type, c.signature);
      if (this.idOf.size >= KNOWN_CLUSTERS_MAX) this.idOf.clear();
      this.idOf.set(key, id);
    }
    return id;
  }

  async report(items: unknown[]): Promise<IntakeAnswer> {
    const sorted = sortOut<StoreCrash>(items, storeCrashSchema, field('crashId'));
    const known = new Set<string>();
    for (const id of new Set(sorted.good.map((g) => g.item.appId))) {
      if (await this.deps.appExists(id)) known.add(id);
    }
    const good = sorted.good.filter((g) => known.has(g.item.appId));
    const rejected = [
      ...sorted.rejected,
      ...sorted.good
        .filter((g) => !known.has(g.item.appId))
        .map((g) => ({ index: g.index, id: g.item.crashId, reason: 'appId: no such app' })),
    ].sort((a, b) => a.index - b.index);
    // one id twice in one batch: the first counts
    const firsts = [...new Map(good.map((g) => [g.item.crashId, g.item])).values()];
    const rows = firsts.map((c) => ({
      app_id: c.appId,
      day: this.deps.calendar.dayOf(c.time),
      crash_id: c.crashId,
      at: new Date(c.time).toISOString(),
      version_code: c.versionCode,
      type: c.type,
      device_id: c.deviceId,
      device_model: c.deviceModel || '-',
      cluster_id: this.clusterOf(c),
    }));
    // each cluster not known to be stored, with the batch's earliest report as its sample
    const samples = new Map<string, { c: StoreCrash; at: string }>();
    firsts.forEach((c, i) => {
      const { cluster_id: id, at } = rows[i]!;
      if (this.knownClusters.has(id)) return;
      const seen = samples.get(id);
      if (!seen || at < seen.at) samples.set(id, { c, at });
    });
    const stored = await this.deps.repo.inTransaction(async (repo) => {
      await repo.addClusters(
        [...samples].map(([id, { c, at }]) => ({
          cluster_id: id,
          app_id: c.appId,
          type: c.type,
          signature: c.signature,
          sample_stack: c.stack,
          sample_os: c.osVersion,
          first_seen: at,
          last_seen: at,
          crashes: 0,
          devices: 0,
        })),
      );
      return repo.appendReports(rows);
    });
    if (this.knownClusters.size + samples.size > KNOWN_CLUSTERS_MAX) this.knownClusters.clear();
    for (const id of samples.keys()) this.knownClusters.add(id);
    return { accepted: stored, duplicates: good.length - stored, rejected };
  }
}
