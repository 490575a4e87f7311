import { InfoCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { apiKeyLimits } from '@vrportal/contract';
import { Button, Skeleton, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { LoadFailed } from '@/components/LoadFailed';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { useCurrentOrg } from '@/lib/current-org';
import { useOrgApps } from '@/lib/org-apps';
import { browserClock, usePortalClock } from '@/lib/portal-clock';
import { useApiKeys } from '../api/key-list';
import { CreateKeyDialog } from '../components/CreateKeyDialog';
import { KeyList } from '../components/KeyList';
import { useRevokeKey } from '../hooks/use-revoke-key';
import { atKeyLimit, liveCount, orderKeys } from '../lib/key-state';
import { useApiKeysText } from '../lib/texts';
import '../api-keys.css';

/**
 * /api_keys (route name ApiKeys, automation:manage): the keys the organisation's pipelines call
 * the publishing API with, what each may do and where, when it was last used; a key is made and
 * shown once, and revoked at once. At the limit of live keys the create button says why it
 * cannot be pressed.
 */
export default function ApiKeysPage() {
  const t = useApiKeysText();
  const { t: tc } = useTranslation('common');
  const mobile = useIsMobile();
  const org = useCurrentOrg();
  const keys = useApiKeys();
  // to name the apps a key is limited to, and to choose them
  const apps = useOrgApps();
  const clock = usePortalClock() ?? browserClock();
  const [creating, setCreating] = useState(false);
  const confirmRevoke = useRevokeKey(t);

  const nowMs = Date.now() + clock.aheadMs;
  const list = keys.data ? orderKeys(keys.data.keys, nowMs) : [];
  const full = keys.data ? atKeyLimit(keys.data.keys, nowMs) : false;
  const limitId = 'ak-limit';

  const createButton = (
    <Button
      type="primary"
      icon={<PlusOutlined />}
      disabled={full}
      aria-describedby={full ? limitId : undefined}
      onClick={() => setCreating(true)}
      data-testid="create-key"
    >
      {t('page.create')}
    </Button>
  );

  let body;
  if (keys.isError) {
    body = (
      <LoadFailed
        className="ak-alert"
        error={keys.error}
        onRetry={() => void keys.refetch()}
        texts={{
          title: t('page.loadFailed'),
          tryLater: t('page.tryLater'),
          retry: t('page.retry'),
        }}
      />
    );
  } else if (!keys.data) {
    body = <Skeleton active />;
  } else if (list.length === 0) {
    body = (
      <div className="ak-empty-box">
        <EmptyState block="ak-empty" title={t('empty.title')} text={t('empty.text')} />
        {createButton}
      </div>
    );
  } else {
    body = (
      <KeyList
        keys={list}
        nowMs={nowMs}
        zone={clock.timeZone}
        apps={apps.data ?? []}
        onRevoke={confirmRevoke}
        mobile={mobile}
        t={t}
      />
    );
  }

  return (
    <div className="ak-page">
      <header className="page-head">
        <div className="page-head__text">
          {org ? <p className="portal-eyebrow">{org.name}</p> : null}
          <h1 className="page-head__title">{tc('screens.apiKeys')}</h1>
          <p className="page-head__subtitle">{t('page.subtitle', { org: org?.name ?? '' })}</p>
        </div>
        {list.length > 0 ? (
          // a disabled button takes no hover: the tooltip sits on its wrapper
          <Tooltip title={full ? t('page.limitReached', { max: apiKeyLimits.keysMax }) : undefined}>
            <span className="ak-create">{createButton}</span>
          </Tooltip>
        ) : null}
      </header>
      {full ? (
        <p id={limitId} className="ak-limit" data-testid="key-limit">
          <InfoCircleOutlined aria-hidden="true" />{' '}
          {t('page.limitReached', { max: apiKeyLimits.keysMax })}
        </p>
      ) : null}
      <section
        className="ak-section portal-surface"
        aria-label={t('list.label')}
        data-testid="api-keys"
      >
        {list.length > 0 ? (
          <p className="ak-section__count ak-muted" data-testid="key-count">
            {t('page.liveCount', { count: liveCount(list, nowMs), max: apiKeyLimits.keysMax })}
          </p>
        ) : null}
        {body}
      </section>
      <CreateKeyDialog
        open={creating}
        onClose={() => setCreating(false)}
        apps={apps}
        clock={clock}
        t={t}
      />
    </div>
  );
}
