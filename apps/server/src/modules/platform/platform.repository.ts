import type { Insertable, Selectable, Transaction, Updateable, WhereInterface } from 'kysely';
import {
  AddonPublishState,
  ITEM_IN_REVIEW_STATES,
  ItemState,
  PLATFORM_KINDS,
  PlatformAuditStatus,
} from '@vrportal/contract';
import type { PlatformKind } from '@vrportal/contract';
import type { Db } from '../../db/database.js';
import type { Database, PlatformImagesTable, PlatformReviewsTable } from '../../db/schema.js';
import type { Executor } from '../../db/executor.js';
import { prepare } from '../../db/prepared.js';
import type { PreparedQuery } from '../../db/prepared.js';

/** The table of each kind of item; every one has the columns of PlatformItemColumns. */
export const ITEM_TABLES = {
  achievement: 'achievements',
  leaderboard: 'leaderboards',
  destination: 'destinations',
  addon: 'addons',
} as const satisfies Record<PlatformKind, keyof Database>;
type ItemTables = typeof ITEM_TABLES;

export type ItemRow<K extends PlatformKind> = Selectable<Database[ItemTables[K]]>;
export type NewItem<K extends PlatformKind> = Insertable<Database[ItemTables[K]]>;
export type ItemChanges<K extends PlatformKind> = Updateable<Database[ItemTables[K]]>;
export type ReviewRow = Selectable<PlatformReviewsTable>;
export type ImageRow = Selectable<PlatformImagesTable>;

/** What every kind of item has: its app, review state and last submission. */
export interface ItemHead {
  id: string;
  app_id: string;
  state: number;
  ever_passed: number;
  audit_id: string | null;
}

const IN_REVIEW = [...ITEM_IN_REVIEW_STATES];
const HEAD_COLUMNS = ['id', 'app_id', 'state', 'ever_passed', 'audit_id'] as const;

/**
 * The common columns are the same in the four tables, so the statements on them are written once
 * against one table's type (the name is chosen at run time).
 */
const common = (kind: PlatformKind) => ITEM_TABLES[kind] as 'achievements';

/** Narrows an update or delete to the item `id` of the app while it is not under review. */
const outsideReview =
  (appId: string, id: string) =>
  <Query extends WhereInterface<Database, 'achievements'>>(query: Query): Query =>
    query
      .where('id', '=', id)
      .where('app_id', '=', appId)
      .where('state', 'not in', IN_REVIEW) as Query;

/** SQL of platform items, their submissions and their images; this module alone owns them. */
export class PlatformRepository {
  /** the item a game server's runtime call names, read on every such call: prepared */
  private readonly byApiNameQuery: {
    [K in 'achievement' | 'leaderboard']: PreparedQuery<ItemRow<K>> | null;
  };

  constructor(private readonly db: Executor) {
    this.byApiNameQuery = {
      achievement: prepare(db, 'SELECT * FROM achievements WHERE app_id = ? AND api_name = ?'),
      leaderboard: prepare(db, 'SELECT * FROM leaderboards WHERE app_id = ? AND api_name = ?'),
    };
  }

  transaction<T>(work: (repo: PlatformRepository, trx: Transaction<Database>) => Promise<T>) {
    return (this.db as Db).transaction().execute((trx) => work(new PlatformRepository(trx), trx));
  }

  // ---- items ---------------------------------------------------------------------------------

  /** The items of an app, oldest first. */
  private itemsOf(kind: PlatformKind, appId: string) {
    return this.db
      .selectFrom(common(kind))
      .selectAll()
      .where('app_id', '=', appId)
      .orderBy('created_at')
      .orderBy('id');
  }

  async list<K extends PlatformKind>(kind: K, appId: string): Promise<ItemRow<K>[]> {
    return (await this.itemsOf(kind, appId).execute()) as ItemRow<K>[];
  }

  async rows<K extends PlatformKind>(kind: K, appId: string, ids: string[]): Promise<ItemRow<K>[]> {
    if (ids.length === 0) return [];
    const rows = await this.itemsOf(kind, appId).where('id', 'in', ids).execute();
    return rows as ItemRow<K>[];
  }

