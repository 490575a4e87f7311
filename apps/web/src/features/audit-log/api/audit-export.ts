import { useMutation } from '@tanstack/react-query';
import { teamPaths } from '@vrportal/contract';
import { postForFile } from '@/lib/download';
import { exportName, type AuditExportBody } from '../lib/filters';

/**
 * POST /vrmcsys/org/audit/export {accountId?, action?, appId?, from?, to?}: the entries the
 * filters keep as an .xlsx in the reader's language, saved under the server's name.
 */
export function exportAudit(body: AuditExportBody): Promise<string> {
  return postForFile(teamPaths.auditExport, body, exportName(body));
}

/** The export button's call; the page tells its result. */
export function useExportAudit() {
  return useMutation({ mutationFn: exportAudit, meta: { quiet: true } });
}
