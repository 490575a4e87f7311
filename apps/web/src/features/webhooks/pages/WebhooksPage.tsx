import { PlusOutlined } from '@ant-design/icons';
import { webhookLimits } from '@vrportal/contract';
import type { Webhook } from '@vrportal/contract';
import { App as AntdApp, Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { useCurrentOrg } from '@/lib/current-org';
import { browserClock, usePortalClock } from '@/lib/portal-clock';
import { useDeleteWebhook } from '../api/webhook-delete';
import { useWebhookList } from '../api/webhook-list';
import { DeliveriesDrawer } from '../components/DeliveriesDrawer';
import { SecretDialog } from '../components/SecretDialog';
import { SignatureRecipe } from '../components/SignatureRecipe';
import { WebhookDialog } from '../components/WebhookDialog';
import { WebhookList } from '../components/WebhookList';
import { alreadyTold, failureText } from '../lib/failure';
import { useWebhooksText } from '../lib/texts';
import '../webhooks.css';

/**
 * /webhooks (route name Webhooks, automation:manage): the organisation's endpoints, their
 * add and edit dialog, the signing secret shown once, deletion after a confirmation, each
 * endpoint's deliveries with "Send again", and how to check a signature.
 */
export default function WebhooksPage() {
  const t = useWebhooksText();
  const { t: tc } = useTranslation('common');
  const mobile = useIsMobile();
  const zone = (usePortalClock() ?? browserClock()).timeZone;
  const org = useCurrentOrg();
  const orgName = org?.name ?? '';
  const list = useWebhookList();
  const remove = useDeleteWebhook();
  const { modal, message } = AntdApp.useApp();
  const [editing, setEditing] = useState<Webhook | null>(null);
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [watching, setWatching] = useState<Webhook | null>(null);
  const full = (list.data?.webhooks.length ?? 0) >= webhookLimits.endpointsMax;

  const confirmDelete = (webhook: Webhook) => {
    modal.confirm({
      title: t('remove.title', { url: webhook.url }),
      content: t('remove.text'),
      okText: t('remove.ok'),
      okButtonProps: { danger: true },
      cancelText: t('remove.cancel'),
      onOk: async () => {
        try {
          await remove.mutateAsync(webhook.id);
          void message.success(t('remove.done'));
        } catch (error) {
          if (!alreadyTold(error)) void message.error(failureText(error, t));
        }
      },
    });
  };

  const add = (
    <Button type="primary" icon={<PlusOutlined />} disabled={full} onClick={() => setAdding(true)}>
      {t('page.add')}
    </Button>
  );
  return (
    <div className="webhooks-page">
      <header className="page-head">
        <div className="page-head__text">
          {orgName ? <p className="portal-eyebrow">{orgName}</p> : null}
          <h1 className="page-head__title">{tc('screens.webhooks')}</h1>
          <p className="page-head__subtitle">{t('page.subtitle', { org: orgName })}</p>
        </div>
        {full ? (
          <Tooltip title={t('page.addLimit', { max: webhookLimits.endpointsMax })}>
            <span className="webhooks-disabled-wrap">{add}</span>
          </Tooltip>
        ) : (
          add
        )}
      </header>
      <WebhookList
        query={list}
        handlers={{ onEdit: setEditing, onDeliveries: setWatching, onDelete: confirmDelete }}
        onRetry={() => void list.refetch()}
        mobile={mobile}
        zone={zone}
        t={t}
      />
      <SignatureRecipe t={t} />
      <WebhookDialog
        open={adding || editing !== null}
        editing={editing}
        onClose={() => {
          setAdding(false);
          setEditing(null);
        }}
        onSecret={setSecret}
        t={t}
      />
      <SecretDialog secret={secret} onClose={() => setSecret(null)} t={t} />
      <DeliveriesDrawer
        webhook={watching && (list.data?.webhooks.find((w) => w.id === watching.id) ?? watching)}
        onClose={() => setWatching(null)}
        mobile={mobile}
        zone={zone}
        t={t}
      />
    </div>
  );
}
