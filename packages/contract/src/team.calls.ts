import { developer, signedIn } from './access.js';
import { emptyBody } from './apps.js';
import { call, confirmed, fileCall, unaudited, XLSX_TYPE } from './call.js';
import * as team from './team.js';
import { teamPaths } from './team-paths.js';
import { z } from 'zod';

const done = z.object({});

/** Organisations, members and invitations (beyond the spec; see docs/api/teams.md). */
export const teamCalls = {
  listOrgs: call(teamPaths.listOrgs, signedIn, emptyBody, team.listOrgsAnswer),
  switchOrg: call(teamPaths.switchOrg, signedIn, team.switchOrgRequest, team.orgSummary),
  members: unaudited(
    call(teamPaths.members, developer('members:manage'), emptyBody, team.membersAnswer),
  ),
  setRole: confirmed(
    call(teamPaths.setRole, developer('members:manage'), team.setRoleRequest, team.member),
  ),
  removeMember: confirmed(
    call(teamPaths.removeMember, developer('members:manage'), team.memberRequest, done),
  ),
  transferOwnership: confirmed(
    call(teamPaths.transferOwnership, developer('org:transfer'), team.memberRequest, done),
  ),
  invite: call(teamPaths.invite, developer('members:manage'), team.inviteRequest, team.invitation),
  invitations: unaudited(
    call(teamPaths.invitations, developer('members:manage'), emptyBody, team.invitationsAnswer),
  ),
  resendInvite: call(
    teamPaths.resendInvite,
    developer('members:manage'),
    team.inviteIdRequest,
    team.invitation,
  ),
  revokeInvite: call(
    teamPaths.revokeInvite,
    developer('members:manage'),
    team.inviteIdRequest,
    done,
  ),
  inviteInfo: call(teamPaths.inviteInfo, signedIn, team.inviteCodeRequest, team.inviteInfoAnswer),
  acceptInvite: call(teamPaths.acceptInvite, signedIn, team.inviteCodeRequest, team.orgSummary),
  requireTwoStep: confirmed(
    call(
      teamPaths.requireTwoStep,
      developer('members:manage'),
      team.requireTwoStepRequest,
      team.orgSummary,
    ),
  ),
  auditList: call(
    teamPaths.auditList,
    developer('audit:read'),
    team.auditListRequest,
    team.auditListAnswer,
  ),
  auditExport: fileCall(
    'POST',
    teamPaths.auditExport,
    developer('audit:read'),
    { type: XLSX_TYPE, input: team.auditFilters },
    "The organisation's audit log as .xlsx, with the list's filters",
  ),
} as const;
