import { releaseCalls as calls } from '@vrportal/contract';
import type { Lang } from '@vrportal/contract';
import { t } from '../../lib/i18n.js';
import { businessLinkPage } from '../../messaging/templates.js';
import type { RegisterCall } from '../../plugins/calls.js';
import { requestLang } from '../../plugins/envelope.js';
import type { ReleasesService } from './releases.service.js';

/** The release wizard's and release channels' calls, each handed to the service. */
export function releasesRoutes(registerCall: RegisterCall, releases: ReleasesService) {
  registerCall(calls.getAppTagInfo, async () => releases.tags());
  registerCall(calls.saveAppInfo, ({ body, session }) =>
    releases.save(session, body.appId, null, body),
  );
  registerCall(calls.getAppInfoTob, ({ body, session }) =>
    releases.channelForm(session, body.appId, body.cId),
  );
  registerCall(calls.saveAppInfoTob, ({ body, session }) =>
    releases.save(session, body.appId, body.cId, body),
  );
  registerCall(calls.commitAppInfoTob, ({ body, session }) =>
    releases.commit(session, body.appId, body.cId, body),
  );
  registerCall(calls.getReleaseDiff, ({ body, session }) =>
    releases.diff(session, body.appId, body.cId ?? null),
  );
  registerCall(calls.getAppChannelList, ({ body, session }) =>
    releases.channelList(session, body.appId),
  );
  registerCall(calls.createAppChannel, ({ body, session }) =>
    releases.createChannel(session, body.appId, body.name, body.descpt),
  );
  registerCall(calls.getAppChannelInfo, ({ body, session }) =>
    releases.channelInfo(session, body.cId),
  );
  registerCall(calls.deleteAppChannel, async ({ body, session }) => {
    await releases.deleteChannel(session, body.cId);
    return null;
  });
  registerCall(calls.bindBusinessToChannel, async ({ body, session }) => {
    await releases.bindBusiness(session, body.cId, body.bId);
    return null;
  });
  registerCall(calls.unbindBusinessFromChannel, async ({ body, session }) => {
    await releases.unbindBusiness(session, body.cId, body.bId);
    return null;
  });

  // the link mailed to a business: a page in its language (?lang=, else Accept-Language)
  registerCall(calls.confirmChannel, async ({ input, request, reply }) => {
    const asked = input.lang;
    const lang: Lang = asked ? (asked.startsWith('en') ? 'en' : 'zh') : requestLang(request);
    const result = await releases.confirmBusinessLink(input.token ?? '');
    const message = t(lang, `business.page.${result.state}`, {
      app: result.app,
      channel: result.channel,
    });
    return reply
      .status(result.state === 'invalid' ? 404 : 200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(businessLinkPage(lang, message));
  });
}
