import type { Selectable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { AppTracksTable, TrackTestersTable } from '../../db/schema.js';

export type TrackRow = Selectable<AppTracksTable>;
export type TesterRow = Selectable<TrackTestersTable>;

/** Rows of a track in one call: SQL parameters stay well under every database's limit. */
const INSERT_BATCH = 500;

/** SQL of the testing tracks: each app's tracks and their testers. */
export class TracksRepository {
  constructor(private readonly db: Executor) {}

  with(db: Executor) {
    return new TracksRepository(db);
  }

  /** Runs `work` in one transaction, or in the caller's when this repository runs in one. */
  transaction<T>(work: (repo: TracksRepository) => Promise<T>): Promise<T> {
    if (this.db.isTransaction) return work(this);
    return this.db.transaction().execute((trx) => work(new TracksRepository(trx)));
  }

  tracksOf(appId: string) {
    return this.db.selectFrom('app_tracks').selectAll().where('app_id', '=', appId).execute();
  }

  find(appId: string, track: string) {
    return this.db
      .selectFrom('app_tracks')
      .selectAll()
      .where('app_id', '=', appId)
      .where('track', '=', track)
      .executeTakeFirst();
  }

  byLinkCode(code: string) {
    return this.db
      .selectFrom('app_tracks')
      .selectAll()
      .where('link_code', '=', code)
      .executeTakeFirst();
  }

  /** Makes the track's row if it has none yet. */
  async ensure(appId: string, track: string) {
    await this.db
      .insertInto('app_tracks')
      .values({ app_id: appId, track })
      .onConflict((oc) => oc.columns(['app_id', 'track']).doNothing())
      .execute();
  }

  async update(
    appId: string,
    track: string,
    changes: Partial<Omit<TrackRow, 'app_id' | 'track' | 'testers' | 'joined_by_link'>>,
  ) {
    await this.db
      .updateTable('app_tracks')
      .set(changes)
      .where('app_id', '=', appId)
      .where('track', '=', track)
      .execute();
  }

  /** Records a check's result, unless another build took the track meanwhile. */
  async finishCheck(
    appId: string,
    track: string,
    versionId: string,
    state: string,
    findings: string,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('app_tracks')
      .set({ check_state: state, findings })
      .where('app_id', '=', appId)
      .where('track', '=', track)
      .where('version_id', '=', versionId)
      .where('check_state', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Tracks whose build waits for its check. */
  pendingChecks(limit: number) {
    return this.db
      .selectFrom('app_tracks')
      .select(['app_id', 'track', 'version_id'])
      .where('check_state', '=', 'pending')
      .where('version_id', 'is not', null)
      .limit(limit)
      .execute();
  }

  /** Versions the app's tracks hold (their files are kept). */
  async versionIdsOf(appId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('app_tracks')
      .select('version_id')
      .where('app_id', '=', appId)
      .where('version_id', 'is not', null)
      .execute();
    return rows.map((r) => r.version_id!);
  }

  // ---- testers ---------------------------------------------------------------------------------

  testersPage(appId: string, track: string, offset: number, limit: number) {
    return this.db
      .selectFrom('track_testers')
      .selectAll()
      .where('app_id', '=', appId)
      .where('track', '=', track)
      .orderBy('added_at', 'desc')
      .orderBy('email')
      .offset(offset)
      .limit(limit)
      .execute();
  }

  /** Adds the addresses not yet on the list; answers how many it added. */
  async insertTesters(rows: TesterRow[]): Promise<number> {
    let added = 0;
    for (let i = 0; i < rows.length; i += INSERT_BATCH) {
      const stored = await this.db
        .insertInto('track_testers')
        .values(rows.slice(i, i + INSERT_BATCH))
        .onConflict((oc) => oc.columns(['app_id', 'track', 'email']).doNothing())
        .returning('email')
        .execute();
      added += stored.length;
    }
    return added;
  }

  /** Names the store user of an address already on the list; false when it is not on it. */
  async linkUser(appId: string, track: string, email: string, userId: string): Promise<boolean> {
    const result = await this.db
      .updateTable('track_testers')
      .set({ user_id: userId })
      .where('app_id', '=', appId)
      .where('track', '=', track)
      .where('email', '=', email)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Removes addresses; answers how many were on the list and how many of them joined by link. */
  async deleteTesters(
    appId: string,
    track: string,
    emails: string[],
  ): Promise<{ removed: number; byLink: number }> {
    let removed = 0;
    let byLink = 0;
    for (let i = 0; i < emails.length; i += INSERT_BATCH) {
      const rows = await this.db
        .deleteFrom('track_testers')
        .where('app_id', '=', appId)
        .where('track', '=', track)
        .where('email', 'in', emails.slice(i, i + INSERT_BATCH))
        .returning('via')
        .execute();
      removed += rows.length;
      byLink += rows.filter((r) => r.via === 'link').length;
    }
    return { removed, byLink };
  }

  /**
   * Moves the track's counts by `testers` and `byLink` in one conditional UPDATE: refused (false)
   * when the list would pass `max`. Concurrent changes queue on the row, so the cap holds.
   */
  async count(
    appId: string,
    track: string,
    testers: number,
    byLink: number,
    max: number,
  ): Promise<number | null> {
    const row = await this.db
      .updateTable('app_tracks')
      .set((eb) => ({
        testers: eb('testers', '+', testers),
        joined_by_link: eb('joined_by_link', '+', byLink),
      }))
      .where('app_id', '=', appId)
      .where('track', '=', track)
      .where((eb) => eb(eb('testers', '+', testers), '<=', max))
      .returning('testers')
      .executeTakeFirst();
    return row ? row.testers : null;
  }

  /** Of these apps, those with a testing track whose build passed its check. */
  async appsWithCheckedBuilds(appIds: readonly string[]): Promise<string[]> {
    if (appIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('app_tracks')
      .select('app_id')
      .distinct()
      .where('app_id', 'in', [...appIds])
      .where('check_state', '=', 'passed')
      .where('version_id', 'is not', null)
      .execute();
    return rows.map((r) => r.app_id);
  }

  /**
   * The tracks with a checked build that a store user tests, for several apps: matched by the
   * store user's id or by the address the studio added.
   */
  testedTracks(appIds: readonly string[], userId: string | null, email: string | null) {
    if (appIds.length === 0 || (!userId && !email)) return Promise.resolve([]);
    return this.db
      .selectFrom('track_testers as t')
      .innerJoin('app_tracks as a', (join) =>
        join.onRef('a.app_id', '=', 't.app_id').onRef('a.track', '=', 't.track'),
      )
      .select(['t.app_id', 't.track', 'a.version_id', 'a.notes_zh', 'a.notes_en'])
      .where('t.app_id', 'in', [...appIds])
      .where((eb) =>
        eb.or([
          ...(userId ? [eb('t.user_id', '=', userId)] : []),
          ...(email ? [eb('t.email', '=', email)] : []),
        ]),
      )
      .where('a.check_state', '=', 'passed')
      .where('a.version_id', 'is not', null)
      .execute();
  }
}
