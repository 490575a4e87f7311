import { randomBytes } from 'node:crypto';
import { ErrorCode, webhookLimits } from '@vrportal/contract';
import type {
  OrgEvent,
  SaveWebhookRequest,
  Webhook,
  WebhookDelivery,
  WebhookEventType,
  saveWebhookAnswer,
  deliveriesAnswer,
} from '@vrportal/contract';
import type { z } from 'zod';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../lib/app-error.js';
import { newId, orderedId } from '../../lib/crypto.js';
import { addMs, iso } from '../../lib/time.js';
import { orgScope, type Caller } from '../../plugins/caller.js';
import { checkEndpointHost, parseEndpointUrl } from './address-guard.js';
import type { WebhooksDeps } from './webhook-context.js';
import { deliveryView, eventsOf, secretContext, webhookView } from './webhook-context.js';
import { DeliveryRuns } from './webhook-deliveries.js';
import type { WebhookRow } from './webhooks.repository.js';

const HOUR = 3_600_000;
/** What every signing secret starts with, so a leaked one is easy to spot. */
export const SECRET_PREFIX = 'whsec_';

type ChangeNote = (field: string, before: string | null, after: string | null) => void;

/**
 * Signed webhooks of an organisation: its owners and admins keep endpoints and the events each
 * hears of; events other modules publish become one delivery per endpoint that hears of them,
 * sent by the `webhook-deliveries` job (`webhook-deliveries.ts`).
 */
export class WebhooksService {
  readonly runs: DeliveryRuns;

  constructor(private readonly deps: WebhooksDeps) {
    this.runs = new DeliveryRuns(deps);
  }

  private now() {
    return this.deps.clock.now();
  }

  /** The endpoint when the caller's organisation holds it; else 10760. */
  private async endpoint(caller: Caller, id: string): Promise<WebhookRow> {
    const row = await this.deps.repo.find(orgScope(caller), id);
    if (!row) throw new AppError(ErrorCode.webhookNotFound);
    return row;
  }

  private async views(rows: WebhookRow[]): Promise<Webhook[]> {
    const newest = await this.deps.repo.newestOf(rows.map((r) => r.id));
    return rows.map((row) => webhookView(row, newest.get(row.id)));
  }

  async list(caller: Caller): Promise<{ webhooks: Webhook[] }> {
    return { webhooks: await this.views(await this.deps.repo.list(orgScope(caller))) };
  }

  /**
   * Makes an endpoint (answering its secret, this once) or changes one. The address is checked
   * now (https, a public host) and again at every connection. Turning a disabled endpoint on
   * forgets its failures.
   */
  async save(
    caller: Caller,
    input: SaveWebhookRequest,
    changed: ChangeNote,
  ): Promise<z.input<typeof saveWebhookAnswer>> {
    const url = parseEndpointUrl(input.url, this.deps.rules);
    await checkEndpointHost(url, this.deps.rules);
    const orgId = orgScope(caller);
    const at = iso(this.now());
    const events = JSON.stringify([...new Set(input.events)]);
    if (!input.id) {
      if ((await this.deps.repo.count(orgId)) >= webhookLimits.endpointsMax) {
        throw new AppError(ErrorCode.webhookLimit);
      }
      const id = orderedId();
      const secret = SECRET_PREFIX + randomBytes(24).toString('base64url');
      await this.deps.repo.insert({
        id,
        org_id: orgId,
        url: url.href,
        events,
        enabled: input.on ? 1 : 0,
        secret: this.deps.cipher.encrypt(secret, secretContext(id)),
        created_by: caller.id,
        created_at: at,
        updated_at: at,
        failing_since: null,
        disabled_reason: null,
        disabled_at: null,
      });
      changed('url', null, url.href);
      changed('events', null, events);
      const [webhook] = await this.views([(await this.deps.repo.find(orgId, id))!]);
      return { webhook: webhook!, secret };
    }
    const before = await this.endpoint(caller, input.id);
    const turnedOn = input.on && before.enabled === 0;
    await this.deps.repo.update(orgId, before.id, {
      url: url.href,
      events,
      enabled: input.on ? 1 : 0,
      updated_at: at,
      ...(turnedOn ? { failing_since: null, disabled_reason: null, disabled_at: null } : {}),
    });
    // turned off: what it had yet to send is given up, as when the portal turns it off
    if (before.enabled === 1 && !input.on) {
      await this.deps.repo.giveUpOpen(before.id, at, 'webhook turned off');
    }
    if (before.url !== url.href) changed('url', before.url, url.href);
    if (before.events !== events) changed('events', before.events, events);
    if (before.enabled !== (input.on ? 1 : 0)) {
      changed('on', String(before.enabled === 1), String(input.on));
    }
    const [webhook] = await this.views([(await this.deps.repo.find(orgId, before.id))!]);
    return { webhook: webhook! };
  }

