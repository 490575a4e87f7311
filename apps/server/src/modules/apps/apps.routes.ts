import { ErrorCode, appCalls as calls } from '@vrportal/contract';
import { AppError } from '../../lib/app-error.js';
import { SerializedData } from '../../plugins/calls.js';
import type { RegisterCall } from '../../plugins/calls.js';
import { headerOf, sendDownload } from '../../plugins/download.js';
import type { ReleasesService } from '../releases/index.js';
import type { AppsService } from './apps.service.js';

/** The app calls of the contract, each handed to its service. */
export function appsRoutes(
  registerCall: RegisterCall,
  apps: AppsService,
  releases: ReleasesService,
) {
  // the landing page's list, written as JSON by the database (AppsService.listJson)
  registerCall(
    calls.getOwnedApps,
    async ({ body, session, lang }) =>
      new SerializedData(await apps.listJson(session, body.page, body.psize, lang)),
  );
  registerCall(calls.searchOwnedApps, ({ body, session, lang }) =>
    apps.search(session, body, body.page, body.psize, lang),
  );
  registerCall(calls.createApp, ({ body, session }) => apps.create(session, body.name, body.pkg));
  registerCall(calls.deleteOwnedApp, async ({ body, session }) => {
    await apps.delete(session, body.appId);
    return null;
  });
  registerCall(calls.resetAppSecret, ({ body, session }) => apps.resetSecret(session, body.appId));
  // the app center's fields and the release form (the releases module owns the form)
  registerCall(calls.getAppDetailInfo, ({ body, session, lang }) =>
    releases.detail(session, body.appId, lang),
  );
  registerCall(calls.getAppHistorys, ({ body, session, lang }) =>
    apps.history(session, body.appId, lang),
  );
  registerCall(calls.getAppCfgInfo, async () => apps.config());
  registerCall(calls.commitAppInfo, ({ body, session }) =>
    releases.commit(session, body.appId, null, body),
  );

  registerCall(calls.downloadApp, async ({ request, reply, session }) => {
    const fname = headerOf(request, 'fname');
    if (!fname || fname.length > 160) throw new AppError(ErrorCode.fileNotFound);
    const file = await apps.openBuild(session, fname, headerOf(request, 'ver'));
    return sendDownload(reply, file);
  });
}
