import { platformCalls as calls, platformReviewCalls as reviewCalls } from '@vrportal/contract';
import type { RegisterCall } from '../../plugins/calls.js';
import { sendPublicFile } from '../../plugins/public-file.js';
import type { PlatformService } from './platform.service.js';

/**
 * The platform-service calls: management of the four kinds, image uploads and their public urls,
 * submission, the four reports, and the review console's calls. The leaderboard moderation calls
 * belong to the runtime module.
 */
export function platformRoutes(registerCall: RegisterCall, platform: PlatformService) {
  registerCall(calls.achievementList, ({ body, session }) =>
    platform.listAchievements(session, body.appId),
  );
  registerCall(calls.achievementSave, ({ body, session }) =>
    platform.saveAchievement(session, body),
  );
  registerCall(calls.achievementDelete, async ({ body, session }) => {
    await platform.deleteItem(session, 'achievement', body.appId, body.id);
    return null;
  });
  registerCall(calls.leaderboardList, ({ body, session }) =>
    platform.listLeaderboards(session, body.appId),
  );
  registerCall(calls.leaderboardSave, ({ body, session }) =>
    platform.saveLeaderboard(session, body),
  );
  registerCall(calls.leaderboardDelete, async ({ body, session }) => {
    await platform.deleteItem(session, 'leaderboard', body.appId, body.id);
    return null;
  });
  registerCall(calls.destinationList, ({ body, session }) =>
    platform.listDestinations(session, body.appId),
  );
  registerCall(calls.destinationSave, ({ body, session }) =>
    platform.saveDestination(session, body),
  );
  registerCall(calls.destinationDelete, async ({ body, session }) => {
    await platform.deleteItem(session, 'destination', body.appId, body.id);
    return null;
  });
  registerCall(calls.addonList, ({ body, session }) => platform.listAddons(session, body.appId));
  registerCall(calls.addonSave, ({ body, session }) => platform.saveAddon(session, body));
  registerCall(calls.addonDelete, async ({ body, session }) => {
    await platform.deleteItem(session, 'addon', body.appId, body.id);
    return null;
  });

  registerCall(calls.submit, ({ body, session }) => platform.submit(session, body));
  registerCall(calls.audits, ({ body, session }) =>
    platform.audits(session, body.appId, body.kind),
  );

  // the reports answer in the language the body names, else the caller's
  registerCall(calls.getDvAuditAchReport, ({ body, session, lang }) =>
    platform.report(session, 'achievement', body.auditId, body.language ?? lang),
  );
  registerCall(calls.getDvAuditDestReport, ({ body, session, lang }) =>
    platform.report(session, 'destination', body.auditId, body.language ?? lang),
  );
  registerCall(calls.leaderboardAuditItems, ({ body, session, lang }) =>
    platform.report(session, 'leaderboard', body.auditId, body.language ?? lang, body.appId),
  );
  registerCall(calls.getAddOnAuditReport, ({ body, session, lang }) =>
    platform.addonReport(session, body.auditId, body.language ?? lang, body.appId),
  );

  registerCall(reviewCalls.getQueue, ({ body, lang }) =>
    platform.queue(body.kind, body.page, lang),
  );
  registerCall(reviewCalls.getSubmission, ({ body, lang }) =>
    platform.submission(body.auditId, lang),
  );
  registerCall(reviewCalls.decide, ({ body, session }) => platform.decide(session, body));

  registerCall(calls.uploadImage, async ({ session, readForm }) => {
    const { fields, file } = await readForm();
    return platform.uploadImage(session, fields, file);
  });

  // public, like app pictures: names are 128 random bits and never reused, so caches keep them
  registerCall(calls.image, async ({ params, request, reply }) => {
    const file = await platform.findImage(params.name ?? '');
    return sendPublicFile(request, reply, file, (key, range) => platform.openImage(key, range));
  });
}
