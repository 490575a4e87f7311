// Wires the accounts, the organisations and their members, the notifications and the audit log.
import { AccountRepository } from '../modules/account/account.repository.js';
import { AccountService } from '../modules/account/account.service.js';
import { PasskeysRepository } from '../modules/account/passkeys.repository.js';
import { SessionsRepository } from '../modules/account/sessions.repository.js';
import { TwoStepRepository } from '../modules/account/two-step.repository.js';
import { AuditLogRepository, AuditLogService } from '../modules/audit-log/index.js';
import { NotificationRepository } from '../modules/notifications/notifications.repository.js';
import { NotificationService } from '../modules/notifications/notifications.service.js';
import { TeamsRepository, TeamsService } from '../modules/teams/index.js';
import type { Services } from '../services.js';
import type { Wiring } from './wiring-context.js';

export function wireMembers(
  w: Wiring,
): Pick<Services, 'accounts' | 'notifications' | 'auditLog' | 'teams'> {
  const { config, db, clock, mail, accountNamesOf, events, onDeliveryError, late } = w;
  const accounts = new AccountService({
    accounts: new AccountRepository(db),
    sessions: new SessionsRepository(db),
    twoSteps: new TwoStepRepository(db),
    passkeys: new PasskeysRepository(db),
    webauthn: config.webauthn,
    // a member's passkey added or removed goes into its organisation's audit log (asked once
    // requests are served, when the audit log below exists)
    onSignInChange: (change) =>
      auditLog.record({
        orgId: change.orgId,
        accountId: change.accountId,
        action: change.action,
        appId: null,
        target: change.target,
        address: change.address,
        changes: [{ field: 'passkey', before: change.before, after: change.after }],
      }),
    cipher: w.fieldCipher,
    mail,
    sms: w.sms,
    clock,
    publicUrl: config.publicUrl,
    tokenTtlMs: config.tokenTtlMs,
    autoApproveDevelopers: config.autoApproveDevelopers,
    limits: w.limits,
    ...(onDeliveryError ? { onDeliveryError } : {}),
  });
  const notifications = new NotificationService({
    repo: new NotificationRepository(db),
    db,
    notificationsChanged: (accountId, db) => accounts.notificationsChanged(accountId, db),
    // asked once requests are served, when the teams service below exists
    recipientsOf: (orgId, permission, appId, db) =>
      teams.recipientsOf(orgId, permission, appId, db),
    blobs: w.blobs,
    clock,
    // asked once requests are served, when the apps service exists
    appNamesOf: (appIds: readonly string[]): Promise<Map<string, { zh: string; en: string }>> =>
      late.apps.displayNameTextsOf(appIds),
  });
  const auditLog = new AuditLogService({
    repo: new AuditLogRepository(db),
    clock,
    accountNamesOf,
    timeZone: config.timeZone,
  });
  const teams: TeamsService = new TeamsService({
    repo: new TeamsRepository(db),
    clock,
    mail,
    publicUrl: config.publicUrl,
    accountNamesOf,
    accounts: {
      idOfEmail: (email) => accounts.findAccountId({ email }),
      emailOf: async (accountId) => (await accounts.contactOf(accountId))?.email || null,
      setSessionOrg: (tokenHash, orgId) => accounts.setSessionOrg(tokenHash, orgId),
      accessChanged: (accountId) => accounts.accessChanged(accountId),
    },
    appIdsOf: async (orgId): Promise<string[]> =>
      (await late.apps.ownedBy(orgId, 'en')).map((app) => app.id),
    onJoined: async ({ orgId, accountId, role, address }) => {
      await auditLog.record({
        orgId,
        accountId,
        action: 'acceptInvite',
        appId: null,
        target: null,
        address,
        changes: [{ field: 'role', before: null, after: role }],
      });
      const account = (await accountNamesOf([accountId])).get(accountId) ?? '';
      await events.publish({ type: 'member.joined', orgId, data: { accountId, account, role } });
    },
  });
  // an approved developer founds its organisation; a member enters as a developer
  accounts.useStudios({
    found: (accountId, name) => teams.found(accountId, name),
    isMember: (accountId) => teams.isMember(accountId),
  });
  return { accounts, notifications, auditLog, teams };
}