  async remove(caller: Caller, id: string, changed: ChangeNote): Promise<Record<string, never>> {
    const row = await this.endpoint(caller, id);
    await this.deps.repo.remove(orgScope(caller), row.id);
    changed('url', row.url, null);
    return {};
  }

  async deliveries(
    caller: Caller,
    id: string,
    page: number,
  ): Promise<z.input<typeof deliveriesAnswer>> {
    const row = await this.endpoint(caller, id);
    const pageSize = webhookLimits.pageSize;
    const [total, rows] = await Promise.all([
      this.deps.repo.countDeliveries(row.id),
      this.deps.repo.deliveries(row.id, (page - 1) * pageSize, pageSize),
    ]);
    const attempts = await this.deps.repo.attemptsOf(rows.map((r) => r.id));
    return { total, page, pageSize, deliveries: rows.map((r) => deliveryView(r, attempts)) };
  }

  /** A new delivery of a delivery's event to the same endpoint, tried from now for 24 hours. */
  async redeliver(caller: Caller, deliveryId: string): Promise<WebhookDelivery> {
    const orgId = orgScope(caller);
    const old = await this.deps.repo.deliveryOf(orgId, deliveryId);
    if (!old) throw new AppError(ErrorCode.webhookDeliveryNotFound);
    if (old.enabled !== 1) throw new AppError(ErrorCode.webhookOff);
    const now = this.now();
    const id = newId();
    await this.deps.repo.insertDeliveries([
      this.deliveryRow(id, old.webhook_id, old.event_id, now),
    ]);
    const row = await this.deps.repo.deliveryOf(orgId, id);
    return deliveryView(row!, []);
  }

  private deliveryRow(id: string, webhookId: string, eventId: string, now: Date) {
    return {
      id,
      webhook_id: webhookId,
      event_id: eventId,
      status: 'pending',
      attempts: 0,
      next_attempt_at: iso(now),
      deadline_at: iso(addMs(now, webhookLimits.retryHours * HOUR)),
      lease_until: null,
      lease_owner: null,
      last_status: null,
      last_duration_ms: null,
      last_error: null,
      created_at: iso(now),
      finished_at: null,
    };
  }

  /**
   * Records an event for each endpoint of its organisation that is on and hears of it: the
   * event's body once, and one delivery per endpoint (in the caller's transaction when given).
   * Sending is the job's.
   */
  async publish(event: OrgEvent, trx?: Executor): Promise<void> {
    const repo = trx ? this.deps.repo.with(trx) : this.deps.repo;
    const hooks = (await repo.enabledOf(event.orgId)).filter((h) =>
      eventsOf(h).includes(event.type as WebhookEventType),
    );
    if (hooks.length === 0) return;
    const now = this.now();
    const id = newId();
    const body = JSON.stringify({
      id,
      type: event.type,
      createdAt: iso(now),
      orgId: event.orgId,
      data: event.data,
    });
    await repo.transaction(async (inner) => {
      await inner.insertEvent({
        id,
        org_id: event.orgId,
        type: event.type,
        body,
        created_at: iso(now),
      });
      await inner.insertDeliveries(hooks.map((h) => this.deliveryRow(newId(), h.id, id, now)));
    });
  }
}
