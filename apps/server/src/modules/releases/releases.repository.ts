import { BusinessLinkStatus } from '@vrportal/contract';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import { claimStale } from '../../db/claim-stale.js';
import type {
  BusinessesTable,
  ChannelBusinessesTable,
  ChannelReviewLogTable,
  ReleaseChannelsTable,
  ReleaseDraftsTable,
  ReleaseLiveListingsTable,
} from '../../db/schema.js';

export type ChannelRow = Selectable<ReleaseChannelsTable>;
export type DraftRow = Selectable<ReleaseDraftsTable>;
export type LiveListingRow = Selectable<ReleaseLiveListingsTable>;
export type BusinessRow = Selectable<BusinessesTable>;
export type LinkRow = Selectable<ChannelBusinessesTable>;

/** The draft key of the main store; a channel's draft is keyed by the channel's id. */
export const MAIN_STORE_KEY = '';

/** SQL of release drafts, business channels, businesses and their links. */
export class ReleasesRepository {
  constructor(private readonly db: Executor) {}

  with(db: Executor) {
    return new ReleasesRepository(db);
  }

  /** Runs `work` in one transaction; `trx` lets other modules' writes join it. */
  transaction<T>(work: (repo: ReleasesRepository, trx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => work(new ReleasesRepository(trx), trx));
  }

  // ---- drafts --------------------------------------------------------------------------------

  findDraft(appId: string, channelKey: string) {
    return this.db
      .selectFrom('release_drafts')
      .selectAll()
      .where('app_id', '=', appId)
      .where('channel_key', '=', channelKey)
      .executeTakeFirst();
  }

  async putDraft(row: Insertable<ReleaseDraftsTable>) {
    const { app_id: _app, channel_key: _key, ...changes } = row;
    await this.db
      .insertInto('release_drafts')
      .values(row)
      .onConflict((oc) => oc.columns(['app_id', 'channel_key']).doUpdateSet(changes))
      .execute();
  }

  /**
   * Creates the draft row if there is none, else writes it unchanged: either way the row is
   * held against another save of the same draft until the transaction ends.
   */
  async lockDraft(appId: string, channelKey: string, now: string) {
    await this.db
      .insertInto('release_drafts')
      .values({ app_id: appId, channel_key: channelKey, updated_at: now })
      .onConflict((oc) =>
        oc.columns(['app_id', 'channel_key']).doUpdateSet({ channel_key: channelKey }),
      )
      .execute();
  }

  /** Writes a draft's form only, keeping its time: no save of the developer's is recorded. */
  async setDraftForm(appId: string, channelKey: string, form: string) {
    await this.db
      .updateTable('release_drafts')
      .set({ form })
      .where('app_id', '=', appId)
      .where('channel_key', '=', channelKey)
      .execute();
  }

  // ---- live listings -------------------------------------------------------------------------

  findLiveListing(appId: string, channelKey: string) {
    return this.db
      .selectFrom('release_live_listings')
      .selectAll()
      .where('app_id', '=', appId)
      .where('channel_key', '=', channelKey)
      .executeTakeFirst();
  }

