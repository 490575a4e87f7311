import type { teamCalls } from '@vrportal/contract';
import { teamPaths } from '@vrportal/contract';
import { callRefs } from '@/lib/api-calls';
import { isApiError } from '@/lib/api-client';

/**
 * The team calls the audit log makes (teamCalls): paths from the zod-free team-paths.ts. The
 * export is a file call, made through lib/download (api/audit-export.ts).
 */
export const auditApi = callRefs<typeof teamCalls>({
  members: teamPaths.members,
  auditList: teamPaths.auditList,
});

/** The text a failed part shows: the API's errMsg, else the client's localized message. */
export function failureText(error: unknown): string | null {
  if (isApiError(error)) return error.errMsg || error.message;
  return null;
}
