import { ReloadOutlined } from '@ant-design/icons';
import type { Webhook, WebhookDelivery } from '@vrportal/contract';
import { Button, Drawer, Pagination, Spin, Table, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/EmptyState';
import { LoadFailed } from '@/components/LoadFailed';
import { formatInZone } from '@/lib/time';
import { useDeliveriesDrawer } from '../hooks/use-deliveries-drawer';
import type { WebhooksText } from '../lib/texts';
import { eventName } from '../lib/texts';
import { StatusTag } from './StatusTag';

/**
 * The deliveries of an endpoint, newest first: event, status, HTTP status, duration, tries and
 * the next try, each with "Send again" (a new delivery of the same event), which says why it is
 * unavailable while the endpoint is off.
 */
export function DeliveriesDrawer({
  webhook,
  onClose,
  mobile,
  zone,
  t,
}: {
  webhook: Webhook | null;
  onClose: () => void;
  mobile: boolean;
  /** the portal's time zone, in which times are shown */
  zone: string;
  t: WebhooksText;
}) {
  const at = (iso: string | null) => (iso ? formatInZone(iso, zone) : null);
  const { page, setPage, query, sending, sendAgain } = useDeliveriesDrawer(webhook, t);
  const none = t('deliveries.none');

  const again = (d: WebhookDelivery) => (
    <SendAgain
      on={Boolean(webhook?.on)}
      busy={sending === d.id}
      onSend={() => void sendAgain(d)}
      t={t}
    />
  );
  const status = (d: WebhookDelivery) => (
    <div className="webhooks-stack">
      <StatusTag status={d.status} t={t} />
      {d.error ? <span className="webhooks-error">{d.error}</span> : null}
    </div>
  );
  const duration = (d: WebhookDelivery) =>
    d.durationMs === null ? none : t('deliveries.ms', { ms: d.durationMs });
  const rows = query.data?.deliveries ?? [];

  let body;
  if (query.isError) {
    body = (
      <LoadFailed
        error={query.error}
        onRetry={() => void query.refetch()}
        texts={{
          title: t('load.deliveriesTitle'),
          tryLater: t('load.tryLater'),
          retry: t('load.retry'),
        }}
      />
    );
  } else if (query.isPending) body = <Spin className="webhooks-loading" />;
  else if (rows.length === 0) {
    body = (
      <EmptyState
        block="webhooks-empty"
        title={t('deliveries.emptyTitle')}
        text={t('deliveries.empty')}
      />
    );
  } else if (mobile) {
    body = (
      <ul className="portal-list webhooks-cards" aria-label={t('deliveries.label')}>
        {rows.map((d) => (
          <DeliveryCard
            key={d.id}
            delivery={d}
            status={status(d)}
            created={at(d.createdAt)}
            duration={duration(d)}
            next={at(d.nextTryAt) ?? none}
            again={again(d)}
            t={t}
          />
        ))}
      </ul>
    );
  } else {
    const columns = deliveryColumns({ status, duration, again, at, none, t });
    body = (
      <Table<WebhookDelivery>
        rowKey="id"
        className="webhooks-table"
        columns={columns}
        dataSource={rows}
        pagination={false}
        tableLayout="fixed"
        aria-label={t('deliveries.label')}
      />
    );
  }

  const total = query.data?.total ?? 0;
  const pageSize = query.data?.pageSize ?? 20;
  return (
    <Drawer
      open={webhook !== null}
      onClose={() => {
        setPage(1);
        onClose();
      }}
      title={t('deliveries.title')}
      size={mobile ? '100%' : 980}
      rootClassName="webhooks-drawer"
      destroyOnHidden
      extra={
        <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()}>
          {t('deliveries.refresh')}
        </Button>
      }
    >
      <p className="webhooks-url webhooks-drawer__to">
        {t('deliveries.to', { url: webhook?.url ?? '' })}
      </p>
      {body}
      {total > pageSize ? (
        <Pagination
          className="webhooks-pager"
          current={page}
          pageSize={pageSize}
          total={total}
          onChange={setPage}
          showSizeChanger={false}
          size="small"
        />
      ) : null}
    </Drawer>
  );
}

/** "Send again"; while the endpoint is off the disabled button says why. */
function SendAgain({
  on,
  busy,
  onSend,
  t,
}: {
  on: boolean;
  busy: boolean;
  onSend: () => void;
  t: WebhooksText;
}) {
  const button = (
    <Button size="small" disabled={!on} loading={busy} onClick={onSend}>
      {t('deliveries.sendAgain')}
    </Button>
  );
  return on ? (
    button
  ) : (
    <Tooltip title={t('deliveries.sendAgainOff')}>
      <span className="webhooks-disabled-wrap">{button}</span>
    </Tooltip>
  );
}

/** A delivery as a card under 750 px: its event and status, then its facts. */
function DeliveryCard({
  delivery: d,
  status,
  created,
  duration,
  next,
  again,
  t,
}: {
  delivery: WebhookDelivery;
  status: ReactNode;
  created: ReactNode;
  duration: ReactNode;
  next: ReactNode;
  again: ReactNode;
  t: WebhooksText;
}) {
  return (
    <li className="portal-fact-card portal-surface">
      <div className="portal-card-head">
        <strong>{eventName(t, d.type)}</strong>
        {status}
      </div>
      <dl className="portal-fact-card__facts">
        <dt>{t('deliveries.created')}</dt>
        <dd>{created}</dd>
        <dt>{t('deliveries.http')}</dt>
        <dd>{d.httpStatus ?? t('deliveries.none')}</dd>
        <dt>{t('deliveries.duration')}</dt>
        <dd>{duration}</dd>
        <dt>{t('deliveries.attempts')}</dt>
        <dd>{d.attempts}</dd>
        <dt>{t('deliveries.next')}</dt>
        <dd>{next}</dd>
      </dl>
      {again}
    </li>
  );
}

/** The columns of the wide table, each cell drawn as the cards draw it. */
function deliveryColumns({
  status,
  duration,
  again,
  at,
  none,
  t,
}: {
  status: (d: WebhookDelivery) => ReactNode;
  duration: (d: WebhookDelivery) => ReactNode;
  again: (d: WebhookDelivery) => ReactNode;
  at: (iso: string | null) => string | null;
  none: string;
  t: WebhooksText;
}): TableColumnsType<WebhookDelivery> {
  return [
    {
      key: 'event',
      title: t('deliveries.event'),
      render: (_, d) => (
        <div className="webhooks-stack">
          <span>{eventName(t, d.type)}</span>
          <span className="webhooks-muted">{at(d.createdAt)}</span>
        </div>
      ),
    },
    { key: 'status', title: t('deliveries.status'), width: 200, render: (_, d) => status(d) },
    {
      key: 'http',
      title: t('deliveries.http'),
      width: 70,
      render: (_, d) => d.httpStatus ?? none,
    },
    {
      key: 'duration',
      title: t('deliveries.duration'),
      width: 100,
      render: (_, d) => duration(d),
    },
    { key: 'attempts', title: t('deliveries.attempts'), width: 90, render: (_, d) => d.attempts },
    {
      key: 'next',
      title: t('deliveries.next'),
      width: 160,
      render: (_, d) => at(d.nextTryAt) ?? none,
    },
    { key: 'again', title: '', width: 120, render: (_, d) => again(d) },
  ];
}
