import type { AuditListBody } from '../lib/filters';

/** Query keys of the audit log: every query of its own starts with its root. */
export const auditKeys = {
  all: ['audit-log'] as const,
  /**
   * the account's organisations with its role in each (org/list): the one key every screen
   * reading that list uses, so a switch of organisation that clears it clears it here too
   */
  orgs: ['orgs'] as const,
  members: ['audit-log', 'members'] as const,
  apps: ['audit-log', 'apps'] as const,
  list: (body: AuditListBody) =>
    [
      'audit-log',
      'list',
      body.accountId ?? '',
      body.action ?? '',
      body.appId ?? '',
      body.from ?? '',
      body.to ?? '',
      body.page,
      body.psize,
    ] as const,
};
