import { z } from 'zod';
import { developer } from './access.js';
import { emptyBody } from './apps.js';
import { call, confirmed, unaudited } from './call.js';
import * as w from './webhooks.js';
import { webhookPaths } from './webhook-rules.js';

/** An organisation's signed webhooks (docs/api/webhooks.md); owners and admins manage them. */
export const webhookCalls = {
  webhookList: unaudited(
    call(webhookPaths.list, developer('automation:manage'), emptyBody, w.webhookListAnswer),
  ),
  /** a new endpoint hands out its signing secret: asks for the second step when it is old */
  webhookSave: confirmed(
    call(
      webhookPaths.save,
      developer('automation:manage'),
      w.saveWebhookRequest,
      w.saveWebhookAnswer,
    ),
  ),
  webhookDelete: call(
    webhookPaths.delete,
    developer('automation:manage'),
    w.webhookIdRequest,
    z.object({}),
  ),
  webhookDeliveries: unaudited(
    call(
      webhookPaths.deliveries,
      developer('automation:manage'),
      w.deliveriesRequest,
      w.deliveriesAnswer,
    ),
  ),
  webhookRedeliver: call(
    webhookPaths.redeliver,
    developer('automation:manage'),
    w.redeliverRequest,
    w.webhookDelivery,
  ),
} as const;
