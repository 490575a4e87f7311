import { ErrorCode, notificationCalls as calls, typeStage } from '@vrportal/contract';
import { AppError } from '../../lib/app-error.js';
import { SerializedData } from '../../plugins/calls.js';
import type { RegisterCall } from '../../plugins/calls.js';
import { headerOf, sendDownload } from '../../plugins/download.js';
import { standardFor } from '../review/index.js';
import type { NotificationService } from './notifications.service.js';

export function notificationsRoutes(
  registerCall: RegisterCall,
  notifications: NotificationService,
) {
  // the badge poll of every open tab: served from the list cache as ready JSON
  registerCall(
    calls.getDvNtyList,
    async ({ body, session, lang }) =>
      new SerializedData(await notifications.listJson(session, body.page, lang)),
  );
  registerCall(calls.disposeNotify, async ({ body, session }) => {
    await notifications.markRead(session.id, body.ntyId);
    return null;
  });
  registerCall(calls.getAuditStandard, async ({ body, lang }) => ({
    standard: { type: body.type, items: standardFor(body.type, body.language ?? lang) },
  }));
  registerCall(calls.getDvAuditReport, async ({ body, session, lang }) => {
    const audit = await notifications.ownedAudit(session, body.auditId, [typeStage[body.type]!]);
    return notifications.report(audit, body.language ?? lang);
  });

  registerCall(calls.downloadSysLog, async ({ request, reply, session }) => {
    const fname = headerOf(request, 'fname');
    if (!fname || fname.length > 160) throw new AppError(ErrorCode.fileNotFound);
    return sendDownload(reply, await notifications.openLog(session, fname));
  });
}
