import { webhookLimits } from '@vrportal/contract';
import type { Webhook } from '@vrportal/contract';
import { Alert, Button, Spin, Table, Tag, type TableColumnsType } from 'antd';
import { EmptyState } from '@/components/EmptyState';
import { LoadFailed } from '@/components/LoadFailed';
import { formatInZone } from '@/lib/time';
import type { WebhookListAnswer } from '../api/webhook-list';
import type { WebhooksText } from '../lib/texts';
import { eventName } from '../lib/texts';
import { StatusTag } from './StatusTag';

export interface WebhookHandlers {
  onEdit: (webhook: Webhook) => void;
  onDeliveries: (webhook: Webhook) => void;
  onDelete: (webhook: Webhook) => void;
}

/**
 * The organisation's endpoints: address, events, on or off (and why the portal turned one off),
 * the last delivery and the actions; a table on wide screens, cards on a phone.
 */
export function WebhookList({
  query,
  handlers,
  onRetry,
  mobile,
  zone,
  t,
}: {
  query: { data?: WebhookListAnswer; isPending: boolean; isError: boolean; error: unknown };
  handlers: WebhookHandlers;
  onRetry: () => void;
  mobile: boolean;
  /** the portal's time zone, in which times are shown */
  zone: string;
  t: WebhooksText;
}) {
  const at = (iso: string) => formatInZone(iso, zone);
  const list = query.data?.webhooks ?? [];
  const url = (w: Webhook) => <span className="webhooks-url">{w.url}</span>;
  const events = (w: Webhook) => (
    <span className="webhooks-tags">
      {w.events.map((type) => (
        <Tag key={type} className="webhooks-tag">
          {eventName(t, type)}
        </Tag>
      ))}
    </span>
  );
  const state = (w: Webhook) => (
    <div className="webhooks-stack">
      <Tag color={w.on ? 'green' : 'default'} className="webhooks-tag">
        {t(w.on ? 'state.on' : 'state.off')}
      </Tag>
      {w.disabledReason === 'failing' && w.disabledAt ? (
        <Alert
          className="webhooks-failing"
          type="error"
          showIcon
          title={t('state.failing', { at: at(w.disabledAt) })}
        />
      ) : null}
    </div>
  );
  const last = (w: Webhook) =>
    w.lastDelivery ? (
      <div className="webhooks-stack">
        <StatusTag status={w.lastDelivery.status} t={t} />
        <span className="webhooks-muted">
          {at(w.lastDelivery.createdAt)}
          {w.lastDelivery.httpStatus !== null ? ` · HTTP ${w.lastDelivery.httpStatus}` : ''}
        </span>
      </div>
    ) : (
      <span className="webhooks-muted">{t('last.none')}</span>
    );
  const buttons = (w: Webhook) => (
    <div
      className="webhooks-buttons"
      role="group"
      aria-label={t('list.actionsFor', { url: w.url })}
    >
      <Button size="small" type="link" onClick={() => handlers.onDeliveries(w)}>
        {t('actions.deliveries')}
      </Button>
      <Button size="small" type="link" onClick={() => handlers.onEdit(w)}>
        {t('actions.edit')}
      </Button>
      <Button size="small" type="link" danger onClick={() => handlers.onDelete(w)}>
        {t('actions.delete')}
      </Button>
    </div>
  );

  let body;
  if (query.isError) {
    body = (
      <LoadFailed
        error={query.error}
        onRetry={onRetry}
        texts={{ title: t('load.title'), tryLater: t('load.tryLater'), retry: t('load.retry') }}
      />
    );
  } else if (query.isPending) body = <Spin className="webhooks-loading" />;
  else if (list.length === 0) {
    body = (
      <EmptyState block="webhooks-empty" title={t('list.emptyTitle')} text={t('list.empty')} />
    );
  } else if (mobile) {
    body = (
      <ul className="portal-list webhooks-cards" aria-label={t('list.label')}>
        {list.map((w) => (
          <li key={w.id} className="portal-fact-card portal-surface">
            {url(w)}
            {state(w)}
            <dl className="portal-fact-card__facts">
              <dt>{t('list.events')}</dt>
              <dd>{events(w)}</dd>
              <dt>{t('list.last')}</dt>
              <dd>{last(w)}</dd>
            </dl>
            {buttons(w)}
          </li>
        ))}
      </ul>
    );
  } else {
    const columns: TableColumnsType<Webhook> = [
      { key: 'url', title: t('list.url'), render: (_, w) => url(w) },
      { key: 'events', title: t('list.events'), render: (_, w) => events(w) },
      { key: 'state', title: t('list.state'), width: 220, render: (_, w) => state(w) },
      { key: 'last', title: t('list.last'), width: 190, render: (_, w) => last(w) },
      { key: 'actions', title: t('list.actions'), width: 230, render: (_, w) => buttons(w) },
    ];
    body = (
      <Table<Webhook>
        rowKey="id"
        className="webhooks-table"
        columns={columns}
        dataSource={list}
        pagination={false}
        tableLayout="fixed"
        aria-label={t('list.label')}
      />
    );
  }

  return (
    <section className="webhooks-section portal-surface" aria-labelledby="webhooks-list-title">
      <div className="webhooks-section__head">
        <h2 id="webhooks-list-title" className="webhooks-section__title">
          {t('list.title')}
        </h2>
        {query.data ? (
          <span className="webhooks-section__count">
            {t('list.count', { count: list.length, max: webhookLimits.endpointsMax })}
          </span>
        ) : null}
      </div>
      {body}
    </section>
  );
}
