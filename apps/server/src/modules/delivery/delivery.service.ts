import { createHash } from 'node:crypto';
import { ErrorCode } from '@vrportal/contract';
import type { OfferedBuild, PromoteTarget, UpdateCheckAnswer } from '@vrportal/contract';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/time.js';
import type { AppsService } from '../apps/index.js';
import type { BuildsService } from '../builds/index.js';
import type { AppDelivery, BuildFiles, DeliveryCache } from './delivery-cache.js';
import type { RolloutsService } from '../rollouts/index.js';
import type { TestedBuild, TracksService } from '../tracks/index.js';
import type { DownloadLinks } from './download-links.js';

export interface DeliveryDeps {
  apps: Pick<AppsService, 'inStore'>;
  builds: Pick<BuildsService, 'versionsByIds' | 'obbsOfVersions' | 'fileNamed'>;
  tracks: Pick<TracksService, 'testedBuilds' | 'appsWithCheckedBuilds'>;
  rollouts: Pick<RolloutsService, 'openOf'>;
  /** the apps whose release online is a forced update (the releases module) */
  forcedOf: (appIds: readonly string[]) => Promise<Set<string>>;
  links: DownloadLinks;
  clock: Clock;
  cache: DeliveryCache;
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

// the answer's fixed pieces, in UTF-8 (updateCheckJson)
const APPS_OPEN = Buffer.from('{"apps":[');
const APPS_CLOSE = Buffer.from(']}');
const OBJECT_CLOSE = Buffer.from('}');
const NULL = Buffer.from('null');

const OBB_TYPES: Record<number, 'main' | 'patch'> = { 2: 'main', 3: 'patch' };

/** The build a device is offered, where it comes from and what is new in it. */
interface Offer {
  track: PromoteTarget;
  files: BuildFiles;
  notes: { zh_CN: string; en_US: string };
}

/**
 * The store's update check: for each app a device has, the build it should have. A tester gets
 * the most advanced track it tests whose build passed its check and is newer than the store's;
 * everyone else the store's build, which during a staged rollout is the new build for devices
 * in the share and the previous one for the others. Each file comes with an address that works
 * for an hour.
 */
export class DeliveryService {
  /** the store builds' parts of the answer, by the build as the cache holds it (offerJson) */
  private readonly storeOffers = new WeakMap<
    BuildFiles,
    { plain?: { second: number; json: Buffer }; forced?: { second: number; json: Buffer } }
  >();

  constructor(private readonly deps: DeliveryDeps) {}

  async updateCheck(req: UpdateCheck): Promise<UpdateCheckAnswer> {
    const nowMs = this.deps.clock.now().getTime();
    const choices = await this.choose(req);
    const apps = await Promise.all(
      choices.map(async ({ appId, offer, forced }) => ({
        appId,
        build: offer ? await this.offer(offer, forced, nowMs) : null,
      })),
    );
    return { apps };
  }

  /**
   * The same answer as UTF-8 JSON, as the store's call sends it: each store build's part is
   * written and encoded once a second (its addresses change with the second) and shared by every
   * headset asking.
   */
  async updateCheckJson(req: UpdateCheck): Promise<Buffer> {
    const nowMs = this.deps.clock.now().getTime();
    const choices = await this.choose(req);
    const parts: Buffer[] = [APPS_OPEN];
    for (const [i, { appId, offer, forced }] of choices.entries()) {
      const build = offer
        ? (this.heldOffer(offer, forced, nowMs) ?? (await this.offerJson(offer, forced, nowMs)))
        : NULL;
      parts.push(
        Buffer.from(`${i ? ',' : ''}{"appId":${JSON.stringify(appId)},"build":`),
        build,
        OBJECT_CLOSE,
      );
    }
    parts.push(APPS_CLOSE);
    return Buffer.concat(parts);
  }

