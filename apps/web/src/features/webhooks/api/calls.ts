import type { webhookCalls } from '@vrportal/contract';
import { webhookPaths } from '@vrportal/contract';
import { callRefs } from '@/lib/api-calls';

/** The webhook calls (webhookCalls): paths from the zod-free webhook-rules.ts. */
export const webhookApi = callRefs<typeof webhookCalls>({
  webhookList: webhookPaths.list,
  webhookSave: webhookPaths.save,
  webhookDelete: webhookPaths.delete,
  webhookDeliveries: webhookPaths.deliveries,
  webhookRedeliver: webhookPaths.redeliver,
});
