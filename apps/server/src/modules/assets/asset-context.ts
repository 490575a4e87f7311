// What the parts of the assets module share: dependencies, urls, release status and ownership.
import { ErrorCode, assetPaths, canEditRelease } from '@vrportal/contract';
import { AppError } from '../../lib/app-error.js';
import type { BlobStore } from '../../lib/blob-store.js';
import type { Clock } from '../../lib/time.js';
import { iso } from '../../lib/time.js';
import type { Executor } from '../../db/executor.js';
import type { AppFacts, AppsService, Caller } from '../apps/index.js';
import type { LimitsService } from '../limits/index.js';
import type { AssetRow, AssetsRepository, ReleaseKey } from './assets.repository.js';

/** The business channels of an app, as the releases module (their owner) answers them. */
export interface AssetChannels {
  /** the channel release's review status; undefined when the app has no such channel */
  statusOf(appId: string, channelId: string, trx?: Executor): Promise<number | undefined>;
}

/** The main store's release key; a channel's is its id. */
export const MAIN_RELEASE_KEY = '';

export interface AssetsDeps {
  repo: AssetsRepository;
  apps: AppsService;
  blobs: BlobStore;
  clock: Clock;
  /** asset files count against the developer's uploads */
  limits: LimitsService;
}

/** The stored name a file url ends with. */
export const nameOf = (url: string) => url.split('?')[0]!.split('/').pop() ?? '';

export const urlOf = (row: Pick<AssetRow, 'kind' | 'name'>) =>
  (row.kind === 'video' ? assetPaths.vedio : row.kind === 'doc' ? assetPaths.doc : assetPaths.pic) +
  row.name;

/**
 * The dependencies with the checks every change makes: the caller owns the app (or the
 * trailer's app) and the release may still change; changes to one app queue up on its row.
 */
export class AssetContext {
  /** the releases module's view of channels, set by `useChannels` */
  channels: AssetChannels | null = null;

  constructor(readonly deps: AssetsDeps) {}

  now() {
    return iso(this.deps.clock.now());
  }

  /** The review status of a release of the app: the app's, or its channel's (10550 if none). */
  async releaseStatus(app: AppFacts, key: string, trx?: Executor): Promise<number> {
    if (key === MAIN_RELEASE_KEY) return app.status;
    const status = await this.channels?.statusOf(app.id, key, trx);
    if (status === undefined) throw new AppError(ErrorCode.channelNotFound);
    return status;
  }

  /** The app and release, if the caller owns the app and the release may change. */
  async editableRelease(
    caller: Caller,
    appId: string,
    cId: string | undefined,
  ): Promise<{ app: AppFacts; r: ReleaseKey }> {
    const app = await this.deps.apps.appFor(caller, appId, false);
    const key = cId ?? MAIN_RELEASE_KEY;
    if (!canEditRelease(await this.releaseStatus(app, key))) {
      throw new AppError(ErrorCode.appStateRefused);
    }
    return { app, r: { appId: app.id, key } };
  }

  /** A trailer of an app the caller owns; another developer's is "not found". */
  async ownVideo(
    caller: Caller,
    vedioId: string,
  ): Promise<{ video: AssetRow; app: AppFacts; r: ReleaseKey }> {
    const video = await this.deps.repo.findById(vedioId);
    if (!video || video.kind !== 'video') throw new AppError(ErrorCode.vedioNotFound);
    const app = await this.deps.apps.appFor(caller, video.app_id, false).catch(() => {
      throw new AppError(ErrorCode.vedioNotFound);
    });
    if (!canEditRelease(await this.releaseStatus(app, video.channel_key))) {
      throw new AppError(ErrorCode.appStateRefused);
    }
    return { video, app, r: { appId: app.id, key: video.channel_key } };
  }

  /**
   * Runs `work` in one transaction that first marks the app changed (AppsService.touch), which
   * locks its row, so changes to one app queue up.
   */
  inAppTransaction<T>(
    appId: string,
    work: (repo: AssetsRepository, trx: Executor, status: number | undefined) => Promise<T>,
  ): Promise<T> {
    return this.deps.repo.transaction(async (repo, trx) =>
      work(repo, trx, await this.deps.apps.touch(appId, trx)),
    );
  }

  /**
   * Files go after their rows: a failure leaves an orphan file, never a row without its file.
   * A file another release's copy still names stays (copies share their files).
   */
  async dropFiles(rows: AssetRow[]) {
    const keys = [...new Set(rows.map((r) => r.blob_key))];
    const inUse = await this.deps.repo.blobKeysInUse(keys);
    for (const key of keys) if (!inUse.has(key)) await this.deps.blobs.delete(key);
  }
}
