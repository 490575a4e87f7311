// Status moves of a release under review: the state machine's steps, decisions, dates, online.
import { outsideTracks } from '../builds/index.js';
import { AppStatus, AuditStatus, ErrorCode, NotifyStatus, stageType } from '@vrportal/contract';
import type { ReviewStage } from '@vrportal/contract';
import type { Executor } from '../../db/executor.js';
import { AppError, localizedError } from '../../lib/app-error.js';
import { newId } from '../../lib/crypto.js';
import type { MessageKey } from '../../lib/i18n.js';
import type { AppFacts, Caller, ReviewStateChange } from '../apps/index.js';
import type { StoredReportItem } from './audit-standards.js';
import type { ReviewContext, Subject } from './review-context.js';
import { both, subjectName } from './review-context.js';
import { logColumns } from './review-log.js';
import { releaseTimeText } from './release-dates.js';
import { reviewColumns, transition } from './state-machine.js';
import type { Actor, ReviewEvent, Transition } from './state-machine.js';

/**
 * Every status move of the review, each with its log line (and audit report and notification)
 * in one transaction: the only writer of app statuses.
 */
export class ReviewMoves {
  constructor(private readonly ctx: ReviewContext) {}

  /** Moves the subject by one event: an app through `apply`, a channel release through its port. */
  async move(
    s: Subject,
    event: ReviewEvent,
    actor: { role: Actor; id: string | null },
    extra: {
      note?: string;
      auditId?: string | null;
      write?: (trx: Executor) => Promise<void>;
    } = {},
  ): Promise<Transition> {
    if (!s.channel) return (await this.apply(s.app.id, event, actor, extra)).step;
    return this.ctx.channels!.move(s.channel, event, actor, extra);
  }

  /**
   * Moves an app by one event, in one transaction with its review-log line; answers the
   * transition. 10503 when the state machine refuses or someone moved the app meanwhile.
   */
  async apply(
    appId: string,
    event: ReviewEvent,
    actor: { role: Actor; id: string | null },
    extra: {
      note?: string;
      auditId?: string | null;
      /** submit: the build sent to review */
      reviewVersionId?: string | null;
      /** schedule: the release date (ISO UTC) */
      releaseAt?: string;
      /** the release-date job: moves only while the release date is at or before this time */
      releaseDueBy?: string;
      /** submit: the app's name in each language the release form sent to review */
      reviewNames?: { zh: string; en: string } | undefined;
      /** the status the caller decided on: another one (someone moved the app) is refused */
      from?: number;
      write?: (trx: Executor) => Promise<void>;
    } = {},
  ): Promise<{ app: AppFacts; step: Transition }> {
    return this.ctx.deps.db.transaction().execute(async (trx) => {
      const app = await this.ctx.deps.apps.byIdWithin(appId, trx);
      if (!app) throw new AppError(ErrorCode.appNotFound);
      if (extra.from !== undefined && app.status !== extra.from) {
        throw new AppError(ErrorCode.appStateRefused);
      }
      const step = transition(app.status, event, actor.role);
      if (!step) throw new AppError(ErrorCode.appStateRefused);
      const now = this.ctx.now();
      const changes: ReviewStateChange = reviewColumns(step, now);
      if (event === 'submit') {
        changes.review_version_id = extra.reviewVersionId ?? app.review_version_id;
        if (extra.reviewNames) {
          changes.review_name_zh = extra.reviewNames.zh;
          changes.review_name_en = extra.reviewNames.en;
        }
      }
      // passing the last stage approves the release: its names become the ones every screen
      // shows (a release submitted without names keeps those approved before)
      if (step.to === AppStatus.passed && (app.review_name_zh || app.review_name_en)) {
        changes.approved_name_zh = app.review_name_zh;
        changes.approved_name_en = app.review_name_en;
      }
      // going online publishes the reviewed build; an update under review or failed leaves the
      // published one live, and only a take-down removes the app from the store
      if (event === 'online') {
        Object.assign(changes, {
          has_shelves: 1,
          live: 1,
          published_version_id: app.review_version_id ?? app.published_version_id,
        });
      }
      if (event === 'takeDown') changes.live = 0;
      // a release date belongs to status 14 only: set by schedule, cleared by leaving it
      if (step.to === AppStatus.releaseScheduled) changes.release_at = extra.releaseAt ?? null;
      else if (app.release_at !== null) changes.release_at = null;
      if (
        !(await this.ctx.deps.apps.moveReviewState(
          appId,
          app.status,
          changes,
          trx,
          extra.releaseDueBy,
        ))
      ) {
        throw new AppError(ErrorCode.appStateRefused);
      }
      // an update going online starts its staged rollout (or waits while another runs)
      if (event === 'online') {
        await this.ctx.rollouts?.wentOnline(
          trx,
          app,
          app.published_version_id,
          changes.published_version_id ?? null,
        );
      }
      await extra.write?.(trx);
      await this.ctx.log
        .with(trx)
        .append({ ...logColumns(event, step, actor, extra, now), app_id: appId });
      return { app: { ...app, ...changes }, step };
    });
  }

