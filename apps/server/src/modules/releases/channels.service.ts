// Business channels of an app: listing, creating (copying the main store's draft), deleting.
import {
  AppStatus,
  ErrorCode,
  IN_REVIEW_STATUSES,
  MergeRet,
  ReleaseStep,
  releaseLimits,
  releaseStepOf,
  textLength,
} from '@vrportal/contract';
import type { ReleaseProblem } from '@vrportal/contract';
import { AppError } from '../../lib/app-error.js';
import { orderedId } from '../../lib/crypto.js';
import type { Executor } from '../../db/executor.js';
import type { Caller } from '../apps/index.js';
import type { ReleaseContext } from './release-context.js';
import { decodeDraft, problemsError } from './release-drafts.js';
import { MAIN_STORE_KEY } from './releases.repository.js';

/** What a new channel copies of the main store's draft: its description and details. */
const COPIED_STEPS: readonly number[] = [ReleaseStep.description, ReleaseStep.details];

/** The business channels of an app, each with its own release, draft, assets and builds. */
export class ChannelsService {
  constructor(private readonly ctx: ReleaseContext) {}

  /** A channel release's status, undefined when the app has no such channel (assets ask). */
  async channelStatus(
    appId: string,
    channelId: string,
    trx?: Executor,
  ): Promise<number | undefined> {
    const repo = trx ? this.ctx.deps.repo.with(trx) : this.ctx.deps.repo;
    const channel = await repo.findChannel(channelId);
    return channel?.app_id === appId ? channel.status : undefined;
  }

  /** Whether a business channel of the app exists (uploads of a channel's builds ask). */
  async hasChannel(appId: string, channelId: string): Promise<boolean> {
    return (await this.ctx.deps.repo.findChannel(channelId))?.app_id === appId;
  }

  async channelList(caller: Caller, appId: string) {
    const s = await this.ctx.scope(caller, appId, null, false);
    const [channels, versions] = await Promise.all([
      this.ctx.deps.repo.channelsOf(s.app.id),
      this.ctx.deps.uploads.versionsOf(s.app.id),
    ]);
    /** The live build of the channel, else its newest upload. */
    const shown = (channelId: string | null, liveId: string | null) =>
      versions.find((v) => v.id === liveId) ??
      versions.find((v) => (v.channel_id ?? null) === channelId);
    const main = shown(null, s.app.published_version_id);
    return {
      toc: { time: main?.created_at ?? '', ver: main?.ver ?? '' },
      tob: channels.map((c) => {
        const v = shown(c.id, c.live_version_id);
        return {
          id: c.id,
          name: c.name,
          time: v?.created_at ?? '',
          ver: v?.ver ?? '',
          status: c.status,
        };
      }),
    };
  }

  async createChannel(caller: Caller, appId: string, name: string, descpt = '') {
    const s = await this.ctx.scope(caller, appId, null, true);
    const problems: Record<string, ReleaseProblem> = {};
    const nameLength = textLength(name.trim());
    if (nameLength < releaseLimits.channelNameMin || nameLength > releaseLimits.channelNameMax) {
      problems.name = 'length';
    }
    if (textLength(descpt.trim()) > releaseLimits.channelDescptMax) problems.descpt = 'length';
    if (Object.keys(problems).length > 0) throw problemsError(problems);
    const id = orderedId();
    const now = this.ctx.now();
    // the channel starts from the main store's description, details and assets, its own copies
    await this.ctx.deps.repo.transaction(async (repo, trx) => {
      await repo.insertChannel({
        id,
        app_id: s.app.id,
        name: name.trim(),
        descpt: descpt.trim(),
        status: AppStatus.draft,
        live_version_id: null,
        submitted_at: null,
        status_changed_at: now,
        created_at: now,
        updated_at: now,
      });
      const main = decodeDraft(await repo.findDraft(s.app.id, MAIN_STORE_KEY));
      const copied = Object.fromEntries(
        Object.entries(main).filter(([field]) => COPIED_STEPS.includes(releaseStepOf(field))),
      );
      if (Object.keys(copied).length > 0) {
        await repo.putDraft({
          app_id: s.app.id,
          channel_key: id,
          form: JSON.stringify(copied),
          updated_at: now,
        });
      }
      await this.ctx.deps.assets.copyRelease(s.app.id, MAIN_STORE_KEY, id, trx);
    });
    return { cId: id };
  }

  async channelInfo(caller: Caller, channelId: string) {
    const { channel } = await this.ctx.channelScope(caller, channelId, false);
    const links = await this.ctx.deps.repo.linksOf(channel.id);
    return {
      cId: channel.id,
      appId: channel.app_id,
      name: channel.name,
      descpt: channel.descpt,
      status: channel.status,
      time: channel.created_at,
      businessList: links.map((l) => ({
        bId: l.business_id,
        name: l.name,
        status: l.status,
        time: l.sent_at,
      })),
    };
  }

  /** Deletes a business channel with its draft, links and builds; refused while under review. */
  async deleteChannel(caller: Caller, channelId: string): Promise<void> {
    const { app, channel } = await this.ctx.channelScope(caller, channelId, true);
    if (IN_REVIEW_STATUSES.includes(channel.status)) {
      throw new AppError(ErrorCode.channelUnderReview);
    }
    if (await this.ctx.deps.uploads.isMerging(app.id)) {
      throw new AppError(ErrorCode.stillMerging, { ret: MergeRet.pending, ecode: 0 });
    }
    const deleted = await this.ctx.deps.repo.transaction((repo) =>
      repo.deleteChannel(channel.id, app.id, channel.status),
    );
    // its status moved meanwhile (a commit): the channel stays
    if (!deleted) throw new AppError(ErrorCode.channelUnderReview);
    await this.ctx.deps.uploads.deleteChannelBuilds(app.id, channel.id);
    await this.ctx.deps.assets.dropRelease(app.id, channel.id);
  }
}
