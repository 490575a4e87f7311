import { useCallback, useEffect, useState } from 'react';
import { i18n, type Namespace } from '@/lib/i18n';
import type { TeamText } from '@/lib/team-text';

const TEAM_NS: Namespace = 'team';

/**
 * The team texts the user menu names organisations and roles with, loaded when the menu is
 * first opened rather than with the frame: the first visit of the app list stays as light as it
 * was. Null until they have come.
 */
export function useOrgTexts(wanted: boolean): TeamText | null {
  const [ready, setReady] = useState(() => i18n.hasLoadedNamespace(TEAM_NS));
  useEffect(() => {
    if (!wanted || ready) return;
    let live = true;
    void i18n.loadNamespaces(TEAM_NS).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [wanted, ready]);
  // the namespace is not in the app's resource types: TeamText checks the keys instead
  const translate = i18n.t as unknown as (key: string, options: Record<string, unknown>) => string;
  const text = useCallback<TeamText>(
    (key, vars) => translate(key, { ...vars, ns: TEAM_NS }),
    [translate],
  );
  return ready ? text : null;
}