  head(kind: PlatformKind, id: string): Promise<ItemHead | undefined> {
    return this.db
      .selectFrom(common(kind))
      .select(HEAD_COLUMNS)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  heads(kind: PlatformKind, appId: string, ids: string[]): Promise<ItemHead[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom(common(kind))
      .select(HEAD_COLUMNS)
      .where('app_id', '=', appId)
      .where('id', 'in', ids)
      .execute();
  }

  /** The query of an app's item with this API name (achievements, leaderboards, destinations). */
  private withApiName(kind: Exclude<PlatformKind, 'addon'>, appId: string, apiName: string) {
    return this.db
      .selectFrom(common(kind))
      .where('app_id', '=', appId)
      .where('api_name', '=', apiName);
  }

  /** The id of an app's item with this API name. */
  byApiName(
    kind: Exclude<PlatformKind, 'addon'>,
    appId: string,
    apiName: string,
  ): Promise<{ id: string } | undefined> {
    return this.withApiName(kind, appId, apiName).select('id').executeTakeFirst();
  }

  /** The whole row of an app's achievement or leaderboard with this API name. */
  async rowByApiName<K extends 'achievement' | 'leaderboard'>(
    kind: K,
    appId: string,
    apiName: string,
  ): Promise<ItemRow<K> | undefined> {
    const prepared = this.byApiNameQuery[kind] as PreparedQuery<ItemRow<K>> | null;
    if (prepared) return prepared.first(appId, apiName);
    const row = await this.withApiName(kind, appId, apiName).selectAll().executeTakeFirst();
    return row as ItemRow<K> | undefined;
  }

  addonBySku(appId: string, sku: string): Promise<{ id: string } | undefined> {
    return this.db
      .selectFrom('addons')
      .select('id')
      .where('app_id', '=', appId)
      .where('sku', '=', sku)
      .executeTakeFirst();
  }

  async insert<K extends PlatformKind>(kind: K, row: NewItem<K>): Promise<void> {
    await this.db
      .insertInto(common(kind))
      .values(row as NewItem<'achievement'>)
      .execute();
  }

  /** Changes an item of the app that is not under review; false when there is none such. */
  async updateUnlessInReview<K extends PlatformKind>(
    kind: K,
    appId: string,
    id: string,
    changes: ItemChanges<K>,
  ): Promise<boolean> {
    const res = await this.db
      .updateTable(common(kind))
      .set(changes as ItemChanges<'achievement'>)
      .$call(outsideReview(appId, id))
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /** Removes an item of the app that is not under review; false when there is none such. */
  async deleteUnlessInReview(kind: PlatformKind, appId: string, id: string): Promise<boolean> {
    const res = await this.db
      .deleteFrom(common(kind))
      .$call(outsideReview(appId, id))
      .executeTakeFirst();
    return Number(res.numDeletedRows) === 1;
  }

  /** Takes an add-on off sale and keeps its row (and its SKU); false when it is under review. */
  unpublishAddon(appId: string, id: string, now: string): Promise<boolean> {
    return this.updateUnlessInReview('addon', appId, id, {
      publish_state: AddonPublishState.unpublished,
      updated_at: now,
    });
  }

  /** Leaderboards of the app that linked a destination no longer link it. */
  async unlinkDestination(appId: string, destinationId: string, now: string): Promise<void> {
    await this.db
      .updateTable('leaderboards')
      .set({ destination_id: null, updated_at: now })
      .where('app_id', '=', appId)
      .where('destination_id', '=', destinationId)
      .execute();
  }

  /**
   * Moves an item that is not under review into review under `auditId`: a creation review
   * before it ever passed, an edit review after. False when it is under review already.
   */
  async moveToReview(
    kind: PlatformKind,
    appId: string,
    id: string,
    auditId: string,
    now: string,
  ): Promise<boolean> {
    const res = await this.db
      .updateTable(common(kind))
      .set((eb) => ({
        state: eb
          .case()
          .when('ever_passed', '=', 1)
          .then(ItemState.editReview)
          .else(ItemState.createReview)
          .end(),
        audit_id: auditId,
        updated_at: now,
      }))
      .$call(outsideReview(appId, id))
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /**
   * The reviewer's decision on an item still under review of this submission: passed or
   * rejected, in the creation or edit review it is in. A passed add-on goes on sale.
   */
  async decideItem(
    kind: PlatformKind,
    auditId: string,
    id: string,
    passed: boolean,
    now: string,
  ): Promise<boolean> {
    const res = await this.db
      .updateTable(common(kind))
      .set((eb) => ({
        state: eb
          .case()
          .when('state', '=', ItemState.createReview)
          .then(passed ? ItemState.createPassed : ItemState.createRejected)
          .else(passed ? ItemState.editPassed : ItemState.editRejected)
          .end(),
        ...(passed ? { ever_passed: 1 } : {}),
        ...(passed && kind === 'addon' ? { publish_state: AddonPublishState.published } : {}),
        updated_at: now,
      }))
      .where('id', '=', id)
      .where('audit_id', '=', auditId)
      .where('state', 'in', IN_REVIEW)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  // ---- submissions ---------------------------------------------------------------------------

  async insertReview(row: Insertable<PlatformReviewsTable>): Promise<void> {
    await this.db.insertInto('platform_reviews').values(row).execute();
  }

  findReview(id: string): Promise<ReviewRow | undefined> {
    return this.db
      .selectFrom('platform_reviews')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** An app's submissions of a kind, newest first. */
  reviewsOf(appId: string, kind: PlatformKind): Promise<ReviewRow[]> {
    return this.db
      .selectFrom('platform_reviews')
      .selectAll()
      .where('app_id', '=', appId)
      .where('kind', '=', kind)
      .orderBy('submitted_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /** Submissions waiting for a reviewer, oldest first. */
  pending(kind: PlatformKind | undefined, limit: number, offset: number): Promise<ReviewRow[]> {
    let query = this.db
      .selectFrom('platform_reviews')
      .selectAll()
      .where('status', '=', PlatformAuditStatus.pending);
    if (kind) query = query.where('kind', '=', kind);
    return query.orderBy('submitted_at').orderBy('id').limit(limit).offset(offset).execute();
  }

  /** Pending submissions by kind. */
  async pendingCounts(): Promise<Record<PlatformKind, number>> {
    const rows = await this.db
      .selectFrom('platform_reviews')
      .select(['kind', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('status', '=', PlatformAuditStatus.pending)
      .groupBy('kind')
      .execute();
    const counts = Object.fromEntries(PLATFORM_KINDS.map((k) => [k, 0])) as Record<
      PlatformKind,
      number
    >;
    for (const row of rows) {
      if ((PLATFORM_KINDS as readonly string[]).includes(row.kind)) {
        counts[row.kind as PlatformKind] = Number(row.n);
      }
    }
    return counts;
  }

  /** Records the decision of a pending submission; false when it was decided already. */
  async decideReview(
    id: string,
    changes: Pick<
      Updateable<PlatformReviewsTable>,
      'status' | 'decisions' | 'note' | 'reviewer_id' | 'decided_at'
    >,
  ): Promise<boolean> {
    const res = await this.db
      .updateTable('platform_reviews')
      .set(changes)
      .where('id', '=', id)
      .where('status', '=', PlatformAuditStatus.pending)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  // ---- images --------------------------------------------------------------------------------

  async insertImage(row: Insertable<PlatformImagesTable>): Promise<void> {
    await this.db.insertInto('platform_images').values(row).execute();
  }

  findImage(name: string): Promise<ImageRow | undefined> {
    return this.db
      .selectFrom('platform_images')
      .selectAll()
      .where('name', '=', name)
      .executeTakeFirst();
  }

  imagesOf(appId: string, names: string[]): Promise<Pick<ImageRow, 'name' | 'use'>[]> {
    if (names.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('platform_images')
      .select(['name', 'use'])
      .where('app_id', '=', appId)
      .where('name', 'in', names)
      .execute();
  }

  // ---- a deleted app ---------------------------------------------------------------------------

  /**
   * Removes every item, submission and image of an app in one transaction; answers the ids of
   * its achievements and leaderboards (their players' data goes next) and the images' files.
   */
  dropApp(appId: string) {
    return this.transaction(async (repo) => {
      const achievements = await repo.itemsOf('achievement', appId).execute();
      const boards = await repo.itemsOf('leaderboard', appId).execute();
      const images = await repo.db
        .selectFrom('platform_images')
        .select('blob_key')
        .where('app_id', '=', appId)
        .execute();
      for (const kind of Object.keys(ITEM_TABLES) as PlatformKind[]) {
        await repo.db.deleteFrom(common(kind)).where('app_id', '=', appId).execute();
      }
      await repo.db.deleteFrom('platform_reviews').where('app_id', '=', appId).execute();
      await repo.db.deleteFrom('platform_images').where('app_id', '=', appId).execute();
      return {
        achievementIds: achievements.map((a) => a.id),
        leaderboardIds: boards.map((b) => b.id),
        imageKeys: images.map((i) => i.blob_key),
      };
    });
  }
}