  /** Records a stage's result: the audit report, the status move and the owner's notification. */
  async decide(
    s: Subject,
    stage: ReviewStage,
    actor: { role: Actor; id: string | null },
    d: {
      pass: boolean;
      items: StoredReportItem[];
      note: string;
      logStored?: { name: string; key: string; size: number } | null;
    },
  ): Promise<{ auditId: string; status: number }> {
    const app = s.app;
    const ver = s.channel
      ? ((await this.ctx.channels!.build(s.channel))?.ver ?? '')
      : ((await this.ctx.deps.builds.versions(app.id)).find(outsideTracks)?.ver ?? '');
    const auditId = newId();
    const type = stageType[stage];
    const step = await this.move(s, d.pass ? 'pass' : 'fail', actor, {
      note: d.note,
      auditId,
      write: async (trx) => {
        const notes = this.ctx.deps.notifications.within(trx);
        await notes.recordAudit({
          id: auditId,
          orgId: app.org_id,
          appId: app.id,
          kind: stage,
          type,
          status: d.pass ? AuditStatus.passed : AuditStatus.failed,
          ver,
          items: d.items,
          note: d.note,
          log: d.logStored ?? null,
          reviewerId: actor.id,
        });
        const vars = { app: app.name, stage: `review.stage.${stage}` };
        const name = subjectName(s);
        await notes.notify({
          orgId: app.org_id,
          tag: stage,
          status: d.pass ? NotifyStatus.passed : NotifyStatus.failed,
          type,
          title: both(d.pass ? 'review.passed.title' : 'review.failed.title', vars, name),
          content: both(
            d.pass
              ? stage === 'publish'
                ? 'review.passedLast.content'
                : 'review.passed.content'
              : 'review.failed.content',
            vars,
            name,
          ),
          appId: app.id,
          appName: app.name,
          ver,
          auditId,
          link: `/notification?type=${type}&auditId=${auditId}`,
        });
        await this.ctx.deps.events.publish(
          {
            type: d.pass ? 'review.passed' : 'review.failed',
            orgId: app.org_id,
            data: {
              appId: app.id,
              appName: app.name,
              packageName: app.pkg,
              stage,
              channelId: s.channel?.id ?? null,
              version: ver,
              reason: d.note,
              auditId,
            },
          },
          trx,
        );
      },
    });
    return { auditId, status: step.to };
  }

