/** Paths of the team calls (organisations, members, invitations), zod-free for the browser. */
export const teamPaths = {
  listOrgs: '/vrmcsys/org/list',
  switchOrg: '/vrmcsys/org/switch',
  members: '/vrmcsys/org/members',
  setRole: '/vrmcsys/org/setRole',
  removeMember: '/vrmcsys/org/removeMember',
  transferOwnership: '/vrmcsys/org/transferOwnership',
  invite: '/vrmcsys/org/invite',
  invitations: '/vrmcsys/org/invitations',
  resendInvite: '/vrmcsys/org/resendInvite',
  revokeInvite: '/vrmcsys/org/revokeInvite',
  inviteInfo: '/vrmcsys/org/inviteInfo',
  acceptInvite: '/vrmcsys/org/acceptInvite',
  requireTwoStep: '/vrmcsys/org/requireTwoStep',
  auditList: '/vrmcsys/org/audit/list',
  auditExport: '/vrmcsys/org/audit/export',
} as const;
