import type { AuditListBody } from '../lib/filters';

/** Query keys of the audit log: every query of its own starts with its root. */
export const auditKeys = {
  all: ['audit-log'] as const,
  members: ['audit-log', 'members'] as const,
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
