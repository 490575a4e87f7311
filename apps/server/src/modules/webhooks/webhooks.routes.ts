import { webhookCalls as calls } from '@vrportal/contract';
import type { RegisterCall } from '../../plugins/calls.js';
import type { WebhooksService } from './webhooks.service.js';

/** An organisation's signed webhooks (docs/api/webhooks.md). */
export function webhooksRoutes(registerCall: RegisterCall, webhooks: WebhooksService) {
  registerCall(calls.webhookList, ({ session }) => webhooks.list(session));
  registerCall(calls.webhookSave, ({ session, body, audit }) =>
    webhooks.save(session, body, audit.changed),
  );
  registerCall(calls.webhookDelete, ({ session, body, audit }) =>
    webhooks.remove(session, body.id, audit.changed),
  );
  registerCall(calls.webhookDeliveries, ({ session, body }) =>
    webhooks.deliveries(session, body.id, body.page),
  );
  registerCall(calls.webhookRedeliver, ({ session, body }) =>
    webhooks.redeliver(session, body.deliveryId),
  );
}
