// Vitals' intake: the crashes and freezes the store reports, rolled up as they are stored.
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

interface Placed {
  c: StoreCrash;
  day: string;
  at: string;
  clusterId: string;
}

const add = <K>(map: Map<K, number>, key: K, n = 1) => map.set(key, (map.get(key) ?? 0) + n);

/**
 * Stores a batch of crash reports: each id once (a resend changes nothing), a bad item or one
 * naming an unknown app named in the answer, and the clusters and per-day counts grown in the
 * same transaction.
 */
export class CrashIntake {
  constructor(
    private readonly deps: {
      repo: VitalsRepository;
      calendar: Calendar;
      /** whether an app exists (the apps module owns apps) */
      appExists: (appId: string) => Promise<boolean>;
    },
  ) {}

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
    const placed: Placed[] = firsts.map((c) => ({
      c,
      day: this.deps.calendar.dayOf(c.time),
      at: new Date(c.time).toISOString(),
      clusterId: clusterIdOf(c.appId, c.type, c.signature),
    }));
    const stored = await this.deps.repo.inTransaction(async (repo) => {
      const fresh = await repo.insertReports(
        placed.map((p) => ({
          crash_id: p.c.crashId,
          app_id: p.c.appId,
          version_code: p.c.versionCode,
          device_id: p.c.deviceId,
          type: p.c.type,
          at: p.at,
          day: p.day,
          cluster_id: p.clusterId,
        })),
      );
      await rollUp(
        repo,
        placed.filter((p) => fresh.has(p.c.crashId)),
      );
      return fresh.size;
    });
    return { accepted: stored, duplicates: good.length - stored, rejected };
  }
}

/** Grows the clusters and the per-day counts with newly stored reports. */
async function rollUp(repo: VitalsRepository, reports: Placed[]) {
  if (reports.length === 0) return;
  const pairs = new Map<string, { cluster_id: string; device_id: string }>();
  const dayDevices = new Map<string, Placed>();
  for (const p of reports) {
    pairs.set(`${p.clusterId}|${p.c.deviceId}`, {
      cluster_id: p.clusterId,
      device_id: p.c.deviceId,
    });
    dayDevices.set(`${p.c.appId}|${p.day}|${p.c.versionCode}|${p.c.type}|${p.c.deviceId}`, p);
  }
  const freshInCluster = await repo.addClusterDevices([...pairs.values()]);
  const freshInDay = await repo.addDayDevices(
    [...dayDevices.values()].map((p) => ({
      app_id: p.c.appId,
      day: p.day,
      version_code: p.c.versionCode,
      type: p.c.type,
      device_id: p.c.deviceId,
    })),
  );

  // each cluster with the batch's earliest report as its sample, should it be new
  const clusters = new Map<string, { first: Placed; last: Placed; crashes: number }>();
  const clusterDays = new Map<string, number>();
  const models = new Map<string, number>();
  const days = new Map<string, number>();
  for (const p of reports) {
    const known = clusters.get(p.clusterId);
    if (!known) clusters.set(p.clusterId, { first: p, last: p, crashes: 1 });
    else {
      known.crashes += 1;
      if (p.at < known.first.at) known.first = p;
      if (p.at > known.last.at) known.last = p;
    }
    add(clusterDays, `${p.c.appId}|${p.day}|${p.clusterId}|${p.c.versionCode}|${p.c.type}`);
    add(models, `${p.clusterId}|${p.c.deviceModel || '-'}`);
    add(days, `${p.c.appId}|${p.day}|${p.c.versionCode}|${p.c.type}`);
  }
  await repo.putClusters(
    [...clusters].map(([id, c]) => ({
      cluster_id: id,
      app_id: c.first.c.appId,
      type: c.first.c.type,
      signature: c.first.c.signature,
      sample_stack: c.first.c.stack,
      sample_os: c.first.c.osVersion,
      first_seen: c.first.at,
      last_seen: c.last.at,
      crashes: c.crashes,
      devices: freshInCluster.get(id) ?? 0,
    })),
  );
  await repo.addClusterDays(
    [...clusterDays].map(([key, crashes]) => {
      const [app_id, day, cluster_id, version, type] = key.split('|') as [
        string,
        string,
        string,
        string,
        string,
      ];
      return { app_id, day, cluster_id, version_code: Number(version), type, crashes };
    }),
  );
  await repo.addClusterModels(
    [...models].map(([key, crashes]) => {
      const cut = key.indexOf('|');
      return { cluster_id: key.slice(0, cut), device_model: key.slice(cut + 1), crashes };
    }),
  );
  await repo.addDays(
    [...days].map(([key, crashes]) => {
      const [app_id, day, version, type] = key.split('|') as [string, string, string, string];
      return {
        app_id,
        day,
        version_code: Number(version),
        type,
        crashes,
        devices: freshInDay.get(key) ?? 0,
      };
    }),
  );
}
