import type { Insertable, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type {
  PlayerReviewHistoryTable,
  PlayerReviewReportsTable,
  PlayerReviewsTable,
} from '../../db/schema.js';

export type ReviewRow = Selectable<PlayerReviewsTable>;
export type ReviewReportRow = Selectable<PlayerReviewReportsTable>;
export type HistoryRow = Selectable<PlayerReviewHistoryTable>;
/** What an edit of a review sets. */
export type ReviewContent = Pick<
  ReviewRow,
  | 'rating'
  | 'title'
  | 'body'
  | 'search'
  | 'language'
  | 'version_code'
  | 'device_model'
  | 'written_at'
  | 'day'
>;

/** The filters of the list and the export, as the service resolved them. */
export interface ReviewQuery {
  appId: string;
  rating?: number | undefined;
  language?: string | undefined;
  versionCode?: number | undefined;
  replied?: boolean | undefined;
  /** lower case, matched anywhere in the title or text */
  q?: string | undefined;
}

/** Rows of one statement: SQL parameters stay well under every database's limit. */
const BATCH = 200;

const likeOf = (words: string) => `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** SQL of players' reviews, their history, replies and reports. */
export class PlayerReviewsRepository {
  constructor(private readonly db: Executor) {}

  with(db: Executor) {
    return new PlayerReviewsRepository(db);
  }

  /**
   * Runs `work` in one transaction, or in the caller's when this repository runs in one; `trx`
   * is for another module's service to join it.
   */
  transaction<T>(work: (repo: PlayerReviewsRepository, trx: Executor) => Promise<T>): Promise<T> {
    if (this.db.isTransaction) return work(this, this.db);
    return this.db.transaction().execute((trx) => work(new PlayerReviewsRepository(trx), trx));
  }

  async byIds(ids: readonly string[]): Promise<ReviewRow[]> {
    const rows: ReviewRow[] = [];
    for (let i = 0; i < ids.length; i += BATCH) {
      const part = ids.slice(i, i + BATCH);
      rows.push(
        ...(await this.db
          .selectFrom('player_reviews')
          .selectAll()
          .where('id', 'in', part)
          .execute()),
      );
    }
    return rows;
  }

  find(appId: string, id: string) {
    return this.db
      .selectFrom('player_reviews')
      .selectAll()
      .where('id', '=', id)
      .where('app_id', '=', appId)
      .executeTakeFirst();
  }

  /** Inserts the reviews no row holds yet (in the order given); answers the ids it stored. */
  async insertNew(rows: Insertable<PlayerReviewsTable>[]): Promise<Set<string>> {
    const stored = new Set<string>();
    for (let i = 0; i < rows.length; i += BATCH) {
      const done = await this.db
        .insertInto('player_reviews')
        .values(rows.slice(i, i + BATCH))
        .onConflict((oc) => oc.column('id').doNothing())
        .returning('id')
        .execute();
      for (const r of done) stored.add(r.id);
    }
    return stored;
  }

  /**
   * Locks the review when what is stored is older than `writtenAt` and answers it as it is now
   * (the last committed edit); undefined when the stored one is as new or newer.
   */
  lockOlder(id: string, writtenAt: string): Promise<ReviewRow | undefined> {
    return this.db
      .updateTable('player_reviews')
      .set((eb) => ({ edited: eb.ref('edited') }))
      .where('id', '=', id)
      .where('written_at', '<', writtenAt)
      .returningAll()
      .executeTakeFirst();
  }

  async replace(id: string, content: ReviewContent, receivedAt: string) {
    await this.db
      .updateTable('player_reviews')
      .set({ ...content, received_at: receivedAt, edited: 1 })
      .where('id', '=', id)
      .execute();
  }

  async addHistory(row: Insertable<PlayerReviewHistoryTable>) {
    await this.db.insertInto('player_review_history').values(row).execute();
  }

  private filtered(f: ReviewQuery) {
    let query = this.db.selectFrom('player_reviews').where('app_id', '=', f.appId);
    if (f.rating !== undefined) query = query.where('rating', '=', f.rating);
    if (f.language !== undefined) query = query.where('language', '=', f.language);
    if (f.versionCode !== undefined) query = query.where('version_code', '=', f.versionCode);
    if (f.replied !== undefined) {
      query = query.where('reply_text', f.replied ? 'is not' : 'is', null);
    }
    if (f.q) query = query.where(sql<boolean>`search LIKE ${likeOf(f.q)} ESCAPE '\\'`);
    return query;
  }

  async count(f: ReviewQuery): Promise<number> {
    const row = await this.filtered(f)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** A page of the filtered reviews, newest first. */
  page(f: ReviewQuery, limit: number, offset: number): Promise<ReviewRow[]> {
    return this.filtered(f)
      .selectAll()
      .orderBy('written_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  /** The reviews `page` would read, all of them, a page at a time (the export). */
  async *each(f: ReviewQuery): AsyncGenerator<ReviewRow> {
    let last: { at: string; id: string } | null = null;
    for (;;) {
      let query = this.filtered(f).selectAll();
      if (last) {
        const { at, id } = last;
        query = query.where((eb) =>
          eb.or([
            eb('written_at', '<', at),
            eb.and([eb('written_at', '=', at), eb('id', '<', id)]),
          ]),
        );
      }
      const rows = await query
        .orderBy('written_at', 'desc')
        .orderBy('id', 'desc')
        .limit(BATCH)
        .execute();
      yield* rows;
      if (rows.length < BATCH) return;
      const end = rows[rows.length - 1]!;
      last = { at: end.written_at, id: end.id };
    }
  }

  /**
   * The languages and versions of an app's reviews, what the filters offer. Each is read by
   * stepping through its index from one value to the next (a few dozen lookups), not by reading
   * every review of the app as DISTINCT would.
   */
  async facets(appId: string): Promise<{ languages: string[]; versionCodes: number[] }> {
    const [languages, versions] = await Promise.all([
      sql<{ v: string | null }>`
        WITH RECURSIVE seen(v) AS (
          SELECT min(language) FROM player_reviews WHERE app_id = ${appId}
          UNION ALL
          SELECT (SELECT min(language) FROM player_reviews
                  WHERE app_id = ${appId} AND language > seen.v)
          FROM seen WHERE seen.v IS NOT NULL)
        SELECT v FROM seen WHERE v IS NOT NULL`.execute(this.db),
      sql<{ v: number | string | null }>`
        WITH RECURSIVE seen(v) AS (
          SELECT max(version_code) FROM player_reviews WHERE app_id = ${appId}
          UNION ALL
          SELECT (SELECT max(version_code) FROM player_reviews
                  WHERE app_id = ${appId} AND version_code < seen.v)
          FROM seen WHERE seen.v IS NOT NULL)
        SELECT v FROM seen WHERE v IS NOT NULL`.execute(this.db),
    ]);
    return {
      languages: languages.rows.map((r) => String(r.v)),
      versionCodes: versions.rows.map((r) => Number(r.v)),
    };
  }

  /** Shown reviews of an app written in [from, to], counted per day, version and rating. */
  async tally(appId: string, from: string, to: string) {
    const rows = await this.db
      .selectFrom('player_reviews')
      .select((eb) => ['day', 'version_code', 'rating', eb.fn.countAll<string | number>().as('n')])
      .where('app_id', '=', appId)
      .where('hidden', '=', 0)
      .where('written_at', '>=', from)
      .where('written_at', '<=', to)
      .groupBy(['day', 'version_code', 'rating'])
      .execute();
    return rows.map((r) => ({
      day: r.day,
      versionCode: Number(r.version_code),
      rating: Number(r.rating),
      n: Number(r.n),
    }));
  }

  async setReply(id: string, reply: { text: string | null; by: string | null; at: string }) {
    await this.db
      .updateTable('player_reviews')
      .set({
        reply_text: reply.text,
        reply_by: reply.by,
        reply_at: reply.text === null ? null : reply.at,
        reply_changed_at: reply.at,
      })
      .where('id', '=', id)
      .execute();
  }

  /** Replies written, edited or deleted after the cursor, oldest first (the store's feed). */
  repliesAfter(since: string, afterId: string, limit: number) {
    return this.db
      .selectFrom('player_reviews')
      .select(['id', 'app_id', 'reply_text', 'reply_changed_at'])
      .where((eb) =>
        eb.or([
          eb('reply_changed_at', '>', since),
          eb.and([eb('reply_changed_at', '=', since), eb('id', '>', afterId)]),
        ]),
      )
      .orderBy('reply_changed_at', 'asc')
      .orderBy('id', 'asc')
      .limit(limit)
      .execute();
  }

  // ---- reports ----------------------------------------------------------------------------------

  /** Stores the report unless the review has one; answers whether it did. */
  async addReport(row: Insertable<PlayerReviewReportsTable>): Promise<boolean> {
    const done = await this.db
      .insertInto('player_review_reports')
      .values(row)
      .onConflict((oc) => oc.column('review_id').doNothing())
      .returning('id')
      .execute();
    return done.length > 0;
  }

  async reportedIds(reviewIds: readonly string[]): Promise<Set<string>> {
    if (reviewIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('player_review_reports')
      .select('review_id')
      .where('review_id', 'in', [...reviewIds])
      .execute();
    return new Set(rows.map((r) => r.review_id));
  }

  async countReports(state: string): Promise<number> {
    const row = await this.db
      .selectFrom('player_review_reports')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('state', '=', state)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** A page of the reports in a state: pending ones oldest first, decided ones newest first. */
  reports(state: string, limit: number, offset: number): Promise<ReviewReportRow[]> {
    return this.db
      .selectFrom('player_review_reports')
      .selectAll()
      .where('state', '=', state)
      .orderBy(
        state === 'pending' ? 'reported_at' : 'decided_at',
        state === 'pending' ? 'asc' : 'desc',
      )
      .orderBy('id', 'asc')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  findReport(id: string) {
    return this.db
      .selectFrom('player_review_reports')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Decides a pending report; false when it was decided meanwhile (compare and set). */
  async decide(id: string, state: string, by: string, at: string): Promise<boolean> {
    const done = await this.db
      .updateTable('player_review_reports')
      .set({ state, decided_by: by, decided_at: at })
      .where('id', '=', id)
      .where('state', '=', 'pending')
      .executeTakeFirst();
    return Number(done.numUpdatedRows) > 0;
  }

  async hide(reviewId: string) {
    await this.db
      .updateTable('player_reviews')
      .set({ hidden: 1 })
      .where('id', '=', reviewId)
      .execute();
  }
}
