// The webhook-deliveries job: due deliveries taken one by one under a lease, tried, retried, given up.
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import { NotifyStatus, webhookLimits, webhookRetryMinutes } from '@vrportal/contract';
import { newId } from '../../lib/crypto.js';
import { t } from '../../lib/i18n.js';
import type { MessageKey } from '../../lib/i18n.js';
import { addMs, iso } from '../../lib/time.js';
import { noticeMail } from '../../messaging/templates.js';
import type { WebhooksDeps } from './webhook-context.js';
import { secretContext } from './webhook-context.js';
import { sendOnce } from './webhook-sender.js';
import type { TryResult } from './webhook-sender.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** how long a try holds its delivery: the 10 s limit with room to record it */
const LEASE_MS = MINUTE;
/** deliveries one run takes, and how many are in flight at once */
const BATCH = 100;
const PARALLEL = 8;
/** events (and their deliveries) are kept this long */
const KEEP_DAYS = 30;

export interface RunSummary {
  tried: number;
  delivered: number;
  failed: number;
  disabled: number;
  removed: number;
}

/** When a failed try's delivery is tried next: the backoff, the last try at its deadline. */
export function nextTryAfter(attempts: number, at: Date, deadline: Date): Date | null {
  if (at.getTime() >= deadline.getTime()) return null;
  const minutes = webhookRetryMinutes[Math.min(attempts, webhookRetryMinutes.length) - 1]!;
  const next = addMs(at, minutes * MINUTE);
  return next.getTime() > deadline.getTime() ? deadline : next;
}

export class DeliveryRuns {
  /** who holds a delivery while trying it: host, process and a random part */
  private readonly owner = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

  constructor(private readonly deps: WebhooksDeps) {}

  /**
   * Tries every delivery due by `now`: each is taken by one conditional UPDATE first, so with
   * several instances (or runs) each try happens once. Old events are removed.
   */
  async run(now: Date): Promise<RunSummary> {
    const summary: RunSummary = { tried: 0, delivered: 0, failed: 0, disabled: 0, removed: 0 };
    summary.removed = await this.deps.repo.removeOld(iso(addMs(now, -KEEP_DAYS * 24 * HOUR)));
    const queue = await this.deps.repo.due(iso(now), BATCH);
    const worker = async () => {
      for (let id = queue.shift(); id; id = queue.shift()) {
        const outcome = await this.tryOne(id, now).catch((error: unknown) => {
          this.deps.onError?.(error);
          return null;
        });
        if (!outcome) continue;
        summary.tried += 1;
        if (outcome.delivered) summary.delivered += 1;
        if (outcome.gaveUp) summary.failed += 1;
        if (outcome.disabled) summary.disabled += 1;
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    return summary;
  }

  private async tryOne(id: string, now: Date) {
    const repo = this.deps.repo;
    if (!(await repo.claim(id, this.owner, iso(now), iso(addMs(now, LEASE_MS))))) return null;
    const out = await repo.outgoing(id);
    if (!out) return null;
    const at = this.deps.clock.now();
    let result: TryResult;
    try {
      const secret = this.deps.cipher.decrypt(out.secret, secretContext(out.webhook_id));
      result = await sendOnce(
        { url: out.url, body: out.body, secret, eventType: out.type, deliveryId: id, at },
        this.deps.rules,
      );
    } catch (error) {
      result = { ok: false, httpStatus: null, durationMs: 0, error: String(error).slice(0, 300) };
    }
    const attempts = Number(out.attempts) + 1;
    const next = result.ok ? null : nextTryAfter(attempts, at, new Date(out.deadline_at));
    const status = result.ok ? 'delivered' : next ? 'retrying' : 'failed';
    const recorded = await repo.recordTry(
      id,
      this.owner,
      {
        status,
        next_attempt_at: next ? iso(next) : null,
        last_status: result.httpStatus,
        last_duration_ms: result.durationMs,
        last_error: result.error,
        finished_at: next ? null : iso(at),
      },
      {
        id: newId(),
        delivery_id: id,
        at: iso(at),
        http_status: result.httpStatus,
        duration_ms: result.durationMs,
        error: result.error,
      },
    );
    if (!recorded) return null;
    if (result.ok) {
      await repo.delivered(out.webhook_id);
      return { delivered: true, gaveUp: false, disabled: false };
    }
    // failing since the event of its first delivery that failed: a day of tries ends at its deadline
    await repo.failed(out.webhook_id, out.created_at);
    const cutoff = addMs(at, -webhookLimits.disableAfterHours * HOUR);
    const disabled = await repo.disableFailing(out.webhook_id, iso(cutoff), iso(at));
    if (disabled) {
      await repo.giveUpOpen(out.webhook_id, iso(at), 'webhook turned off');
      await this.tellDisabled(out.org_id, out.url);
    }
    return { delivered: false, gaveUp: status === 'failed', disabled };
  }

  /** The owners and admins hear that an endpoint was turned off: a notification and a mail. */
  private async tellDisabled(orgId: string, url: string) {
    const vars = { url, hours: String(webhookLimits.disableAfterHours) };
    const both = (key: MessageKey) => ({ zh: t('zh', key, vars), en: t('en', key, vars) });
    await this.deps.notifications.notify({
      orgId,
      concerns: 'automation:manage',
      tag: 'webhook',
      status: NotifyStatus.failed,
      title: both('webhooks.off.title'),
      content: both('webhooks.off.content'),
      link: '/webhooks',
    });
    try {
      const link = `${this.deps.publicUrl}/manage/webhooks`;
      await this.deps.mailManagers(orgId, (lang, to) =>
        noticeMail(to, t(lang, 'mail.webhookOff.subject', vars), [
          t(lang, 'webhooks.off.content', vars),
          t(lang, 'mail.webhookOff.advice', { link }),
          t(lang, 'productName'),
        ]),
      );
    } catch (error) {
      // the notification centre has it; a mail server that is down does not undo the change
      this.deps.onError?.(error);
    }
  }
}
