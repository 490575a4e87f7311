// A business channel's release through the state machine: its moves, its check, the console's view.
import { AppStatus, AuditStatus, ErrorCode, NotifyStatus, stageType } from '@vrportal/contract';
import type { Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ReleaseChannelsTable } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { t } from '../../lib/i18n.js';
import type { MessageKey } from '../../lib/i18n.js';
import { iso } from '../../lib/time.js';
import type { Executor } from '../../db/executor.js';
import type { Caller } from '../apps/index.js';
import type { Texts } from '../notifications/index.js';
import type { ChannelReviewPort, ReviewChannel } from '../review/index.js';
import { logColumns, toReviewLogEntries } from '../review/index.js';
import { reviewColumns, transition } from '../review/index.js';
import type { Actor, ReviewEvent, Transition } from '../review/index.js';
import type { ReleaseContext } from './release-context.js';
import type { ChannelRow } from './releases.repository.js';

/** A channel release left under way this long (a restart during its check) is checked again. */
const RUNNING_CHECK_STALE_MS = 10 * 60_000;

const both = (key: MessageKey, vars: Record<string, string | number>): Texts => ({
  zh: t('zh', key, vars),
  en: t('en', key, vars),
});

/**
 * Channel releases move through the same state machine as the main store's, but their rows and
 * log belong to this module: the review console reaches them through `channelReviewPort`.
 */
export class ChannelReleases {
  constructor(private readonly ctx: ReleaseContext) {}

  /**
   * Moves a channel release by one event if its status still is `channel.status`, with its log
   * line (and `write`, another module's rows) in one transaction; 10503 when the state machine
   * refuses or someone moved it meanwhile. Going online makes the draft build the live one.
   */
  private async moveChannel(
    channel: ChannelRow,
    event: ReviewEvent,
    actor: { role: Actor; id: string | null },
    extra: {
      auditId?: string | null;
      note?: string;
      write?: (trx: Executor) => Promise<void>;
    } = {},
  ): Promise<Transition> {
    const step = transition(channel.status, event, actor.role);
    if (!step) throw new AppError(ErrorCode.appStateRefused);
    const now = this.ctx.now();
    const changes: Updateable<ReleaseChannelsTable> = reviewColumns(step, now);
    if (event === 'online') {
      const build = await this.ctx.deps.uploads.draftBuild(
        channel.app_id,
        channel.id,
        channel.live_version_id,
      );
      changes.live_version_id = build?.version.id ?? channel.live_version_id;
    }
    await this.ctx.deps.repo.transaction(async (repo, trx) => {
      const moved = await repo.moveChannel(channel.id, channel.status, changes);
      if (!moved) throw new AppError(ErrorCode.appStateRefused);
      await extra.write?.(trx as Db);
      await repo.insertLog({
        ...logColumns(event, step, actor, extra, now),
        channel_id: channel.id,
      });
    });
    return step;
  }

  /** The review console's view of channel releases (handed to the review service in app.ts). */
  channelReviewPort(): ChannelReviewPort {
    const view = (row: ChannelRow): ReviewChannel => ({
      id: row.id,
      appId: row.app_id,
      name: row.name,
      status: row.status,
      submittedAt: row.submitted_at,
      updatedAt: row.updated_at,
    });
    return {
      find: async (id) => {
        const row = await this.ctx.deps.repo.findChannel(id);
        return row ? view(row) : undefined;
      },
      list: async (statuses, limit) =>
        (await this.ctx.deps.repo.channelQueue(statuses, limit)).map(view),
      countByStatus: () => this.ctx.deps.repo.countChannelsByStatus(),
      build: async (channel) => {
        const row = await this.ctx.deps.repo.findChannel(channel.id);
        if (!row) return null;
        const build = await this.ctx.deps.uploads.draftBuild(
          row.app_id,
          row.id,
          row.live_version_id,
        );
        return build ? { id: build.version.id, ver: build.version.ver } : null;
      },
      move: async (channel, event, actor, extra = {}) => {
        const row = await this.ctx.deps.repo.findChannel(channel.id);
        if (!row) throw new AppError(ErrorCode.channelNotFound);
        // compare against the status the caller decided on, not a newer one
        return this.moveChannel({ ...row, status: channel.status }, event, actor, extra);
      },
      log: async (id) =>
        toReviewLogEntries(
          await this.ctx.deps.repo.channelLogNewestFirst(id),
          this.ctx.deps.accountNamesOf,
        ),
    };
  }

