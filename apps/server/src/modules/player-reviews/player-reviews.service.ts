import { ErrorCode, playerReviewLimits } from '@vrportal/contract';
import type {
  Lang,
  PlayerReview,
  ReportReviewsAnswer,
  ReviewListAnswer,
  ReviewRepliesAnswer,
  ReviewSummaryAnswer,
  ReportedReview,
  ReportedReviewsAnswer,
} from '@vrportal/contract';
import type { Readable } from 'node:stream';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/crypto.js';
import type { Caller } from '../../plugins/caller.js';
import type { ReviewQuery, ReviewRow } from './player-reviews.repository.js';
import { ReviewIntake } from './review-intake.js';
import { reviewSheet } from './review-sheet.js';
import { summaryOf } from './review-summary.js';
import type { PlayerReviewsDeps } from './reviews-context.js';
import { ReviewsContext } from './reviews-context.js';

export type { PlayerReviewsDeps } from './reviews-context.js';

/** The list's filters as a call names them. */
export interface ReviewFilterInput {
  appId: string;
  rating?: number | undefined;
  language?: string | undefined;
  versionCode?: number | undefined;
  replied?: boolean | undefined;
  q?: string | undefined;
}

const queryOf = (f: ReviewFilterInput): ReviewQuery => ({
  ...f,
  q: f.q ? f.q.toLowerCase() : undefined,
});

/**
 * Players' ratings and reviews: the store's intake (`review-intake.ts`), the studio's list,
 * summary (`review-summary.ts`), replies, reports and export (`review-sheet.ts`), the store's
 * feed of replies, and the review console's decisions on reported reviews.
 */
export class PlayerReviewsService {
  private readonly ctx: ReviewsContext;
  private readonly intake: ReviewIntake;

  constructor(deps: PlayerReviewsDeps) {
    this.ctx = new ReviewsContext(deps);
    this.intake = new ReviewIntake(this.ctx);
  }

  private get repo() {
    return this.ctx.deps.repo;
  }

  report(items: unknown[]): Promise<ReportReviewsAnswer> {
    return this.intake.report(items);
  }

  /** Reviews as the portal shows them: the player by alias, the reply by its writer's name. */
  private async view(rows: ReviewRow[], lang: Lang): Promise<PlayerReview[]> {
    const [names, reported] = await Promise.all([
      this.ctx.deps.accountNamesOf(rows.map((r) => r.reply_by)),
      this.repo.reportedIds(rows.map((r) => r.id)),
    ]);
    return rows.map((r) => ({
      reviewId: r.id,
      alias: this.ctx.aliasOf(r.user_id, lang),
      rating: Number(r.rating),
      title: r.title,
      text: r.body,
      language: r.language,
      versionCode: Number(r.version_code),
      deviceModel: r.device_model,
      time: r.written_at,
      edited: Number(r.edited) === 1,
      reply:
        r.reply_text === null
          ? null
          : {
              text: r.reply_text,
              time: r.reply_at ?? r.reply_changed_at ?? '',
              by: (r.reply_by && names.get(r.reply_by)) || '',
            },
      reported: reported.has(r.id),
      hidden: Number(r.hidden) === 1,
    }));
  }

  async list(
    caller: Caller,
    body: ReviewFilterInput & { page: number; psize: number },
    lang: Lang,
  ): Promise<ReviewListAnswer> {
    await this.ctx.app(caller, body.appId);
    const query = queryOf(body);
    const [total, rows, facets] = await Promise.all([
      this.repo.count(query),
      this.repo.page(query, body.psize, (body.page - 1) * body.psize),
      this.repo.facets(body.appId),
    ]);
    return { total, list: await this.view(rows, lang), ...facets };
  }

  async summary(
    caller: Caller,
    body: { appId: string; startTime: number; endTime: number },
  ): Promise<ReviewSummaryAnswer> {
    await this.ctx.app(caller, body.appId);
    return summaryOf(this.repo, this.ctx.deps.timeZone, body);
  }

  /** The app's review, when the caller reaches the app; else 10501, or 10740 for the review. */
  private async review(caller: Caller, appId: string, reviewId: string): Promise<ReviewRow> {
    await this.ctx.app(caller, appId);
    const row = await this.repo.find(appId, reviewId);
    if (!row) throw new AppError(ErrorCode.reviewNotFound);
    return row;
  }

  private async reread(row: ReviewRow, lang: Lang): Promise<PlayerReview> {
    const now = await this.repo.find(row.app_id, row.id);
    return (await this.view([now ?? row], lang))[0]!;
  }

  /** Writes or edits the studio's reply; the store reads it from its feed of replies. */
  async reply(
    caller: Caller,
    body: { appId: string; reviewId: string; text: string },
    lang: Lang,
  ): Promise<{ review: PlayerReview; before: string | null }> {
    const row = await this.review(caller, body.appId, body.reviewId);
    await this.repo.setReply(row.id, { text: body.text, by: caller.id, at: this.ctx.now() });
    return { review: await this.reread(row, lang), before: row.reply_text };
  }