  /** The store listings online of several apps (their forms). */
  liveStoreForms(appIds: readonly string[]) {
    if (appIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('release_live_listings')
      .select(['app_id', 'form'])
      .where('app_id', 'in', [...appIds])
      .where('channel_key', '=', '')
      .execute();
  }

  /** Records the listing that went online, replacing the one before. */
  async putLiveListing(row: Insertable<ReleaseLiveListingsTable>) {
    const { app_id: _app, channel_key: _key, ...changes } = row;
    await this.db
      .insertInto('release_live_listings')
      .values(row)
      .onConflict((oc) => oc.columns(['app_id', 'channel_key']).doUpdateSet(changes))
      .execute();
  }

  // ---- channels ------------------------------------------------------------------------------

  async insertChannel(row: Insertable<ReleaseChannelsTable>) {
    await this.db.insertInto('release_channels').values(row).execute();
  }

  findChannel(id: string) {
    return this.db
      .selectFrom('release_channels')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  channelsOf(appId: string) {
    return this.db
      .selectFrom('release_channels')
      .selectAll()
      .where('app_id', '=', appId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  channelsInStatus(statuses: readonly number[], limit: number) {
    return this.db
      .selectFrom('release_channels')
      .selectAll()
      .where('status', 'in', [...statuses])
      .orderBy('status_changed_at')
      .limit(limit)
      .execute();
  }

  /** Takes over a channel check left running by a stopped instance (see db/claim-stale). */
  claimStaleChannel(id: string, status: number, changedAt: string, now: string) {
    return claimStale(this.db, 'release_channels', { id, status, changedAt }, now);
  }

  /** Channel releases in these statuses for the review queue, newest change first. */
  channelQueue(statuses: readonly number[], limit: number) {
    return this.db
      .selectFrom('release_channels')
      .selectAll()
      .where('status', 'in', [...statuses])
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  async countChannelsByStatus(): Promise<Map<number, number>> {
    const rows = await this.db
      .selectFrom('release_channels')
      .select((eb) => ['status', eb.fn.countAll<string | number>().as('n')])
      .groupBy('status')
      .execute();
    return new Map(rows.map((r) => [r.status, Number(r.n)]));
  }

  /** Moves a channel release's status only if it still is `from`. */
  async moveChannel(
    id: string,
    from: number,
    changes: Updateable<ReleaseChannelsTable>,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('release_channels')
      .set(changes)
      .where('id', '=', id)
      .where('status', '=', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Deletes a channel (its links and log go with it) only if its status still is `status`. */
  async deleteChannel(id: string, appId: string, status: number): Promise<boolean> {
    for (const table of ['release_drafts', 'release_live_listings'] as const) {
      await this.db
        .deleteFrom(table)
        .where('app_id', '=', appId)
        .where('channel_key', '=', id)
        .execute();
    }
    const result = await this.db
      .deleteFrom('release_channels')
      .where('id', '=', id)
      .where('status', '=', status)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  async insertLog(row: Insertable<ChannelReviewLogTable>) {
    await this.db.insertInto('channel_review_log').values(row).execute();
  }

  /** A channel release's log, newest first. */
  channelLogNewestFirst(channelId: string) {
    return this.db
      .selectFrom('channel_review_log')
      .selectAll()
      .where('channel_id', '=', channelId)
      .orderBy('created_at', 'desc')
      .execute();
  }

  channelLog(channelId: string) {
    return this.db
      .selectFrom('channel_review_log')
      .selectAll()
      .where('channel_id', '=', channelId)
      .orderBy('created_at')
      .execute();
  }

  // ---- businesses ----------------------------------------------------------------------------

  async insertBusiness(row: Insertable<BusinessesTable>) {
    await this.db.insertInto('businesses').values(row).execute();
  }

  findBusiness(id: string) {
    return this.db.selectFrom('businesses').selectAll().where('id', '=', id).executeTakeFirst();
  }

  linksOf(channelId: string) {
    return this.db
      .selectFrom('channel_businesses')
      .innerJoin('businesses', 'businesses.id', 'channel_businesses.business_id')
      .selectAll('channel_businesses')
      .select('businesses.name')
      .where('channel_businesses.channel_id', '=', channelId)
      .orderBy('channel_businesses.sent_at')
      .execute();
  }

  findLink(channelId: string, businessId: string) {
    return this.db
      .selectFrom('channel_businesses')
      .selectAll()
      .where('channel_id', '=', channelId)
      .where('business_id', '=', businessId)
      .executeTakeFirst();
  }

  findLinkByToken(tokenHash: string) {
    return this.db
      .selectFrom('channel_businesses')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  async insertLink(row: Insertable<ChannelBusinessesTable>) {
    await this.db.insertInto('channel_businesses').values(row).execute();
  }

  async deleteLink(channelId: string, businessId: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('channel_businesses')
      .where('channel_id', '=', channelId)
      .where('business_id', '=', businessId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  async confirmLink(tokenHash: string, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('channel_businesses')
      .set({ status: BusinessLinkStatus.confirmed, confirmed_at: now })
      .where('token_hash', '=', tokenHash)
      .where('status', '=', BusinessLinkStatus.waiting)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
