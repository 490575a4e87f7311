import { createHash } from 'node:crypto';
import { ErrorCode } from '@vrportal/contract';
import type { OfferedBuild, PromoteTarget, UpdateCheckAnswer } from '@vrportal/contract';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/time.js';
import type { AppsService } from '../apps/index.js';
import type { BuildsService, ObbRow, VersionRow } from '../builds/index.js';
import type { RolloutsService } from '../rollouts/index.js';
import type { TracksService } from '../tracks/index.js';
import type { DownloadLinks } from './download-links.js';

export interface DeliveryDeps {
  apps: Pick<AppsService, 'deliveryRows'>;
  builds: Pick<BuildsService, 'versionsByIds' | 'obbsOfVersions' | 'fileNamed'>;
  tracks: Pick<TracksService, 'testedBuilds'>;
  rollouts: Pick<RolloutsService, 'openOf'>;
  /** the apps whose release online is a forced update (the releases module) */
  forcedOf: (appIds: readonly string[]) => Promise<Set<string>>;
  links: DownloadLinks;
  clock: Clock;
}

export interface UpdateCheck {
  deviceId: string;
  userId?: string | undefined;
  email?: string | undefined;
  apps: { appId: string; installedVersionCode?: number | undefined }[];
}

/**
 * Where a device falls in a rollout, in permille: a stable hash of (device, rollout), so raising
 * the share only adds devices, and another rollout draws its devices afresh.
 */
export function bucketOf(deviceId: string, rolloutId: string): number {
  const digest = createHash('sha256').update(`${rolloutId}:${deviceId}`).digest();
  return (digest.readUInt32BE(0) / 2 ** 32) * 1000;
}

const OBB_TYPES: Record<number, 'main' | 'patch'> = { 2: 'main', 3: 'patch' };

/**
 * The store's update check: for each app a device has, the build it should have. A tester gets
 * the most advanced track it tests whose build passed its check and is newer than the store's;
 * everyone else the store's build, which during a staged rollout is the new build for devices
 * in the share and the previous one for the others. Each file comes with an address that works
 * for an hour.
 */
export class DeliveryService {
  constructor(private readonly deps: DeliveryDeps) {}

  async updateCheck(req: UpdateCheck): Promise<UpdateCheckAnswer> {
    const appIds = [...new Set(req.apps.map((a) => a.appId))];
    const [apps, rollouts, tested, forced] = await Promise.all([
      this.deps.apps.deliveryRows(appIds),
      this.deps.rollouts.openOf(appIds),
      this.deps.tracks.testedBuilds(appIds, req.userId ?? null, req.email ?? null),
      this.deps.forcedOf(appIds),
    ]);
    const appById = new Map(apps.map((a) => [a.id, a]));
    const rolloutOf = new Map(rollouts.map((r) => [r.app_id, r]));
    const wanted = new Set<string>();
    for (const app of apps) if (app.published_version_id) wanted.add(app.published_version_id);
    for (const r of rollouts) wanted.add(r.previous_version_id);
    for (const list of tested.values()) for (const t of list) wanted.add(t.versionId);
    const [versions, obbs] = await Promise.all([
      this.deps.builds.versionsByIds([...wanted]),
      this.deps.builds.obbsOfVersions([...wanted]),
    ]);
    const versionById = new Map(versions.map((v) => [v.id, v]));
    const nowMs = this.deps.clock.now().getTime();

    const answers = await Promise.all(
      req.apps.map(async ({ appId, installedVersionCode }) => {
        const app = appById.get(appId);
        let storeVersion: VersionRow | undefined;
        if (app && app.live && app.published_version_id) {
          storeVersion = versionById.get(app.published_version_id);
          const rollout = rolloutOf.get(appId);
          if (storeVersion && rollout && rollout.version_id === storeVersion.id) {
            const has = installedVersionCode === Number(storeVersion.vcode);
            const inShare =
              rollout.state === 'running' && bucketOf(req.deviceId, rollout.id) < rollout.share;
            // halted: devices that have the update keep it, no other gets it
            if (!has && !inShare) storeVersion = versionById.get(rollout.previous_version_id);
          }
        }
        const storeCode = storeVersion ? Number(storeVersion.vcode) : -1;
        const testing = (tested.get(appId) ?? [])
          .map((t) => ({ track: t.track, version: versionById.get(t.versionId) }))
          .find((t) => t.version && Number(t.version.vcode) > storeCode);
        const chosen: { track: PromoteTarget; version: VersionRow } | null = testing?.version
          ? { track: testing.track, version: testing.version }
          : storeVersion && app?.live
            ? { track: 'store', version: storeVersion }
            : null;
        const build = chosen
          ? await this.offer(chosen.version, chosen.track, forced.has(appId), obbs, nowMs)
          : null;
        return { appId, build };
      }),
    );
    return { apps: answers };
  }

  private async offer(
    version: VersionRow,
    track: PromoteTarget,
    forced: boolean,
    obbs: ObbRow[],
    nowMs: number,
  ): Promise<OfferedBuild | null> {
    if (!version.blob_key || !version.fname) return null;
    const apk = await this.deps.links.linkOf(version.blob_key, version.fname, nowMs);
    const files = obbs.filter((o) => o.version_id === version.id && o.blob_key && o.fname);
    return {
      versionCode: Number(version.vcode),
      versionName: version.ver,
      size: Number(version.size),
      md5: version.md5,
      url: apk.url,
      expiresAt: apk.expiresAt,
      forced: track === 'store' && forced,
      track,
      obbs: await Promise.all(
        files.map(async (o) => ({
          type: OBB_TYPES[o.type] ?? 'main',
          name: o.fname!,
          size: Number(o.size),
          md5: o.md5,
          url: (await this.deps.links.linkOf(o.blob_key!, o.fname!, nowMs)).url,
        })),
      ),
    };
  }

  /** The stored file a signed address names: 10729 when expired or altered, 10523 when gone. */
  async fileOf(name: string, exp: number, sig: string) {
    if (!this.deps.links.valid(name, exp, sig, this.deps.clock.now().getTime())) {
      throw new AppError(ErrorCode.downloadLinkInvalid, null, undefined, 403);
    }
    const file = await this.deps.builds.fileNamed(name);
    if (!file?.blob_key) throw new AppError(ErrorCode.fileNotFound, null, undefined, 404);
    return { key: file.blob_key, name };
  }
}