  /** For each app asked about, in the order asked, the build to offer and whether it is forced. */
  private async choose(
    req: UpdateCheck,
  ): Promise<{ appId: string; offer: Offer | null; forced: boolean }[]> {
    const appIds = [...new Set(req.apps.map((a) => a.appId))];
    const apps = await this.deps.cache.appsOf(appIds, (ids) => this.loadApps(ids));
    // most apps have no build on a testing track: their testers are not looked for
    const withTests = appIds.filter((id) => apps.get(id)?.testing);
    const tested = withTests.length
      ? await this.deps.tracks.testedBuilds(withTests, req.userId ?? null, req.email ?? null)
      : new Map<string, TestedBuild[]>();
    const wanted = new Set<string>();
    for (const app of apps.values()) {
      if (app?.publishedVersionId) wanted.add(app.publishedVersionId);
      if (app?.rollout) wanted.add(app.rollout.previous_version_id);
    }
    for (const list of tested.values()) for (const t of list) wanted.add(t.versionId);
    const builds = await this.deps.cache.buildsOf([...wanted], (ids) => this.loadBuilds(ids));

    return req.apps.map(({ appId, installedVersionCode }) => {
      const app = apps.get(appId);
      let store: BuildFiles | null | undefined;
      if (app?.live && app.publishedVersionId) {
        store = builds.get(app.publishedVersionId);
        const rollout = app.rollout;
        if (store && rollout && rollout.version_id === app.publishedVersionId) {
          const has = installedVersionCode === Number(store.version.vcode);
          const inShare =
            rollout.state === 'running' && bucketOf(req.deviceId, rollout.id) < rollout.share;
          // halted: devices that have the update keep it, no other gets it
          if (!has && !inShare) store = builds.get(rollout.previous_version_id);
        }
      }
      const storeCode = store ? Number(store.version.vcode) : -1;
      const testing = (tested.get(appId) ?? [])
        .map((t) => ({ track: t.track, notes: t.notes, files: builds.get(t.versionId) }))
        .find((t) => t.files && Number(t.files.version.vcode) > storeCode);
      const offer: Offer | null = testing?.files
        ? { track: testing.track, files: testing.files, notes: testing.notes }
        : store
          ? {
              track: 'store',
              files: store,
              notes: { zh_CN: store.version.note_zh, en_US: store.version.note_en },
            }
          : null;
      return { appId, offer, forced: app?.forced ?? false };
    });
  }

  /**
   * A store build's part of the answer, held per build read and second: its notes are the
   * build's own, and its addresses are the same within a second. A testing track's build carries
   * the track's notes and is written each time (offerJson).
   */
  private heldOffer(offer: Offer, forced: boolean, nowMs: number): Buffer | undefined {
    if (offer.track !== 'store') return undefined;
    const held = this.storeOffers.get(offer.files);
    const entry = forced ? held?.forced : held?.plain;
    return entry?.second === Math.floor(nowMs / 1000) ? entry.json : undefined;
  }

  /** A build's part of the answer in UTF-8 JSON; a store build's is held for the second. */
  private async offerJson(offer: Offer, forced: boolean, nowMs: number): Promise<Buffer> {
    const json = Buffer.from(JSON.stringify(await this.offer(offer, forced, nowMs)));
    if (offer.track === 'store') {
      const held = this.storeOffers.get(offer.files) ?? {};
      held[forced ? 'forced' : 'plain'] = { second: Math.floor(nowMs / 1000), json };
      this.storeOffers.set(offer.files, held);
    }
    return json;
  }

  /** Drops what the update check holds of an app: it changed on this instance. */
  forget(appId: string) {
    this.deps.cache.forget(appId);
  }

  private async loadApps(ids: string[]): Promise<Map<string, AppDelivery>> {
    const [rows, rollouts, forced, testing] = await Promise.all([
      this.deps.apps.inStore(ids),
      this.deps.rollouts.openOf(ids),
      this.deps.forcedOf(ids),
      this.deps.tracks.appsWithCheckedBuilds(ids),
    ]);
    const rolloutOf = new Map(rollouts.map((r) => [r.app_id, r]));
    return new Map(
      rows.map((row) => [
        row.id,
        {
          live: Boolean(row.live),
          publishedVersionId: row.published_version_id,
          rollout: rolloutOf.get(row.id) ?? null,
          forced: forced.has(row.id),
          testing: testing.has(row.id),
        },
      ]),
    );
  }

  private async loadBuilds(ids: string[]): Promise<Map<string, BuildFiles>> {
    const [versions, obbs] = await Promise.all([
      this.deps.builds.versionsByIds(ids),
      this.deps.builds.obbsOfVersions(ids),
    ]);
    return new Map(
      versions.map((version) => [
        version.id,
        { version, obbs: obbs.filter((o) => o.version_id === version.id) },
      ]),
    );
  }

  private async offer(
    { files: { version, obbs }, track, notes }: Offer,
    forced: boolean,
    nowMs: number,
  ): Promise<OfferedBuild | null> {
    if (!version.blob_key || !version.fname) return null;
    const apk = await this.deps.links.linkOf(version.blob_key, version.fname, nowMs);
    const files = obbs.filter((o) => o.blob_key && o.fname);
    return {
      versionCode: Number(version.vcode),
      versionName: version.ver,
      size: Number(version.size),
      md5: version.md5,
      url: apk.url,
      expiresAt: apk.expiresAt,
      forced: track === 'store' && forced,
      track,
      notes,
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
