import { z } from 'zod';
import { roles } from './access.js';
import { emailSchema } from './fields.js';
import { assignableRoles } from './team-rules.js';

const id = z.string().min(1).max(64);
export const roleSchema = z.enum(roles);
export const assignableRoleSchema = z.enum(assignableRoles);
/** The apps a developer or analyst is limited to; null or absent: every app of the organisation. */
const appIdsSchema = z.array(id).max(500).nullable().optional();

/** An organisation the caller belongs to, with the caller's role in it. */
export const orgSummary = z.object({
  orgId: z.string(),
  name: z.string(),
  role: roleSchema,
  /** null: every app of the organisation */
  appIds: z.array(z.string()).nullable(),
  /** the organisation the session acts in */
  current: z.boolean(),
  /** every member must sign in with a second step to act in it */
  requireTwoStep: z.boolean(),
});
export type OrgSummary = z.infer<typeof orgSummary>;
export const listOrgsAnswer = z.object({ orgs: z.array(orgSummary) });
export const switchOrgRequest = z.object({ orgId: id });
export const requireTwoStepRequest = z.object({ on: z.boolean() });

export const member = z.object({
  accountId: z.string(),
  /** the e-mail or mobile number the member signs in with */
  account: z.string(),
  role: roleSchema,
  appIds: z.array(z.string()).nullable(),
  joinedAt: z.string(),
  /** the caller */
  you: z.boolean(),
});
export type Member = z.infer<typeof member>;
export const membersAnswer = z.object({ members: z.array(member) });

export const setRoleRequest = z.object({
  accountId: id,
  role: assignableRoleSchema,
  appIds: appIdsSchema,
});
export const memberRequest = z.object({ accountId: id });

export const inviteRequest = z.object({
  email: emailSchema,
  role: assignableRoleSchema,
  appIds: appIdsSchema,
});
export const invitation = z.object({
  inviteId: z.string(),
  email: z.string(),
  role: roleSchema,
  appIds: z.array(z.string()).nullable(),
  /** who sent it, as they sign in */
  invitedBy: z.string(),
  createdAt: z.string(),
  /** the link stops working then; sending again gives it another 7 days */
  expiresAt: z.string(),
  /** sends so far, the first included (at most teamLimits.inviteSends) */
  sends: z.number().int(),
  expired: z.boolean(),
});
export type Invitation = z.infer<typeof invitation>;
export const invitationsAnswer = z.object({ invitations: z.array(invitation) });
export const inviteIdRequest = z.object({ inviteId: id });

/** The code of an invitation link. */
export const inviteCodeRequest = z.object({ code: z.string().min(16).max(128) });
export const inviteInfoAnswer = z.object({
  orgName: z.string(),
  role: roleSchema,
  /** the address the invitation was sent to: only that account may accept it */
  email: z.string(),
  invitedBy: z.string(),
  expiresAt: z.string(),
  /** the signed-in account is that address */
  forYou: z.boolean(),
});
export type InviteInfo = z.infer<typeof inviteInfoAnswer>;

// ---- the audit log ------------------------------------------------------------------------

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day as yyyy-mm-dd');
export const auditFilters = z.object({
  accountId: id.optional(),
  /** the call's name in the contract (`setRole`, `commitFinanceInfo`...) */
  action: z.string().min(1).max(64).optional(),
  appId: id.optional(),
  /** first and last day, both included, in the portal's time zone */
  from: day.optional(),
  to: day.optional(),
});
export const auditListRequest = auditFilters.extend({
  page: z.number().int().min(1).max(100_000).default(1),
  psize: z.number().int().min(1).max(100).default(50),
});
/** A sensitive field a change touched; secret values are never written, only that they changed. */
export const auditChange = z.object({
  field: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type AuditChange = z.infer<typeof auditChange>;
export const auditEntry = z.object({
  id: z.string(),
  at: z.string(),
  accountId: z.string(),
  /** the member as it signs in */
  account: z.string(),
  action: z.string(),
  appId: z.string().nullable(),
  /** what else the call named: a channel, a member, an invitation, an item */
  target: z.string().nullable(),
  /** the client address of the call */
  address: z.string(),
  changes: z.array(auditChange),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditListAnswer = z.object({ entries: z.array(auditEntry), total: z.number().int() });
