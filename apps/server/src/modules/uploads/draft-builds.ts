import { ErrorCode, UploadFileType, uploadLimits } from '@vrportal/contract';
import { AppError } from '../../lib/app-error.js';
import type { AppFacts } from '../apps/index.js';
import type { ApkInfo } from './apk.js';
import type { UploadCaller, UploadContext } from './upload-context.js';
import { outsideTracks } from '../builds/index.js';
import type { BuildsService, ObbRow, VersionRow } from '../builds/index.js';

/** A build as the release form and the risk diff read it. */
export interface ReleaseBuild {
  version: VersionRow;
  /** what the APK said of itself; empty when unreadable */
  apk: Partial<ApkInfo>;
  obbs: ObbRow[];
}

/**
 * The builds merges leave behind: the draft build of each channel, deleting its files, keeping
 * the files of three versions, and the versions the releases module reads and changes.
 */
export class DraftBuilds {
  constructor(private readonly ctx: UploadContext) {}

  /**
   * The draft build: the newest version (of the channel) that is not the one online. Builds of
   * the testing tracks are no release's draft.
   */
  async draftOf(
    app: AppFacts,
    channelId: string | null | 'any',
    builds: BuildsService = this.ctx.deps.builds,
  ): Promise<VersionRow | null> {
    const versions = (await builds.versions(app.id)).filter(
      (v) => outsideTracks(v) && (channelId === 'any' || (v.channel_id ?? null) === channelId),
    );
    const newest = versions[0];
    if (!newest || newest.id === app.published_version_id || !newest.blob_key) return null;
    return newest;
  }

  /**
   * Deletes a file of the draft build. `only` limits it to one file type (the OBB calls); the
   * APK goes only after its OBBs (10509).
   */
  async deleteDraft(
    caller: UploadCaller,
    appId: string,
    fname: string,
    only: number | undefined,
    channelId: string | null,
  ): Promise<void> {
    const { repo, deps, report } = this.ctx;
    const app = await this.ctx.editableApp(caller, appId);
    if (await repo.merging(appId)) throw new AppError(ErrorCode.stillMerging);
    const draft = await this.draftOf(app, channelId);
    if (!draft) throw new AppError(ErrorCode.fileNotFound);
    const obbs = await deps.builds.obbs(draft.id);
    if (draft.fname === fname && (only === undefined || only === UploadFileType.apk)) {
      if (obbs.length) throw new AppError(ErrorCode.deleteObbFirst);
      await deps.builds.removeVersion(draft.id);
      if (draft.blob_key) await deps.blobs.delete(draft.blob_key).catch(report);
      return;
    }
    const obb = obbs.find((o) => o.fname === fname && (only === undefined || o.type === only));
    if (!obb) throw new AppError(ErrorCode.fileNotFound);
    await deps.builds.removeObb(draft.id, obb.type);
    if (obb.blob_key) await deps.blobs.delete(obb.blob_key).catch(report);
  }

  /**
   * Keeps the files of the three newest versions (and of the versions the store still serves:
   * the one online, those of the testing tracks and a rollout's previous build); older versions
   * keep their rows in the history without files.
   */
  async prune(appId: string) {
    const { builds, apps } = this.ctx.deps;
    const app = await apps.byId(appId);
    if (!app) return;
    const versions = await builds.versions(appId);
    const served = new Set(await this.ctx.inUse(appId));
    for (const [index, v] of versions.entries()) {
      if (index < uploadLimits.keptVersions || v.id === app.published_version_id) continue;
      if (served.has(v.id)) continue;
      const obbs = await builds.obbs(v.id);
      if (!v.blob_key && obbs.every((o) => !o.blob_key)) continue;
      // rows first: a failure leaves an orphan file, never a row naming a missing file
      await builds.forgetFiles(v.id);
      await this.deleteFiles(v, obbs);
    }
  }

  /**
   * The newest build uploaded to a testing track, if it still has its file: the OBBs uploaded to
   * that track go with it.
   */
  async trackDraftOf(
    app: AppFacts,
    track: string,
    builds: BuildsService = this.ctx.deps.builds,
  ): Promise<VersionRow | null> {
    const newest = (await builds.versions(app.id)).find((v) => v.track === track);
    return newest?.blob_key ? newest : null;
  }

  /** The app's versions of the main store and channels (not the testing tracks'), newest first. */
  async versionsOf(appId: string): Promise<VersionRow[]> {
    return (await this.ctx.deps.builds.versions(appId)).filter(outsideTracks);
  }

  /** A version with its APK record and OBBs. */
  async buildOf(version: VersionRow): Promise<ReleaseBuild> {
    let apk: Partial<ApkInfo> = {};
    try {
      apk = JSON.parse(version.manifest) as Partial<ApkInfo>;
    } catch {
      // an unreadable record reads as empty
    }
    return { version, apk, obbs: await this.ctx.deps.builds.obbs(version.id) };
  }

  /**
   * The draft build of a channel (null: the main store): its newest version, if that still has
   * its file and is not the one live.
   */
  async draftBuild(
    appId: string,
    channelId: string | null,
    liveVersionId: string | null,
  ): Promise<ReleaseBuild | null> {
    const newest = (await this.ctx.deps.builds.versions(appId)).find(
      (v) => (v.channel_id ?? null) === channelId && outsideTracks(v),
    );
    if (!newest || newest.id === liveVersionId || !newest.blob_key) return null;
    return this.buildOf(newest);
  }

  /** Keeps the version note of the release with its build (the version history shows it). */
  async setVersionNotes(versionId: string, zh: string, en: string): Promise<void> {
    await this.ctx.deps.builds.setNotes(versionId, zh, en);
  }

  /** Removes every build of a deleted business channel, rows first, then files. */
  async deleteChannelBuilds(appId: string, channelId: string): Promise<void> {
    const { builds } = this.ctx.deps;
    const versions = (await builds.versions(appId)).filter((v) => v.channel_id === channelId);
    for (const v of versions) {
      const obbs = await builds.obbs(v.id);
      await builds.removeVersion(v.id);
      await this.deleteFiles(v, obbs);
    }
  }

  /** Deletes the stored files of a version and its OBBs; a failure is reported, not thrown. */
  private async deleteFiles(version: VersionRow, obbs: ObbRow[]) {
    for (const key of [version.blob_key, ...obbs.map((o) => o.blob_key)]) {
      if (key) await this.ctx.deps.blobs.delete(key).catch(this.ctx.report);
    }
  }
}
