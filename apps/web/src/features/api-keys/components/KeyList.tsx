import type { ApiKey } from '@vrportal/contract';
import { Button, Table, type TableColumnsType } from 'antd';
import type { AppName } from '@/lib/org-apps';
import { formatInZone } from '@/lib/time';
import { keyStateOf } from '../lib/key-state';
import type { ApiKeysText } from '../lib/texts';
import { KeyApps, KeyName, KeyStateTag, ScopeTags } from './KeyParts';

/** A time on the portal's clocks, the zone under the date in a narrow cell. */
function Time({ iso, zone }: { iso: string; zone: string }) {
  return <span className="ak-time">{formatInZone(iso, zone)}</span>;
}

/**
 * The organisation's keys, live ones first and those that stopped working greyed below them: a
 * table on wide screens, cards under 750 px. Only a live key can be revoked.
 */
export function KeyList({
  keys,
  nowMs,
  zone,
  apps,
  onRevoke,
  mobile,
  t,
}: {
  keys: readonly ApiKey[];
  nowMs: number;
  zone: string;
  apps: readonly AppName[];
  onRevoke: (key: ApiKey) => void;
  mobile: boolean;
  t: ApiKeysText;
}) {
  const state = (key: ApiKey) => keyStateOf(key, nowMs);
  const stateCell = (key: ApiKey) => (
    <span className="ak-stack">
      <KeyStateTag state={state(key)} t={t} />
      {key.revokedAt ? (
        <span className="ak-muted">
          {t('list.revokedOn', { time: formatInZone(key.revokedAt, zone) })}
        </span>
      ) : null}
    </span>
  );
  const expires = (key: ApiKey) =>
    key.expiresAt ? <Time iso={key.expiresAt} zone={zone} /> : <span>{t('list.never')}</span>;
  const created = (key: ApiKey) => (
    <span className="ak-stack">
      <Time iso={key.createdAt} zone={zone} />
      <span className="ak-muted ak-wrap">{t('list.by', { account: key.createdBy })}</span>
    </span>
  );
  const lastUsed = (key: ApiKey) =>
    key.lastUsedAt ? (
      <span className="ak-stack" data-testid="key-last-used">
        <Time iso={key.lastUsedAt} zone={zone} />
        {key.lastUsedAddress ? (
          <span className="ak-muted ak-wrap">
            {t('list.from', { address: key.lastUsedAddress })}
          </span>
        ) : null}
      </span>
    ) : (
      <span className="ak-muted" data-testid="key-last-used">
        {t('list.neverUsed')}
      </span>
    );
  const revoke = (key: ApiKey) =>
    state(key) === 'live' ? (
      <Button
        size="small"
        type="link"
        danger
        className="ak-revoke"
        aria-label={t('list.revokeFor', { name: key.name })}
        onClick={() => onRevoke(key)}
      >
        {t('list.revoke')}
      </Button>
    ) : null;
  const rowClass = (key: ApiKey) => (state(key) === 'live' ? '' : 'ak-row--ended');

  if (mobile) {
    return (
      <ul className="portal-list ak-cards" aria-label={t('list.label')}>
        {keys.map((key) => (
          <li
            key={key.keyId}
            data-row-key={key.keyId}
            className={`ak-card portal-surface ${rowClass(key)}`}
          >
            <div className="portal-card-head ak-card__head">
              <KeyName apiKey={key} />
              <KeyStateTag state={state(key)} t={t} />
            </div>
            <ScopeTags apiKey={key} t={t} />
            <dl className="ak-card__facts">
              <dt>{t('list.apps')}</dt>
              <dd>
                <KeyApps apiKey={key} apps={apps} t={t} />
              </dd>
              <dt>{t('list.expires')}</dt>
              <dd>{expires(key)}</dd>
              <dt>{t('list.created')}</dt>
              <dd>{created(key)}</dd>
              <dt>{t('list.lastUsed')}</dt>
              <dd>{lastUsed(key)}</dd>
              {key.revokedAt ? (
                <>
                  <dt>{t('list.revokedAt')}</dt>
                  <dd>
                    <Time iso={key.revokedAt} zone={zone} />
                  </dd>
                </>
              ) : null}
            </dl>
            {revoke(key)}
          </li>
        ))}
      </ul>
    );
  }

  const columns: TableColumnsType<ApiKey> = [
    {
      key: 'key',
      title: t('list.key'),
      width: 160,
      render: (_, key) => (
        <span className="ak-stack">
          <KeyName apiKey={key} />
          {stateCell(key)}
        </span>
      ),
    },
    {
      key: 'scopes',
      title: t('list.scopes'),
      render: (_, key) => <ScopeTags apiKey={key} t={t} />,
    },
    {
      key: 'apps',
      title: t('list.apps'),
      width: 120,
      render: (_, key) => <KeyApps apiKey={key} apps={apps} t={t} />,
    },
    { key: 'expires', title: t('list.expires'), width: 130, render: (_, key) => expires(key) },
    { key: 'created', title: t('list.created'), width: 150, render: (_, key) => created(key) },
    { key: 'lastUsed', title: t('list.lastUsed'), width: 140, render: (_, key) => lastUsed(key) },
    { key: 'actions', title: t('list.actions'), width: 100, render: (_, key) => revoke(key) },
  ];
  return (
    <Table<ApiKey>
      rowKey="keyId"
      className="ak-table"
      columns={columns}
      dataSource={[...keys]}
      rowClassName={rowClass}
      pagination={false}
      tableLayout="fixed"
      aria-label={t('list.label')}
    />
  );
}