  /**
   * Release date (set, changed or cleared), online, take down, cancel: each notifies the owner.
   * A release date is a time to come (10505), needed to schedule the main store's release
   * (10506); a channel release is scheduled without one.
   */
  async changeState(
    reviewer: Caller,
    appId: string,
    action: 'schedule' | 'unschedule' | 'online' | 'takeDown' | 'cancel',
    note: string,
    cId?: string,
    releaseAtText?: string,
  ) {
    const s = await this.ctx.subject(appId, cId);
    let releaseAt: string | undefined;
    if (s.channel && releaseAtText !== undefined) {
      throw localizedError(ErrorCode.invalidRequest, 'review.releaseDate.channel');
    }
    if (action === 'schedule' && !s.channel) {
      if (releaseAtText === undefined) throw new AppError(ErrorCode.releaseDateMissing);
      const at = Date.parse(releaseAtText);
      if (!(at > this.ctx.deps.clock.now().getTime())) {
        throw new AppError(ErrorCode.releaseDatePast);
      }
      releaseAt = new Date(at).toISOString();
    }
    const rescheduled = action === 'schedule' && s.status === AppStatus.releaseScheduled;
    // the listing going online is recorded with the move: the next update is compared with it
    const write =
      action === 'online' && this.ctx.releases
        ? await this.ctx.releases.prepareLive(s.app.id, s.channel?.id ?? null)
        : undefined;
    const step = await this.move(
      s,
      action,
      { role: 'reviewer', id: reviewer.id },
      { note, ...(releaseAt ? { releaseAt } : {}), ...(write ? { write } : {}) },
    );
    const app = s.app;
    const name = subjectName(s);
    const key = releaseAt ? (rescheduled ? 'reschedule' : 'scheduleAt') : action;
    const at = releaseAt ? releaseTimeText(releaseAt, this.ctx.deps.timeZone) : '';
    const vars = { app: app.name, note, at };
    await this.ctx.deps.notifications.notify({
      orgId: app.org_id,
      tag: 'app',
      status: NotifyStatus.info,
      title: both(`review.${key}.title` as MessageKey, vars, name),
      content: both(`review.${key}.content` as MessageKey, vars, name),
      appId: app.id,
      appName: app.name,
      link: `/app_center?appId=${app.id}`,
    });
    return { status: step.to };
  }

  // ---- release dates ---------------------------------------------------------------------------

  /** Apps whose release date has come by `now` (ISO UTC), for the release-date job. */
  dueReleases(now: string, limit: number): Promise<string[]> {
    return this.ctx.deps.apps.releaseDue(now, limit);
  }

  /**
   * Puts an app whose release date has come by `now` online, with its log line and the owner's
   * notification in the same transaction. Of several runs (other instances, a burst), only the
   * one whose conditional UPDATE changed the row does so; the others answer false.
   */
  async releaseOnline(appId: string, now: string): Promise<boolean> {
    // the listing going online is recorded with the move, as when a reviewer puts it online
    const recordLive = this.ctx.releases
      ? await this.ctx.releases.prepareLive(appId, null)
      : undefined;
    try {
      await this.apply(
        appId,
        'online',
        { role: 'system', id: null },
        {
          releaseDueBy: now,
          write: async (trx) => {
            await recordLive?.(trx);
            const app = await this.ctx.deps.apps.byIdWithin(appId, trx);
            if (!app) return;
            const name = { zh: app.name, en: app.name };
            await this.ctx.deps.notifications.within(trx).notify({
              orgId: app.org_id,
              tag: 'app',
              status: NotifyStatus.info,
              title: both('review.online.title', { app: app.name }, name),
              content: both('review.online.content', { app: app.name }, name),
              appId: app.id,
              appName: app.name,
              link: `/app_center?appId=${app.id}`,
            });
          },
        },
      );
      return true;
    } catch (error) {
      // another run moved it, a reviewer changed the date or the app is gone
      if (
        error instanceof AppError &&
        (error.code === ErrorCode.appStateRefused ||
          error.code === ErrorCode.appNotFound ||
          // a staged rollout still runs: the release waits for it to be completed or halted
          error.code === ErrorCode.rolloutBusy)
      ) {
        return false;
      }
      throw error;
    }
  }
}
