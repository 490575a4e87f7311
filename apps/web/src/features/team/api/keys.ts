/** Query keys of the team screens (the organisations themselves: sharedKeys.orgs). */
export const teamKeys = {
  all: ['team'] as const,
  members: ['team', 'members'] as const,
  invitations: ['team', 'invitations'] as const,
  invite: (code: string) => ['team', 'invite', code] as const,
};
