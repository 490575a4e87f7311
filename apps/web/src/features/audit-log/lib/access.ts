import type { CallAnswer, OrgSummary, teamCalls } from '@vrportal/contract';
import { roleAllows } from '@vrportal/contract';

type OrgList = CallAnswer<typeof teamCalls.listOrgs>;

/**
 * Whether the reader may open the log: `wait` while the organisations are read, `open` for a
 * role with `audit:read` (owners and admins) and when the list could not be read (the server
 * then decides, and the page shows its refusal), else `refused` with the organisation and role
 * (null: the account belongs to no organisation).
 */
export type AuditAccess =
  { state: 'wait' } | { state: 'open' } | { state: 'refused'; org: OrgSummary | null };

export function auditAccessOf(list: { data: OrgList | undefined; isError: boolean }): AuditAccess {
  if (!list.data) return list.isError ? { state: 'open' } : { state: 'wait' };
  const org = list.data.orgs.find((one) => one.current) ?? null;
  if (org && roleAllows(org.role, 'audit:read')) return { state: 'open' };
  return { state: 'refused', org };
}
