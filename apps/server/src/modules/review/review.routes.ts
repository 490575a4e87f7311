import type { FastifyInstance } from 'fastify';
import { ErrorCode, reviewCalls as calls, reviewPaths } from '@vrportal/contract';
import { AppError } from '../../lib/app-error.js';
import type { Guard, RegisterCall } from '../../plugins/calls.js';
import { headerOf, sendDownload } from '../../plugins/download.js';
import { ok } from '../../plugins/envelope.js';
import { malformedForm, readUploadForm } from '../../plugins/upload-form.js';
import { z } from 'zod';
import type { ReviewService } from './review.service.js';

/** Largest review log a reviewer may attach. */
export const REVIEW_LOG_MAX_BYTES = 20 * 1024 * 1024;

/** The review console's calls (super accounts only). */
export function reviewRoutes(
  app: FastifyInstance,
  registerCall: RegisterCall,
  guard: Guard,
  review: ReviewService,
) {
  registerCall(calls.getReviewQueue, ({ body, session, lang }) =>
    review.queue(body.queue, body.page, session!, lang),
  );
  registerCall(calls.getReviewSubmission, ({ body, session, lang }) =>
    review.submission(body.appId, session!, lang, body.cId),
  );
  registerCall(calls.startReview, ({ body, session }) =>
    review.start(session!, body.appId, body.cId),
  );
  registerCall(calls.decideReview, ({ body, session }) =>
    review.decideByReviewer(session!, body.appId, body, body.cId),
  );
  registerCall(calls.changeAppState, ({ body, session }) =>
    review.changeState(session!, body.appId, body.action, body.note, body.cId, body.releaseAt),
  );

  // a file of the build under review, for the technical checklist (super accounts only)
  app.get(reviewPaths.downloadReviewBuild, async (request, reply) => {
    await guard(request, 'super');
    const appId = headerOf(request, 'appid') ?? '';
    const cId = headerOf(request, 'cid');
    const fname = headerOf(request, 'fname') ?? '';
    const id = /^[0-9a-f]{32}$/;
    if (!id.test(appId) || (cId && !id.test(cId))) throw new AppError(ErrorCode.appNotFound);
    if (!fname || fname.length > 160) throw new AppError(ErrorCode.fileNotFound);
    return sendDownload(reply, await review.openReviewBuild(appId, cId, fname));
  });

  app.post(reviewPaths.uploadReviewLog, async (request) => {
    await guard(request, 'super');
    const { file } = await readUploadForm(request, {
      file: 'logFile',
      fields: z.object({}),
      maxBytes: REVIEW_LOG_MAX_BYTES,
    });
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
    return ok(stored);
  });
}
