import { ErrorCode, badBehaviour, vitalsLimits } from '@vrportal/contract';
import type {
  CrashType,
  Lang,
  VitalsCluster,
  VitalsClusterDetail,
  VitalsDay,
  VitalsOverview,
} from '@vrportal/contract';
import { AppError } from '../../lib/app-error.js';
import { t } from '../../lib/i18n.js';
import type { MessageKey } from '../../lib/i18n.js';
import type { Caller } from '../../plugins/caller.js';
import type { AppFacts, AppsService } from '../apps/index.js';
import type { BuildsService } from '../builds/index.js';
import type { Calendar, DayRange, SheetSpec } from '../datacenter/index.js';
import type { ClusterSummary, VitalsRepository } from './vitals.repository.js';

export interface VitalsDeps {
  repo: VitalsRepository;
  apps: Pick<AppsService, 'appFor'>;
  builds: Pick<BuildsService, 'versions'>;
  calendar: Calendar;
  /** devices active per build and day, and on a build in a window (the data centre) */
  activity: {
    days: (
      appId: string,
      range: DayRange,
    ) => Promise<{ day: string; versionCode: number; devices: number }[]>;
    between: (appId: string, versionCode: number, from: string, to: string) => Promise<number>;
  };
}

interface RangeBody {
  appId: string;
  startTime: string | number;
  endTime: string | number;
}

/** A percentage with two decimals; null under the small-group rule or with nobody active. */
function rateOf(devices: number, active: number): number | null {
  if (active < vitalsLimits.smallGroupMin) return null;
  return Math.round((devices / active) * 10_000) / 100;
}

/** What a build did in a window: active devices and those with a crash or an ANR. */
export interface WindowFigures {
  devices: number;
  crash: number;
  anr: number;
}

/**
 * Vitals of an app: per build and day of the portal's time zone, the share of active devices
 * with a crash or an ANR; the clusters by signature; the export; and a build's figures over a
 * window, which the automatic halt of a rollout reads.
 */
export class VitalsService {
  constructor(private readonly deps: VitalsDeps) {}

  private async target(
    caller: Caller,
    body: RangeBody,
  ): Promise<{ app: AppFacts; range: DayRange }> {
    const app = await this.deps.apps.appFor(caller, body.appId);
    return { app, range: this.deps.calendar.resolve(body.startTime, body.endTime) };
  }

  async overview(caller: Caller, body: RangeBody): Promise<VitalsOverview> {
    const { app, range } = await this.target(caller, body);
    return this.overviewOf(app, range);
  }

  private async overviewOf(app: AppFacts, range: DayRange): Promise<VitalsOverview> {
    const [active, crashes, versions] = await Promise.all([
      this.deps.activity.days(app.id, range),
      this.deps.repo.days(app.id, range.from, range.to),
      this.deps.builds.versions(app.id),
    ]);
    const activeOf = new Map(active.map((a) => [`${a.day}|${a.versionCode}`, a.devices]));
    const crashingOf = new Map(
      crashes.map((c) => [`${c.day}|${c.versionCode}|${c.type}`, c.devices]),
    );
    const nameOf = new Map(versions.map((v) => [Number(v.vcode), v.ver]));
    const codes = [...new Set([...active, ...crashes].map((r) => r.versionCode))].sort(
      (a, b) => b - a,
    );
    const builds = codes.map((code) => {
      const days: VitalsDay[] = range.days.map((day) => {
        const activeDevices = activeOf.get(`${day}|${code}`) ?? 0;
        const crashDevices = crashingOf.get(`${day}|${code}|crash`) ?? 0;
        const anrDevices = crashingOf.get(`${day}|${code}|anr`) ?? 0;
        return {
          day,
          activeDevices,
          crashDevices,
          anrDevices,
          crashRate: rateOf(crashDevices, activeDevices),
          anrRate: rateOf(anrDevices, activeDevices),
        };
      });
      // the range's rate: device-days with one, over active device-days
      const sum = (pick: (d: VitalsDay) => number) => days.reduce((n, d) => n + pick(d), 0);
      const deviceDays = sum((d) => d.activeDevices);
      return {
        versionCode: code,
        versionName: nameOf.get(code) ?? String(code),
        days,
        crashRate: rateOf(
          sum((d) => d.crashDevices),
          deviceDays,
        ),
        anrRate: rateOf(
          sum((d) => d.anrDevices),
          deviceDays,
        ),
      };
    });
    return {
      days: range.days,
      timeZone: this.deps.calendar.timeZone,
      thresholds: { crash: badBehaviour.crash, anr: badBehaviour.anr },
      builds,
    };
  }

  async clusters(
    caller: Caller,
    body: RangeBody & { versionCode?: number; type?: CrashType; page: number },
  ): Promise<{ total: number; page: number; list: VitalsCluster[] }> {
    const { app, range } = await this.target(caller, body);
    const size = vitalsLimits.pageSize;
    const found = await this.deps.repo.clusterCounts(
      {
        appId: app.id,
        from: range.from,
        to: range.to,
        versionCode: body.versionCode,
        type: body.type,
      },
      { limit: size, offset: (body.page - 1) * size },
    );
    return { total: found.total, page: body.page, list: await this.described(found.page) };
  }

