import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { AppVersionObbsTable, AppVersionsTable } from '../../db/schema.js';

export type VersionRow = Selectable<AppVersionsTable>;
export type ObbRow = Selectable<AppVersionObbsTable>;

/** SQL of builds: the versions of apps (their APKs) and the OBB files of each version. */
export class BuildsRepository {
  constructor(private readonly db: Executor) {}

  with(db: Executor) {
    return new BuildsRepository(db);
  }

  // ---- versions ------------------------------------------------------------------------------

  /** The app's versions, newest first. */
  versions(appId: string) {
    return this.db
      .selectFrom('app_versions')
      .selectAll()
      .where('app_id', '=', appId)
      .orderBy('created_at', 'desc')
      .orderBy('vcode', 'desc')
      .execute();
  }

  findVersion(id: string) {
    return this.db.selectFrom('app_versions').selectAll().where('id', '=', id).executeTakeFirst();
  }

  versionsByIds(ids: readonly string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('app_versions')
      .selectAll()
      .where('id', 'in', [...ids])
      .execute();
  }

  async setTrack(id: string, track: string | null) {
    await this.db.updateTable('app_versions').set({ track }).where('id', '=', id).execute();
  }

  findVersionByFname(fname: string) {
    return this.db
      .selectFrom('app_versions')
      .selectAll()
      .where('fname', '=', fname)
      .executeTakeFirst();
  }

  async maxVcode(appId: string): Promise<number | null> {
    const row = await this.db
      .selectFrom('app_versions')
      .select((eb) => eb.fn.max('vcode').as('v'))
      .where('app_id', '=', appId)
      .executeTakeFirst();
    return row?.v === null || row?.v === undefined ? null : Number(row.v);
  }

  async insertVersion(row: Insertable<AppVersionsTable>) {
    await this.db.insertInto('app_versions').values(row).execute();
  }

  async deleteVersion(id: string) {
    await this.db.deleteFrom('app_versions').where('id', '=', id).execute();
  }

  async setNotes(id: string, zh: string, en: string) {
    await this.db
      .updateTable('app_versions')
      .set({ note_zh: zh, note_en: en })
      .where('id', '=', id)
      .execute();
  }

  async clearVersionFile(id: string) {
    await this.db
      .updateTable('app_versions')
      .set({ fname: null, blob_key: null })
      .where('id', '=', id)
      .execute();
  }

  // ---- OBB files -----------------------------------------------------------------------------

  obbs(versionId: string) {
    return this.db
      .selectFrom('app_version_obbs')
      .selectAll()
      .where('version_id', '=', versionId)
      .orderBy('type')
      .execute();
  }

  /** The OBBs of several versions, by version and type. */
  obbsOfVersions(versionIds: readonly string[]) {
    if (versionIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('app_version_obbs')
      .selectAll()
      .where('version_id', 'in', [...versionIds])
      .orderBy('version_id')
      .orderBy('type')
      .execute();
  }

  /** The OBB files of an app's versions. */
  async obbKeys(appId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('app_version_obbs')
      .innerJoin('app_versions', 'app_versions.id', 'app_version_obbs.version_id')
      .select('app_version_obbs.blob_key')
      .where('app_versions.app_id', '=', appId)
      .execute();
    return rows.map((r) => r.blob_key).filter((k): k is string => Boolean(k));
  }

  /** An OBB a download names, with its version's app and version name. */
  findObbByFname(fname: string) {
    return this.db
      .selectFrom('app_version_obbs')
      .innerJoin('app_versions', 'app_versions.id', 'app_version_obbs.version_id')
      .select(['app_versions.app_id', 'app_versions.ver', 'app_version_obbs.blob_key'])
      .where('app_version_obbs.fname', '=', fname)
      .executeTakeFirst();
  }

  /** Puts an OBB on a version, replacing the one of the same type; answers the replaced row. */
  async putObb(row: Insertable<AppVersionObbsTable>): Promise<ObbRow | undefined> {
    const old = await this.db
      .selectFrom('app_version_obbs')
      .selectAll()
      .where('version_id', '=', row.version_id)
      .where('type', '=', row.type)
      .executeTakeFirst();
    if (old) {
      await this.db
        .deleteFrom('app_version_obbs')
        .where('version_id', '=', row.version_id)
        .where('type', '=', row.type)
        .execute();
    }
    await this.db.insertInto('app_version_obbs').values(row).execute();
    return old;
  }

  async deleteObb(versionId: string, type: number) {
    await this.db
      .deleteFrom('app_version_obbs')
      .where('version_id', '=', versionId)
      .where('type', '=', type)
      .execute();
  }

  async clearObbFiles(versionId: string) {
    await this.db
      .updateTable('app_version_obbs')
      .set({ fname: null, blob_key: null })
      .where('version_id', '=', versionId)
      .execute();
  }
}
