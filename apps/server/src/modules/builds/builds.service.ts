import type { Insertable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { AppVersionObbsTable, AppVersionsTable } from '../../db/schema.js';
import { BuildsRepository } from './builds.repository.js';
import type { ObbRow, VersionRow } from './builds.repository.js';

export type { ObbRow, VersionRow };

/**
 * Whether a version is the store's or a business channel's, not one uploaded to a testing track
 * (those reach the store only by promotion, which clears their track).
 */
export const outsideTracks = (v: Pick<VersionRow, 'track'>) => (v.track ?? null) === null;

/** A stored build file a download names: an APK or an OBB, with its app and version name. */
export interface BuildFile {
  app_id: string;
  ver: string;
  blob_key: string | null;
}

/**
 * Builds: the versions of apps and their OBB files. Uploads record them, apps show and serve them,
 * review checks them; all ask here. `within` joins a caller's transaction, so an upload is marked
 * done in the same transaction that records its build.
 */
export class BuildsService {
  constructor(private readonly repo: BuildsRepository) {}

  static over(db: Executor) {
    return new BuildsService(new BuildsRepository(db));
  }

  within(trx: Executor) {
    return new BuildsService(this.repo.with(trx));
  }

  /** The app's versions, newest first. */
  versions(appId: string): Promise<VersionRow[]> {
    return this.repo.versions(appId);
  }

  version(id: string): Promise<VersionRow | undefined> {
    return this.repo.findVersion(id);
  }

  /** Versions by id, in no order (the update check reads the builds of many apps at once). */
  versionsByIds(ids: readonly string[]): Promise<VersionRow[]> {
    return this.repo.versionsByIds(ids);
  }

  /** The OBBs of several versions. */
  obbsOfVersions(versionIds: readonly string[]): Promise<ObbRow[]> {
    return this.repo.obbsOfVersions(versionIds);
  }

  /** Puts a version on a testing track, or (null) hands it to the store's release. */
  setTrack(versionId: string, track: string | null) {
    return this.repo.setTrack(versionId, track);
  }

  /** The highest version code of the app's builds, null before its first. */
  maxVcode(appId: string) {
    return this.repo.maxVcode(appId);
  }

  /** The APK, else the OBB (main.<vcode>.<pkg>.obb, patch.<vcode>.<pkg>.obb), a download names. */
  async fileNamed(fname: string): Promise<BuildFile | undefined> {
    return (await this.repo.findVersionByFname(fname)) ?? (await this.repo.findObbByFname(fname));
  }

  /** Every stored file of the app's builds (removed with the app). */
  async fileKeysOf(appId: string): Promise<string[]> {
    const versions = await this.repo.versions(appId);
    const keys = versions.map((v) => v.blob_key).filter((k): k is string => Boolean(k));
    return [...keys, ...(await this.repo.obbKeys(appId))];
  }

  addVersion(row: Insertable<AppVersionsTable>) {
    return this.repo.insertVersion(row);
  }

  removeVersion(id: string) {
    return this.repo.deleteVersion(id);
  }

  setNotes(versionId: string, zh: string, en: string) {
    return this.repo.setNotes(versionId, zh, en);
  }

  /** Forgets the stored files of a version and its OBBs, keeping their records. */
  async forgetFiles(versionId: string) {
    await this.repo.clearVersionFile(versionId);
    await this.repo.clearObbFiles(versionId);
  }

  obbs(versionId: string): Promise<ObbRow[]> {
    return this.repo.obbs(versionId);
  }

  /** Puts an OBB on a version, replacing the one of the same type; answers the replaced row. */
  putObb(row: Insertable<AppVersionObbsTable>) {
    return this.repo.putObb(row);
  }

  removeObb(versionId: string, type: number) {
    return this.repo.deleteObb(versionId, type);
  }
}