  async deleteReply(
    caller: Caller,
    body: { appId: string; reviewId: string },
    lang: Lang,
  ): Promise<{ review: PlayerReview; before: string }> {
    const row = await this.review(caller, body.appId, body.reviewId);
    if (row.reply_text === null) throw new AppError(ErrorCode.reviewNoReply);
    await this.repo.setReply(row.id, { text: null, by: null, at: this.ctx.now() });
    return { review: await this.reread(row, lang), before: row.reply_text };
  }

  /** Reports a review to the review console, once. */
  async reportReview(
    caller: Caller,
    body: { appId: string; reviewId: string; reason: string },
    lang: Lang,
  ): Promise<PlayerReview> {
    const row = await this.review(caller, body.appId, body.reviewId);
    const added = await this.repo.addReport({
      id: newId(),
      review_id: row.id,
      app_id: row.app_id,
      reason: body.reason,
      reported_by: caller.id,
      reported_at: this.ctx.now(),
      state: 'pending',
      decided_by: null,
      decided_at: null,
    });
    if (!added) throw new AppError(ErrorCode.reviewAlreadyReported);
    return this.reread(row, lang);
  }

  /** The filtered reviews as an .xlsx stream, with the screen's columns in the reader's language. */
  async exportSheet(
    caller: Caller,
    filters: ReviewFilterInput,
    lang: Lang,
  ): Promise<{ stream: Readable; name: string }> {
    const app = await this.ctx.app(caller, filters.appId);
    const rows = this.repo.each(queryOf(filters));
    const stream = reviewSheet(rows, lang, this.ctx.deps.timeZone, (batch) =>
      this.view(batch, lang),
    );
    return { stream, name: `${app.pkg}-reviews-${this.ctx.now().slice(0, 10)}.xlsx` };
  }

  /** The store's feed: replies written, edited or deleted after the cursor, oldest first. */
  async replies(body: {
    since: number | string;
    afterId?: string | undefined;
    limit: number;
  }): Promise<ReviewRepliesAnswer> {
    const since = new Date(body.since).toISOString();
    const rows = await this.repo.repliesAfter(since, body.afterId ?? '', body.limit);
    const replies = rows.map((r) => ({
      reviewId: r.id,
      appId: r.app_id,
      text: r.reply_text,
      time: r.reply_changed_at!,
    }));
    const last = replies[replies.length - 1];
    return {
      replies,
      next:
        last && rows.length === body.limit ? { since: last.time, afterId: last.reviewId } : null,
    };
  }

  // ---- the review console ------------------------------------------------------------------------

  private async reportViews(
    reports: Awaited<ReturnType<typeof this.repo.reports>>,
    lang: Lang,
  ): Promise<ReportedReview[]> {
    const reviews = new Map(
      (await this.repo.byIds(reports.map((r) => r.review_id))).map((r) => [r.id, r]),
    );
    const views = new Map(
      (await this.view([...reviews.values()], lang)).map((v) => [v.reviewId, v]),
    );
    const [appNames, names] = await Promise.all([
      this.ctx.deps.apps.displayNamesOf(
        reports.map((r) => r.app_id),
        lang,
      ),
      this.ctx.deps.accountNamesOf(reports.flatMap((r) => [r.reported_by, r.decided_by])),
    ]);
    return reports.map((r) => ({
      reportId: r.id,
      appId: r.app_id,
      appName: appNames.get(r.app_id) ?? '',
      review: views.get(r.review_id)!,
      reason: r.reason,
      reportedAt: r.reported_at,
      reportedBy: names.get(r.reported_by) ?? '',
      state: r.state as ReportedReview['state'],
      decidedAt: r.decided_at,
      decidedBy: r.decided_by ? (names.get(r.decided_by) ?? '') : null,
    }));
  }

  async reported(
    body: { page: number; state: ReportedReview['state'] },
    lang: Lang,
  ): Promise<ReportedReviewsAnswer> {
    const size = playerReviewLimits.pageSize;
    const [total, rows] = await Promise.all([
      this.repo.countReports(body.state),
      this.repo.reports(body.state, size, (body.page - 1) * size),
    ]);
    return { total, list: await this.reportViews(rows, lang) };
  }

  /** Keeps or hides a reported review; a report decided meanwhile answers 10744. */
  async decide(
    caller: Caller,
    body: { reportId: string; decision: 'keep' | 'hide' },
    lang: Lang,
  ): Promise<ReportedReview> {
    const report = await this.repo.findReport(body.reportId);
    if (!report) throw new AppError(ErrorCode.reviewReportNotFound);
    const state = body.decision === 'hide' ? 'hidden' : 'kept';
    await this.repo.transaction(async (repo) => {
      if (!(await repo.decide(report.id, state, caller.id, this.ctx.now()))) {
        throw new AppError(ErrorCode.reviewReportDecided);
      }
      if (state === 'hidden') await repo.hide(report.review_id);
    });
    const now = await this.repo.findReport(report.id);
    return (await this.reportViews([now!], lang))[0]!;
  }
}
