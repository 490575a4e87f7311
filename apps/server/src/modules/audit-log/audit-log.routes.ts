import { XLSX_TYPE, teamCalls as calls } from '@vrportal/contract';
import { sendMadeFile } from '../../plugins/download.js';
import type { RegisterCall } from '../../plugins/calls.js';
import type { AuditLogService } from './audit-log.service.js';

export function auditLogRoutes(registerCall: RegisterCall, auditLog: AuditLogService) {
  registerCall(calls.auditList, ({ session, body }) => auditLog.list(session, body));
  registerCall(calls.auditExport, async ({ session, input, lang, reply }) =>
    sendMadeFile(reply, {
      stream: auditLog.export(session, input, lang),
      name: `audit-log-${input.from ?? 'start'}-${input.to ?? 'now'}.xlsx`,
      type: XLSX_TYPE,
    }),
  );
}
