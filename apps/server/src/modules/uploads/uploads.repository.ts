import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { UploadTokensTable, UploadsTable } from '../../db/schema.js';

export type UploadRow = Selectable<UploadsTable>;

/** SQL of uploads, their chunks and upload tokens (the builds they make belong to builds). */
export class UploadsRepository {
  constructor(private readonly db: Executor) {}

  with(db: Executor) {
    return new UploadsRepository(db);
  }

  /** Runs `work` in one transaction; `trx` lets another module's service join it. */
  transaction<T>(work: (repo: UploadsRepository, trx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => work(new UploadsRepository(trx), trx));
  }

  // ---- uploads -------------------------------------------------------------------------------

  find(appId: string, identifier: string) {
    return this.db
      .selectFrom('uploads')
      .selectAll()
      .where('app_id', '=', appId)
      .where('identifier', '=', identifier)
      .executeTakeFirst();
  }

  findById(id: string) {
    return this.db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The uploads of `identifier` (of one app when `appId` is given), newest first. */
  byIdentifier(identifier: string, appId?: string) {
    let query = this.db.selectFrom('uploads').selectAll().where('identifier', '=', identifier);
    if (appId) query = query.where('app_id', '=', appId);
    return query.orderBy('updated_at', 'desc').execute();
  }

  /** The newest upload of an app, for the app's merge state. */
  latestOfApp(appId: string) {
    return this.db
      .selectFrom('uploads')
      .selectAll()
      .where('app_id', '=', appId)
      .where('state', 'in', ['merging', 'done', 'failed'])
      .orderBy('updated_at', 'desc')
      .executeTakeFirst();
  }

  /** Whether a merge of the app runs (or waits to run). */
  async merging(appId: string) {
    return Boolean(
      await this.db
        .selectFrom('uploads')
        .select('id')
        .where('app_id', '=', appId)
        .where('state', '=', 'merging')
        .executeTakeFirst(),
    );
  }

  async insert(row: Insertable<UploadsTable>) {
    await this.db.insertInto('uploads').values(row).execute();
  }

  async update(id: string, changes: Updateable<UploadsTable>) {
    await this.db.updateTable('uploads').set(changes).where('id', '=', id).execute();
  }

  async delete(id: string) {
    await this.db.deleteFrom('uploads').where('id', '=', id).execute();
  }

  /** Deletes an upload still without a chunk; answers whether it did. */
  async deleteIfEmpty(id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('uploads')
      .where('id', '=', id)
      .where('state', '=', 'uploading')
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('upload_chunks').select('upload_id').where('upload_id', '=', id))),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async exists(id: string) {
    return Boolean(
      await this.db.selectFrom('uploads').select('id').where('id', '=', id).executeTakeFirst(),
    );
  }

  /** Moves the state only if it is still `from` (and the run token still matches). */
  async move(
    id: string,
    from: string,
    changes: Updateable<UploadsTable>,
    token?: string | null,
  ): Promise<boolean> {
    let query = this.db
      .updateTable('uploads')
      .set(changes)
      .where('id', '=', id)
      .where('state', '=', from);
    if (token !== undefined) query = query.where('merge_token', token === null ? 'is' : '=', token);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Saves hash progress if no one else advanced it meanwhile. */
  async advanceHash(id: string, from: number, to: number, md5State: string) {
    const result = await this.db
      .updateTable('uploads')
      .set({ hashed_chunks: to, md5_state: md5State })
      .where('id', '=', id)
      .where('hashed_chunks', '=', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Takes a queued merge, or one whose lease ran out before `now`, for the run `token`. */
  async claimMerge(id: string, token: string, leaseUntil: string, now: string) {
    const result = await this.db
      .updateTable('uploads')
      .set({ merge_token: token, merge_lease_until: leaseUntil })
      .where('id', '=', id)
      .where('state', '=', 'merging')
      .where((eb) =>
        eb.or([eb('merge_lease_until', 'is', null), eb('merge_lease_until', '<', now)]),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Merges of this staging folder that are due to run: queued, or whose runner went quiet. */
  mergesDue(staging: string, now: string) {
    return this.db
      .selectFrom('uploads')
      .selectAll()
      .where('staging', '=', staging)
      .where('state', '=', 'merging')
      .where((eb) =>
        eb.or([eb('merge_lease_until', 'is', null), eb('merge_lease_until', '<', now)]),
      )
      .execute();
  }

  /** On start every merge of this staging folder is re-queued: its runner died with the process. */
  async requeueMerges(staging: string) {
    await this.db
      .updateTable('uploads')
      .set({ merge_token: null, merge_lease_until: null })
      .where('staging', '=', staging)
      .where('state', '=', 'merging')
      .execute();
  }

  /** Uploads of this staging folder to remove: idle partial ones and finished ones, both old. */
  expired(staging: string, idleBefore: string) {
    return this.db
      .selectFrom('uploads')
      .select(['id', 'state'])
      .where('staging', '=', staging)
      .where('state', 'in', ['uploading', 'done', 'failed'])
      .where('updated_at', '<', idleBefore)
      .execute();
  }

  // ---- chunks --------------------------------------------------------------------------------

  async chunkNumbers(uploadId: string): Promise<number[]> {
    const rows = await this.db
      .selectFrom('upload_chunks')
      .select('chunk_number')
      .where('upload_id', '=', uploadId)
      .orderBy('chunk_number')
      .execute();
    return rows.map((r) => Number(r.chunk_number));
  }

  async chunks(uploadId: string) {
    const rows = await this.db
      .selectFrom('upload_chunks')
      .select(['chunk_number', 'size'])
      .where('upload_id', '=', uploadId)
      .orderBy('chunk_number')
      .execute();
    return rows.map((r) => ({ n: Number(r.chunk_number), size: Number(r.size) }));
  }

  async hasChunk(uploadId: string, n: number) {
    return Boolean(
      await this.db
        .selectFrom('upload_chunks')
        .select('chunk_number')
        .where('upload_id', '=', uploadId)
        .where('chunk_number', '=', n)
        .executeTakeFirst(),
    );
  }

  async insertChunk(uploadId: string, n: number, size: number, now: string) {
    await this.db
      .insertInto('upload_chunks')
      .values({ upload_id: uploadId, chunk_number: n, size, created_at: now })
      .onConflict((oc) => oc.columns(['upload_id', 'chunk_number']).doNothing())
      .execute();
  }

  async deleteChunks(uploadId: string) {
    await this.db.deleteFrom('upload_chunks').where('upload_id', '=', uploadId).execute();
  }

  // ---- upload tokens and wrong secrets -------------------------------------------------------

  async insertToken(row: Insertable<UploadTokensTable>) {
    await this.db.insertInto('upload_tokens').values(row).execute();
  }

  /** The token's app and account, if it has not expired. */
  findToken(tokenHash: string, now: string) {
    return this.db
      .selectFrom('upload_tokens')
      .select(['app_id', 'account_id', 'created_at'])
      .where('token_hash', '=', tokenHash)
      .where('expires_at', '>', now)
      .executeTakeFirst();
  }

  async deleteExpiredTokens(now: string) {
    await this.db.deleteFrom('upload_tokens').where('expires_at', '<=', now).execute();
  }
}
