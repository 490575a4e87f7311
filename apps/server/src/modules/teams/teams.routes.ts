import { teamCalls as calls } from '@vrportal/contract';
import type { RegisterCall } from '../../plugins/calls.js';
import type { TeamsService } from './teams.service.js';

/** Organisations, members and invitations (docs/api/teams.md). */
export function teamsRoutes(registerCall: RegisterCall, teams: TeamsService) {
  registerCall(calls.listOrgs, ({ session }) => teams.listOrgs(session));
  registerCall(calls.switchOrg, ({ session, body }) => teams.switchOrg(session, body.orgId));
  registerCall(calls.members, ({ session }) => teams.members(session));
  registerCall(calls.setRole, ({ session, body }) =>
    teams.setRole(session, body.accountId, body.role, body.appIds),
  );
  registerCall(calls.removeMember, ({ session, body }) =>
    teams.removeMember(session, body.accountId),
  );
  registerCall(calls.transferOwnership, ({ session, body }) =>
    teams.transferOwnership(session, body.accountId),
  );
  registerCall(calls.invite, ({ session, body, lang }) => teams.invite(session, body, lang));
  registerCall(calls.invitations, ({ session }) => teams.invitations(session));
  registerCall(calls.resendInvite, ({ session, body, lang }) =>
    teams.resendInvite(session, body.inviteId, lang),
  );
  registerCall(calls.revokeInvite, ({ session, body }) =>
    teams.revokeInvite(session, body.inviteId),
  );
  registerCall(calls.inviteInfo, ({ session, body }) => teams.inviteInfo(session, body.code));
  registerCall(calls.acceptInvite, ({ session, body }) => teams.acceptInvite(session, body.code));
}