  async submit(caller: Caller, channel: ChannelRow) {
    const step = await this.moveChannel(channel, 'submit', { role: 'developer', id: caller.id });
    this.ctx.later(() => this.runChannelCheck(channel.id));
    return { status: step.to };
  }

  /**
   * The automatic technical check of a channel release queued for it: under way, then failed or
   * on to the manual review. As the review's runAutoCheck, a running one is run only when taken
   * over.
   */
  async runChannelCheck(channelId: string, takenOver = false): Promise<void> {
    let channel = await this.ctx.deps.repo.findChannel(channelId);
    if (!channel) return;
    if (channel.status === AppStatus.autoQueued) {
      try {
        await this.moveChannel(channel, 'start', { role: 'system', id: null });
      } catch (error) {
        // another run (the sweep, another instance) took it first
        if (error instanceof AppError && error.code === ErrorCode.appStateRefused) return;
        throw error;
      }
      channel = await this.ctx.deps.repo.findChannel(channelId);
      if (channel?.status !== AppStatus.autoRunning) return;
    } else if (channel.status !== AppStatus.autoRunning || !takenOver) return;
    const app = await this.ctx.deps.apps.byId(channel.app_id);
    if (!app) return;
    const result = await this.ctx.deps.review.runChecks({
      appId: app.id,
      name: app.name,
      pkg: app.pkg,
      liveVersionId: channel.live_version_id,
      channel: { id: channel.id },
    });
    const build = await this.ctx.deps.uploads.draftBuild(
      app.id,
      channel.id,
      channel.live_version_id,
    );
    const ver = build?.version.ver ?? '';
    const type = stageType.auto;
    const auditId = await this.ctx.deps.notifications.recordAudit({
      orgId: app.org_id,
      appId: app.id,
      kind: 'auto',
      type,
      status: result.pass ? AuditStatus.passed : AuditStatus.failed,
      ver,
      items: result.items,
      note: result.note,
      log: result.logStored,
    });
    await this.moveChannel(
      channel,
      result.pass ? 'pass' : 'fail',
      { role: 'system', id: null },
      {
        auditId,
      },
    );
    const vars = { app: app.name, channel: channel.name };
    await this.ctx.deps.notifications.notify({
      orgId: app.org_id,
      tag: 'auto',
      status: result.pass ? NotifyStatus.passed : NotifyStatus.failed,
      type,
      title: both(
        result.pass ? 'release.channel.passed.title' : 'release.channel.failed.title',
        vars,
      ),
      content: both(
        result.pass ? 'release.channel.passed.content' : 'release.channel.failed.content',
        vars,
      ),
      appId: app.id,
      appName: app.name,
      ver,
      auditId,
      link: `/notification?type=${type}&auditId=${auditId}`,
    });
  }

  /** Picks up channel releases left queued, or under way after a restart. */
  async runPendingChannelChecks(): Promise<number> {
    const rows = await this.ctx.deps.repo.channelsInStatus(
      [AppStatus.autoQueued, AppStatus.autoRunning],
      100,
    );
    const staleBefore = this.ctx.deps.clock.now().getTime() - RUNNING_CHECK_STALE_MS;
    let ran = 0;
    for (const row of rows) {
      if (row.status === AppStatus.autoRunning) {
        if (Date.parse(row.status_changed_at) > staleBefore) continue;
        const now = iso(this.ctx.deps.clock.now());
        // another instance's sweep may have taken it over already
        const claimed = await this.ctx.deps.repo.claimStaleChannel(
          row.id,
          row.status,
          row.status_changed_at,
          now,
        );
        if (!claimed) continue;
      }
      await this.runChannelCheck(row.id, row.status === AppStatus.autoRunning).catch((error) =>
        this.ctx.deps.onError?.(error),
      );
      ran += 1;
    }
    return ran;
  }
}
