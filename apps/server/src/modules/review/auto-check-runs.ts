// The automatic technical check: submitting to review, running the checks, the pending sweep.
import { AppStatus, ErrorCode, ReportItemStatus } from '@vrportal/contract';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/crypto.js';
import { t } from '../../lib/i18n.js';
import { iso } from '../../lib/time.js';
import type { Caller } from '../apps/index.js';
import type { Texts } from '../notifications/index.js';
import type { StoredReportItem } from './audit-standards.js';
import type { AutoCheckSubject } from './auto-check.js';
import type { ReviewContext } from './review-context.js';
import { mainStore } from './review-context.js';
import type { ReviewMoves } from './review-moves.js';
import { holdsApp } from '../../plugins/caller.js';

const RUNNING_AUTO_CHECK_STALE_MS = 10 * 60_000;

/** A release sent to review is checked by machine first: it fails, or goes on to the reviewers. */
export class AutoCheckRuns {
  constructor(
    private readonly ctx: ReviewContext,
    private readonly moves: ReviewMoves,
  ) {}

  // ---- developer -----------------------------------------------------------------------------

  /**
   * The owner sends the app to review; the automatic check starts right after the answer, or
   * before it with `checkNow` (the demo seed).
   */
  async submit(
    caller: Caller,
    appId: string,
    opts: {
      checkNow?: boolean;
      versionId?: string;
      names?: { zh: string; en: string };
      from?: number;
    } = {},
  ): Promise<{ status: number }> {
    const app = await this.ctx.deps.apps.byId(appId);
    if (!app || !holdsApp(caller, app)) throw new AppError(ErrorCode.appNotFound);
    const { step } = await this.moves.apply(
      appId,
      'submit',
      { role: 'developer', id: caller.id },
      {
        reviewVersionId: opts.versionId ?? null,
        reviewNames: opts.names,
        ...(opts.from === undefined ? {} : { from: opts.from }),
      },
    );
    if (opts.checkNow) await this.runAutoCheck(appId);
    else this.ctx.later(() => this.runAutoCheck(appId));
    return { status: step.to };
  }

  // ---- automatic technical check -------------------------------------------------------------

  /**
   * Runs the automatic check of a queued app, which this run takes by moving it to running; an
   * app already running is another run's, unless this run took it over as stale (`takenOver`).
   */
  async runAutoCheck(appId: string, takenOver = false): Promise<void> {
    const app = await this.ctx.deps.apps.byId(appId);
    if (!app) return;
    if (app.status === AppStatus.autoQueued) {
      try {
        await this.moves.apply(appId, 'start', { role: 'system', id: null });
      } catch (error) {
        // another run (the sweep, another instance) took it first
        if (error instanceof AppError && error.code === ErrorCode.appStateRefused) return;
        throw error;
      }
    } else if (app.status !== AppStatus.autoRunning || !takenOver) return;

    const result = await this.runChecks({
      appId,
      name: app.name,
      pkg: app.pkg,
      liveVersionId: app.published_version_id,
    });
    await this.moves.decide(mainStore(app), 'auto', { role: 'system', id: null }, result);
  }

  /**
   * Runs every automatic check on a subject (the main store's release or a business channel's)
   * and stores the technical log; answers the report. Any failing check fails the stage.
   */
  async runChecks(subject: AutoCheckSubject): Promise<{
    pass: boolean;
    items: StoredReportItem[];
    note: string;
    logStored: { name: string; key: string; size: number };
  }> {
    const lines = [
      t('en', 'review.autoLog.header', { app: subject.name, pkg: subject.pkg }),
      ...(subject.channel ? [`channel ${subject.channel.id}`] : []),
      '',
    ];
    const items: StoredReportItem[] = [];
    const notes: Texts[] = [];
    for (const check of this.ctx.deps.autoChecks) {
      let result;
      try {
        result = await check.run(subject);
      } catch (error) {
        result = {
          ok: false,
          note: { zh: '检测出错', en: 'The check could not run' },
          log: [`error: ${String(error)}`],
        };
      }
      lines.push(
        `[${result.ok ? 'PASS' : 'FAIL'}] ${check.id}`,
        ...result.log.map((l) => `  ${l}`),
      );
      // the line names its check; the report is read in the reader's language (desc keeps the
      // id too, as earlier rows and the tools reading the table find a check by it)
      items.push({
        id: check.id,
        desc: check.id,
        status: result.ok ? ReportItemStatus.passed : ReportItemStatus.failed,
        note: '',
        ...(result.ok ? {} : { noteText: result.note }),
        text: { name: check.name, require: check.require },
      });
      if (!result.ok) notes.push(result.note);
    }
    const pass = notes.length === 0;
    lines.push('', pass ? 'RESULT: PASS' : 'RESULT: FAIL');
    const logName = `auto-${newId()}.log`;
    const logKey = `review-logs/${subject.appId}/${logName}`;
    const { size } = await this.ctx.deps.blobs.put(logKey, Buffer.from(`${lines.join('\n')}\n`));
    return {
      pass,
      items,
      note: notes.map((n) => `${n.zh} / ${n.en}`).join('\n'),
      logStored: { name: logName, key: logKey, size },
    };
  }

  /** Picks up apps left queued (or stuck under way after a restart) for the automatic check. */
  async runPendingAutoChecks(): Promise<number> {
    const rows = await this.ctx.deps.apps.inStatuses(
      [AppStatus.autoQueued, AppStatus.autoRunning],
      100,
    );
    const staleBefore = this.ctx.deps.clock.now().getTime() - RUNNING_AUTO_CHECK_STALE_MS;
    let ran = 0;
    for (const row of rows) {
      if (row.status === AppStatus.autoRunning) {
        if (Date.parse(row.status_changed_at) > staleBefore) continue;
        const now = iso(this.ctx.deps.clock.now());
        // another instance's sweep may have taken it over already
        if (!(await this.ctx.deps.apps.claimStale(row.id, row.status, row.status_changed_at, now)))
          continue;
      }
      await this.runAutoCheck(row.id, row.status === AppStatus.autoRunning).catch((error) =>
        this.ctx.deps.onError?.(error),
      );
      ran += 1;
    }
    return ran;
  }
}
