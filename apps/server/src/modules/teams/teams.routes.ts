import { teamCalls as calls } from '@vrportal/contract';
import type { RegisterCall } from '../../plugins/calls.js';
import type { TeamsService } from './teams.service.js';

/** Organisations, members and invitations (docs/api/teams.md). */
export function teamsRoutes(registerCall: RegisterCall, teams: TeamsService) {
  registerCall(calls.listOrgs, ({ session }) => teams.listOrgs(session));
  registerCall(calls.switchOrg, ({ session, body }) => teams.switchOrg(session, body.orgId));
  registerCall(calls.members, ({ session }) => teams.members(session));
  registerCall(calls.requireTwoStep, ({ session, body, audit }) =>
    teams.requireTwoStep(session, body.on, audit.changed),
  );
  registerCall(calls.setRole, ({ session, body, audit }) =>
    teams.setRole(session, body.accountId, body.role, body.appIds, audit.changed),
  );
  registerCall(calls.removeMember, ({ session, body, audit }) =>
    teams.removeMember(session, body.accountId, audit.changed),
  );
  registerCall(calls.transferOwnership, ({ session, body, audit }) =>
    teams.transferOwnership(session, body.accountId, audit.changed),
  );
  registerCall(calls.invite, ({ session, body, lang, audit }) =>
    teams.invite(session, body, lang, audit.changed),
  );
  registerCall(calls.invitations, ({ session }) => teams.invitations(session));
  registerCall(calls.resendInvite, ({ session, body, lang }) =>
    teams.resendInvite(session, body.inviteId, lang),
  );
  registerCall(calls.revokeInvite, ({ session, body }) =>
    teams.revokeInvite(session, body.inviteId),
  );
  registerCall(calls.inviteInfo, ({ session, body }) => teams.inviteInfo(session, body.code));
  registerCall(calls.acceptInvite, ({ session, body, request }) =>
    teams.acceptInvite(session, body.code, request.ip),
  );
}
