import { AppStatus } from '@vrportal/contract';
import type { Lang } from '@vrportal/contract';
import { PostgresAdapter, sql } from 'kysely';
import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { AppsTable } from '../../db/schema.js';
import { claimStale } from '../../db/claim-stale.js';
import { prepare } from '../../db/prepared.js';
import type { PreparedQuery } from '../../db/prepared.js';
import type { AppInStore, ReviewStateChange } from './app-facts.js';

export type AppRow = Selectable<AppsTable>;

export interface AppFilters {
  /** the organisation that holds the apps */
  orgId?: string;
  /** only these apps (a member limited to some of the organisation's) */
  appIds?: readonly string[];
  name?: string;
  pkg?: string;
  appId?: string;
  cgy?: number;
  statuses?: readonly number[];
  hideDrafts?: boolean;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const ORG_PAGE = 'FROM apps WHERE org_id = ? ORDER BY updated_at DESC, id DESC LIMIT ? OFFSET ?';

/**
 * The name an app shows a reader of `lang` in SQL: the approved release's in that language, else
 * in the other, else the creation name (`displayName` in apps.service.ts says the same).
 */
const displayNameSql = (lang: Lang) =>
  lang === 'en'
    ? "COALESCE(NULLIF(approved_name_en, ''), NULLIF(approved_name_zh, ''), name)"
    : "COALESCE(NULLIF(approved_name_zh, ''), NULLIF(approved_name_en, ''), name)";

/**
 * A page of an organisation's app cards, one JSON object a row, written by the database: the keys,
 * values and order of `toCard` (apps.service.ts) for a member (superAccount 0). SQLite builds
 * it with `json_object`; PostgreSQL with `row_to_json`, whose text is as compact as
 * JSON.stringify's (`json_build_object` writes `"key" : value`).
 */
function orgCardsSql(postgres: boolean, lang: Lang): string {
  const name = displayNameSql(lang);
  if (postgres) {
    return `SELECT row_to_json(card)::text AS card FROM (
      SELECT id, ${name} AS name, pkg, updated_at AS "time", scover, rcover, status,
        has_shelves AS "hasShelves", live, 0 AS "superAccount", cgy ${ORG_PAGE}) AS card
      ORDER BY card."time" DESC, card.id DESC`;
  }
  return `SELECT json_object('id', id, 'name', ${name}, 'pkg', pkg, 'time', updated_at,
    'scover', scover, 'rcover', rcover, 'status', status, 'hasShelves', has_shelves,
    'live', live, 'superAccount', 0, 'cgy', cgy) AS card ${ORG_PAGE}`;
}

/** SQL of apps and their versions. */
export class AppsRepository {
  // the app list of an organisation, asked on every visit of the landing page: prepared
  private readonly orgPage: PreparedQuery<AppRow> | null;
  /**
   * The same page as app cards in JSON, one a row: what getOwnedApps answers. Turning 50 rows of
   * every column into objects cost 5-9 µs a row in better-sqlite3 (SQLite itself: 0.3), and
   * the cards were then turned back into JSON; here the database writes the JSON.
   */
  private readonly orgCards: Record<Lang, PreparedQuery<{ card: string }> | null>;

  /** an app by its id: every runtime call of a game server reads it (the App Secret check) */
  private readonly byId: PreparedQuery<AppRow> | null;

  constructor(private readonly db: Executor) {
    this.orgPage = prepare(db, `SELECT * ${ORG_PAGE}`);
    this.byId = prepare(db, 'SELECT * FROM apps WHERE id = ?');
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    this.orgCards = {
      zh: prepare(db, orgCardsSql(postgres, 'zh')),
      en: prepare(db, orgCardsSql(postgres, 'en')),
    };
  }

  with(db: Executor) {
    return new AppsRepository(db);
  }

  async insert(row: Insertable<AppsTable>) {
    await this.db.insertInto('apps').values(row).execute();
  }

