import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreenText, type Leaves, type ScreenText } from './screen-text';
import type { TeamCatalogue } from './team-catalogue';

/**
 * The team namespace (src/locales/<locale>/team.json): the team screens, the invitation page,
 * and what the shell says of organisations and roles (the user menu, a screen the role may not
 * open). Shared here because the shell and the team screens are different features.
 */
export const TEAM_NS = 'team';

export type TeamKey = Leaves<TeamCatalogue>;
export type TeamText = ScreenText<TeamCatalogue>;

/** The team texts, with keys checked against the English catalogue; suspends while they load. */
export const useTeamText = (): TeamText => useScreenText<TeamCatalogue>(TEAM_NS);

/**
 * The team texts without waiting for them: null until the namespace has loaded. For the user
 * menu, which must not hold up the frame it sits in; asking starts the load.
 */
export function useTeamTextWhenLoaded(): TeamText | null {
  // the namespace is not in the app's resource types: its keys are checked by ScreenText instead
  const { t, ready } = useTranslation(TEAM_NS as never, { useSuspense: false });
  const text = t as unknown as (key: string, vars?: Record<string, string | number>) => string;
  const checked = useCallback<TeamText>((key, vars) => text(key, vars), [text]);
  return ready ? checked : null;
}
