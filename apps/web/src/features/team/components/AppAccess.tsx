import { currentLang } from '@/lib/lang';
import type { TeamText } from '@/lib/team-text';
import { appNamesOf } from '../lib/members';

/** The chosen apps named in a row; the count says how many there are in all. */
const NAMED = 3;

/** A member's or an invitation's reach: every app, or the chosen apps by name. */
export function AppAccess({
  appIds,
  apps,
  t,
}: {
  appIds: readonly string[] | null;
  apps: readonly { id: string; name: string }[];
  t: TeamText;
}) {
  if (appIds === null) return <span className="team-access">{t('access.all')}</span>;
  const names = appNamesOf(appIds, apps, (id) => t('access.unknownApp', { id }));
  const shown = names.slice(0, NAMED).join(currentLang() === 'zh' ? '、' : ', ');
  return (
    <span className="team-access" title={names.join('\n')}>
      <span>{t('access.chosenCount', { count: appIds.length })}</span>
      {names.length > 0 ? (
        <span className="team-access__names">{names.length > NAMED ? `${shown}…` : shown}</span>
      ) : null}
    </span>
  );
}