  findById(id: string): Promise<AppRow | undefined> {
    if (this.byId) return this.byId.first(id);
    return this.db.selectFrom('apps').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** What the store serves of several apps: whether each is live, and its published build. */
  inStore(ids: readonly string[]): Promise<AppInStore[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('apps')
      .select(['id', 'live', 'published_version_id'])
      .where('id', 'in', [...ids])
      .execute();
  }

  findByPkg(pkg: string) {
    return this.db.selectFrom('apps').selectAll().where('pkg', '=', pkg).executeTakeFirst();
  }

  list(filters: AppFilters, limit: number, offset: number) {
    const onlyOrg = Object.keys(filters).length === 1 && filters.orgId;
    if (onlyOrg && this.orgPage) return this.orgPage.all(filters.orgId, limit, offset);
    let query = this.db.selectFrom('apps').selectAll();
    if (filters.orgId) query = query.where('org_id', '=', filters.orgId);
    if (filters.appIds) {
      if (filters.appIds.length === 0) return Promise.resolve([]);
      query = query.where('id', 'in', [...filters.appIds]);
    }
    // the escape character is named: SQLite has no default one
    if (filters.name) {
      const pattern = `%${escapeLike(filters.name.toLowerCase())}%`;
      // the creation name or the approved release's in either language
      query = query.where(
        sql<boolean>`(lower(name) like ${pattern} escape '\\'
          or lower(approved_name_zh) like ${pattern} escape '\\'
          or lower(approved_name_en) like ${pattern} escape '\\')`,
      );
    }
    if (filters.pkg) {
      const pattern = `%${escapeLike(filters.pkg)}%`;
      query = query.where(sql<boolean>`pkg like ${pattern} escape '\\'`);
    }
    if (filters.appId) query = query.where('id', '=', filters.appId.toLowerCase());
    if (filters.cgy) query = query.where('cgy', '=', filters.cgy);
    if (filters.statuses) query = query.where('status', 'in', [...filters.statuses]);
    if (filters.hideDrafts) query = query.where('status', '!=', AppStatus.draft);
    return query
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  /**
   * A page of an organisation's apps, newest change first, as the JSON array of their cards; null
   * inside a transaction (no prepared statement there): the caller then uses `list`.
   */
  async orgCardsJson(
    orgId: string,
    lang: Lang,
    limit: number,
    offset: number,
  ): Promise<string | null> {
    const cards = this.orgCards[lang];
    if (!cards) return null;
    const rows = await cards.all(orgId, limit, offset);
    return `[${rows.map((row) => row.card).join(',')}]`;
  }

  /** The creation and approved names of these apps, one query. */
  namesOf(ids: readonly string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('apps')
      .select(['id', 'name', 'approved_name_zh', 'approved_name_en'])
      .where('id', 'in', [...ids])
      .execute();
  }

  async countByStatus(): Promise<Map<number, number>> {
    const rows = await this.db
      .selectFrom('apps')
      .select((eb) => ['status', eb.fn.countAll<string | number>().as('n')])
      .groupBy('status')
      .execute();
    return new Map(rows.map((r) => [r.status, Number(r.n)]));
  }

  async update(id: string, changes: Partial<Omit<AppRow, 'id'>>) {
    await this.db.updateTable('apps').set(changes).where('id', '=', id).execute();
  }

  /**
   * Compare-and-set of the status: moves it only if it is still `from`, answering false when
   * someone else moved it; with `releaseDueBy`, only while the release date is at or before that
   * time (the release-date job: of several runs, one changes the row).
   */
  async moveStatus(id: string, from: number, changes: ReviewStateChange, releaseDueBy?: string) {
    let update = this.db
      .updateTable('apps')
      .set(changes)
      .where('id', '=', id)
      .where('status', '=', from);
    if (releaseDueBy !== undefined) update = update.where('release_at', '<=', releaseDueBy);
    const result = await update.executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Ids of apps in `status` whose release date is at or before `now`, earliest first. */
  async releaseDue(status: number, now: string, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('apps')
      .select('id')
      .where('status', '=', status)
      .where('release_at', '<=', now)
      .orderBy('release_at')
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((row) => row.id);
  }

  /** Takes over a check left running by a stopped instance (see db/claim-stale). */
  claimStale(id: string, status: number, changedAt: string, now: string) {
    return claimStale(this.db, 'apps', { id, status, changedAt }, now);
  }

  async delete(id: string) {
    await this.db.deleteFrom('apps').where('id', '=', id).execute();
  }
}
