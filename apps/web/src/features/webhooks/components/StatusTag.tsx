import type { DeliveryStatus } from '@vrportal/contract';
import { Tag } from 'antd';
import type { WebhooksText } from '../lib/texts';

const COLORS: Record<DeliveryStatus, string> = {
  pending: 'blue',
  retrying: 'orange',
  delivered: 'green',
  failed: 'red',
};

/** A delivery's status as a coloured tag. */
export function StatusTag({ status, t }: { status: DeliveryStatus; t: WebhooksText }) {
  return (
    <Tag color={COLORS[status]} className="webhooks-status">
      {t(`status.${status}`)}
    </Tag>
  );
}
