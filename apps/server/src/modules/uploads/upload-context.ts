import { ErrorCode, UploadFileType, canEditRelease } from '@vrportal/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { BlobStore } from '../../lib/blob-store.js';
import type { Clock } from '../../lib/time.js';
import { iso } from '../../lib/time.js';
import type { AppFacts, AppsService } from '../apps/index.js';
import type { BuildsService } from '../builds/index.js';
import type { LimitsService } from '../limits/index.js';
import type { Staging } from './staging.js';
import { UploadsRepository } from './uploads.repository.js';
import { holdsApp, type Caller } from '../../plugins/caller.js';

export interface UploadCaller extends Caller {
  /** set for a command-line upload token: the one app it may upload to */
  scopeAppId?: string | undefined;
}

export interface UploadsDeps {
  db: Db;
  /** the apps module: an app by id or package name, whoever owns it */
  apps: Pick<AppsService, 'byId' | 'byRef'>;
  /** the account module: whether an account is a developer and not blocked (upload tokens) */
  accountStanding: (accountId: string) => Promise<{ devStatus: number; blocked: boolean } | null>;
  /** the builds module: merges record versions and OBBs there */
  builds: BuildsService;
  blobs: BlobStore;
  clock: Clock;
  staging: Staging;
  /** new uploads are counted against the rate limits */
  limits: LimitsService;
  /** the app whose App ID and App Secret a command-line upload shows (the apps module's check) */
  appBySecret: (appId: string, appSecret: string, address: string) => Promise<AppFacts>;
  /** runs merges after the answer is sent (tests pass a function that records them) */
  defer?: (work: () => Promise<void>) => void;
  onError?: (error: unknown) => void;
  /** whether a business channel of the app exists (the releases module owns channels) */
  channelExists?: (appId: string, channelId: string) => Promise<boolean>;
}

export const text = (zh: string, en: string) => ({ zh, en });
export const invalid = (zh: string, en: string) =>
  new AppError(ErrorCode.invalidRequest, null, text(zh, en));
export const apkFirst = text('请先上传 APK 文件', 'Please upload the APK file first');

export const extensionOf = (fileType: number) =>
  fileType === UploadFileType.apk ? '.apk' : '.obb';

/**
 * What the parts of an upload share: the dependencies, the SQL, the clock, the check that the
 * caller may upload to an app, and the background work (hashing, merges) that outlives a request.
 */
export class UploadContext {
  readonly repo: UploadsRepository;
  private readonly background = new Set<Promise<unknown>>();

  constructor(readonly deps: UploadsDeps) {
    this.repo = new UploadsRepository(deps.db);
  }

  now() {
    return iso(this.deps.clock.now());
  }

  readonly report = (error: unknown) => this.deps.onError?.(error);

  /** The app, if the caller owns it (and a scoped token names it); else 10501. */
  async ownedApp(caller: UploadCaller, appId: string): Promise<AppFacts> {
    if (caller.scopeAppId && caller.scopeAppId !== appId) throw new AppError(ErrorCode.appNotFound);
    const app = await this.deps.apps.byId(appId);
    if (!app || !holdsApp(caller, app)) throw new AppError(ErrorCode.appNotFound);
    return app;
  }

  async editableApp(caller: UploadCaller, appId: string): Promise<AppFacts> {
    const app = await this.ownedApp(caller, appId);
    // release document 4.1: builds may change while the release may be edited
    if (!canEditRelease(app.status)) throw new AppError(ErrorCode.appStateRefused);
    return app;
  }

  private readonly inUseSources: ((appId: string) => Promise<string[]>)[] = [];
  private trackBuiltListener:
    ((appId: string, track: string, versionId: string) => Promise<void>) | null = null;

  /** Versions another module still serves (a track's build, a rollout's previous): kept whole. */
  keepAlso(source: (appId: string) => Promise<string[]>) {
    this.inUseSources.push(source);
  }

  async inUse(appId: string): Promise<string[]> {
    return (await Promise.all(this.inUseSources.map((source) => source(appId)))).flat();
  }

  /** Who hears of a build merged into a testing track (the tracks module). */
  onTrackBuilt(listener: (appId: string, track: string, versionId: string) => Promise<void>) {
    this.trackBuiltListener = listener;
  }

  async trackBuilt(appId: string, track: string, versionId: string) {
    await this.trackBuiltListener?.(appId, track, versionId);
  }

  /** Keeps `work` in view until it ends, so shutdown and tests can wait for it. */
  track<T>(work: Promise<T>): Promise<T> {
    this.background.add(work);
    void work.finally(() => this.background.delete(work)).catch(() => {});
    return work;
  }

  /** Waits for background hashing and merges (on shutdown and in tests). */
  async idle(): Promise<void> {
    while (this.background.size) await Promise.allSettled([...this.background]);
  }
}
