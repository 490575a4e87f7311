import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type {
  WebhookAttemptsTable,
  WebhookDeliveriesTable,
  WebhookEventsTable,
  WebhooksTable,
} from '../../db/schema.js';

export type WebhookRow = Selectable<WebhooksTable>;
export type DeliveryRow = Selectable<WebhookDeliveriesTable>;
export type AttemptRow = Selectable<WebhookAttemptsTable>;

/** Statuses of a delivery still to be tried. */
export const OPEN_STATUSES = ['pending', 'retrying'] as const;

/** SQL of webhooks: the endpoints, the events recorded for them, deliveries and their tries. */
export class WebhooksRepository {
  constructor(private readonly db: Executor) {}

  with(db: Executor) {
    return new WebhooksRepository(db);
  }

  /** Runs `work` in one transaction, or in the caller's when this repository runs in one. */
  transaction<T>(work: (repo: WebhooksRepository) => Promise<T>): Promise<T> {
    if (this.db.isTransaction) return work(this);
    return this.db.transaction().execute((trx) => work(new WebhooksRepository(trx)));
  }

  // ---- endpoints -------------------------------------------------------------------------------

  list(orgId: string) {
    return this.db
      .selectFrom('webhooks')
      .selectAll()
      .where('org_id', '=', orgId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  find(orgId: string, id: string) {
    return this.db
      .selectFrom('webhooks')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async count(orgId: string): Promise<number> {
    const row = await this.db
      .selectFrom('webhooks')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('org_id', '=', orgId)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async insert(row: Insertable<WebhooksTable>) {
    await this.db.insertInto('webhooks').values(row).execute();
  }

  async update(orgId: string, id: string, changes: Partial<WebhookRow>): Promise<boolean> {
    const result = await this.db
      .updateTable('webhooks')
      .set(changes)
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Removes an endpoint with its deliveries and their tries. */
  async remove(orgId: string, id: string): Promise<boolean> {
    return this.transaction(async (repo) => {
      const found = await repo.find(orgId, id);
      if (!found) return false;
      const deliveries = repo.db
        .selectFrom('webhook_deliveries')
        .select('id')
        .where('webhook_id', '=', id);
      await repo.db.deleteFrom('webhook_attempts').where('delivery_id', 'in', deliveries).execute();
      await repo.db.deleteFrom('webhook_deliveries').where('webhook_id', '=', id).execute();
      await repo.db.deleteFrom('webhooks').where('id', '=', id).execute();
      return true;
    });
  }

  /** The organisation's endpoints that are on, with the events each hears of. */
  enabledOf(orgId: string) {
    return this.db
      .selectFrom('webhooks')
      .select(['id', 'events'])
      .where('org_id', '=', orgId)
      .where('enabled', '=', 1)
      .execute();
  }

  // ---- events and deliveries -------------------------------------------------------------------

  async insertEvent(row: Insertable<WebhookEventsTable>) {
    await this.db.insertInto('webhook_events').values(row).execute();
  }

  async insertDeliveries(rows: Insertable<WebhookDeliveriesTable>[]) {
    if (rows.length > 0) await this.db.insertInto('webhook_deliveries').values(rows).execute();
  }

  /** The newest delivery of each endpoint. */
  async newestOf(webhookIds: readonly string[]) {
    const newest = new Map<string, DeliveryRow>();
    for (const id of webhookIds) {
      const row = await this.db
        .selectFrom('webhook_deliveries')
        .selectAll()
        .where('webhook_id', '=', id)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (row) newest.set(id, row);
    }
    return newest;
  }

  async countDeliveries(webhookId: string): Promise<number> {
    const row = await this.db
      .selectFrom('webhook_deliveries')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('webhook_id', '=', webhookId)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** A page of an endpoint's deliveries with their event's type, newest first. */
  deliveries(webhookId: string, offset: number, limit: number) {
    return this.db
      .selectFrom('webhook_deliveries as d')
      .innerJoin('webhook_events as e', 'e.id', 'd.event_id')
      .selectAll('d')
      .select('e.type')
      .where('d.webhook_id', '=', webhookId)
      .orderBy('d.created_at', 'desc')
      .orderBy('d.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
  }

  /** One delivery with its event's type, when its endpoint is of the organisation. */
  deliveryOf(orgId: string, deliveryId: string) {
    return this.db
      .selectFrom('webhook_deliveries as d')
      .innerJoin('webhooks as w', 'w.id', 'd.webhook_id')
      .innerJoin('webhook_events as e', 'e.id', 'd.event_id')
      .selectAll('d')
      .select(['e.type', 'w.enabled'])
      .where('w.org_id', '=', orgId)
      .where('d.id', '=', deliveryId)
      .executeTakeFirst();
  }

  attemptsOf(deliveryIds: readonly string[]) {
    if (deliveryIds.length === 0) return Promise.resolve([] as AttemptRow[]);
    return this.db
      .selectFrom('webhook_attempts')
      .selectAll()
      .where('delivery_id', 'in', [...deliveryIds])
      .orderBy('at')
      .orderBy('id')
      .execute();
  }

  // ---- sending ---------------------------------------------------------------------------------

  /** Deliveries due by `now` whose endpoint is on and that nobody holds, oldest first. */
  async due(now: string, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('webhook_deliveries as d')
      .innerJoin('webhooks as w', 'w.id', 'd.webhook_id')
      .select('d.id')
      .where('d.status', 'in', [...OPEN_STATUSES])
      .where('d.next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('d.lease_until', 'is', null), eb('d.lease_until', '<', now)]))
      .where('w.enabled', '=', 1)
      .orderBy('d.next_attempt_at')
      .orderBy('d.id')
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  }

  /**
   * Takes a due delivery for one try in one conditional UPDATE: of any number of instances
   * asking at once, one gets it, until `until`.
   */
  async claim(id: string, owner: string, now: string, until: string): Promise<boolean> {
    const result = await this.db
      .updateTable('webhook_deliveries')
      .set({ lease_until: until, lease_owner: owner })
      .where('id', '=', id)
      .where('status', 'in', [...OPEN_STATUSES])
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** What a try of a claimed delivery sends, and where. */
  outgoing(id: string) {
    return this.db
      .selectFrom('webhook_deliveries as d')
      .innerJoin('webhooks as w', 'w.id', 'd.webhook_id')
      .innerJoin('webhook_events as e', 'e.id', 'd.event_id')
      .select([
        'd.id',
        'd.attempts',
        'd.deadline_at',
        'd.created_at',
        'd.webhook_id',
        'w.org_id',
        'w.url',
        'w.secret',
        'e.type',
        'e.body',
      ])
      .where('d.id', '=', id)
      .executeTakeFirst();
  }

  /** Records a try of a delivery this owner holds, and lets it go; false when it lost the lease. */
  async recordTry(
    id: string,
    owner: string,
    changes: Partial<DeliveryRow>,
    attempt: Insertable<WebhookAttemptsTable>,
  ): Promise<boolean> {
    return this.transaction(async (repo) => {
      const result = await repo.db
        .updateTable('webhook_deliveries')
        .set((eb) => ({
          ...changes,
          attempts: eb('attempts', '+', 1),
          lease_until: null,
          lease_owner: null,
        }))
        .where('id', '=', id)
        .where('lease_owner', '=', owner)
        .where('status', 'in', [...OPEN_STATUSES])
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await repo.db.insertInto('webhook_attempts').values(attempt).execute();
      return true;
    });
  }

  /** An endpoint answered: it is no longer failing. */
  async delivered(webhookId: string) {
    await this.db
      .updateTable('webhooks')
      .set({ failing_since: null })
      .where('id', '=', webhookId)
      .where('failing_since', 'is not', null)
      .execute();
  }

  /** An endpoint failed a try of a delivery made `since`: failing since then, unless it already was. */
  async failed(webhookId: string, since: string) {
    await this.db
      .updateTable('webhooks')
      .set({ failing_since: since })
      .where('id', '=', webhookId)
      .where('failing_since', 'is', null)
      .execute();
  }

  /**
   * Turns an endpoint off when it has failed since `cutoff` or before, in one conditional
   * UPDATE: true for the one call that did, which tells its people.
   */
  async disableFailing(webhookId: string, cutoff: string, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('webhooks')
      .set({ enabled: 0, disabled_reason: 'failing', disabled_at: at, updated_at: at })
      .where('id', '=', webhookId)
      .where('enabled', '=', 1)
      .where('failing_since', 'is not', null)
      .where('failing_since', '<=', cutoff)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** The open deliveries of an endpoint turned off are given up. */
  async giveUpOpen(webhookId: string, at: string, error: string) {
    await this.db
      .updateTable('webhook_deliveries')
      .set({ status: 'failed', next_attempt_at: null, finished_at: at, last_error: error })
      .where('webhook_id', '=', webhookId)
      .where('status', 'in', [...OPEN_STATUSES])
      .where('lease_owner', 'is', null)
      .execute();
  }

  /** Removes events (with their deliveries and tries) recorded before `before`; answers how many. */
  async removeOld(before: string, limit = 500): Promise<number> {
    return this.transaction(async (repo) => {
      const ids = (
        await repo.db
          .selectFrom('webhook_events')
          .select('id')
          .where('created_at', '<', before)
          .limit(limit)
          .execute()
      ).map((r) => r.id);
      if (ids.length === 0) return 0;
      const deliveries = repo.db
        .selectFrom('webhook_deliveries')
        .select('id')
        .where('event_id', 'in', ids);
      await repo.db.deleteFrom('webhook_attempts').where('delivery_id', 'in', deliveries).execute();
      await repo.db.deleteFrom('webhook_deliveries').where('event_id', 'in', ids).execute();
      await repo.db.deleteFrom('webhook_events').where('id', 'in', ids).execute();
      return ids.length;
    });
  }
}