  /** Clusters with their counts in a range, described from their rows and builds. */
  private async described(page: { clusterId: string; count: number }[]): Promise<VitalsCluster[]> {
    const ids = page.map((p) => p.clusterId);
    const [rows, versions] = await Promise.all([
      this.deps.repo.clusters(ids),
      this.deps.repo.clusterVersions(ids),
    ]);
    const rowOf = new Map(rows.map((r) => [r.cluster_id, r]));
    // each cluster's builds, found once (an export describes thousands of clusters)
    const codesOf = new Map<string, number[]>();
    for (const v of versions) {
      const codes = codesOf.get(v.clusterId);
      if (codes) codes.push(v.versionCode);
      else codesOf.set(v.clusterId, [v.versionCode]);
    }
    return page.flatMap(({ clusterId, count }) => {
      const row = rowOf.get(clusterId);
      if (!row) return [];
      const codes = (codesOf.get(clusterId) ?? []).sort((a, b) => b - a);
      return [{ ...this.clusterOf(row, count), versionCodes: codes }];
    });
  }

  private clusterOf(row: ClusterSummary, count: number): Omit<VitalsCluster, 'versionCodes'> {
    return {
      clusterId: row.cluster_id,
      type: row.type as CrashType,
      signature: row.signature,
      count,
      devices: row.devices >= vitalsLimits.smallGroupMin ? Number(row.devices) : null,
      firstSeen: row.first_seen,
      lastSeen: row.last_seen,
    };
  }

  async cluster(caller: Caller, appId: string, clusterId: string): Promise<VitalsClusterDetail> {
    const app = await this.deps.apps.appFor(caller, appId);
    const row = await this.deps.repo.cluster(app.id, clusterId);
    if (!row) throw new AppError(ErrorCode.clusterNotFound);
    const [versions, models] = await Promise.all([
      this.deps.repo.clusterVersions([clusterId]),
      this.deps.repo.clusterModels(clusterId),
    ]);
    const shown = models.filter((m) => m.count >= vitalsLimits.smallGroupMin);
    return {
      ...this.clusterOf(row, Number(row.crashes)),
      versionCodes: versions.map((v) => v.versionCode).sort((a, b) => b - a),
      versions: versions
        .map((v) => ({ versionCode: v.versionCode, count: v.count }))
        .sort((a, b) => b.versionCode - a.versionCode),
      models: shown,
      others: models
        .filter((m) => m.count < vitalsLimits.smallGroupMin)
        .reduce((n, m) => n + m.count, 0),
      sampleStack: row.sample_stack,
      sampleOsVersion: row.sample_os,
    };
  }

  /** The export: the rates per build and day, and every cluster of the range. */
  async exportOf(
    caller: Caller,
    body: RangeBody,
    lang: Lang,
  ): Promise<{ app: AppFacts; range: DayRange; sheets: SheetSpec[] }> {
    const { app, range } = await this.target(caller, body);
    const [overview, found] = await Promise.all([
      this.overviewOf(app, range),
      this.deps.repo.clusterCounts({ appId: app.id, from: range.from, to: range.to }),
    ]);
    // every cluster of the range from one read of the rollups, described 500 at a time
    const clusters: VitalsCluster[] = [];
    for (let i = 0; i < found.page.length; i += 500) {
      clusters.push(...(await this.described(found.page.slice(i, i + 500))));
    }
    const h = (key: string) => t(lang, `vitals.col.${key}` as MessageKey);
    const blankRate = (rate: number | null) => (rate === null ? '' : rate);
    return {
      app,
      range,
      sheets: [
        {
          name: t(lang, 'vitals.sheet.rates'),
          columns: [
            { header: h('day'), kind: 'day' },
            { header: h('build'), kind: 'text' },
            { header: h('active'), kind: 'count' },
            { header: h('crashDevices'), kind: 'count' },
            { header: h('crashRate'), kind: 'percent' },
            { header: h('anrDevices'), kind: 'count' },
            { header: h('anrRate'), kind: 'percent' },
          ],
          rows: overview.builds.flatMap((b) =>
            b.days
              .filter((d) => d.activeDevices > 0 || d.crashDevices > 0 || d.anrDevices > 0)
              .map((d) => [
                d.day,
                `${b.versionName} (${b.versionCode})`,
                d.activeDevices,
                d.crashDevices,
                blankRate(d.crashRate),
                d.anrDevices,
                blankRate(d.anrRate),
              ]),
          ),
        },
        {
          name: t(lang, 'vitals.sheet.clusters'),
          columns: [
            { header: h('type'), kind: 'text' },
            { header: h('signature'), kind: 'text', width: 60 },
            { header: h('reports'), kind: 'count' },
            { header: h('devices'), kind: 'text' },
            { header: h('builds'), kind: 'text' },
            { header: h('firstSeen'), kind: 'text' },
            { header: h('lastSeen'), kind: 'text' },
          ],
          rows: clusters.map((c) => [
            t(lang, `vitals.type.${c.type}` as MessageKey),
            c.signature,
            c.count,
            c.devices === null ? t(lang, 'vitals.fewDevices') : String(c.devices),
            c.versionCodes.join(', '),
            c.firstSeen,
            c.lastSeen,
          ]),
        },
      ],
    };
  }

  /**
   * A build's active and crashing devices in [from, to), ISO instants (the automatic halt): the
   * crashes of every report stored so far, read from the reports themselves, not the rollups.
   */
  async window(
    appId: string,
    versionCode: number,
    from: string,
    to: string,
  ): Promise<WindowFigures> {
    const { calendar, repo } = this.deps;
    const window = {
      from,
      to,
      days: { from: calendar.dayOf(Date.parse(from)), to: calendar.dayOf(Date.parse(to)) },
    };
    const [devices, crash, anr] = await Promise.all([
      this.deps.activity.between(appId, versionCode, from, to),
      repo.crashingDevicesBetween(appId, versionCode, 'crash', window),
      repo.crashingDevicesBetween(appId, versionCode, 'anr', window),
    ]);
    return { devices, crash, anr };
  }
}
