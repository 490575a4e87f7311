import type { Readable } from 'node:stream';
import type { ReleaseBuild } from './draft-builds.js';
import { DraftBuilds } from './draft-builds.js';
import { Hasher } from './hashing.js';
import { MergeSteps } from './merge-steps.js';
import { UploadAssembly } from './upload-assembly.js';
import type { ChunkFields } from './upload-chunks.js';
import { UploadChunks } from './upload-chunks.js';
import type { UploadCaller, UploadsDeps } from './upload-context.js';
import { UploadContext } from './upload-context.js';
import type { MergeRequest } from './upload-merge.js';
import { UploadMerges } from './upload-merge.js';
import { UploadTokens } from './upload-tokens.js';
import type { VersionRow } from '../builds/index.js';
import type { UploadsRepository } from './uploads.repository.js';

export type { ReleaseBuild } from './draft-builds.js';
export type { ChunkFields } from './upload-chunks.js';
export { UPLOAD_IDLE_MS, chunkSizeOf } from './upload-chunks.js';
export type { UploadCaller } from './upload-context.js';
export { UPLOAD_TOKEN_PREFIX, UPLOAD_TOKEN_TTL_MS } from './upload-tokens.js';

/**
 * Resumable build uploads, as the routes and the other modules see them: chunk intake
 * (`upload-chunks.ts`) with the data file assembled and hashed as chunks arrive
 * (`upload-assembly.ts`), merges in the background under leases (`upload-merge.ts`, whose checks
 * and recording of the build are `merge-steps.ts`), draft builds and the retention of three
 * versions' files (`draft-builds.ts`), and command-line upload tokens (`upload-tokens.ts`).
 */
export class UploadsService {
  readonly repo: UploadsRepository;
  private readonly context: UploadContext;
  private readonly hasher = new Hasher();
  private readonly chunks: UploadChunks;
  private readonly merges: UploadMerges;
  private readonly drafts: DraftBuilds;
  private readonly tokens: UploadTokens;

  constructor(deps: UploadsDeps) {
    this.context = new UploadContext(deps);
    this.repo = this.context.repo;
    const assembly = new UploadAssembly(this.context, this.hasher);
    this.drafts = new DraftBuilds(this.context);
    this.chunks = new UploadChunks(this.context, assembly, this.drafts);
    const steps = new MergeSteps(this.context, this.hasher, assembly, this.drafts);
    this.merges = new UploadMerges(this.context, steps, this.drafts);
    this.tokens = new UploadTokens(this.context);
  }

  /** Versions another module still serves: their files outlive the three newest versions. */
  keepAlso(source: (appId: string) => Promise<string[]>) {
    this.context.keepAlso(source);
  }

  /** Who hears of an APK merged into a testing track (the tracks module). */
  onTrackBuilt(listener: (appId: string, track: string, versionId: string) => Promise<void>) {
    this.context.onTrackBuilt(listener);
  }

  /** Waits for background hashing and merges (on shutdown and in tests). */
  idle(): Promise<void> {
    return this.context.idle();
  }

  /** On shutdown: lets background work end, then stops the hashing worker. */
  async close(): Promise<void> {
    await this.idle();
    await this.hasher.close();
  }

  // ---- chunks --------------------------------------------------------------------------------

  parseChunkFields(raw: Record<string, string>, partName: string | undefined): ChunkFields {
    return this.chunks.parseChunkFields(raw, partName);
  }

  storeChunk(
    caller: UploadCaller,
    f: ChunkFields,
    body: Readable,
    truncated: () => boolean,
  ): Promise<{ chunkNumber: number; uploaded: number[] }> {
    return this.chunks.storeChunk(caller, f, body, truncated);
  }

  checkChunks(caller: UploadCaller, appId: string, identifier: string) {
    return this.chunks.checkChunks(caller, appId, identifier);
  }

  cancel(caller: UploadCaller, appId: string, identifier: string): Promise<void> {
    return this.chunks.cancel(caller, appId, identifier);
  }

  // ---- merges --------------------------------------------------------------------------------

  merge(caller: UploadCaller, req: MergeRequest): Promise<void> {
    return this.merges.merge(caller, req);
  }

  runMerge(uploadId: string): Promise<void> {
    return this.merges.runMerge(uploadId);
  }

  mergeResult(caller: UploadCaller, identifier: string) {
    return this.merges.mergeResult(caller, identifier);
  }

  appMergeState(caller: UploadCaller, appId: string) {
    return this.merges.appMergeState(caller, appId);
  }

  sweepMerges(): Promise<number> {
    return this.merges.sweepMerges();
  }

  resumeMerges(): Promise<number> {
    return this.merges.resumeMerges();
  }

  /** The id of this instance's staging folder: the timed work on it is claimed per folder. */
  stagingId(): Promise<string> {
    return this.context.deps.staging.id();
  }

  // ---- drafts and builds of releases (asked by the releases module) --------------------------

  deleteDraft(
    caller: UploadCaller,
    appId: string,
    fname: string,
    only?: number,
    channelId: string | null = null,
  ): Promise<void> {
    return this.drafts.deleteDraft(caller, appId, fname, only, channelId);
  }

  prune(appId: string): Promise<void> {
    return this.drafts.prune(appId);
  }

  isMerging(appId: string): Promise<boolean> {
    return this.merges.isMerging(appId);
  }

  /** The highest version code of the app's builds (null before the first): a new APK's must be higher. */
  maxVersionCode(appId: string): Promise<number | null> {
    return this.context.deps.builds.maxVcode(appId);
  }

  versionsOf(appId: string): Promise<VersionRow[]> {
    return this.drafts.versionsOf(appId);
  }

  buildOf(version: VersionRow): Promise<ReleaseBuild> {
    return this.drafts.buildOf(version);
  }

  draftBuild(
    appId: string,
    channelId: string | null,
    liveVersionId: string | null,
  ): Promise<ReleaseBuild | null> {
    return this.drafts.draftBuild(appId, channelId, liveVersionId);
  }

  setVersionNotes(versionId: string, zh: string, en: string): Promise<void> {
    return this.drafts.setVersionNotes(versionId, zh, en);
  }

  deleteChannelBuilds(appId: string, channelId: string): Promise<void> {
    return this.drafts.deleteChannelBuilds(appId, channelId);
  }

  // ---- command-line upload tokens ------------------------------------------------------------

  uploadToken(appId: string, appSecret: string, address: string) {
    return this.tokens.uploadToken(appId, appSecret, address);
  }

  authenticateToken(token: string) {
    return this.tokens.authenticateToken(token);
  }

  // ---- cleanup -------------------------------------------------------------------------------

  /**
   * Hourly: removes partial uploads idle for a day (and finished ones after a day), staging
   * folders no row names, stray temporary chunk files and expired tokens.
   */
  async cleanup(): Promise<{ uploads: number; folders: number }> {
    const now = this.context.deps.clock.now();
    const removed = await this.chunks.removeStale(now);
    await this.tokens.deleteExpired(now);
    return removed;
  }
}
