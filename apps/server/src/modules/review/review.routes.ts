import { ErrorCode, reviewCalls as calls } from '@vrportal/contract';
import { AppError } from '../../lib/app-error.js';
import type { RegisterCall } from '../../plugins/calls.js';
import { headerOf, sendDownload } from '../../plugins/download.js';
import { malformedForm } from '../../plugins/upload-form.js';
import type { ReviewService } from './review.service.js';

/** The review console's calls (super accounts only). */
export function reviewRoutes(registerCall: RegisterCall, review: ReviewService) {
  registerCall(calls.getReviewQueue, ({ body, session, lang }) =>
    review.queue(body.queue, body.page, session, lang),
  );
  registerCall(calls.getReviewSubmission, ({ body, session, lang }) =>
    review.submission(body.appId, session, lang, body.cId),
  );
  registerCall(calls.startReview, ({ body, session }) =>
    review.start(session, body.appId, body.cId),
  );
  registerCall(calls.decideReview, ({ body, session }) =>
    review.decideByReviewer(session, body.appId, body, body.cId),
  );
  registerCall(calls.changeAppState, ({ body, session }) =>
    review.changeState(session, body.appId, body.action, body.note, body.cId, body.releaseAt),
  );

  // a file of the build under review, for the technical checklist (super accounts only)
  registerCall(calls.downloadReviewBuild, async ({ request, reply }) => {
    const appId = headerOf(request, 'appid') ?? '';
    const cId = headerOf(request, 'cid');
    const fname = headerOf(request, 'fname') ?? '';
    const id = /^[0-9a-f]{32}$/;
    if (!id.test(appId) || (cId && !id.test(cId))) throw new AppError(ErrorCode.appNotFound);
    if (!fname || fname.length > 160) throw new AppError(ErrorCode.fileNotFound);
    return sendDownload(reply, await review.openReviewBuild(appId, cId, fname));
  });

  registerCall(calls.uploadReviewLog, async ({ readForm }) => {
    const { file } = await readForm();
    let stored: { log: string; size: number };
    try {
      stored = await review.storePendingLog(file.stream);
    } catch (error) {
      // the body broke off while the log streamed in
      throw malformedForm(error);
    }
    // a part over the limit is cut short silently: refuse it rather than keep half a log
    if (file.stream.truncated) {
      await review.discardPendingLog(stored.log);
      throw new AppError(ErrorCode.bodyTooLarge);
    }
    return stored;
  });
}
