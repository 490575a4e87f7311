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
