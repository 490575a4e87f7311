import { z } from 'zod';
import { developer } from './access.js';
import { emptyBody } from './apps.js';
import { call, confirmed, unaudited } from './call.js';
import * as w from './webhooks.js';

/** An organisation's signed webhooks (docs/api/webhooks.md); owners and admins manage them. */
export const webhookCalls = {
  webhookList: unaudited(
    call(w.webhookPaths.list, developer('automation:manage'), emptyBody, w.webhookListAnswer),
  ),
  /** a new endpoint hands out its signing secret: asks for the second step when it is old */
  webhookSave: confirmed(
    call(
      w.webhookPaths.save,
      developer('automation:manage'),
      w.saveWebhookRequest,
      w.saveWebhookAnswer,
    ),
  ),
  webhookDelete: call(
    w.webhookPaths.delete,
    developer('automation:manage'),
    w.webhookIdRequest,
    z.object({}),
  ),
  webhookDeliveries: unaudited(
    call(
      w.webhookPaths.deliveries,
      developer('automation:manage'),
      w.deliveriesRequest,
      w.deliveriesAnswer,
    ),
  ),
  webhookRedeliver: call(
    w.webhookPaths.redeliver,
    developer('automation:manage'),
    w.redeliverRequest,
    w.webhookDelivery,
  ),
} as const;
