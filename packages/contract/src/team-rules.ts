import type { Role } from './access.js';

/** Limits of teams and invitations. */
export const teamLimits = {
  /** an invitation link works this long after it was sent (or sent again) */
  inviteValidDays: 7,
  /** sends of one invitation, the first included: after that, revoke it and invite again */
  inviteSends: 4,
  /** invitations waiting for an answer in one organisation */
  pendingInvites: 50,
  /** members of one organisation */
  members: 200,
  orgNameMax: 80,
} as const;

/** Roles an invitation or a role change may give: the owner's only changes by a transfer. */
export const assignableRoles = ['admin', 'developer', 'finance', 'analyst'] as const;
export type AssignableRole = (typeof assignableRoles)[number];

/** Roles that may be limited to chosen apps; the others reach the whole organisation. */
export const appLimitedRoles: readonly Role[] = ['developer', 'analyst'];

/** Whether a member limited to `appIds` (null: every app) reaches `appId`. */
export function reachesApp(appIds: readonly string[] | null, appId: string): boolean {
  return appIds === null || appIds.includes(appId);
}
