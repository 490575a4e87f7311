// The deliveries of an endpoint a page at a time, and sending one of them again.
import type { Webhook, WebhookDelivery } from '@vrportal/contract';
import { App as AntdApp } from 'antd';
import { useState } from 'react';
import { useWebhookDeliveries } from '../api/webhook-deliveries';
import { useRedeliverWebhook } from '../api/webhook-redeliver';
import { alreadyTold, failureText } from '../lib/failure';
import type { WebhooksText } from '../lib/texts';

export function useDeliveriesDrawer(webhook: Webhook | null, t: WebhooksText) {
  const [page, setPage] = useState(1);
  const query = useWebhookDeliveries(webhook?.id ?? null, page);
  const redeliver = useRedeliverWebhook(webhook?.id ?? null);
  const { message } = AntdApp.useApp();

  const sendAgain = async (d: WebhookDelivery) => {
    try {
      await redeliver.mutateAsync(d.id);
      void message.success(t('deliveries.sent'));
      setPage(1);
    } catch (error) {
      if (!alreadyTold(error)) void message.error(failureText(error, t));
    }
  };
  // the delivery being sent again, if any
  const sending = redeliver.isPending ? redeliver.variables : undefined;
  return { page, setPage, query, sending, sendAgain };
}
