import type { ApiKey } from '@vrportal/contract';
import { Tag } from 'antd';
import type { AppName } from '@/lib/org-apps';
import type { KeyState } from '../lib/key-state';
import { scopeTextKey } from '../lib/scopes';
import type { ApiKeysText } from '../lib/texts';

const stateColors: Record<KeyState, string> = {
  live: 'success',
  expired: 'default',
  revoked: 'error',
};

/** Whether a key works, has expired or was revoked. */
export function KeyStateTag({ state, t }: { state: KeyState; t: ApiKeysText }) {
  return (
    <Tag className="ak-state" color={stateColors[state]} data-testid="key-state">
      {t(`states.${state}`)}
    </Tag>
  );
}

/** The key's name over its first characters, which tell it apart in a pipeline's settings. */
export function KeyName({ apiKey }: { apiKey: ApiKey }) {
  return (
    <span className="ak-name">
      <span className="ak-name__text">{apiKey.name}</span>
      <code className="ak-hint">{apiKey.hint}…</code>
    </span>
  );
}

/** The permissions a key holds, in the reader's language; each says what it allows on hover. */
export function ScopeTags({ apiKey, t }: { apiKey: ApiKey; t: ApiKeysText }) {
  return (
    <span className="ak-scopes">
      {apiKey.scopes.map((scope) => (
        <Tag key={scope} className="ak-scope" title={t(`scopeHints.${scopeTextKey(scope)}`)}>
          {t(`scopeNames.${scopeTextKey(scope)}`)}
        </Tag>
      ))}
    </span>
  );
}

/** The apps a key reaches by their names: all of them, or those it is limited to. */
export function KeyApps({
  apiKey,
  apps,
  t,
}: {
  apiKey: ApiKey;
  apps: readonly AppName[];
  t: ApiKeysText;
}) {
  if (apiKey.appIds === null) return <span>{t('list.allApps')}</span>;
  const names = apiKey.appIds.map(
    (id) => apps.find((app) => app.id === id)?.name ?? t('list.unknownApp', { id }),
  );
  return <span className="ak-apps">{names.join(', ')}</span>;
}
