import type { Lang, ReviewQueue } from '@vrportal/contract';
import type { Readable } from 'node:stream';
import type { AppFacts, Caller } from '../apps/index.js';
import type { StoredReportItem } from './audit-standards.js';
import { AutoCheckRuns } from './auto-check-runs.js';
import type { AutoCheckSubject } from './auto-check.js';
import type { ChannelReviewPort } from './channel-port.js';
import type { ReleaseViewPort } from './release-view-port.js';
import type { RolloutPort } from './rollout-port.js';
import type { ReviewDeps } from './review-context.js';
import { ReviewContext } from './review-context.js';
import type { Decision } from './review-console.js';
import { ReviewConsole } from './review-console.js';
import { ReviewMoves } from './review-moves.js';
import type { Actor, ReviewEvent, Transition } from './state-machine.js';

export type { ReviewDeps } from './review-context.js';
export type { Decision } from './review-console.js';

/**
 * The review workflow: applies the state machine's transitions, keeps the review log, writes
 * audit reports and notifies the owner. The only writer of app statuses. The parts: status
 * moves (`review-moves.ts`), the automatic check (`auto-check-runs.ts`) and the review console
 * (`review-console.ts`).
 */
export class ReviewService {
  private readonly ctx: ReviewContext;
  private readonly moves: ReviewMoves;
  private readonly autoChecks: AutoCheckRuns;
  private readonly console: ReviewConsole;

  constructor(deps: ReviewDeps) {
    this.ctx = new ReviewContext(deps);
    this.moves = new ReviewMoves(this.ctx);
    this.autoChecks = new AutoCheckRuns(this.ctx, this.moves);
    this.console = new ReviewConsole(this.ctx, this.moves);
  }

  /** Business channel releases join the console through the releases module (see app.ts). */
  useChannels(port: ChannelReviewPort) {
    this.ctx.channels = port;
  }

  /** The submitted release's listing comes from the releases module (see app.ts). */
  useReleases(port: ReleaseViewPort) {
    this.ctx.releases = port;
  }

  /** An update going online starts its staged rollout through the rollouts module (app.ts). */
  useRollouts(port: RolloutPort) {
    this.ctx.rollouts = port;
  }

  /** Moves an app by one event, in one transaction with its review-log line. */
  apply(
    appId: string,
    event: ReviewEvent,
    actor: { role: Actor; id: string | null },
    extra: Parameters<ReviewMoves['apply']>[3] = {},
  ): Promise<{ app: AppFacts; step: Transition }> {
    return this.moves.apply(appId, event, actor, extra);
  }

  // ---- developer and the automatic check -----------------------------------------------------

  /** The owner sends the app to review; the automatic check starts right after the answer. */
  submit(
    caller: Caller,
    appId: string,
    opts: Parameters<AutoCheckRuns['submit']>[2] = {},
  ): Promise<{ status: number }> {
    return this.autoChecks.submit(caller, appId, opts);
  }

  /** Runs the automatic check of a queued app (or of a running one this run took over). */
  runAutoCheck(appId: string, takenOver = false): Promise<void> {
    return this.autoChecks.runAutoCheck(appId, takenOver);
  }

  /** Runs every automatic check on a subject and stores the technical log. */
  runChecks(subject: AutoCheckSubject): Promise<{
    pass: boolean;
    items: StoredReportItem[];
    note: string;
    logStored: { name: string; key: string; size: number };
  }> {
    return this.autoChecks.runChecks(subject);
  }

  /** Picks up apps left queued (or stuck under way after a restart) for the automatic check. */
  runPendingAutoChecks(): Promise<number> {
    return this.autoChecks.runPendingAutoChecks();
  }

  // ---- review console (super accounts) -------------------------------------------------------

  queue(queue: ReviewQueue, page: number, caller: Caller, lang: Lang) {
    return this.console.queue(queue, page, caller, lang);
  }

  submission(appId: string, caller: Caller, lang: Lang, cId?: string) {
    return this.console.submission(appId, caller, lang, cId);
  }

  /** A file of the build under review for a super account. */
  openReviewBuild(appId: string, cId: string | undefined, fname: string) {
    return this.console.openReviewBuild(appId, cId, fname);
  }

  start(reviewer: Caller, appId: string, cId?: string) {
    return this.console.start(reviewer, appId, cId);
  }

  /** A reviewer's pass or fail of the manual, content or publish stage under way. */
  decideByReviewer(reviewer: Caller, appId: string, d: Decision, cId?: string) {
    return this.console.decideByReviewer(reviewer, appId, d, cId);
  }

  /** Keeps an uploaded log until a decision uses it. */
  storePendingLog(body: Readable): Promise<{ log: string; size: number }> {
    return this.console.storePendingLog(body);
  }

  discardPendingLog(log: string) {
    return this.console.discardPendingLog(log);
  }

  /** Release date, online, take down, cancel: each notifies the owner. */
  changeState(
    reviewer: Caller,
    appId: string,
    action: 'schedule' | 'unschedule' | 'online' | 'takeDown' | 'cancel',
    note: string,
    cId?: string,
    releaseAtText?: string,
  ) {
    return this.moves.changeState(reviewer, appId, action, note, cId, releaseAtText);
  }

  // ---- release dates ---------------------------------------------------------------------------

  /** Apps whose release date has come by `now` (ISO UTC), for the release-date job. */
  dueReleases(now: string, limit: number): Promise<string[]> {
    return this.moves.dueReleases(now, limit);
  }

  /** Puts an app whose release date has come online; false when another run did. */
  releaseOnline(appId: string, now: string): Promise<boolean> {
    return this.moves.releaseOnline(appId, now);
  }
}
